// The open-challenge forms: posting one, the lobby's filters, and the accept/withdraw buttons.
import { z } from "zod";
import { incrementBaseRule, incrementField, takebackField } from "../clock/input";
import { gameCount, gameIds } from "../games/catalog/catalog";
import { fromDigits, numberChoice } from "../input/number";
import { recordIdPattern } from "../input/record-id";
import { typedText } from "../input/text";
import { colourChoices, daysPerMoveField, timeControls } from "../invitations/input";

export const noteMax = 300;
export const expiryChoices = [3, 7, 14, 30] as const;
export const defaultExpiryDays = 14;

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const rating = (what: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? null : fromDigits(value)),
    z
      .number({ message: `${what} is a rating in digits, e.g. 1400.` })
      .int(`${what} is a whole number, e.g. 1400.`)
      .min(100, `${what} is at least 100.`)
      .max(3500, `${what} is at most 3500.`)
      .nullable(),
  );

export const challengeInput = z
  .object({
    gameType: z.enum(gameIds, { message: `Choose one of the ${gameCount} (${gameIds.join(", ")}).` }),
    colour: z.enum(colourChoices, { message: "Choose your colour: white, black or random." }),
    daysPerMove: daysPerMoveField,
    rated: checkbox,
    incrementDays: incrementField.default(null),
    takebacks: takebackField,
    minRating: rating("The lowest rating"),
    maxRating: rating("The highest rating"),
    // One line: the lobby and the followers' email print it inside a line of their own.
    note: typedText({
      what: "Notes",
      max: noteMax,
      tooLong: `The note is too long: at most ${noteMax} characters.`,
    })
      .transform((text) => (text === "" ? null : text))
      .nullable()
      .default(null),
    expiresInDays: numberChoice(
      expiryChoices,
      `A challenge stays open ${expiryChoices.join(", ")} days.`,
    ).default(defaultExpiryDays),
  })
  .refine(incrementBaseRule.check, { message: incrementBaseRule.message, path: ["daysPerMove"] })
  .refine((c) => c.minRating === null || c.maxRating === null || c.minRating <= c.maxRating, {
    message: "The lowest rating must not be above the highest.",
    path: ["minRating"],
  });

export type ChallengeInput = z.output<typeof challengeInput>;

export const ratedFilters = ["any", "rated", "casual"] as const;

/** The lobby's query string: every filter is optional; a bad value is an error, not ignored. */
export const lobbyQuery = z.object({
  game: z.enum(gameIds, { message: "There is no such game to filter by." }).optional(),
  days: numberChoice(timeControls, "There is no such time control.").optional(),
  rated: z.enum(ratedFilters, { message: "Rated, casual or any." }).default("any"),
  after: z
    .string()
    .regex(/^\d{13}_[A-Za-z0-9_-]{1,64}$/, "That page of the lobby does not exist; start from the first.")
    .optional(),
});

export type LobbyQuery = z.output<typeof lobbyQuery>;

export const challengeIdInput = z.object({
  challengeId: z
    .string({ error: "This form names no challenge." })
    .trim()
    .regex(recordIdPattern, "This form names no challenge."),
});
