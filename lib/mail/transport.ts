// What a transport is given and does: a rendered email (./send.ts renders it), delivered by SMTP
// (./smtp.ts) or kept in the local mailbox (./mailbox.ts).

export type InlineAttachment = { cid: string; filename: string; contentType: string; content: Buffer };

export type RenderedEmail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  attachments: InlineAttachment[];
};

export type MailTransport = {
  name: "smtp" | "mailbox";
  deliver: (email: RenderedEmail) => Promise<void>;
};
