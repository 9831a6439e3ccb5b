"use client";

import { useActionState } from "react";
import { type ChallengeFormState, postChallengeAction } from "@/app/actions/challenge";
import { FormError } from "@/app/components/form-error";
import { KeptForm } from "@/app/components/kept-form";
import { type Option, SelectField } from "@/app/components/select-field";
import { defaultExpiryDays, expiryChoices, noteMax } from "@/lib/challenges/input";
import { incrementChoices, takebackChoices, takebackLabels } from "@/lib/clock/input";
import { colourChoices } from "@/lib/invitations/input";

const colourLabels = { white: "White (moves first)", black: "Black", random: "Random" } as const;

/** The open-challenge form; typed values come back with an error. */
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
  return (
    <KeptForm action={action} noValidate className="card stack" aria-label="Post a challenge">
      <FormError message={state.error} />
      <SelectField name="gameType" label="Game" options={games} defaultValue={v.gameType || preselected} />
      <SelectField
        name="daysPerMove"
        label="Time per move"
        options={days}
        defaultValue={v.daysPerMove || "3"}
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
      />
      <SelectField
        name="takebacks"
        label="Takebacks"
        options={takebackChoices.map((choice) => [choice, takebackLabels[choice]] as const)}
        defaultValue={v.takebacks || "casual-only"}
      />
      <SelectField
        name="colour"
        label="You play"
        options={colourChoices.map((choice) => [choice, colourLabels[choice]] as const)}
        defaultValue={v.colour || "random"}
      />
      <label className="check">
        <input type="checkbox" name="rated" defaultChecked={v.rated === "on"} /> Rated: the result changes
        both players' ratings for this game
      </label>
      <fieldset className="field">
        <legend>Only players rated (optional)</legend>
        <label htmlFor="minRating">from</label>{" "}
        <input
          id="minRating"
          name="minRating"
          inputMode="numeric"
          pattern="[0-9]*"
          size={5}
          defaultValue={v.minRating}
        />{" "}
        <label htmlFor="maxRating">to</label>{" "}
        <input
          id="maxRating"
          name="maxRating"
          inputMode="numeric"
          pattern="[0-9]*"
          size={5}
          defaultValue={v.maxRating}
        />
      </fieldset>
      <div className="field">
        <label htmlFor="note">Note (optional)</label>
        <input id="note" name="note" maxLength={noteMax} defaultValue={v.note} />
      </div>
      <SelectField
        name="expiresInDays"
        label="Open for"
        options={expiryChoices.map((days) => [String(days), `${days} days`] as const)}
        defaultValue={v.expiresInDays || String(defaultExpiryDays)}
      />
      <button type="submit" disabled={pending}>
        {pending ? "Posting…" : "Post the challenge"}
      </button>
    </KeptForm>
  );
}
