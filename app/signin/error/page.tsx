import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Sign-in problem" };

const reasons: Record<string, { title: string; detail: string }> = {
  Verification: {
    title: "This sign-in link no longer works",
    detail: "It has expired, or it was already used (each link signs you in once).",
  },
  AccessDenied: { title: "Sign-in was refused", detail: "This account cannot sign in right now." },
};

export default async function SignInErrorPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string }>;
}) {
  const { error } = await searchParams;
  const reason = (typeof error === "string" && reasons[error]) || {
    title: "We couldn't sign you in",
    detail: "Something went wrong on our side. Please ask for a new link and try again.",
  };
  return (
    <div className="wrap narrow">
      <div className="card">
        <h1>{reason.title}</h1>
        <p>{reason.detail}</p>
        <p>
          <Link href="/signin" className="button">
            Get a new link
          </Link>
        </p>
      </div>
    </div>
  );
}
