"use client";

import { useActionState, useEffect, useRef } from "react";
import { createTournamentAction, type TournamentFormState } from "@/app/actions/tournament/tournament";
import { FormError } from "@/app/components/form-error";
import { KeptForm } from "@/app/components/kept-form";
import { FieldError, type Option, SelectField } from "@/app/components/select-field";
import { createFields as fieldOrder } from "@/lib/tournaments/fields";
import styles from "./create-form.module.css";

/** The props that tie an input to its error under it (and its hint). */
const described = (name: string, error: string | undefined, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [error ? `${name}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined,
});

type Limits = {
  min: number;
  max: number;
  mostPlayers: number;
  nameMax: number;
  descriptionMax: number;
  startWithinDays: number;
};

/** A choice of radio buttons under one legend, its problem said under them. */
function Choices({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  checked: string;
  error?: string;
}) {
  return (
    <fieldset className={`field ${styles.group}`} {...described(name, error)}>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className={styles.choice}>
          <input type="radio" name={name} value={value} defaultChecked={checked === value} /> {label}
        </label>
      ))}
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

/** The create form; typed values come back with each problem said at its field. */
export function CreateTournamentForm({
  preselected,
  games,
  days,
  forms,
  increments,
  limits,
  timeZone,
}: {
  preselected: string;
  games: readonly Option[];
  days: readonly Option[];
  forms: readonly Option[];
  /** Days an increment may add (lib/clock/input.ts; passed in, so zod stays out of the page). */
  increments: readonly number[];
  limits: Limits;
  timeZone: string;
}) {
  const [state, action, pending] = useActionState<TournamentFormState, FormData>(createTournamentAction, {});
  const v = state.values;
  const errors = state.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = fieldOrder.find((name) => state.fieldErrors?.[name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state.fieldErrors]);
  // A checkbox sends nothing when unticked: after a refusal, what came back decides.
  const ticked = (name: string, initially: boolean) => (v ? v[name] === "on" : initially);
  const sizes = Array.from({ length: limits.max - limits.min + 1 }, (_, i) => String(limits.min + i));
  return (
    <KeptForm ref={form} action={action} noValidate className="card stack" aria-label="Create a tournament">
      <div className="field">
        <label htmlFor="name">Name</label>
        <input
          id="name"
          name="name"
          type="text"
          maxLength={limits.nameMax}
          defaultValue={v?.name}
          placeholder="e.g. Winter Joust 2026"
          {...described("name", errors.name)}
        />
        <FieldError id="name-error" message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor="description">Description (optional)</label>
        <textarea
          id="description"
          name="description"
          rows={3}
          maxLength={limits.descriptionMax}
          defaultValue={v?.description}
          {...described("description", errors.description, "description-hint")}
        />
        <FieldError id="description-error" message={errors.description} />
        <div className="hint" id="description-hint">
          Shown on its page: who it is for, anything the players should know.
        </div>
      </div>
      <SelectField
        name="gameType"
        label="Game"
        options={games}
        defaultValue={v?.gameType || preselected}
        error={errors.gameType}
      />
      <Choices name="form" legend="Form" options={forms} checked={v?.form || "single"} error={errors.form} />
      <SelectField
        name="daysPerMove"
        label="Time per move"
        options={days}
        defaultValue={v?.daysPerMove || "3"}
        error={errors.daysPerMove}
      />
      <SelectField
        name="incrementDays"
        label="Days added per move"
        options={[
          ["", "None (days per move)"],
          ...increments.map(
            (n) => [String(n), `${n} ${n === 1 ? "day" : "days"}: a bank, never above the start`] as const,
          ),
        ]}
        defaultValue={v?.incrementDays || ""}
        error={errors.incrementDays}
      />
      <div className="field">
        <label className={styles.check}>
          <input type="checkbox" name="rated" defaultChecked={ticked("rated", false)} /> Rated
        </label>
        <div className="hint">Each game changes both players' ratings for the game.</div>
        <FieldError id="rated-error" message={errors.rated} />
      </div>
      <div className="field">
        <label htmlFor="maxPlayers">Number of players</label>
        <input
          id="maxPlayers"
          name="maxPlayers"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.short}
          defaultValue={v?.maxPlayers ?? "6"}
          {...described("maxPlayers", errors.maxPlayers, "maxPlayers-hint")}
        />
        <FieldError id="maxPlayers-error" message={errors.maxPlayers} />
        <div className="hint" id="maxPlayers-hint">
          {limits.min} to {limits.mostPlayers}. It starts as soon as this many have joined.
        </div>
      </div>
      <fieldset className={`field ${styles.group}`}>
        <legend>When more players than a group holds</legend>
        <div className={styles.pair}>
          <SelectField
            name="groupSize"
            label="Most players in a group"
            options={sizes.map((n) => [n, n] as const)}
            defaultValue={v?.groupSize || String(limits.max)}
            error={errors.groupSize}
          />
          <SelectField
            name="qualifiers"
            label="Going on from each group"
            options={Array.from({ length: 8 }, (_, i) => [String(i + 1), String(i + 1)] as const)}
            defaultValue={v?.qualifiers || "2"}
            error={errors.qualifiers}
          />
        </div>
        <div className="hint">
          The players are split into groups of about equal size and strength; the best of each group play on
          in the next stage, until one group is left.
        </div>
      </fieldset>
      <fieldset className={`field ${styles.group}`} aria-describedby="range-hint">
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
              defaultValue={v?.minRating}
              {...described("minRating", errors.minRating)}
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
              defaultValue={v?.maxRating}
              {...described("maxRating", errors.maxRating)}
            />
          </div>
        </div>
        <FieldError id="minRating-error" message={errors.minRating} />
        <FieldError id="maxRating-error" message={errors.maxRating} />
        <div className="hint" id="range-hint">
          Only players whose rating for this game is in the range may join. Leave both empty for anyone; a
          player new to the game counts as 1500.
        </div>
      </fieldset>
      <Choices
        name="start"
        legend="Start"
        options={[
          ["when-full", "As soon as it is full"],
          ["date", "On a date (or sooner, once full)"],
        ]}
        checked={v?.start || "when-full"}
        error={errors.start}
      />
      <div className="field">
        <label htmlFor="startsAt">Start date and time</label>
        <input
          id="startsAt"
          name="startsAt"
          type="datetime-local"
          defaultValue={v?.startsAt}
          {...described("startsAt", errors.startsAt, "startsAt-hint")}
        />
        <FieldError id="startsAt-error" message={errors.startsAt} />
        <div className="hint" id="startsAt-hint">
          Only with “On a date”: your time ({timeZone.replace(/_/g, " ")}), within {limits.startWithinDays}{" "}
          days. With fewer than 3 players by then it is called off.
        </div>
      </div>
      <Choices
        name="entry"
        legend="Who may join"
        options={[
          ["open", "Anyone: it is listed under Tournaments"],
          ["invitation", "Only those I send its link"],
        ]}
        checked={v?.entry || "open"}
        error={errors.entry}
      />
      <div className="field">
        <label className={styles.check}>
          <input type="checkbox" name="play" defaultChecked={ticked("play", true)} /> I play in it
        </label>
        <FieldError id="play-error" message={errors.play} />
      </div>
      <FormError message={state.error ?? errors.form} />
      <div>
        <button type="submit" disabled={pending}>
          {pending ? "Creating…" : "Create the tournament"}
        </button>
      </div>
    </KeptForm>
  );
}
