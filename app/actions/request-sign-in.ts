"use server";

import { redirect } from "next/navigation";
import { requestSignInLink } from "@/lib/auth/sign-in-link";
import { clientKey } from "./client-key";

export type SignInFormState = { error?: string; email?: string };

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
