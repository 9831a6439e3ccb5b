"use client";

// First: zod as the browser may run it, before the schema modules below (the settings' choices).
import "@/app/components/zod-in-browser";
import { type ReactNode, useActionState } from "react";
import { type ComputerGameFormState, computerGameAction } from "@/app/actions/computer/start";
import { FormError } from "@/app/components/form-error";
import { KeptForm } from "@/app/components/kept-form";
import { type GameChoice, GamePicker } from "./game-picker";
import { ColourField, IncrementField, MoreChoices, TimeField } from "./game-settings-fields";

/** "Play the computer": game, level, colour and time; the game starts at once. */
export function ComputerGameForm({
  games,
  diagrams,
  preselected,
  levels,
  suggestedLevel,
}: {
  games: GameChoice[];
  diagrams: Record<string, ReactNode>;
  preselected: string;
  /** Each level and its words ("Level 3 — a club beginner"), from lib/bot/levels.ts. */
  levels: { level: number; label: string }[];
  suggestedLevel: number;
}) {
  const [state, action, pending] = useActionState<ComputerGameFormState, FormData>(computerGameAction, {});
  const values = state.values;
  const chosen = values?.gameType ?? preselected;
  return (
    <KeptForm action={action} noValidate className="stack" aria-label="Play the computer">
      <FormError message={state.error} />

      <GamePicker games={games} diagrams={diagrams} chosen={chosen} />

      <div className="card">
        <div className="field">
          <label htmlFor="level">Level</label>
          <select id="level" name="level" defaultValue={values?.level ?? String(suggestedLevel)}>
            {levels.map(({ level, label }) => (
              <option key={level} value={level}>
                {label}
              </option>
            ))}
          </select>
          <div className="hint">
            Level 1 misses captures; level 8 plays its best. Games against the computer are casual: they
            change no rating.
          </div>
        </div>

        <ColourField value={values?.colour} />

        <TimeField
          idPrefix="computer-"
          label="Your time per move (or the starting bank)"
          value={values?.daysPerMove}
          hint="The computer answers within a minute; you have this long for each move, with the usual reminders."
        />

        <MoreChoices summary="More choices: days added per move" open={Boolean(values?.incrementDays)}>
          <IncrementField idPrefix="computer-" value={values?.incrementDays} />
        </MoreChoices>

        <p className="muted small field">
          You may take back a move at any time: the computer agrees at once. It accepts a draw only when it is
          lost or the position is dead equal.
        </p>

        <div className="field">
          <button type="submit" disabled={pending}>
            {pending ? "Starting…" : "Play the computer"}
          </button>
        </div>
      </div>
    </KeptForm>
  );
}
