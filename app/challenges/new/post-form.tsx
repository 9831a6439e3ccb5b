"use client";

import { useActionState } from "react";
import { type ChallengeFormState, postChallengeAction } from "@/app/actions/challenge";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import { defaultExpiryDays, expiryChoices, noteMax } from "@/lib/challenges/input";
import { colourChoices, timeControls } from "@/lib/invitations/input";

const colourLabels = { white: "White (moves first)", black: "Black", random: "Random" } as const;

/** The open-challenge form; typed values come back with an error. */
export function PostChallengeForm({
  games,
  preselected,
}: {
  games: { id: string; name: string }[];
  preselected: string;
}) {
  const [state, action] = useActionState<ChallengeFormState, FormData>(postChallengeAction, {});
  const v = state.values ?? {};
  return (
    <form action={action} noValidate className="card stack" aria-label="Post a challenge">
      <FormError message={state.error} />
      <div className="field">
        <label htmlFor="gameType">Game</label>
        <select id="gameType" name="gameType" defaultValue={v.gameType || preselected}>
          {games.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="daysPerMove">Time per move</label>
        <select id="daysPerMove" name="daysPerMove" defaultValue={v.daysPerMove || "3"}>
          {timeControls.map((days) => (
            <option key={days} value={days}>
              {days} {days === 1 ? "day" : "days"}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="colour">You play</label>
        <select id="colour" name="colour" defaultValue={v.colour || "random"}>
          {colourChoices.map((choice) => (
            <option key={choice} value={choice}>
              {colourLabels[choice]}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" name="rated" defaultChecked={v.rated === "on"} /> Rated: the result changes
        both players' ratings for this game
      </label>
      <fieldset className="field">
        <legend>Only players rated (optional)</legend>
        <label htmlFor="minRating">from</label>{" "}
        <input id="minRating" name="minRating" inputMode="numeric" size={5} defaultValue={v.minRating} />{" "}
        <label htmlFor="maxRating">to</label>{" "}
        <input id="maxRating" name="maxRating" inputMode="numeric" size={5} defaultValue={v.maxRating} />
      </fieldset>
      <div className="field">
        <label htmlFor="note">Note (optional)</label>
        <textarea id="note" name="note" rows={2} maxLength={noteMax} defaultValue={v.note} />
      </div>
      <div className="field">
        <label htmlFor="expiresInDays">Open for</label>
        <select
          id="expiresInDays"
          name="expiresInDays"
          defaultValue={v.expiresInDays || String(defaultExpiryDays)}
        >
          {expiryChoices.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </select>
      </div>
      <SubmitButton label="Post the challenge" pendingLabel="Posting…" />
    </form>
  );
}
