// When the computer agrees to a draw: when its own search says it is lost (the person is winning
// clearly: they could play on, but offering a draw from a won position is their choice), or when
// the position is dead equal late in the game, where playing on is only shuffling. Otherwise it
// declines, as Lichess's computer does, so a person cannot draw a lost position by asking.
import type { Score } from "../search";

/** Below this (centipawns, from the computer's side) the computer counts itself lost. */
export const lostBelow = -300;
/** Within this of zero, from this ply on, the position is dead equal. */
export const deadEqualWithin = 15;
export const deadEqualFromPly = 60;

export function acceptsDraw(score: Score, plies: number): boolean {
  if ("mate" in score) return score.mate < 0;
  if (score.cp <= lostBelow) return true;
  return plies >= deadEqualFromPly && Math.abs(score.cp) <= deadEqualWithin;
}
