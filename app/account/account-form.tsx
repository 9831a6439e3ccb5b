"use client";

import { useActionState, useEffect, useState } from "react";
import { type AccountFormState, updateAccount } from "@/app/actions/update-account";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import { currentZoneName } from "@/lib/accounts/time-zones";

export function AccountForm({
  name,
  timeZone,
  timeZoneGroups,
  guessZone,
}: {
  name: string;
  timeZone: string;
  timeZoneGroups: readonly { region: string; zones: readonly string[] }[];
  guessZone: boolean;
}) {
  const [state, action] = useActionState<AccountFormState, FormData>(updateAccount, {});
  // A new account starts on UTC; offer the browser's own zone instead, until something is saved.
  const [guess, setGuess] = useState<string | null>(null);
  useEffect(() => {
    const browserZone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (guessZone && timeZoneGroups.some((g) => g.zones.includes(browserZone))) setGuess(browserZone);
  }, [guessZone, timeZoneGroups]);
  // The zone the form shows: what was last submitted, else the guess, else the stored one. The
  // select is uncontrolled, like the name: after a save React resets the form to its defaults, and
  // a controlled select's DOM then showed the old zone (and the next save sent it back).
  const zone = state.values?.timeZone ?? guess ?? timeZone;
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
      <div className="field">
        <label htmlFor="timeZone">Time zone</label>
        <select key={zone} id="timeZone" name="timeZone" defaultValue={zone}>
          {timeZoneGroups.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <div className="hint">Deadlines are shown in this time zone.</div>
      </div>
      <div className="field">
        <SubmitButton label="Save" pendingLabel="Saving…" />
      </div>
    </form>
  );
}
