// Exactly one email per event, even when a job is retried or two workers take it at once.
// The SentEmail row is inserted first, in the transaction that also sends: a second worker
// waits on that row and then finds it; an SMTP failure rolls the row back and the job
// throws, so graphile-worker retries it later with the same Message-ID.
import { config } from "../config";
import { db } from "../db/prisma";
import type { Transaction } from "../jobs/queue";
import { type Email, messageIdFor, sendEmail } from "../mail/send";

/** Sends what `compose` returns unless this event was already sent; `compose` may return null to send nothing. */
export async function sendOnce(
  eventKey: string,
  compose: (tx: Transaction) => Promise<Omit<Email, "key"> | null>,
): Promise<"sent" | "already sent" | "nothing to send"> {
  return db().$transaction(
    async (tx) => {
      const messageId = messageIdFor(eventKey, config().emailFrom);
      const inserted = await tx.$executeRaw`insert into "SentEmail" ("eventKey", "messageId")
        values (${eventKey}, ${messageId}) on conflict ("eventKey") do nothing`;
      if (inserted === 0) return "already sent";
      const email = await compose(tx);
      if (!email) {
        await tx.sentEmail.delete({ where: { eventKey } });
        return "nothing to send";
      }
      await sendEmail({ ...email, key: eventKey });
      return "sent";
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
