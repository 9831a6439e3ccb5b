// The local mailbox's Reply box (development, no SMTP_URL): typing "e5" under a game email sends a
// real email, as a mail client would write it, to that email's Reply-To through the built-in reply
// receiver, so the whole loop can be tried after `npm run dev` with no mail server at all.

import nodemailer from "nodemailer";
// The file itself, not its folder: Node resolves no folder index for an external ESM import.
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { bareAddress } from "../auth/email-address";
import { config } from "../config";
import { mailboxEnabled, mailboxMessage } from "../mail/mailbox";
import { keyInAddress } from "../mail/reply-address";

export type MailboxReply = { ok: true } | { ok: false; reason: string };

/** The reply address of a mailbox message, when it has one the receiver here can take. */
export function replyAddressIn(headers: unknown): string | null {
  const value = (headers as Record<string, string> | null)?.["Reply-To"];
  return typeof value === "string" && keyInAddress(value) && config().inbound?.smtpPort ? value : null;
}

export async function replyFromMailbox(messageId: string, text: string): Promise<MailboxReply> {
  if (!mailboxEnabled())
    return { ok: false, reason: "The local mailbox is off (SMTP_URL is set, or this is production)." };
  const message = await mailboxMessage(messageId);
  if (!message) return { ok: false, reason: "That message is no longer in the mailbox." };
  const to = replyAddressIn(message.headers);
  const port = config().inbound?.smtpPort;
  if (!to || !port)
    return { ok: false, reason: "This email takes no reply (or the reply receiver is not running)." };
  const quoted = (message.text || "")
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const raw = await new MailComposer({
    from: message.to,
    to,
    subject: `Re: ${message.subject}`,
    inReplyTo: message.messageId,
    references: [message.messageId],
    text: `${text}\n\nOn ${message.createdAt.toUTCString()}, ${message.from} wrote:\n${quoted}\n`,
  })
    .compile()
    .build();
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false });
  try {
    await transport.sendMail({ envelope: { from: bareAddress(message.to), to: [to] }, raw });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: `The reply receiver did not take it: ${(error as Error).message}` };
  } finally {
    transport.close();
  }
}
