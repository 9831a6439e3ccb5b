// A player's own PGN download with their private notes: the game as everyone's copy has it, plus
// the player's messages, their note text and their saved lines as variations. Only for a player of
// the game, and only ever with that player's own notes.
import { toPgn } from "../archive/pgn";
import { ratedRecordOf, visibleGame } from "../archive/record";
import { readNote } from "./notes";

/** The PGN text with `userId`'s notes, or null when they do not play in the game. */
export async function pgnWithNotes(gameId: string, userId: string): Promise<string | null> {
  const found = await visibleGame(gameId, userId);
  if (!found?.isPlayer) return null;
  const note = await readNote(gameId, userId);
  return toPgn(await ratedRecordOf(found.game), { withMessages: true, notes: note ?? undefined });
}
