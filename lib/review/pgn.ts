// A reviewed game's moves as the PGN export annotates them (lib/archive/pgn.ts writes them), as
// Lichess does: `[%eval 0.35]` after every reviewed move (White's side, pawns; `#-3` for a mate),
// the mark's symbol after a marked move ("Qg5??") and "Blunder. Nxe5 was best." beside it.
import { moveShown } from "../games/catalog/catalog";
import { MARKS } from "./marks";
import { pgnEval, storedReview } from "./read";

/**
 * The engine review of a move, as Lichess writes it: the move's NAG as a suffix ("??"), `[%eval 0.35]`
 * (or `[%eval #-3]`: White's side), and for a marked move what was better.
 */
export type MoveAnnotation = {
  /** null after the mating move (its "#" says it). */
  eval: string | null;
  symbol: string | null;
  note: string | null;
};

/** The annotations by ply, or null when the game has no review (yet). */
export async function annotationsOf(game: {
  id: string;
  gameType: string;
}): Promise<Map<number, MoveAnnotation> | null> {
  const moves = await storedReview(game.id);
  if (!moves) return null;
  return new Map(
    moves.map((move) => [
      move.ply,
      {
        eval: pgnEval(move.after, move.ply),
        symbol: move.mark ? MARKS[move.mark].symbol : null,
        note:
          move.mark && move.better
            ? `${MARKS[move.mark].name}. ${moveShown(game.gameType, { notation: move.better.move, san: move.better.san })} was best.`
            : null,
      },
    ]),
  );
}
