import nodemailer from "nodemailer";
import type { MailTransport } from "./transport";

/**
 * Explicit limits, so a server that hangs cannot hold a send (and its claim, lib/mail/send-once.ts)
 * forever. The reply to the end of a message may take long (RFC 5321 §4.5.3.2.6 allows 10
 * minutes, and a server that is slow to accept must not get the message twice), so the socket
 * may stay quiet for 5 minutes; connecting and the greeting get 30 seconds each. An SMTP_URL can
 * override any of them (e.g. `?socketTimeout=600000`).
 */
const limits = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 300_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  // A pool keeps a few connections open: a busy worker does not pay the connect/EHLO round trips
  // for every message (about 150 ms each), and several jobs can send at once.
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries({ pool: "true", ...limits })) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  const transporter = nodemailer.createTransport(url.toString());
  return {
    name: "smtp",
    async deliver(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: email.messageId,
        headers: email.headers,
        attachments: email.attachments.map((a) => ({
          cid: a.cid,
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          contentDisposition: "inline" as const,
        })),
      });
    },
  };
}
