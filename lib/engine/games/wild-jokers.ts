// Wild Jokers Chess (Jeff "Cavebear" Stroud, 2001), rules: docs/rules/wild-jokers.md.
// A 7×7 board with eight pits, capture-the-king. Everything is data except the Joker's pit-jump
// (wild-jokers-joker.ts), the Mercenary re-placement (wild-jokers-mercenary.ts) and a few input
// forms (wild-jokers-notation.ts).

import type { Board } from "../board";
import type { Atom, PieceDef, Variant } from "../variant";
import { atoms, BISHOP, KING, ROOK, VECTORS } from "./chess";
import { jokerJumpAttacks, jokerJumps } from "./wild-jokers-joker";
import { mercenaryPlacements } from "./wild-jokers-mercenary";
import { parseWildJokersMove } from "./wild-jokers-notation";

const { ORTHOGONAL, DIAGONAL, KNIGHT, ALL } = VECTORS;
const FORWARD: Atom = { dx: 0, dy: 1 };
const BACKWARD: Atom = { dx: 0, dy: -1 };

// §2: the ten pieces. Every piece captures as it moves; vectors are White's (Black's turn 180°).
// Pits stop sliders like the board's edge (A1); leapers pass over them (§1.2).
const pieces: readonly PieceDef[] = [
  {
    ...KING,
    describe: "a King steps one square in any direction (castling is written O-O)",
  },
  {
    ...ROOK,
    describe: "a Rook moves any number of squares along a file or rank; pits stop it like the board's edge",
  },
  {
    ...BISHOP,
    describe: "a Bishop moves any number of squares diagonally; pits stop it like the board's edge",
  },
  {
    letter: "P",
    name: "pikeman",
    // §2, A11: the three forward squares, each for moving or capturing; no double step, no e.p.
    moves: [FORWARD, { dx: 1, dy: 1 }, { dx: -1, dy: 1 }],
    pawn: true, // §5.6: a Pikeman move resets the 50-move count
    promotion: { to: ["V"] }, // §5.1: mandatory
    describe: "a Pikeman steps one square forward or diagonally forward, moving or capturing",
  },
  {
    letter: "L",
    name: "lancer",
    // §2: leaps exactly two squares in any of the 8 directions (AD), over anything.
    moves: atoms(ALL.map(([dx, dy]) => [2 * dx, 2 * dy] as const)),
    promotion: { to: ["V"], optional: true }, // §5.1, A7: on every move ending on the last rank
    describe: "a Lancer leaps exactly two squares in a straight or diagonal line, over anything",
  },
  {
    letter: "A",
    name: "paladin",
    moves: atoms([...ALL, ...KNIGHT]), // §2: King + Knight
    describe: "a Paladin steps one square in any direction or leaps like a knight",
  },
  {
    letter: "M",
    name: "mercenary",
    // §2, A10: any diagonal step or one step straight forward (its current owner's forward).
    moves: [...atoms(DIAGONAL), FORWARD],
    promotion: { to: ["C"] }, // §5.1: mandatory
    describe: "a Mercenary steps one square diagonally or one square straight forward",
  },
  {
    letter: "J",
    name: "joker",
    moves: atoms(ORTHOGONAL), // §4.1: the step
    custom: jokerJumps, // §4.2–4.5: the pit-jumps
    customAttacks: jokerJumpAttacks, // §4.6: first-jump squares only
    describe:
      "a Joker steps one square orthogonally, or jumps across pits next to it to the squares opposite (a capture only on the first jump)",
  },
  {
    letter: "V",
    name: "veteran",
    moves: [...atoms(DIAGONAL), FORWARD, BACKWARD], // §2, A12: any direction except sideways
    describe: "a Veteran steps one square in any direction except sideways",
  },
  {
    letter: "C",
    name: "captain",
    moves: atoms(ALL), // §2: steps like a King, not royal
    describe: "a Captain steps one square in any direction",
  },
];

/** §5.1: a Pikeman or Mercenary on its last rank would have promoted. */
function validate(board: Board): string | null {
  const rules = board.rules;
  if (board.royal[0] < 0 && board.royal[1] < 0) return "neither side has a King";
  for (let sq = 0; sq < rules.size; sq++) {
    const letter = rules.letters[board.typeAt(sq)];
    if (
      (letter === "P" || letter === "M") &&
      rules.relativeRank(sq, board.sideAt(sq) as 0 | 1) === rules.ranks - 1
    )
      return `a ${letter === "P" ? "Pikeman" : "Mercenary"} cannot stand on ${rules.name(sq)}, its last rank: it promotes there`;
  }
  return null;
}

export const wildJokers: Variant = {
  id: "wild-jokers",
  name: "Wild Jokers Chess",
  rulesVersion: "wild-jokers-1",
  files: 7,
  ranks: 7,
  holes: ["b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"], // §1.2
  pieces,
  start: "rbaklmj/p*p*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0 1", // §3
  // §10.2: no en-passant field.
  fields: ["board", "turn", "castling", "halfmoves", "fullmoves"],
  royalty: "capture", // §5.4: no check; capturing the King wins ("king-captured")
  noMoves: "loss", // §5.5, A8
  // §5.3, A5: King two squares toward its only Rook, the Rook to the square passed over; the
  // King's start, path and destination must not be attacked (§7, the Joker by first jumps only).
  castling: [
    {
      side: "w",
      right: "K",
      king: { from: "d1", to: "f1" },
      rook: { from: "g1", to: "e1" },
      notation: "O-O",
    },
    {
      side: "b",
      right: "k",
      king: { from: "d7", to: "b7" },
      rook: { from: "a7", to: "c7" },
      notation: "O-O",
    },
  ],
  // §5.6, A9: threefold repetition and the 100-ply rule (no capture, no Pikeman move) draw; both
  // are the core's defaults. The spec calls the 50-move rule optional: we apply it, so that a
  // correspondence game cannot run forever (draw by agreement is the service's business).
  hooks: {
    expandMove: mercenaryPlacements, // §5.2
    parseMove: parseWildJokersMove, // §10.1
    validate,
  },
};
