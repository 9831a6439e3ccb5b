// The one way the service sends mail. Every message has an HTML and a plain-text part and
// a stable Message-ID: when the caller names the event (`key`), a retry of the same event
// carries the same Message-ID, so mail clients and our own records can tell it is one message.

import { createHash, randomUUID } from "node:crypto";
import { plainTextSelectors, render } from "@react-email/render";
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import { config } from "../config";
import { mailboxTransport } from "./mailbox";
import { smtpTransport } from "./smtp";
import type { InlineAttachment, MailTransport, RenderedEmail } from "./transport";

export type Email = {
  to: string;
  subject: string;
  body: ReactElement;
  /** A name for the event this message reports (e.g. "sign-in:<token hash>"); makes the Message-ID stable. */
  key?: string;
  /** Extra headers: List-Unsubscribe, In-Reply-To/References for threads, … */
  headers?: Record<string, string>;
  /** Inline pictures the HTML shows as `<img src="cid:<cid>">` (mail clients do not show SVG). */
  attachments?: InlineAttachment[];
};

export function messageIdFor(key: string | undefined, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "pigeon-post.local";
  const local = key ? createHash("sha256").update(key).digest("hex").slice(0, 32) : randomUUID();
  return `<${local}@${domain}>`;
}

/** Emphasis kept in plain text as mail readers write it: *strong* and _emphasised_. */
export const plainTextEmphasis = [
  ...["strong", "b"].map((selector) => ({
    selector,
    format: "inlineSurround",
    options: { prefix: "*", suffix: "*" },
  })),
  ...["em", "i"].map((selector) => ({
    selector,
    format: "inlineSurround",
    options: { prefix: "_", suffix: "_" },
  })),
];

/**
 * Headings and table headers as written: html-to-text upper-cases them by default, which shouts,
 * and turns a move into another ("Played: 2. Hb1^d3" read "PLAYED: 2. HB1^D3").
 */
export const plainTextHeadings = [
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: "table", options: { uppercaseHeaderCells: false } },
];

/**
 * The plain-text part read from the HTML, with react-email's own settings (its `toPlainText`),
 * headings in their own case and the emphasis kept, but compiled once: `toPlainText` compiles html-to-text's selectors again for
 * every message, which took two thirds of the text's cost (about 2 ms of the worker's CPU per email).
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [...plainTextSelectors, ...plainTextHeadings, ...plainTextEmphasis],
});

export async function renderEmail(email: Email, from: string): Promise<RenderedEmail> {
  // One React render: the plain-text part is read from the HTML, as render's plainText option does
  // after rendering the whole template a second time.
  const html = await render(email.body);
  const text = toPlainText(html);
  return {
    from,
    to: email.to,
    subject: email.subject,
    html,
    text,
    messageId: messageIdFor(email.key, from),
    headers: email.headers ?? {},
    attachments: email.attachments ?? [],
  };
}

/** The local mailbox keeps only HTML, so its copy shows inline pictures as data: URLs instead. */
export function withPicturesInline(email: RenderedEmail): RenderedEmail {
  let html = email.html;
  for (const picture of email.attachments) {
    const data = `data:${picture.contentType};base64,${picture.content.toString("base64")}`;
    html = html.replaceAll(`cid:${picture.cid}`, data);
  }
  return { ...email, html, attachments: [] };
}

let transport: MailTransport | undefined;

/** SMTP when SMTP_URL is set; otherwise the local mailbox, readable at /dev/mailbox. */
export function currentTransport(): MailTransport {
  transport ??= config().smtpUrl ? smtpTransport(config().smtpUrl as string) : mailboxTransport();
  return transport;
}

export async function sendEmail(email: Email): Promise<{ messageId: string }> {
  const rendered = await renderEmail(email, config().emailFrom);
  const transport = currentTransport();
  await transport.deliver(transport.name === "mailbox" ? withPicturesInline(rendered) : rendered);
  return { messageId: rendered.messageId };
}
