"use client";

import { useActionState } from "react";
import { requestSignIn, type SignInFormState } from "@/app/actions/account/request-sign-in";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [state, action] = useActionState<SignInFormState, FormData>(requestSignIn, {});
  return (
    <form action={action} noValidate>
      <FormError message={state.error} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="field">
        <label htmlFor="email">Your email address</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={state.email ?? ""}
          aria-invalid={state.error ? true : undefined}
        />
        <div className="hint">New here? The same link creates your account.</div>
      </div>
      <div className="field">
        <SubmitButton label="Email me a sign-in link" pendingLabel="Sending…" />
      </div>
    </form>
  );
}
