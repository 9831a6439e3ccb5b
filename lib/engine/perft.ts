// Perft: the number of leaf nodes of the legal move tree, the standard test of a move generator.
// Every move down to the leaves is played (make/unmake); a finished game has no moves below it.

import type { Board } from "./board";
import { legalMovesOf } from "./movegen";
import { drawWithMoves, outcomeWithoutMoves } from "./outcome";

export function perftBoard(board: Board, depth: number): number {
  if (depth <= 0) return 1;
  if (outcomeWithoutMoves(board) !== null) return 0;
  const moves = legalMovesOf(board);
  if (moves.length === 0 || drawWithMoves(board) !== null) return 0;
  let nodes = 0;
  for (let i = 0; i < moves.length; i++) {
    board.make(moves[i]);
    nodes += depth === 1 ? 1 : perftBoard(board, depth - 1);
    board.unmake();
  }
  return nodes;
}
