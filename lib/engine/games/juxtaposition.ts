// Juxtaposition Chess (Gary K. Gifford, 2006 revision), rules: docs/rules/juxtaposition.md.
// FIDE chess with Flags (F, on h1/h8) and Stones (S, on a2/a7) that never move by themselves and
// never capture. A turn is a normal move, a Pawn↔Stone swap or a King/Piece↔Flag swap (§3);
// a side left with no Flags and no Stones loses ("bared", §4.2). Castling is queenside only (§5.1).
//
// Data: the FIDE pieces from chess.ts plus two motionless men. Hooks: the swaps (`extraMoves`),
// the per-side swap lock (`afterMove`, 7th position-string field), the baring capture that is
// legal into check (`isLegalAfter`), the bared outcome, and swap-aware notation errors.

import type { Board } from "../board";
import type { ErrorCode } from "../result";
import { typeOfLetter } from "../rules";
import type { Move, Side, Square } from "../types";
import { colorName, colorOf, pieceCode } from "../types";
import type { PieceDef, Variant } from "../variant";
import { BISHOP, chess, KING, KNIGHT_PIECE, pawn, pawnsOffBackRanks, QUEEN, ROOK } from "./chess";

/** Rule options the spec asks for (A1). The registered game uses the defaults. */
export interface JuxtapositionOptions {
  /** A1: swaps only between men on adjacent squares (Switching Chess's rule). Default: any distance. */
  readonly adjacentOnly?: boolean;
}

// juxtaposition §1.3: Flags and Stones never move and never capture, so they attack nothing; they
// occupy their square like any man (block sliders, can be captured).
const FLAG: PieceDef = {
  letter: "F",
  name: "flag",
  moves: [],
  describe: "a flag never moves by itself; a King or Piece may swap places with it (Ke1<>h1)",
};
const STONE: PieceDef = {
  letter: "S",
  name: "stone",
  moves: [],
  describe: "a stone never moves by itself; a Pawn may swap places with it (Pe2<>a2)",
};

// juxtaposition §5.3: a pawn must promote to Q, R, B, N, Flag or Stone. Its double step comes from
// the pawn's `fromRank: 1` atom: from the 2nd rank whatever its history (§5.2, A6).
const PROMOTIONS = ["Q", "R", "B", "N", "F", "S"] as const;
const PAWN_PIECE: PieceDef = {
  ...pawn(PROMOTIONS),
  describe:
    "a pawn moves one square forward, or two from its own 2nd rank, and captures one square diagonally forward",
};
const PIECES: readonly PieceDef[] = [PAWN_PIECE, KNIGHT_PIECE, BISHOP, ROOK, QUEEN, KING, FLAG, STONE];
const type = (letter: string) => PIECES.findIndex((p) => p.letter === letter);
const PAWN = typeOfLetter(PIECES, "P");
const KING_TYPE = typeOfLetter(PIECES, "K");
const FLAG_TYPE = typeOfLetter(PIECES, "F");
const STONE_TYPE = typeOfLetter(PIECES, "S");

/** Swap-lock bit of a side in `board.flags`: set when that side's previous own move was a swap (§3d). */
const lockBit = (side: Side) => 1 << side;

/** Flags plus Stones of a side: zero means bared (§4.2, A11 — promoted ones count). */
const flagsAndStones = (board: Board, side: Side) =>
  board.counts[pieceCode(FLAG_TYPE, side)] + board.counts[pieceCode(STONE_TYPE, side)];

const swapMove = (from: Square, to: Square, promotion = -1): Move => ({
  kind: "swap",
  from,
  to,
  promotion,
  castle: -1,
  drop: null,
  payload: null,
});

/** The type a man of type `mover` swaps with, or -1 for Flags and Stones, which never initiate (§3a). */
const swapPartner = (mover: number): number =>
  mover === PAWN ? STONE_TYPE : mover === FLAG_TYPE || mover === STONE_TYPE ? -1 : FLAG_TYPE;

