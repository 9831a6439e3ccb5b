// Exactly one email per event (a move's "your move", an invitation, its answer), even when a job
// is retried or two workers take it at once. The SentEmail row is inserted first, in the
// transaction that also sends: a second worker waits on that row and then finds it; an SMTP
// failure rolls the row back and the job throws, so graphile-worker retries it later with the
// same Message-ID. Whatever the email's links need (a game link, an invitation token) is written
// by `compose` outside this transaction, so it is there before the email can be opened.
import { config } from "../config";
import { db } from "../db/prisma";
import { type Email, messageIdFor, sendEmail } from "./send";

export type SendOutcome = "sent" | "already-sent" | "nothing-to-send";

/** Sends what `compose` returns unless this event was already sent; `compose` may return null to send nothing. */
export async function sendOnce(
  eventKey: string,
  compose: () => Promise<Omit<Email, "key"> | null>,
): Promise<SendOutcome> {
  return db().$transaction(
    async (tx) => {
      const messageId = messageIdFor(eventKey, config().emailFrom);
      const inserted = await tx.$executeRaw`insert into "SentEmail" ("eventKey", "messageId")
        values (${eventKey}, ${messageId}) on conflict ("eventKey") do nothing`;
      if (inserted === 0) return "already-sent";
      const email = await compose();
      if (!email) {
        await tx.sentEmail.delete({ where: { eventKey } });
        return "nothing-to-send";
      }
      await sendEmail({ ...email, key: eventKey });
      return "sent";
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
