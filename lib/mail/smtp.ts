import nodemailer from "nodemailer";
import type { MailTransport } from "./send";

export function smtpTransport(smtpUrl: string): MailTransport {
  // A pool keeps a few connections open: a busy worker does not pay the connect/EHLO round trips
  // for every message (about 150 ms each), and several jobs can send at once.
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
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
