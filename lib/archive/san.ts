// Standard algebraic notation (SAN) for orthodox chess, the move text of standard PGN. Our records
// use the canonical long form ("Ng1-f3"); the engine prints SAN next to the parser that reads it
// (`Game.move(...).san`): no letter for pawns, the least disambiguation among the legal moves,
// "x" for captures, "=Q" promotions, "O-O", and "+" / "#".
import type { Game, Position } from "../engine";

/** The SAN of a recorded move in `position`. Throws if the record's move is not legal there. */
export function toSan(game: Game, position: Position, canonical: string): string {
  const played = game.move(position, canonical);
  if (!played.ok) throw new Error(played.error.reason);
  return played.value.san;
}
