// The local mailbox: with no SMTP server configured, mail is kept in the database and
// read in the browser at /dev/mailbox, so a newcomer can follow every emailed link.
import { db } from "../db/prisma";
import { isRecordId } from "../input/record-id";
import type { MailTransport } from "./transport";

export function mailboxTransport(): MailTransport {
  return {
    name: "mailbox",
    async deliver(email) {
      // Delivering the same message twice (a retried event) keeps one copy.
      await db().mailboxMessage.upsert({
        where: { messageId: email.messageId },
        create: {
          messageId: email.messageId,
          to: email.to,
          from: email.from,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers,
        },
        update: {},
      });
    },
  };
}

export function mailboxEnabled(): boolean {
  return process.env.NODE_ENV !== "production" && !process.env.SMTP_URL;
}

/** The newest messages first, as the mailbox page lists them. */
export function mailboxMessages(take = 200) {
  return db().mailboxMessage.findMany({ orderBy: { createdAt: "desc" }, take });
}

/** One message, or null (an id from an address that is no id is none). */
export function mailboxMessage(id: string) {
  return isRecordId(id) ? db().mailboxMessage.findUnique({ where: { id } }) : Promise.resolve(null);
}
