"use server";

import { redirect } from "next/navigation";
import { requestSignInLink } from "@/lib/auth/sign-in-link";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { clientKey } from "./client-key";

export type SignInFormState = { error?: string; email?: string };

function typedEmail(form: FormData): string {
  const email = form.get("email");
  return typeof email === "string" ? email : "";
}

export async function requestSignIn(state: SignInFormState, form: FormData): Promise<SignInFormState> {
  return answeringOutage({ error: outageSaying("no sign-in link was sent"), email: typedEmail(form) }, () =>
    requestSignInNow(state, form),
  );
}

async function requestSignInNow(_state: SignInFormState, form: FormData): Promise<SignInFormState> {
  const email = form.get("email");
  const outcome = await requestSignInLink({
    email,
    callbackUrl: String(form.get("callbackUrl") ?? "/"),
    client: await clientKey(),
    now: new Date(),
  });
  if (!outcome.ok) return { error: outcome.reason, email: typedEmail(form) };
  redirect(`/signin/check-email?email=${encodeURIComponent(outcome.email)}`);
}
