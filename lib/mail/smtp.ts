import nodemailer from "nodemailer";
import type { MailTransport } from "./send";

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
