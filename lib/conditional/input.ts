// What a player sends about conditional moves: a line as a list of moves (from the analysis board,
// or split from what they typed), and the game page's add and delete forms. Sizes are capped here,
// before the engine reads anything: a line has at most `pliesLimit` moves.
import { z } from "zod";
import { recordIdPattern } from "../input/record-id";
import { typedText } from "../input/text";
import { lineLimit, pliesLimit } from "./tree";

const oneMove = typedText(
  { what: "Moves", max: 60, tooLong: "That is not a move: it is far too long." },
  "A line is a list of moves.",
).pipe(z.string().min(1, "A line has an empty move."));

const evenLine = (moves: readonly string[]) => moves.length % 2 === 0;

/** A line: their move, my answer, their move, my answer… (2 to `pliesLimit` moves). */
export const lineMoves = z
  .array(oneMove, { error: "A line is a list of moves." })
  .min(2, "A line needs their move and your answer to it, e.g. e5 Nf3.")
  .max(pliesLimit, `A line can be at most ${pliesLimit} moves long.`)
  .refine(evenLine, {
    message: "A line ends with your answer: after their last move, write the move you will play.",
  });

/** Typed moves, separated by spaces, commas or line breaks ("e5 Nf3 Nc6 Bb5"); move numbers are skipped. */
export const typedLine = typedText(
  {
    what: "Lines",
    max: 1000,
    multiline: true,
    tooLong: "A line can be at most 1000 characters.",
  },
  "Write a line of moves, e.g. e5 Nf3.",
)
  .transform((text) =>
    text
      .split(/[\s,]+/)
      .map((word) => word.replace(/^\d+\.(\.\.)?/, ""))
      .filter((word) => word !== ""),
  )
  .pipe(lineMoves);

const gameId = z
  .string({ error: "This form names no game. Reload the page." })
  .trim()
  .regex(recordIdPattern, "This form names no game. Reload the page.");

const ply = z
  .string({ error: "This form has no move number. Reload the page." })
  .regex(/^\d{1,6}$/, "This form has no move number. Reload the page.")
  .transform(Number);

export const addLineForm = z.object({ gameId, ply, moves: typedLine });

/** A line to delete, as the page lists it: canonical moves separated by spaces. */
export const deleteLineForm = z.object({
  gameId,
  line: typedText({ what: "Lines", max: 2000 }, "This form names no line. Reload the page.")
    .transform((text) => text.split(" ").filter((word) => word !== ""))
    .pipe(z.array(z.string()).min(2, "This form names no line. Reload the page.").max(pliesLimit)),
});

/** The field as the form carries it, a JSON list of lines, read into that list (or left unread). */
const linesJson = (value: unknown): unknown => {
  if (typeof value !== "string" || value.length > lineLimit * pliesLimit * 80) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The answers kept with a move ("play my move and keep these answers"): lines starting with the
 * opponent's reply, as a JSON list from the move form. An empty list or no field is no answers.
 */
export const answerLines = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : linesJson(value)),
  z
    .array(lineMoves, { error: "The conditional answers sent with the move do not read. Reload the page." })
    .max(lineLimit, `You can keep at most ${lineLimit} lines.`),
);
