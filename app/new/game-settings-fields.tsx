// The fields both ways of starting a game on /new ask alike: your colour, the time per move (or
// the starting bank) and the days added per move, the last folded with the form's other rarer
// choices into "More choices" (a details element: it opens without JavaScript), so on a phone the
// form's button is within two screens. `idPrefix` keeps the ids apart where both forms are on one
// page; the hints say what the time means in that form.
import type { ReactNode } from "react";
import { incrementChoices } from "@/lib/clock/input";
import { colourChoices, colourLabels, timeControls } from "@/lib/invitations/input";
import styles from "./new-game.module.css";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export function ColourField({ value }: { value?: string }) {
  return (
    <fieldset className={`field ${styles.fieldset}`}>
      <legend className={styles.legend}>Your colour</legend>
      <div className={styles.row}>
        {colourChoices.map((colour) => (
          <label key={colour} className={styles.inline}>
            <input
              type="radio"
              name="colour"
              value={colour}
              defaultChecked={colour === (value ?? "random")}
            />{" "}
            {colourLabels[colour]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TimeField({
  idPrefix = "",
  label,
  value,
  hint,
}: {
  idPrefix?: string;
  label: string;
  value?: string;
  hint: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`${idPrefix}daysPerMove`}>{label}</label>
      <select id={`${idPrefix}daysPerMove`} name="daysPerMove" defaultValue={value ?? "3"}>
        {timeControls.map((n) => (
          <option key={n} value={n}>
            {days(n)}
          </option>
        ))}
      </select>
      <div className="hint">{hint}</div>
    </div>
  );
}

export function IncrementField({
  idPrefix = "",
  value,
  hint,
}: {
  idPrefix?: string;
  value?: string;
  hint?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={`${idPrefix}incrementDays`}>Days added per move</label>
      <select id={`${idPrefix}incrementDays`} name="incrementDays" defaultValue={value ?? ""}>
        <option value="">None (days per move)</option>
        {incrementChoices.map((n) => (
          <option key={n} value={n}>
            {days(n)}
          </option>
        ))}
      </select>
      {hint ? <div className="hint">{hint}</div> : null}
    </div>
  );
}

/** The rarer choices, folded; open when one of them was changed (the form came back with an error). */
export function MoreChoices({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className={`field ${styles.more}`} open={open || undefined}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
