// The game page's forms: what a player types with a move (the move itself and the message that may
// ride along) and the game forms' fields. The move form's schema and submitMove (play.ts) both
// check with these, so a message that reaches the database is always one the form would accept.
import { z } from "zod";
import { answerLines } from "../../conditional/input";
import { recordIdPattern } from "../../input/record-id";
import { typedText } from "../../input/text";

export const messageLimit = 500;

export const moveText = typedText(
  { what: "Moves", max: 200, tooLong: "That is not a move: it is far too long." },
  "Write a move in this game's notation.",
).pipe(z.string().min(1, "Write a move in this game's notation."));

/** An empty message is no message (undefined). */
export const moveMessage = typedText({
  what: "Messages",
  max: messageLimit,
  multiline: true,
  tooLong: `A message can be at most ${messageLimit} characters.`,
}).transform((text) => text || undefined);

/** The typed part of a move submission, as submitMove checks it. */
export const typedMove = z.object({ move: moveText, message: moveMessage.optional() });

const gameId = z
  .string({ error: "This form names no game. Reload the page." })
  .trim()
  .min(1, "This form names no game. Reload the page.")
  .regex(recordIdPattern, "This form names no game. Reload the page.");

export const moveForm = z.object({
  gameId,
  ply: z
    .string({ error: "This form has no move number. Reload the page." })
    .regex(/^\d{1,6}$/, "This form has no move number. Reload the page.")
    .transform(Number)
    .pipe(z.number().int().min(1, "This form has no move number. Reload the page.")),
  move: moveText,
  message: moveMessage.optional(),
  offerDraw: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
  /** Conditional answers to the opponent's replies, kept with the move (none: an empty list). */
  answers: answerLines,
});

export const gameForm = z.object({ gameId });
/** Resign, offer a draw, ask for a takeback: the game, and what its player writes with it. */
export const gameMessageForm = z.object({ gameId, message: moveMessage.optional() });
export const drawAnswerForm = z.object({
  gameId,
  answer: z.enum(["accept", "decline"], { error: "Accept or decline the draw offer." }),
  message: moveMessage.optional(),
});
export const takebackAnswerForm = z.object({
  gameId,
  answer: z.enum(["accept", "decline"], { error: "Accept or decline the takeback request." }),
  message: moveMessage.optional(),
});

/** A chat message: something to say, within a message's length. */
export const chatForm = z.object({
  gameId,
  message: typedText(
    {
      what: "Messages",
      max: messageLimit,
      multiline: true,
      tooLong: `A message can be at most ${messageLimit} characters.`,
    },
    "Write a message first.",
  ).pipe(z.string().min(1, "Write a message first.")),
});
