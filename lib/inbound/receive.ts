// Where a received reply enters the service, from the built-in SMTP receiver or a provider's
// webhook: it is stored by its Message-ID and its job queued, in one transaction. A redelivered
// copy (same Message-ID) finds its row and changes nothing, so a reply never acts twice. The
// receiving side only stores; reading and acting on the reply is the job's (lib/inbound/handle.ts).
// What the sending server said (envelope, HELO) is made storable first: a NUL there would fail the
// insert, and the sender would retry for ever.
import { createHash } from "node:crypto";
import { db } from "../db/prisma";
import { addJob, tasks } from "../jobs/queue";
import { storable } from "./storable";

export type Delivery = {
  raw: Buffer;
  envelopeFrom: string;
  rcptTo: string[];
  remoteAddress: string | null;
  helo: string | null;
};

/**
 * Mail larger than this is refused at the door (the receiver announces it as SIZE): a reply with a
 * move, its quote and an inline picture or two is well under it.
 */
export const inboundSizeLimit = 1024 * 1024;

/**
 * How often a reply's job is tried. Only a failure that may pass is retried (lib/inbound/handle.ts);
 * with the wait capped at a minute this rides out an hour or two of a troubled database, and then
 * the queue gives up rather than keep a message's job for ever.
 */
export const inboundAttempts = 100;

/** The message's Message-ID header, or a digest of the message when it has none. */
export function messageIdOf(raw: Buffer): string {
  const head = raw.subarray(0, Math.min(raw.length, 64 * 1024)).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const headers = (end === -1 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const found = /^message-id:\s*(<[^<>\s]{1,900}>)/im.exec(headers)?.[1];
  return found ? storable(found) : `<${createHash("sha256").update(raw).digest("hex")}@no-message-id>`;
}

/**
 * Stores the reply and queues its job; "duplicate" when this Message-ID was received before.
 * `mailgunToken`: the webhook token of the post that brought it, spent in the same transaction
 * ("replayed" when it was spent before), so a post that failed to store can be retried.
 */
export async function receiveReply(
  delivery: Delivery,
  options: { mailgunToken?: string } = {},
): Promise<{ id: string } | "duplicate" | "replayed"> {
  const messageId = messageIdOf(delivery.raw);
  return db().$transaction(async (tx) => {
    if (options.mailgunToken !== undefined) {
      const spent = await tx.$executeRaw`
        insert into "MailgunToken" (token) values (${options.mailgunToken}) on conflict (token) do nothing`;
      if (spent === 0) return "replayed";
    }
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      insert into "InboundMail" (id, "messageId", "envelopeFrom", "rcptTo", "remoteAddress", helo, raw)
      values (${`in_${createHash("sha256").update(messageId).digest("hex").slice(0, 24)}`}, ${messageId},
        ${storable(delivery.envelopeFrom)}, ${delivery.rcptTo.map(storable)}, ${delivery.remoteAddress},
        ${delivery.helo === null ? null : storable(delivery.helo)}, ${delivery.raw})
      on conflict ("messageId") do nothing
      returning id`;
    const row = inserted[0];
    if (!row) return "duplicate";
    await addJob(
      tx,
      tasks.inboundMail,
      { inboundId: row.id },
      { jobKey: `inbound:${row.id}`, maxAttempts: inboundAttempts },
    );
    return { id: row.id };
  });
}
