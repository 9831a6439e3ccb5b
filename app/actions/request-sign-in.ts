"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { requestSignInLink } from "@/lib/auth/sign-in-link";

export type SignInFormState = { error?: string; email?: string };

/** The connection a request came from, as the proxy in front reports it. */
async function clientKey(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "unknown";
}

export async function requestSignIn(_state: SignInFormState, form: FormData): Promise<SignInFormState> {
  const email = form.get("email");
  const outcome = await requestSignInLink({
    email,
    callbackUrl: String(form.get("callbackUrl") ?? "/"),
    client: await clientKey(),
    now: new Date(),
  });
  if (!outcome.ok) return { error: outcome.reason, email: typeof email === "string" ? email : "" };
  redirect(`/signin/check-email?email=${encodeURIComponent(outcome.email)}`);
}
