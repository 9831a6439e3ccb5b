// Replies posted by a Mailgun route (lib/inbound/mailgun.ts says how to set it up).
import { NextResponse } from "next/server";
import { answering503 } from "@/lib/db/unavailable";
import { acceptMailgunPost } from "@/lib/inbound/mailgun";

export const dynamic = "force-dynamic";

export const POST = answering503(async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const answer = form
    ? await acceptMailgunPost((name) => {
        const value = form.get(name);
        return typeof value === "string" ? value : null;
      }, new Date())
    : { status: 406, text: "Expected a form (Mailgun's route POST)." };
  return new NextResponse(answer.text, {
    status: answer.status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
});
