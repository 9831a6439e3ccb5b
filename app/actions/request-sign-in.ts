"use server";

import { redirect } from "next/navigation";
import { requestSignInLink } from "@/lib/auth/sign-in-link";
import { rememberCheckEmail } from "./check-email-cookie";
import { clientKey } from "./client-key";

export type SignInFormState = { error?: string; email?: string };

export async function requestSignIn(_state: SignInFormState, form: FormData): Promise<SignInFormState> {
  const email = form.get("email");
  const callbackUrl = form.get("callbackUrl");
  const outcome = await requestSignInLink({
    email,
    callbackUrl: typeof callbackUrl === "string" ? callbackUrl : undefined,
    client: await clientKey(),
    now: new Date(),
  });
  if (!outcome.ok) return { error: outcome.reason, email: typeof email === "string" ? email : "" };
  await rememberCheckEmail(outcome.email);
  redirect("/signin/check-email");
}
