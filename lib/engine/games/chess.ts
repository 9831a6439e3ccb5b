// Orthodox chess (FIDE Laws of Chess), the baseline every engine change is checked against.

import type { Board } from "../board";
import { fideInsufficientMaterial } from "../outcome";
import type { Atom, PieceDef, Variant } from "../variant";

// Reusable piece data: variant files may import these instead of spelling FIDE pieces again.
const ORTHOGONAL: readonly [number, number][] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
const DIAGONAL: readonly [number, number][] = [
  [1, 1],
  [1, -1],
  [-1, -1],
  [-1, 1],
];
const KNIGHT: readonly [number, number][] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

/** Atoms for each vector, with the same range: `atoms(ORTHOGONAL, Infinity)` is a rook. */
export const atoms = (vectors: readonly (readonly [number, number])[], range = 1): Atom[] =>
  vectors.map(([dx, dy]) => ({ dx, dy, range }));

export const VECTORS = { ORTHOGONAL, DIAGONAL, KNIGHT, ALL: [...ORTHOGONAL, ...DIAGONAL] } as const;

export const KING: PieceDef = {
  letter: "K",
  name: "king",
  royal: true,
  moves: atoms([...ORTHOGONAL, ...DIAGONAL]),
  describe: "a king moves one square in any direction (castling is written O-O or O-O-O)",
};
export const QUEEN: PieceDef = {
  letter: "Q",
  name: "queen",
  moves: atoms([...ORTHOGONAL, ...DIAGONAL], Infinity),
  describe:
    "a queen moves any number of squares in a straight line, along a file, rank or diagonal, without jumping",
};
export const ROOK: PieceDef = {
  letter: "R",
  name: "rook",
  moves: atoms(ORTHOGONAL, Infinity),
  describe: "a rook moves any number of squares along a file or rank, without jumping",
};
export const BISHOP: PieceDef = {
  letter: "B",
  name: "bishop",
  moves: atoms(DIAGONAL, Infinity),
  describe: "a bishop moves any number of squares diagonally, without jumping",
};
export const KNIGHT_PIECE: PieceDef = {
  letter: "N",
  name: "knight",
  moves: atoms(KNIGHT),
  describe:
    "a knight moves two squares in one direction and one to the side (an L shape), jumping over anything",
};
/** The FIDE pawn; `promotion` lists what it may become on the last rank. */
export const pawn = (promotion: readonly string[]): PieceDef => ({
  letter: "P",
  name: "pawn",
  pawn: true,
  enPassant: true,
  promotion: { to: promotion },
  moves: [
    { dx: 0, dy: 1, mode: "move" },
    { dx: 0, dy: 1, range: 2, minRange: 2, mode: "move", fromRank: 1 },
    { dx: 1, dy: 1, mode: "capture" },
    { dx: -1, dy: 1, mode: "capture" },
  ],
  describe:
    "a pawn moves one square forward, or two from its first rank, and captures one square diagonally forward",
});

/**
 * Position check for games with FIDE pawns (P): a pawn never stands on the first or last rank (it
 * cannot get back to its own, and on the far one it has promoted).
 */
export function pawnsOffBackRanks(board: Board): string | null {
  const rules = board.rules;
  const pawn = rules.typeOf("P");
  for (let file = 0; file < rules.files; file++) {
    for (const rank of [0, rules.ranks - 1]) {
      const sq = rank * rules.files + file;
      if (board.typeAt(sq) === pawn) return `a pawn cannot stand on ${rules.name(sq)} (first or last rank)`;
    }
  }
  return null;
}

export const chess: Variant = {
  id: "chess",
  name: "Chess",
  rulesVersion: "chess-1",
  files: 8,
  ranks: 8,
  pieces: [pawn(["Q", "R", "B", "N"]), KNIGHT_PIECE, BISHOP, ROOK, QUEEN, KING],
  start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  castling: [
    {
      side: "w",
      right: "K",
      king: { from: "e1", to: "g1" },
      rook: { from: "h1", to: "f1" },
      notation: "O-O",
    },
    {
      side: "w",
      right: "Q",
      king: { from: "e1", to: "c1" },
      rook: { from: "a1", to: "d1" },
      notation: "O-O-O",
    },
    {
      side: "b",
      right: "k",
      king: { from: "e8", to: "g8" },
      rook: { from: "h8", to: "f8" },
      notation: "O-O",
    },
    {
      side: "b",
      right: "q",
      king: { from: "e8", to: "c8" },
      rook: { from: "a8", to: "d8" },
      notation: "O-O-O",
    },
  ],
  hooks: {
    insufficientMaterial: fideInsufficientMaterial,
    validate: pawnsOffBackRanks,
  },
};
