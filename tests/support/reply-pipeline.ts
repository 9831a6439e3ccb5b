// A reply read the way the worker reads it, minus the receiver, the key and the sender checks: the
// raw message through the MIME parser (`readMail`, the one place tests get a message's two bodies:
// point it at the worker's own parse stage when that has one), the reader (visibleText, readReply)
// and act() against a real game in PostgreSQL, in one transaction.

import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { db } from "@/lib/db/prisma";
import { act, type ReplyOutcome } from "@/lib/inbound/act";
import { type ReadReply, type ReplyBody, readReply, visibleText } from "@/lib/inbound/command";

/** The message's text/plain and HTML parts, as the worker's parse stage hands them to the reader. */
export async function readMail(raw: Buffer | string): Promise<ReplyBody> {
  const mail = await simpleParser(typeof raw === "string" ? Buffer.from(raw) : raw, { skipHtmlToText: true });
  return { text: mail.text ?? null, html: mail.html || null };
}

export type Read = { visible: string; read: ReadReply; outcome: ReplyOutcome };

/** Reads `raw` as `userId`'s reply to the email for the move after ply `ply`, and acts on it. */
export async function replyWith(
  raw: Buffer | string,
  target: { gameId: string; userId: string; ply: number },
  now = new Date(),
): Promise<Read> {
  const visible = visibleText(await readMail(raw));
  const read = readReply(visible);
  const outcome = await db().$transaction((tx) => act(tx, target, read, now));
  return { visible, read, outcome };
}

/** A reply as a mail client composes it: a text part, an HTML part, or both. */
export async function composed(body: { text?: string; html?: string }): Promise<Buffer> {
  return new MailComposer({
    from: "Ana <ana@example.com>",
    to: "move+0123456789abcdef0123456789abcdef@localhost",
    subject: "Re: Your move",
    ...body,
  })
    .compile()
    .build();
}
