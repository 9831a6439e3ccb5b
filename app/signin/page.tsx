import type { Metadata } from "next";
import Link from "@/app/components/link";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { currentUser } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string }>;
}) {
  const { callbackUrl } = await searchParams;
  const user = await currentUser();
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>Sign in</h1>
        {user ? (
          <p>
            You are signed in as <strong>{user.email}</strong>. <Link href="/">Go to your games</Link>.
          </p>
        ) : (
          <>
            <p className="muted">We email you a link; press it and you are in. No password to remember.</p>
            <SignInForm callbackUrl={safeCallbackPath(callbackUrl, config().appUrl)} />
          </>
        )}
      </div>
    </div>
  );
}
