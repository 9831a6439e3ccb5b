// One-click unsubscribe (RFC 8058): a mail client's "Unsubscribe" button POSTs
// "List-Unsubscribe=One-Click" to the address in the List-Unsubscribe header, and all mail to
// that person stops. A GET (a scanner, or a person pasting the address) changes nothing.
// Keys that do not work are counted per client (lib/mail/unsubscribe.ts): past the limit, 429.
import { NextResponse } from "next/server";
import { clientKey } from "@/app/_shared/client-key";
import { config } from "@/lib/config";
import { answering503 } from "@/lib/db/unavailable";
import { type KeyLookup, unsubscribeKeyOwner } from "@/lib/mail/unsubscribe";
import { setMailChoice } from "@/lib/notify/preferences";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ key: string }> };

const plain = (status: number, text: string) =>
  new NextResponse(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

const refused = (lookup: Exclude<KeyLookup, { ok: true }>) =>
  lookup.status === 429 ? plain(429, lookup.reason) : plain(404, "Not found.");

export const POST = answering503(async function POST(request: Request, context: Context) {
  const { key } = await context.params;
  const body = await request.text().catch(() => "");
  if (!new URLSearchParams(body).has("List-Unsubscribe", "One-Click")) {
    return plain(400, 'Expected the body "List-Unsubscribe=One-Click" (RFC 8058).');
  }
  const lookup = await unsubscribeKeyOwner(key, await clientKey(), new Date());
  if (!lookup.ok) return refused(lookup);
  await setMailChoice(lookup.person.id, "stop-all");
  return plain(200, "Unsubscribed: Pigeon Post will send you no more email.");
});

export const GET = answering503(async function GET(_request: Request, context: Context) {
  const { key } = await context.params;
  const lookup = await unsubscribeKeyOwner(key, await clientKey(), new Date());
  if (!lookup.ok) return refused(lookup);
  const page = new URL(`/unsubscribe/${key}`, config().appUrl).toString();
  return plain(200, `To change which emails you get, open ${page}`);
});
