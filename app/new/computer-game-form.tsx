"use client";

import { type ReactNode, useActionState } from "react";
import { type ComputerGameFormState, computerGameAction } from "@/app/actions/computer/start";
import { FormError } from "@/app/components/form-error";
import { KeptForm } from "@/app/components/kept-form";
import { incrementChoices } from "@/lib/clock/input";
import { type ColourChoice, colourChoices, timeControls } from "@/lib/invitations/input";
import { type GameChoice, GamePicker } from "./game-picker";
import styles from "./new-game.module.css";

const colourLabels: Record<ColourChoice, string> = {
  white: "White (moves first)",
  black: "Black",
  random: "Random",
};

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

        <fieldset className={`field ${styles.fieldset}`}>
          <legend className={styles.legend}>Your colour</legend>
          <div className={styles.row}>
            {colourChoices.map((colour) => (
              <label key={colour} className={styles.inline}>
                <input
                  type="radio"
                  name="colour"
                  value={colour}
                  defaultChecked={colour === (values?.colour ?? "random")}
                />{" "}
                {colourLabels[colour]}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="field">
          <label htmlFor="computer-daysPerMove">Your time per move (or the starting bank)</label>
          <select id="computer-daysPerMove" name="daysPerMove" defaultValue={values?.daysPerMove ?? "3"}>
            {timeControls.map((days) => (
              <option key={days} value={days}>
                {days} {days === 1 ? "day" : "days"}
              </option>
            ))}
          </select>
          <div className="hint">
            The computer answers within a minute; you have this long for each move, with the usual reminders.
          </div>
        </div>

        <div className="field">
          <label htmlFor="computer-incrementDays">Days added per move</label>
          <select id="computer-incrementDays" name="incrementDays" defaultValue={values?.incrementDays ?? ""}>
            <option value="">None (days per move)</option>
            {incrementChoices.map((days) => (
              <option key={days} value={days}>
                {days} {days === 1 ? "day" : "days"}
              </option>
            ))}
          </select>
        </div>

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
