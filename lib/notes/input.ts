// What a player sends to their private notes of a game: the free text, a line saved from the
// analysis board (the moves after the game's first `fromPly` half-moves, each as the engine writes
// it), and which saved line to remove. The server actions parse forms with these; the service
// (./notes.ts) parses again, so nothing reaches the database that these would refuse.
import { z } from "zod";
import { moveText } from "../games/turn/input";
import { recordIdPattern } from "../input/record-id";
import { typedText } from "../input/text";
import { noteTextLimit } from "./limits";

export { noteTextLimit };
/** Saved lines per player and game, and moves per line. */
export const lineLimit = 30;
export const lineMoveLimit = 200;

const gameId = z
  .string({ error: "This form names no game. Reload the page." })
  .trim()
  .regex(recordIdPattern, "This form names no game. Reload the page.");

export const noteText = typedText({
  what: "Notes",
  max: noteTextLimit,
  multiline: true,
  tooLong: `Notes can be at most ${noteTextLimit} characters.`,
});

export const noteTextInput = z.object({ gameId, text: noteText });

const fromPly = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ],
    {
      error: "This line names no starting move. Reload the page.",
    },
  )
  .pipe(z.number().int().min(0, "This line names no starting move. Reload the page."));

/** The moves as the form carries them, a JSON list of texts, read into that list (or left unread). */
const movesJson = (value: unknown): unknown => {
  if (typeof value !== "string" || value.length > lineMoveLimit * 210) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const moves = z
  .array(moveText, { error: "This line's moves do not read. Reload the page." })
  .min(1, "This line has no moves of its own: make a move on the board first.")
  .max(lineMoveLimit, `A saved line can have at most ${lineMoveLimit} moves.`);

export const noteLineInput = z.object({
  gameId,
  fromPly,
  moves: z.preprocess(movesJson, moves),
});

export const removeLineInput = z.object({
  gameId,
  lineId: z
    .string({ error: "Which line? Reload the page." })
    .regex(/^[a-z0-9-]{8,40}$/, "Which line? Reload the page."),
});

/** What a form or a caller hands in, before it is checked: any field may be missing or of any type. */
type Unchecked<T> = { [K in keyof T]?: unknown };
export type NoteTextInput = Unchecked<z.input<typeof noteTextInput>>;
export type NoteLineInput = Unchecked<z.input<typeof noteLineInput>>;
export type RemoveLineInput = Unchecked<z.input<typeof removeLineInput>>;
