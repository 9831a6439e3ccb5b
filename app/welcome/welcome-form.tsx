"use client";

// First: zod as the browser may run it, before the schema modules below.
import "@/app/components/zod-in-browser";
import { useActionState } from "react";
import { saveWelcome, type WelcomeFormState } from "@/app/actions/account/welcome";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import { TimeZoneField } from "@/app/components/time-zone-field";
import { nameMax } from "@/lib/accounts/input";

export function WelcomeForm({
  name,
  timeZone,
  timeZoneGroups,
  callbackUrl,
  label,
}: {
  /** The name offered: the address's local part, capitalised ("Ana Lopez"). */
  name: string;
  timeZone: string;
  timeZoneGroups: readonly { region: string; zones: readonly string[] }[];
  callbackUrl: string;
  /** The button, which names where it goes on to. */
  label: string;
}) {
  const [state, action] = useActionState<WelcomeFormState, FormData>(saveWelcome, {});
  return (
    <form action={action}>
      <FormError message={state.error} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="field">
        <label htmlFor="name">Your name</label>
        <input
          id="name"
          name="name"
          type="text"
          maxLength={nameMax}
          autoComplete="nickname"
          defaultValue={state.values?.name ?? name}
          required
          aria-describedby="name-hint"
        />
        <div className="hint" id="name-hint">
          What your opponents see, on the board and in their emails.
        </div>
      </div>
      {/* A new account is on UTC: the browser's zone is offered until something was submitted. */}
      <TimeZoneField
        zone={state.values?.timeZone ?? timeZone}
        groups={timeZoneGroups}
        offerBrowserZone={!state.values && timeZone === "UTC"}
      />
      <div className="field">
        <SubmitButton label={label} pendingLabel="Saving…" />
      </div>
    </form>
  );
}