/** juxtaposition §3.2, §3.3, §6: the swaps of the side to move (pseudo-legal; §3(e) is the core's filter). */
function swapMoves(board: Board, out: Move[], adjacentOnly: boolean): void {
  const side = board.turn;
  if (board.flags & lockBit(side)) return; // §3(d), A3: no two swaps in a row
  if (board.inCheck(side)) return; // §3(c), A2: no swap at all while in check
  const rules = board.rules;
  const flags: Square[] = [];
  const stones: Square[] = [];
  const movers: Square[] = [];
  for (let sq = 0; sq < rules.size; sq++) {
    if (board.sideAt(sq) !== side) continue;
    const t = board.typeAt(sq);
    if (t === FLAG_TYPE) flags.push(sq);
    else if (t === STONE_TYPE) stones.push(sq);
    else movers.push(sq);
  }
  if (flags.length + stones.length === 0) return;
  const last = rules.ranks - 1;
  for (const from of movers) {
    const partners = board.typeAt(from) === PAWN ? stones : flags;
    for (const to of partners) {
      if (adjacentOnly && !adjacent(board, from, to)) continue; // A1 option
      // A7: a pawn swapped onto its last rank promotes, with the same choices as a move there.
      if (board.typeAt(from) === PAWN && rules.relativeRank(to, side) === last) {
        for (const letter of PROMOTIONS) out.push(swapMove(from, to, rules.typeOf(letter)));
      } else out.push(swapMove(from, to));
    }
  }
}

const adjacent = (board: Board, a: Square, b: Square) =>
  Math.max(
    Math.abs(board.rules.file(a) - board.rules.file(b)),
    Math.abs(board.rules.rank(a) - board.rules.rank(b)),
  ) === 1;

// --- notation ------------------------------------------------------------------------------

