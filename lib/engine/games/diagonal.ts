// Diagonal Chess (David Howe, 1997), rules: docs/rules/diagonal.md.
// FIDE chess turned on the long diagonal: White sits at a1, Black at h8; pawns step diagonally
// towards the enemy corner and capture orthogonally; the Knight is a (3,1) Camel; promotion depends
// on the square reached, and a pawn that steps onto the far corner wins the game.

import type { Board } from "../board";
import { typeOfLetter } from "../rules";
import type { Move, Side, Square } from "../types";
import { colorName, pieceCode, typeOfPiece } from "../types";
import type { PieceDef, Variant } from "../variant";
import { atoms, BISHOP, KING as FIDE_KING, QUEEN, ROOK } from "./chess";

// diagonal §2.1, A1, A2: seen from White (the core turns every vector 180° for Black).
const PAWN: PieceDef = {
  letter: "P",
  name: "pawn",
  pawn: true,
  moves: [
    { dx: 1, dy: 1, mode: "move" }, // NE for White, SW for Black
    { dx: 0, dy: 1, mode: "capture" }, // N (Black: S)
    { dx: 1, dy: 0, mode: "capture" }, // E (Black: W)
  ],
  describe:
    "a pawn steps one square diagonally towards the enemy corner (White NE, Black SW) and captures one square orthogonally forward (White N or E, Black S or W)",
};

// diagonal §2, A3: "Knights move as in normal chess, except diagonally" = the Camel, a (3,1) leaper.
const CAMEL: PieceDef = {
  letter: "N",
  name: "knight",
  moves: atoms([
    [1, 3],
    [3, 1],
    [3, -1],
    [1, -3],
    [-1, -3],
    [-3, -1],
    [-3, 1],
    [-1, 3],
  ]),
  describe:
    "a knight here leaps like a camel: three squares in one direction and one to the side, jumping over anything",
};

// diagonal §2, A9: no castling.
const KING: PieceDef = {
  ...FIDE_KING,
  describe: "a king moves one square in any direction (there is no castling)",
};

const PIECES = [PAWN, CAMEL, BISHOP, ROOK, QUEEN, KING] as const;
const PAWN_TYPE = typeOfLetter(PIECES, "P");
const BISHOP_TYPE = typeOfLetter(PIECES, "B");
const KING_TYPE = typeOfLetter(PIECES, "K");

// diagonal §4.1: White's promotion zone (rank 8 and the h-file), what a pawn must become there.
const WHITE_PROMOTION: Readonly<Record<string, readonly string[]>> = {
  a8: ["Q", "R", "B", "N"],
  g8: ["Q", "R", "B", "N"],
  h7: ["Q", "R", "B", "N"],
  h1: ["Q", "R", "B", "N"],
  b8: ["R", "B", "N"],
  f8: ["R", "B", "N"],
  h6: ["R", "B", "N"],
  h2: ["R", "B", "N"],
  c8: ["B", "N"],
  e8: ["B", "N"],
  h5: ["B", "N"],
  h3: ["B", "N"],
  d8: ["N"],
  h4: ["N"],
};
// diagonal §4.4: the win square.
const WHITE_WIN = "h8";

/** (x, y) → (7 − x, 7 − y): Black's side of everything (§3, §4.2, A6). */
const turned = (square: string): string =>
  String.fromCharCode(104 - (square.charCodeAt(0) - 97)) + String(9 - Number(square.slice(1)));

const WIN_SQUARE: readonly [Square, Square] = [squareIndex(WHITE_WIN), squareIndex(turned(WHITE_WIN))];

/** promotionTo[side][square]: the letters a pawn of `side` must become there, or null outside the zone. */
const promotionTo: readonly [(readonly string[] | null)[], (readonly string[] | null)[]] = (() => {
  const white: (readonly string[] | null)[] = new Array(64).fill(null);
  const black: (readonly string[] | null)[] = new Array(64).fill(null);
  for (const [square, letters] of Object.entries(WHITE_PROMOTION)) {
    white[squareIndex(square)] = letters;
    black[squareIndex(turned(square))] = letters; // §4.2, A6
  }
  return [white, black];
})();

function squareIndex(name: string): Square {
  return (Number(name.slice(1)) - 1) * 8 + (name.charCodeAt(0) - 97);
}

const PAWN_CODES: readonly [number, number] = [pieceCode(PAWN_TYPE, 0), pieceCode(PAWN_TYPE, 1)];
const pawnCode = (side: Side): number => PAWN_CODES[side];

/** §4.3, A5: promotion is compulsory on every zone square; the win square (§4.4) is a plain move. */
function promotionChoices(board: Board, piece: number, from: Square, to: Square) {
  if (piece !== PAWN_TYPE) return null;
  const side = board.sideAt(from);
  if (side === -1) return null;
  const letters = promotionTo[side][to];
  return letters === null ? null : { to: letters, optional: false };
}

