// Exactly once per email event. A job may run more than once (a retry after a crash, or after
// a send whose record failed): the SentEmail row says the event was delivered, and the stable
// Message-ID (sendEmail's `key`) lets mail clients fold the rare duplicate sent between the
// delivery and its record. A failed delivery throws, so the job queue retries with backoff.
import { db } from "../db/prisma";
import { type Email, sendEmail } from "../mail/send";

export type SendOutcome = "sent" | "already-sent";

export async function alreadySent(eventKey: string): Promise<boolean> {
  return (await db().sentEmail.count({ where: { eventKey } })) > 0;
}

export async function sendOnce(eventKey: string, email: Omit<Email, "key">): Promise<SendOutcome> {
  if (await alreadySent(eventKey)) return "already-sent";
  const { messageId } = await sendEmail({ ...email, key: eventKey });
  await db().sentEmail.createMany({ data: [{ eventKey, messageId }], skipDuplicates: true });
  return "sent";
}
