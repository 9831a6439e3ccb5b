import type { Metadata } from "next";
import { linkNoLongerWorks, SignInProblem } from "../sign-in-problem";

export const metadata: Metadata = { title: "Sign-in problem" };

// next-auth's error codes (it redirects here with ?error=…).
const reasons: Record<string, { title: string; detail: string }> = {
  Verification: linkNoLongerWorks,
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
  return <SignInProblem {...reason} />;
}
