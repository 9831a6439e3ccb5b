"use server";

import { mailboxReplyInput } from "@/lib/inbound/input";
import { replyFromMailbox } from "@/lib/inbound/mailbox-reply";

export type MailboxReplyState = { error?: string; sent?: boolean };

/** The local mailbox's Reply box (development only). */
export async function sendMailboxReply(
  _state: MailboxReplyState,
  form: FormData,
): Promise<MailboxReplyState> {
  const parsed = mailboxReplyInput.safeParse({
    id: form.get("id") ?? undefined,
    text: form.get("text") ?? undefined,
  });
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  const result = await replyFromMailbox(parsed.data.id, parsed.data.text);
  return result.ok ? { sent: true } : { error: result.reason };
}
