"use client";

import { useActionState } from "react";
import { type AccountFormState, updateAccount } from "@/app/actions/account/update";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import { TimeZoneField } from "@/app/components/time-zone-field";

export function AccountForm({
  name,
  timeZone,
  timeZoneGroups,
}: {
  name: string;
  timeZone: string;
  timeZoneGroups: readonly { region: string; zones: readonly string[] }[];
}) {
  const [state, action] = useActionState<AccountFormState, FormData>(updateAccount, {});
  return (
    <form action={action}>
      <FormError message={state.error} />
      {state.saved ? (
        <div className="notice ok" role="status">
          Saved.
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="name">Display name</label>
        <input
          id="name"
          name="name"
          type="text"
          maxLength={40}
          defaultValue={state.values?.name ?? name}
          required
        />
        <div className="hint">Shown to your opponents and in game emails.</div>
      </div>
      {/* What was last submitted, else the stored zone. */}
      <TimeZoneField zone={state.values?.timeZone ?? timeZone} groups={timeZoneGroups} />
      <div className="field">
        <SubmitButton label="Save" pendingLabel="Saving…" />
      </div>
    </form>
  );
}
