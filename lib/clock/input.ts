// The time-control and takeback fields of the new-game and challenge forms, shared by both.
// The time control is `daysPerMove` (the time per move, or the starting bank) and `incrementDays`
// (empty: days per move; a number: base + that many days per move).
import { z } from "zod";
import { numberChoice } from "../input/number";

export const incrementChoices = [1, 2, 3] as const;
/** Starting banks need room to grow from: an increment game starts with at least this many days. */
export const minimumBaseDays = 3;

export const incrementField = z.preprocess(
  (value) => (value === "" || value === undefined || value === null ? null : value),
  numberChoice(
    incrementChoices,
    `The days added per move are ${incrementChoices.join(", ")}, or none.`,
  ).nullable(),
);

/** With an increment the starting bank must leave room: say so when it does not. */
export const incrementBaseRule = {
  check: (form: { daysPerMove: number; incrementDays: number | null }) =>
    form.incrementDays === null || form.daysPerMove >= minimumBaseDays,
  message: `With days added per move, start with at least ${minimumBaseDays} days.`,
};

export const takebackChoices = ["casual-only", "yes", "no"] as const;
export type TakebackChoice = (typeof takebackChoices)[number];
export const takebackLabels: Record<TakebackChoice, string> = {
  "casual-only": "Allowed if the game is casual",
  yes: "Allowed",
  no: "Not allowed",
};
/** What a form offers first and what a missing answer means. */
export const defaultTakebacks: TakebackChoice = "casual-only";

export const takebackField = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.enum(takebackChoices, { message: "Choose whether takebacks are allowed." }).default(defaultTakebacks),
);

/** Takebacks are off by default in rated games, on in casual ones. */
export const takebacksAllowed = (choice: TakebackChoice, rated: boolean): boolean =>
  choice === "yes" || (choice === "casual-only" && !rated);
