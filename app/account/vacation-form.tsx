"use client";

import { useActionState } from "react";
import { comeBackAction, startVacationAction, type VacationFormState } from "@/app/actions/account/vacation";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";

/** Start a vacation (the day you are back), or come back early while one runs. */
export function VacationForm({
  until,
  earliest,
}: {
  /** "3 December", while on vacation. */
  until: string | null;
  /** The first day a vacation may end on (a day from now), as yyyy-mm-dd. */
  earliest: string;
}) {
  const [started, start] = useActionState<VacationFormState, FormData>(startVacationAction, {});
  const [ended, end] = useActionState<VacationFormState, FormData>(comeBackAction, {});
  if (until)
    return (
      <form action={end} className="stack">
        <FormError message={ended.error} />
        <p>
          <strong>You are on vacation until {until}.</strong> The clocks of all your games are paused; your
          next move ends the vacation too.
        </p>
        <SubmitButton label="Come back now" pendingLabel="Coming back…" />
      </form>
    );
  return (
    <form action={start} className="stack">
      <FormError message={started.error} />
      {ended.done ? (
        <p className="notice ok" role="status">
          Welcome back: your games run again.
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="until">Back on</label>
        <input
          id="until"
          name="until"
          type="date"
          min={earliest}
          defaultValue={started.values?.until ?? earliest}
          aria-describedby="until-hint"
        />
        <div className="hint" id="until-hint">
          At least a day. Your games pause until that day begins in your time zone, or until you move.
        </div>
      </div>
      <SubmitButton label="Start the vacation" pendingLabel="Starting…" />
    </form>
  );
}
