// What the search asks of a game's evaluation (one file per game in this folder).

import type { SearchBoard } from "@/lib/engine";

export interface Evaluator {
  /**
   * Piece values in centipawns by type index (the game's `pieces` order; the royal piece gets a
   * large value so capturing it orders first): material, MVV-LVA, pruning margins.
   */
  readonly values: readonly number[];
  /** The position's worth in centipawns from the side to move's point of view. */
  evaluate(board: SearchBoard): number;
  /**
   * Whether passing the turn is a fair test of the position (null-move pruning): false where a
   * zugzwang is likely, e.g. the side to move has only its King and pawns left.
   */
  nullMoveSafe(board: SearchBoard): boolean;
}

/** Builds a game's evaluation for boards of that game (piece types found by letter, once). */
export type EvaluatorFactory = (board: SearchBoard) => Evaluator;