/** Display decorations accepted on input (§10.1): check/mate signs, "(bare)", annotations. */
const stripDecorations = (text: string) =>
  text
    .trim()
    .replace(/(\s*(\([a-z]+\)|[+#!?]+))+$/i, "")
    .trim();

const SWAP_TEXT = /^([A-Za-z])?\s*([a-h][1-8])\s*<>\s*([a-h][1-8])\s*(?:=\s*([A-Za-z]))?$/;
/** Short form naming only the mover's letter, `K<>h1`, when one man of that kind can make the swap. */
const SHORT_SWAP_TEXT = /^([A-Za-z])\s*<>\s*([a-h][1-8])\s*(?:=\s*([A-Za-z]))?$/;
/** The vchess Switching-Chess style `S:e2a2` (§10.1), squares in either order. */
const VCHESS_SWAP_TEXT = /^S:\s*([a-h][1-8])\s*([a-h][1-8])\s*(?:=\s*([A-Za-z]))?$/i;

/**
 * Swap text and `O-O` get their own reasons (the core's parser handles everything else). Returns
 * undefined for text that is not a swap.
 */
function parseSwap(
  board: Board,
  raw: string,
  legal: readonly Move[],
  adjacentOnly: boolean,
): { move: Move } | { reason: string; code?: ErrorCode } | undefined {
  const text = stripDecorations(raw);
  if (/^[O0o]-[O0o]$/.test(text))
    return {
      reason:
        "there is no kingside castling in Juxtaposition Chess (§5.1); swap the King with the Flag instead, e.g. Ke1<>h1",
    };
  const rules = board.rules;
  const side = board.turn;
  let letter: string | null;
  let a: Square;
  let b: Square;
  let promoText: string | null;
  const named = SWAP_TEXT.exec(text);
  const short = named ? null : SHORT_SWAP_TEXT.exec(text);
  const vchess = named || short ? null : VCHESS_SWAP_TEXT.exec(text);
  if (named)
    [letter, a, b, promoText] = [
      named[1] ?? null,
      rules.squareOf(named[2]),
      rules.squareOf(named[3]),
      named[4] ?? null,
    ];
  else if (vchess)
    [letter, a, b, promoText] = [
      null,
      rules.squareOf(vchess[1]),
      rules.squareOf(vchess[2]),
      vchess[3] ?? null,
    ];
  else if (short) {
    letter = short[1];
    b = rules.squareOf(short[2]);
    promoText = short[3] ?? null;
    const kind = type(letter.toUpperCase());
    const mine: Square[] = [];
    for (let sq = 0; sq < rules.size; sq++)
      if (board.sideAt(sq) === side && board.typeAt(sq) === kind) mine.push(sq);
    const able = [
      ...new Set(
        legal.filter((m) => m.kind === "swap" && m.to === b && mine.includes(m.from)).map((m) => m.from),
      ),
    ];
    if (able.length > 1)
      return {
        code: "ambiguous",
        reason: `ambiguous: ${able.map((sq) => `${letter?.toUpperCase()}${rules.name(sq)}<>${rules.name(b)}`).join(" or ")}; say which`,
      };
    if (able.length === 0 && mine.length !== 1)
      return { reason: `none of your men "${letter}" can swap with ${rules.name(b)} now` };
    a = able.length === 1 ? able[0] : mine[0];
  } else {
    if (text.includes("<>") || /^S:/i.test(text))
      return {
        code: "syntax",
        reason: "not a swap in this game's notation (write it like Pe2<>a2, Ke1<>h1 or Pc7<>c8=Q)",
      };
    // juxtaposition §1.3: a move written from a Flag's or Stone's square gets their own reason.
    const origin = /^[A-Za-z]?([a-h][1-8])[-x:]?[a-h][1-8]/.exec(text);
    const from = origin ? rules.squareOf(origin[1]) : -1;
    const t = from >= 0 && board.sideAt(from) === side ? board.typeAt(from) : -1;
    return t === FLAG_TYPE || t === STONE_TYPE ? { reason: PIECES[t].describe } : undefined;
  }
  letter = letter?.toUpperCase() ?? null;
  promoText = promoText?.toUpperCase() ?? null;

  for (const sq of [a, b]) {
    if (board.isEmpty(sq)) return { reason: `there is no man on ${rules.name(sq)} to swap` };
    if (board.sideAt(sq) !== side)
      return {
        reason: `the ${PIECES[board.typeAt(sq)].name} on ${rules.name(sq)} is ${colorName((1 - side) as Side)}'s; you swap only your own men (§3a)`,
      };
  }
  if (a === b) return { reason: "a swap needs two different squares" };
  // The letter names the man on the first square written.
  if (letter !== null && type(letter) !== board.typeAt(a))
    return { reason: `the man on ${rules.name(a)} is a ${PIECES[board.typeAt(a)].name}, not "${letter}"` };
  // The canonical order is mover first; accept the Flag or Stone first too.
  if (swapPartner(board.typeAt(a)) < 0) [a, b] = [b, a];
  const mover = board.typeAt(a);
  const partner = board.typeAt(b);
  if (swapPartner(mover) < 0) return { reason: "a Flag and a Stone cannot swap with each other (§3a)" };
  if (partner !== swapPartner(mover)) {
    return {
      reason:
        mover === PAWN
          ? `a Pawn swaps only with a Stone, and ${rules.name(b)} holds your ${PIECES[partner].name} (§3a)`
          : `a King or Piece swaps only with a Flag, and ${rules.name(b)} holds your ${PIECES[partner].name} (§3a)`,
    };
  }
  if (board.flags & lockBit(side))
    return { reason: "you swapped on your previous turn, so this turn must be a normal move (§3d)" };
  if (board.inCheck(side)) return { reason: "no swaps while your King is in check (§3c)" };

  const promotes = mover === PAWN && rules.relativeRank(b, side) === rules.ranks - 1;
  if (promoText !== null && !promotes)
    return { reason: `only a pawn swapped onto the last rank promotes; there is no "=${promoText}" here` };
  if (promotes && promoText === null)
    return {
      reason: `the pawn lands on the last rank and must promote: add ${PROMOTIONS.map((p) => `=${p}`).join(", ")} (§5.3, A7)`,
    };
  if (promoText !== null && !PROMOTIONS.includes(promoText as (typeof PROMOTIONS)[number]))
    return { reason: `a pawn promotes to ${PROMOTIONS.join(", ")}, not "${promoText}" (§5.3)` };
  const promotion = promoText === null ? -1 : rules.typeOf(promoText);
  const found = legal.find(
    (m) => m.kind === "swap" && m.from === a && m.to === b && m.promotion === promotion,
  );
  if (found) return { move: found };
  if (adjacentOnly && !adjacent(board, a, b))
    return { reason: "in this setting only men on neighbouring squares may swap (A1)" };
  // Lock, check, type and promotion are fine, so only King safety is left (§3e, A13).
  return {
    reason: `your King would be in check on ${rules.name(mover === KING_TYPE ? b : board.royal[side])} (§3e)`,
  };
}

// --- the game -------------------------------------------------------------------------------

/** Juxtaposition Chess with the given A1 option (tests use `adjacentOnly`; the registry the default). */
export function makeJuxtaposition(options: JuxtapositionOptions = {}): Variant {
  const adjacentOnly = options.adjacentOnly ?? false;
  return {
    id: "juxtaposition",
    name: "Juxtaposition Chess",
    // Bump when a rules reading changes legal moves (see the choices noted at the hooks below).
    rulesVersion: "juxtaposition-1",
    files: 8,
    ranks: 8,
    pieces: PIECES,
    start: "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1 -",
    // juxtaposition §5.1: queenside only; King↔Flag swaps replace O-O. A King or a1/a8 Rook that swaps
    // loses the right (A5): the core drops rights when a move starts or ends on e1/a1/e8/a8.
    castling: chess.castling?.filter((rule) => rule.notation === "O-O-O"),
    // juxtaposition §10.2: FEN plus a 7th field, the sides whose previous own move was a swap.
    fields: ["board", "turn", "castling", "ep", "halfmoves", "fullmoves", "swapLock"],
    extraFields: {
      swapLock: {
        parse: (text, board) => {
          const value = ["-", "w", "b", "wb"].indexOf(text);
          if (value < 0)
            return `swap lock "${text}": write the sides whose previous move was a swap, "w", "b", "wb" or "-"`;
          board.flags = value;
          return null;
        },
        print: (board) => ["-", "w", "b", "wb"][board.flags & 3],
      },
    },
    hooks: {
      extraMoves: (board, out) => swapMoves(board, out, adjacentOnly),
      // juxtaposition §6: swap_lock[side] = (m is a swap); the other side's lock is untouched (A3).
      afterMove: (board, move) => {
        const bit = lockBit(board.turn);
        board.flags = move.kind === "swap" ? board.flags | bit : board.flags & ~bit;
      },
      // juxtaposition A8: captures and pawn moves (promotions included) reset the clock; a swap does
      // not. Choice (A8 is silent on it): a swap that promotes (A7) resets it, because it is a
      // promotion and cannot be undone, unlike the back-and-forth swaps A8 is about.
      resetsClock: (board, move, captured) =>
        captured || move.promotion >= 0 || (move.kind === "normal" && board.typeAt(move.to) === PAWN),
      // juxtaposition §4.3, A4 (recommended generalisation): any capture of the enemy's last Flag or
      // Stone is legal even if it leaves the mover's King attacked; the game is over at once.
      isLegalAfter: (board, move, mover) =>
        move.kind === "normal" && flagsAndStones(board, (1 - mover) as Side) === 0 ? true : undefined,
      // ...so a finished game may show the winner's King attacked.
      exposedKingAllowed: (board) => flagsAndStones(board, board.turn) === 0,
      // juxtaposition §4.2: the side to move has no Flags and no Stones: the last mover has bared it.
      // Checked before mate, so a move that mates and bares reports "bared" (A12: same winner).
      outcome: (board) =>
        flagsAndStones(board, board.turn) === 0
          ? { winner: colorOf((1 - board.turn) as Side), reason: "bared" }
          : null,
      // juxtaposition A9: no automatic material draw (no `insufficientMaterial`).
      validate: (board) => {
        // A6: pawns never stand on their own 1st rank; on the last rank they have promoted (§5.3).
        const pawnMisplaced = pawnsOffBackRanks(board);
        if (pawnMisplaced !== null) return pawnMisplaced;
        const rules = board.rules;
        for (let sq = 0; sq < rules.size; sq++) {
          // A6: Stones stand only where a pawn stood or promoted, never on their own 1st rank (a swap
          // from there would put a pawn on its 1st rank).
          const owner = board.sideAt(sq);
          if (board.typeAt(sq) === STONE_TYPE && owner !== -1 && rules.relativeRank(sq, owner) === 0)
            return `a ${colorName(owner)} Stone cannot stand on ${rules.name(sq)}, its own first rank (A6)`;
        }
        // Choice (§4.2 is silent on such setups): the side that just moved cannot be bared, since only
        // the opponent's captures remove Flags and Stones; such a game would already be over.
        const mover = (1 - board.turn) as Side;
        if (flagsAndStones(board, mover) === 0)
          return `${colorName(mover)} has no Flags or Stones left, so the game would already be over (§4.2)`;
        return null;
      },
      parseMove: (board, text, legal) => parseSwap(board, text, legal, adjacentOnly),
    },
  };
}

export const juxtaposition: Variant = makeJuxtaposition();
