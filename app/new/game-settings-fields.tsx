// The fields both ways of starting a game on /new ask alike: your colour, the time per move (or
// the starting bank) and the days added per move. `idPrefix` keeps the ids apart where both forms
// are on one page; the hints say what the time means in that form.
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

export function TimeFields({
  idPrefix = "",
  label,
  values,
  timeHint,
  incrementHint,
}: {
  idPrefix?: string;
  label: string;
  values?: { daysPerMove?: string; incrementDays?: string };
  timeHint: string;
  incrementHint?: string;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}daysPerMove`}>{label}</label>
        <select id={`${idPrefix}daysPerMove`} name="daysPerMove" defaultValue={values?.daysPerMove ?? "3"}>
          {timeControls.map((n) => (
            <option key={n} value={n}>
              {days(n)}
            </option>
          ))}
        </select>
        <div className="hint">{timeHint}</div>
      </div>

      <div className="field">
        <label htmlFor={`${idPrefix}incrementDays`}>Days added per move</label>
        <select
          id={`${idPrefix}incrementDays`}
          name="incrementDays"
          defaultValue={values?.incrementDays ?? ""}
        >
          <option value="">None (days per move)</option>
          {incrementChoices.map((n) => (
            <option key={n} value={n}>
              {days(n)}
            </option>
          ))}
        </select>
        {incrementHint ? <div className="hint">{incrementHint}</div> : null}
      </div>
    </>
  );
}
