// What a player types with a move: the move itself and the message that may ride along. The move
// form's schema (app/actions/game-forms.ts) and submitMove (play.ts) both check with these, so a
// message that reaches the database is always one the form would have accepted.
import { z } from "zod";
import { typedText } from "../input/text";

export const messageLimit = 500;

export const moveText = typedText(
  { what: "Moves", max: 200, plainDirection: true, tooLong: "That is not a move: it is far too long." },
  "Write a move, e.g. e4, Nf3 or Pe2-e4.",
).pipe(z.string().min(1, "Write a move, e.g. e4, Nf3 or Pe2-e4."));

/** An empty message is no message (undefined). */
export const moveMessage = typedText({
  what: "Messages",
  max: messageLimit,
  multiline: true,
  tooLong: `A message can be at most ${messageLimit} characters.`,
}).transform((text) => text || undefined);

/** The typed part of a move submission, as submitMove checks it. */
export const typedMove = z.object({ move: moveText, message: moveMessage.optional() });
