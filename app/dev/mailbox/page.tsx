import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/app/components/link";
import { mailboxEnabled, mailboxMessages } from "@/lib/mail/mailbox";

export const metadata: Metadata = { title: "Local mailbox", robots: { index: false } };

export default async function MailboxPage() {
  if (!mailboxEnabled()) notFound();
  const messages = await mailboxMessages();
  return (
    <div className="wrap stack">
      <div>
        <h1>Local mailbox</h1>
        <p className="muted">
          No SMTP server is configured, so every email the service sends lands here instead. Set{" "}
          <code>SMTP_URL</code> to send real mail. Newest first.
        </p>
      </div>
      {messages.length === 0 ? (
        <div className="card">
          <p>The mailbox is empty.</p>
          <p className="muted small">
            <Link href="/signin">Sign in</Link> with any address: its sign-in email will appear here.
          </p>
        </div>
      ) : (
        <div className="card" style={{ padding: 0, overflowX: "auto" }}>
          <table className="mail">
            <thead>
              <tr>
                <th>To</th>
                <th>Subject</th>
                <th>Received</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id}>
                  <td>{m.to}</td>
                  <td>
                    <Link href={`/dev/mailbox/${m.id}`}>{m.subject}</Link>
                  </td>
                  <td className="muted small">
                    {m.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