/** §4.4, A8: a pawn standing on its win square got there by a legal move, and that move won. */
function pawnWin(board: Board): { winner: "w" | "b"; reason: string } | null {
  if (board.squares[WIN_SQUARE[0]] === pawnCode(0))
    return { winner: "w", reason: `pawn-reached-${WHITE_WIN}` };
  if (board.squares[WIN_SQUARE[1]] === pawnCode(1))
    return { winner: "b", reason: `pawn-reached-${turned(WHITE_WIN)}` };
  return null;
}

/**
 * §5.1: K v K and K+B v K end the game by themselves. K+N v K plays on, to the fifty-move rule,
 * repetition or an agreed draw: §9 D3 and D3b are K+N v K and expect the Camel to move, which an
 * automatic draw would forbid (a finished game has no moves).
 */
function deadMaterial(board: Board): boolean {
  let men = 0;
  let bishops = 0;
  for (let c = 1; c < board.counts.length; c++) {
    const n = board.counts[c];
    if (n === 0) continue;
    const type = typeOfPiece(c);
    if (type === KING_TYPE) continue;
    men += n;
    if (type === BISHOP_TYPE) bishops += n;
  }
  return men === 0 || (men === 1 && bishops === 1);
}

/** Position checks beyond the core's (kings, check of the side not to move). */
function validate(board: Board): string | null {
  const rules = board.rules;
  // §10, A7: the e.p. field is always "-" (the core would accept a square on the sixth rank).
  if (board.ep >= 0)
    return `en passant square "${rules.name(board.ep)}": Diagonal Chess has no en passant (diagonal A7), write "-"`;
  // §4.3: a pawn arriving on its promotion zone becomes another piece at once, so none stands there.
  for (let sq = 0; sq < rules.size; sq++) {
    for (const side of [0, 1] as const) {
      if (board.squares[sq] === pawnCode(side) && promotionTo[side][sq] !== null)
        return `a ${colorName(side)} pawn cannot stand on ${rules.name(sq)}: it promotes on arriving there (diagonal §4.3)`;
    }
  }
  // A pawn on its own win square is allowed: that is the position right after the winning move
  // (§4.4), which `play` prints and must read back. Both at once cannot arise (the game ends).
  if (board.squares[WIN_SQUARE[0]] === pawnCode(0) && board.squares[WIN_SQUARE[1]] === pawnCode(1))
    return `pawns on both ${rules.name(WIN_SQUARE[0])} and ${rules.name(WIN_SQUARE[1])}: only one side can have won (diagonal §4.4)`;
  return null;
}

const MOVE_TEXT = /^[Pp]?([a-h])?([1-8])?[-x:]?([a-h][1-8])=?([A-Za-z])$/;

/**
 * Clearer reasons for promotions the table of §4 forbids ("Pa7-b8=Q"); everything else goes to the
 * core parser. Returns undefined when the text is not a pawn move onto a promotion or win square.
 */
function parseMove(board: Board, text: string, legal: readonly Move[]) {
  const rules = board.rules;
  const m = MOVE_TEXT.exec(text.replace(/(\s*(\([a-z]+\)|[+#!?]+))+$/i, "").trim());
  if (!m) return undefined;
  const file = m[1] ? m[1].charCodeAt(0) - 97 : -1;
  const rank = m[2] ? Number(m[2]) - 1 : -1;
  const to = rules.squareOf(m[3]);
  const side = board.turn;
  const pawnMoves = legal.filter(
    (mv) =>
      mv.to === to &&
      board.typeAt(mv.from) === PAWN_TYPE &&
      (file < 0 || rules.file(mv.from) === file) &&
      (rank < 0 || rules.rank(mv.from) === rank),
  );
  if (pawnMoves.length === 0) return undefined;
  const wanted = m[4].toUpperCase();
  if (to === WIN_SQUARE[side])
    return {
      reason: `a pawn reaching ${m[3]} wins the game at once and does not promote (diagonal §4.4); write it without "=${wanted}"`,
    };
  const allowed = promotionTo[side][to];
  if (allowed !== null && !allowed.includes(wanted)) {
    const list =
      allowed.length === 1
        ? "a Knight (N)"
        : `${allowed.slice(0, -1).join(", ")} or ${allowed[allowed.length - 1]}`;
    return {
      reason: `on ${m[3]} a ${colorName(side)} pawn must become ${list}, not ${wanted} (diagonal §4.${side + 1})`,
    };
  }
  return undefined;
}

export const diagonal: Variant = {
  id: "diagonal",
  name: "Diagonal Chess",
  rulesVersion: "diagonal-1",
  files: 8,
  ranks: 8,
  pieces: PIECES,
  // §3: 15 men a side, 7 pawns (A4); Black is White turned 180°.
  start: "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - - 0 1",
  // A9: no castling rules, so the castling field can only be "-".
  hooks: {
    promotionChoices,
    outcome: pawnWin,
    insufficientMaterial: deadMaterial,
    validate,
    parseMove,
  },
};
