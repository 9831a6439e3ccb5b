import type { Metadata } from "next";
import Link from "next/link";
import { signInLinkMinutes } from "@/lib/auth/sign-in-link";
import { mailboxEnabled } from "@/lib/mail/mailbox";

export const metadata: Metadata = { title: "Check your email" };

export default async function CheckEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ email?: string }>;
}) {
  const { email } = await searchParams;
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Check your email</h1>
        <p>
          We sent a sign-in link to <strong>{typeof email === "string" ? email : "your address"}</strong>. It
          works once, for {signInLinkMinutes} minutes. You can close this page.
        </p>
        <p className="muted small">
          Nothing arrived after a few minutes? Look in the spam folder, or{" "}
          <Link href="/signin">ask for a new link</Link>.
        </p>
        {mailboxEnabled() ? (
          <div className="notice info small">
            Development: no mail server is configured, so mail goes to the{" "}
            <Link href="/dev/mailbox">local mailbox</Link>.
          </div>
        ) : null}
      </div>
    </div>
  );
}
