"use server";

import { redirect } from "next/navigation";
import { rememberCheckEmail } from "@/app/_shared/check-email-cookie";
import { clientKey } from "@/app/_shared/client-key";
import { requestSignInLink } from "@/lib/auth/sign-in-link";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";

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
  const callbackUrl = form.get("callbackUrl");
  const outcome = await requestSignInLink({
    email,
    callbackUrl: typeof callbackUrl === "string" ? callbackUrl : undefined,
    client: await clientKey(),
    now: new Date(),
  });
  if (!outcome.ok) return { error: outcome.reason, email: typedEmail(form) };
  await rememberCheckEmail(outcome.email);
  redirect("/signin/check-email");
}
