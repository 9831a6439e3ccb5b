// What the tournament forms and addresses send, checked once here and shared by the server actions,
// the route handlers and the service. Every refusal names its field, so the form shows it there.
import { z } from "zod";
import { incrementBaseRule, incrementField } from "../clock/input";
import { gameCount, gameIds } from "../games/catalog/catalog";
import { fromDigits, numberChoice } from "../input/number";
import { recordIdPattern } from "../input/record-id";
import { typedText } from "../input/text";
import { daysPerMoveField, timeControls } from "../invitations/input";

/** A group holds 3 to 16 players (a Berger table's sizes). */
export const groupSizes = { min: 3, max: 16 } as const;
/** The most entrants a tournament takes: groups of at most 16 that send their best on. */
export const mostPlayers = 64;
export const nameMax = 80;
export const descriptionMax = 1000;
/** How far ahead a start date may be. */
export const startWithinDays = 60;
export const forms = ["single", "double"] as const;
export type FormChoice = (typeof forms)[number];
export const formLabels: Record<FormChoice, string> = {
  single: "Single round robin: one game against each player",
  double: "Double round robin: two games against each player, one with each colour",
};
export const entryChoices = ["open", "invitation"] as const;
export const startChoices = ["when-full", "date"] as const;

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const blankToNull = (value: unknown) =>
  value === "" || value === undefined || value === null ? null : value;
const whole = (what: string, min: number, max: number) =>
  z.preprocess(
    fromDigits,
    z
      .number({ message: `${what} is a number in digits.` })
      .int(`${what} is a whole number.`)
      .min(min, `${what} is at least ${min}.`)
      .max(max, `${what} is at most ${max}.`),
  );
const rating = (what: string) =>
  z.preprocess(
    (value) => fromDigits(blankToNull(value)),
    z
      .number({ message: `${what} is a rating in digits, e.g. 1400.` })
      .int(`${what} is a whole number, e.g. 1400.`)
      .min(100, `${what} is at least 100.`)
      .max(3500, `${what} is at most 3500.`)
      .nullable(),
  );

/** The create form. `now` bounds the start date, so the schema is made per request. */
export const createInput = (now: Date) =>
  z
    .object({
      name: typedText({
        what: "Names",
        max: nameMax,
        tooLong: `The name is too long: at most ${nameMax} characters.`,
      }).refine((text) => text.length >= 3, "Give the tournament a name of at least 3 characters."),
      description: typedText({
        what: "Descriptions",
        max: descriptionMax,
        multiline: true,
        tooLong: `The description is too long: at most ${descriptionMax} characters.`,
      })
        .transform((text) => (text === "" ? null : text))
        .nullable()
        .default(null),
      gameType: z.enum(gameIds, { message: `Choose one of the ${gameCount} games.` }),
      form: z.enum(forms, { message: "Choose single or double round robin." }),
      daysPerMove: daysPerMoveField,
      incrementDays: incrementField.default(null),
      rated: checkbox,
      maxPlayers: whole("The number of players", groupSizes.min, mostPlayers),
      groupSize: whole("A group's size", groupSizes.min, groupSizes.max).default(groupSizes.max),
      qualifiers: whole("The players going on from each group", 1, 8).default(2),
      minRating: rating("The lowest rating"),
      maxRating: rating("The highest rating"),
      start: z.enum(startChoices, { message: "Choose when it starts: as soon as it is full, or on a date." }),
      startsAt: z
        .preprocess(blankToNull, z.coerce.date({ message: "Give the start as a date and time." }).nullable())
        .default(null),
      entry: z.enum(entryChoices, { message: "Choose who may join: anyone, or those you send its link." }),
      play: checkbox,
    })
    .refine(incrementBaseRule.check, { message: incrementBaseRule.message, path: ["daysPerMove"] })
    .refine((t) => t.minRating === null || t.maxRating === null || t.minRating <= t.maxRating, {
      message: "The lowest rating must not be above the highest.",
      path: ["minRating"],
    })
    .refine((t) => t.start !== "date" || t.startsAt !== null, {
      message: "Give the date it starts, or choose to start as soon as it is full.",
      path: ["startsAt"],
    })
    .refine((t) => t.start !== "date" || t.startsAt === null || t.startsAt.getTime() > now.getTime(), {
      message: "The start date has passed: choose a later one.",
      path: ["startsAt"],
    })
    .refine(
      (t) =>
        t.start !== "date" ||
        t.startsAt === null ||
        t.startsAt.getTime() <= now.getTime() + startWithinDays * 86_400_000,
      { message: `A tournament starts within ${startWithinDays} days.`, path: ["startsAt"] },
    )
    .refine(
      (t) =>
        t.maxPlayers <= t.groupSize ||
        t.qualifiers < Math.ceil(t.maxPlayers / Math.ceil(t.maxPlayers / t.groupSize)),
      {
        message: "Fewer players must go on from each group than a group holds.",
        path: ["qualifiers"],
      },
    )
    .transform((t) => ({ ...t, startsAt: t.start === "date" ? t.startsAt : null }));

export type CreateInput = z.output<ReturnType<typeof createInput>>;

const tournamentId = z
  .string({ error: "This form names no tournament." })
  .trim()
  .regex(recordIdPattern, "This form names no tournament.");

export const tournamentIdInput = z.object({ tournamentId });
/** Joining: an invitation-only tournament's link carries its key. */
export const joinInput = z.object({
  tournamentId,
  key: z
    .preprocess(
      blankToNull,
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{16,64}$/,
          "This invitation link is not whole: open it again from the message you were sent.",
        )
        .nullable(),
    )
    .default(null),
});

export const listStates = ["open", "running", "finished"] as const;
/** /tournaments' query string: every filter optional; a bad value is an error, not ignored. */
export const listQuery = z.object({
  game: z.enum(gameIds, { message: "There is no such game to filter by." }).optional(),
  days: numberChoice(timeControls, "There is no such time control.").optional(),
  state: z.enum(listStates, { message: "Open for entry, running or finished." }).default("open"),
  rating: z
    .preprocess(
      fromDigits,
      z.number({ message: "A rating is a number, e.g. 1500." }).int().min(100).max(3500),
    )
    .optional(),
});
export type ListQuery = z.output<typeof listQuery>;
