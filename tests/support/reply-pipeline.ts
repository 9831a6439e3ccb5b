// A reply read the way the worker reads it, minus the receiver, the key and the sender checks: the
// raw message through the worker's own parse stage (`readMail`: the parse thread, MIME with its
// limits, then the reader's visibleText inside it), readReply, and act() against a real game in
// PostgreSQL, in one transaction.

import MailComposer from "nodemailer/lib/mail-composer";
import { db } from "@/lib/db/prisma";
import { act, type ReplyOutcome } from "@/lib/inbound/act";
import { type ReadReply, readReply } from "@/lib/inbound/command";
import type { ParsedReply } from "@/lib/inbound/mime";
import { parseReply } from "@/lib/inbound/parse";

/** The message as the worker's parse thread reads it; a message it cannot read fails the test. */
export async function readMail(raw: Buffer | string): Promise<ParsedReply> {
  const parsed = await parseReply(typeof raw === "string" ? Buffer.from(raw) : raw);
  if (!parsed.ok) throw new Error(`The parse stage could not read the message: ${parsed.reason}`);
  return parsed.reply;
}

export type Read = { visible: string; read: ReadReply; outcome: ReplyOutcome };

/** Reads `raw` as `userId`'s reply to the email for the move after ply `ply`, and acts on it. */
export async function replyWith(
  raw: Buffer | string,
  target: { gameId: string; userId: string; ply: number; rewinds?: number },
  now = new Date(),
): Promise<Read> {
  const { visible } = await readMail(raw);
  const read = readReply(visible);
  const outcome = await db().$transaction((tx) => act(tx, { rewinds: 0, ...target, chat: false }, read, now));
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
