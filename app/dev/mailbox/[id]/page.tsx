import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/app/components/link";
import { replyAddressIn } from "@/lib/inbound/mailbox-reply";
import { mailboxEnabled, mailboxMessage } from "@/lib/mail/mailbox";
import { MailFrame } from "./mail-frame";
import { ReplyBox } from "./reply-box";

export const metadata: Metadata = { title: "Local mailbox", robots: { index: false } };

export default async function MailboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  if (!mailboxEnabled()) notFound();
  const { id } = await params;
  const message = await mailboxMessage(id);
  if (!message) notFound();
  // Links inside the message open in this tab, as they would from a mail client.
  const html = message.html.replace(/<head([^>]*)>/i, '<head$1><base target="_top">');
  const headers = message.headers as Record<string, string>;
  const replyTo = replyAddressIn(message.headers);
  return (
    <div className="wrap stack">
      <p>
        <Link href="/dev/mailbox">← Mailbox</Link>
      </p>
      <div className="card small" style={{ overflowWrap: "anywhere" }}>
        <h1 style={{ fontSize: "1.4rem" }}>{message.subject}</h1>
        <div>
          <strong>From:</strong> {message.from}
        </div>
        <div>
          <strong>To:</strong> {message.to}
        </div>
        <div>
          <strong>Message-ID:</strong> <code>{message.messageId}</code>
        </div>
        {Object.entries(headers).map(([name, value]) => (
          <div key={name}>
            <strong>{name}:</strong> <code>{value}</code>
          </div>
        ))}
      </div>
      <h2>HTML</h2>
      <MailFrame title="Email as HTML" html={html} />
      {replyTo ? <ReplyBox messageId={message.id} replyTo={replyTo} /> : null}
      <h2>Plain text</h2>
      <pre className="mail-text">{message.text}</pre>
    </div>
  );
}
