// One-click unsubscribe (RFC 8058): a mail client's "Unsubscribe" button POSTs
// "List-Unsubscribe=One-Click" to the address in the List-Unsubscribe header, and all mail to
// that person stops. A GET (a scanner, or a person pasting the address) changes nothing.
import { NextResponse } from "next/server";
import { config } from "@/lib/config";
import { answering503 } from "@/lib/db/unavailable";
import { findByUnsubscribeKey, stopAllMailByKey } from "@/lib/notify/preferences";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ key: string }> };

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new NextResponse(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers },
  });

export const POST = answering503(async function POST(request: Request, context: Context) {
  const { key } = await context.params;
  const body = await request.text().catch(() => "");
  if (!new URLSearchParams(body).has("List-Unsubscribe", "One-Click")) {
    return plain(400, 'Expected the body "List-Unsubscribe=One-Click" (RFC 8058).');
  }
  if (!(await stopAllMailByKey(key))) return plain(404, "Not found.");
  return plain(200, "Unsubscribed: Pigeon Post will send you no more email.");
});

export const GET = answering503(async function GET(_request: Request, context: Context) {
  const { key } = await context.params;
  if (!(await findByUnsubscribeKey(key))) return plain(404, "Not found.");
  const page = new URL(`/unsubscribe/${key}`, config().appUrl).toString();
  return plain(200, `To change which emails you get, open ${page}`, { "referrer-policy": "no-referrer" });
});
