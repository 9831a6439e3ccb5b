"use client";

// First: zod as the browser may run it, before the schema modules below.
import "@/app/components/zod-in-browser";
import { type ReactNode, useActionState } from "react";
import { createInvitationAction, type NewGameFormState } from "@/app/actions/invitation/create";
import { FormError } from "@/app/components/form-error";
import { KeptForm } from "@/app/components/kept-form";
import { defaultTakebacks, takebackChoices, takebackLabels } from "@/lib/clock/input";
import { messageMax } from "@/lib/invitations/input";
import { type GameChoice, GamePicker } from "./game-picker";
import { ColourField, IncrementField, MoreChoices, TimeField } from "./game-settings-fields";
import styles from "./new-game.module.css";

export function NewGameForm({
  games,
  diagrams,
  preselected,
  signedInAs,
  opponent = null,
}: {
  games: GameChoice[];
  diagrams: Record<string, ReactNode>;
  preselected: string;
  signedInAs: string | null;
  /** A player chosen on their page: invited by name, with no address to type. */
  opponent?: { id: string; name: string } | null;
}) {
  const [state, action, pending] = useActionState<NewGameFormState, FormData>(createInvitationAction, {});
  const values = state.values;
  const chosen = values?.gameType ?? preselected;
  return (
    <KeptForm action={action} noValidate className="stack">
      <FormError message={state.error} />

      <GamePicker games={games} diagrams={diagrams} chosen={chosen} />

      <div className="card">
        {opponent ? (
          <div className="field">
            <input type="hidden" name="playerId" value={opponent.id} />
            <p>
              Your opponent: <strong>{opponent.name}</strong>
            </p>
            <div className="hint">They get the invitation by email and accept or decline it.</div>
          </div>
        ) : (
          <div className="field">
            <label htmlFor="opponentEmail">Your opponent's email address</label>
            <input
              id="opponentEmail"
              name="opponentEmail"
              type="email"
              autoComplete="off"
              inputMode="email"
              required
              defaultValue={values?.opponentEmail ?? ""}
            />
            <div className="hint">We email them an invitation; they accept or decline with a button.</div>
          </div>
        )}

        <ColourField value={values?.colour} />

        <TimeField
          label="Time per move (or the starting bank)"
          value={values?.daysPerMove}
          hint="Run out of time and you lose the game; we remind you a day before and when 80% of it is used."
        />

        <div className="field">
          <label htmlFor="message">Message (optional)</label>
          <textarea
            id="message"
            name="message"
            rows={2}
            maxLength={messageMax}
            defaultValue={values?.message ?? ""}
          />
          <div className="hint">Up to {messageMax} characters, shown in the invitation.</div>
        </div>

        <div className="field">
          <label className={styles.inline}>
            <input
              type="checkbox"
              name="rated"
              aria-describedby="rated-hint"
              defaultChecked={values?.rated === "on"}
            />{" "}
            Rated game
          </label>
          <div className="hint" id="rated-hint">
            A rated game changes both players' ratings for this game when it ends; left unticked, the game is
            casual. Ratings are public, even for a private game.
          </div>
        </div>

        <MoreChoices
          summary="More choices: days added per move, takebacks, the archive"
          open={
            Boolean(values?.incrementDays) ||
            (values?.takebacks ?? defaultTakebacks) !== defaultTakebacks ||
            (values !== undefined && values.public !== "on")
          }
        >
          <IncrementField
            value={values?.incrementDays}
            hint="With days added, the time above is a bank for the whole game: each move adds them to what you have left, never above the start."
          />

          <div className="field">
            <label htmlFor="takebacks">Takebacks</label>
            <select id="takebacks" name="takebacks" defaultValue={values?.takebacks ?? defaultTakebacks}>
              {takebackChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {takebackLabels[choice]}
                </option>
              ))}
            </select>
            <div className="hint">
              A player may ask to take back their last move; the other accepts or declines.
            </div>
          </div>

          <div className="field">
            <label className={styles.inline}>
              <input type="checkbox" name="public" defaultChecked={values ? values.public === "on" : true} />{" "}
              The finished game may appear in the public archive
            </label>
          </div>
        </MoreChoices>

        {signedInAs ? (
          <p className="muted small field">Sending as {signedInAs}.</p>
        ) : (
          <div className="field">
            <label htmlFor="ownEmail">Your email address</label>
            <input
              id="ownEmail"
              name="ownEmail"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              defaultValue={values?.ownEmail ?? ""}
            />
            <div className="hint">
              We send you a sign-in link first. Once you have confirmed your address, you send the invitation.
            </div>
          </div>
        )}

        <div className="field">
          <button type="submit" disabled={pending}>
            {signedInAs
              ? pending
                ? "Sending…"
                : opponent
                  ? `Challenge ${opponent.name}`
                  : "Send the invitation"
              : pending
                ? "Sending your sign-in link…"
                : "Continue"}
          </button>
        </div>
      </div>
    </KeptForm>
  );
}
