"use client";

// First: zod as the browser may run it, before the schema modules below.
import "@/app/components/zod-in-browser";
import { useActionState, useEffect, useRef } from "react";
import { type ChallengeFormState, postChallengeAction } from "@/app/actions/challenge/challenge";
import { FormError } from "@/app/components/form-error";
import { KeptForm } from "@/app/components/kept-form";
import { FieldError, type Option, SelectField } from "@/app/components/select-field";
import { defaultExpiryDays, expiryChoices, noteMax } from "@/lib/challenges/input";
import { incrementChoices, takebackChoices, takebackLabels } from "@/lib/clock/input";
import { colourChoices, colourLabels } from "@/lib/invitations/input";
import styles from "./post-form.module.css";

/** The form's fields in page order: after a refusal, focus goes to the first one with a problem. */
const fieldOrder = [
  "gameType",
  "daysPerMove",
  "incrementDays",
  "takebacks",
  "colour",
  "rated",
  "minRating",
  "maxRating",
  "note",
  "expiresInDays",
];

/** The props that tie an input to its error under it. */
const invalid = (name: string, error: string | undefined, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [error ? `${name}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined,
});

/** The open-challenge form; typed values come back with each problem said at its field. */
export function PostChallengeForm({
  preselected,
  games,
  days,
}: {
  preselected: string;
  games: readonly Option[];
  days: readonly Option[];
}) {
  const [state, action, pending] = useActionState<ChallengeFormState, FormData>(postChallengeAction, {});
  const v = state.values ?? {};
  const errors = state.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = fieldOrder.find((name) => state.fieldErrors?.[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state.fieldErrors]);
  const rangeError = errors.minRating ?? errors.maxRating;
  return (
    <KeptForm ref={form} action={action} noValidate className="card stack" aria-label="Post a challenge">
      <SelectField
        name="gameType"
        label="Game"
        options={games}
        defaultValue={v.gameType || preselected}
        error={errors.gameType}
      />
      <SelectField
        name="daysPerMove"
        label="Time per move"
        options={days}
        defaultValue={v.daysPerMove || "3"}
        error={errors.daysPerMove}
      />
      <SelectField
        name="incrementDays"
        label="Days added per move"
        options={[
          ["", "None (days per move)"],
          ...incrementChoices.map(
            (days) =>
              [
                String(days),
                `${days} ${days === 1 ? "day" : "days"}: a bank, never above the start`,
              ] as const,
          ),
        ]}
        defaultValue={v.incrementDays || ""}
        error={errors.incrementDays}
      />
      <SelectField
        name="takebacks"
        label="Takebacks"
        options={takebackChoices.map((choice) => [choice, takebackLabels[choice]] as const)}
        defaultValue={v.takebacks || "casual-only"}
        error={errors.takebacks}
      />
      <SelectField
        name="colour"
        label="You play"
        options={colourChoices.map((choice) => [choice, colourLabels[choice]] as const)}
        defaultValue={v.colour || "random"}
        error={errors.colour}
      />
      <div className="field">
        <label className={styles.check}>
          <input type="checkbox" name="rated" defaultChecked={v.rated === "on"} /> Rated
        </label>
        <div className="hint">The result changes both players' ratings for this game.</div>
      </div>
      <fieldset className={`field ${styles.range}`} aria-describedby="range-hint">
        <legend>Rating range (optional)</legend>
        <div className={styles.rangeRow}>
          <div>
            <label htmlFor="minRating">Lowest</label>
            <input
              id="minRating"
              name="minRating"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 1400"
              defaultValue={v.minRating}
              {...invalid("range", errors.minRating)}
            />
          </div>
          <span className={styles.to} aria-hidden="true">
            to
          </span>
          <div>
            <label htmlFor="maxRating">Highest</label>
            <input
              id="maxRating"
              name="maxRating"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 1700"
              defaultValue={v.maxRating}
              {...invalid("range", errors.maxRating)}
            />
          </div>
        </div>
        <FieldError id="range-error" message={rangeError} />
        <div className="hint" id="range-hint">
          Only players whose rating for this game is in the range may accept, and only they hear of it. Leave
          both empty for anyone; a player new to the game counts as 1500.
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="note">Note (optional)</label>
        <input
          id="note"
          name="note"
          type="text"
          maxLength={noteMax}
          defaultValue={v.note}
          {...invalid("note", errors.note, "note-hint")}
        />
        <FieldError id="note-error" message={errors.note} />
        <div className="hint" id="note-hint">
          One line, up to {noteMax} characters, shown in the lobby.
        </div>
      </div>
      <SelectField
        name="expiresInDays"
        label="Open for"
        options={expiryChoices.map((days) => [String(days), `${days} days`] as const)}
        defaultValue={v.expiresInDays || String(defaultExpiryDays)}
        error={errors.expiresInDays}
      />
      <p className="hint">
        Games from challenges are public: once finished, anyone can replay them in the archive, and they count
        on both players' pages.
      </p>
      <FormError message={state.error ?? errors.form} />
      <div>
        <button type="submit" disabled={pending}>
          {pending ? "Posting…" : "Post the challenge"}
        </button>
      </div>
    </KeptForm>
  );
}
