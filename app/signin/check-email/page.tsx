import type { Metadata } from "next";
import { checkEmailAddress } from "@/app/_shared/check-email-cookie";
import Link from "@/app/components/link";
import { signInLinkMinutes } from "@/lib/auth/sign-in-link";
import { mailboxEnabled } from "@/lib/mail/mailbox";

export const metadata: Metadata = { title: "Check your email" };

// The address shown is the one this browser's own request just mailed (a cookie set by that
// action), never text from the URL.
export default async function CheckEmailPage() {
  const email = await checkEmailAddress();
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Check your email</h1>
        <p>
          We sent a sign-in link to {email ? <strong>{email}</strong> : "your address"}. It works once, for{" "}
          {signInLinkMinutes} minutes. You can close this page.
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
