// Chess: the classical terms of orthodox.ts with FIDE-like values (docs/rules/chess.md, "Piece
// values (for the computer)"): a pawn 100, knight and bishop about 3, rook 5, queen 9.5; pawns worth
// more and rooks a little more in the endgame.

import type { SearchBoard } from "@/lib/engine";
import { orthodoxEvaluator } from "./orthodox";
import type { Evaluator } from "./types";

/** Also in docs/rules/chess.md and juxtaposition.md, "Piece values (for the computer)" (a test compares them). */
export const CHESS_PIECES = [
  { letter: "P", mg: 90, eg: 120, phase: 0 },
  { letter: "N", mg: 320, eg: 300, phase: 1 },
  { letter: "B", mg: 330, eg: 320, phase: 1 },
  { letter: "R", mg: 480, eg: 530, phase: 2 },
  { letter: "Q", mg: 950, eg: 980, phase: 4 },
  { letter: "K", mg: 0, eg: 0, phase: 0 },
] as const;

export const CHESS_MOBILITY = {
  N: [4, 4, 4],
  B: [5, 5, 6],
  R: [2, 4, 7],
  Q: [1, 2, 13],
} as const;

export const CHESS_ATTACK = { N: 2, B: 2, R: 3, Q: 5 } as const;

export const CHESS_CENTRE = {
  N: [6, 4],
  B: [3, 2],
  Q: [1, 3],
} as const;

export const chessEvaluator = (board: SearchBoard): Evaluator =>
  orthodoxEvaluator(board, {
    pieces: CHESS_PIECES,
    mobility: CHESS_MOBILITY,
    attack: CHESS_ATTACK,
    centre: CHESS_CENTRE,
  });
