import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { arrivalPathFor } from "@/lib/accounts/welcome";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { signInLinkIsValid } from "@/lib/auth/sign-in-link";
import { config } from "@/lib/config";

export const metadata: Metadata = { title: "Sign in", robots: { index: false }, referrer: "same-origin" };

type Params = { token?: string; email?: string; callbackUrl?: string };

// The emailed link lands here. Opening it changes nothing (mail scanners open every link);
// the button below is what spends the token, through next-auth's email callback.
export default async function ConfirmSignInPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { token, email, callbackUrl } = await searchParams;
  if (
    typeof token !== "string" ||
    typeof email !== "string" ||
    !(await signInLinkIsValid(email, token, new Date()))
  ) {
    notFound();
  }
  // A newcomer chooses their name and time zone first, then goes on (lib/accounts/welcome.ts).
  const onwards = await arrivalPathFor(email.toLowerCase(), safeCallbackPath(callbackUrl, config().appUrl));
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Sign in to Pigeon Post</h1>
        <p>
          You are signing in as <strong>{email}</strong>.
        </p>
        <form method="get" action="/api/auth/callback/email">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="callbackUrl" value={onwards} />
          <button type="submit">Sign in</button>
        </form>
      </div>
    </div>
  );
}
