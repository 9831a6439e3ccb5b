// Joust Chess (Jeff Cornell), rules: docs/rules/joust.md (the revised rules, A12).
//
// Pieces carry pips that point in some of the eight directions; a turn is one piece doing
// `M? J* X* R?` (move, jumps over friends, captures, rotation). Nothing of that fits piece atoms,
// so Joust supplies its whole generator, move payload and notation through hooks, all backed by
// its own modules:
//   joust-pips.ts      directions, shapes, orientations, heading codes (§1-§2)
//   joust-board.ts     the search's board value, the start position (§3, §10.2)
//   joust-turns.ts     the turn search, the attack test, legality, perft counting (§4, §5, §7)
//   joust-notation.ts  turns as canonical text and action lists; the parser (§10.1)
//   joust-choices.ts   a piece's turns grouped by where they end, for the board UI
//
// A core move is `kind: "custom"`, `from`/`to` the mover's squares, `payload` the turn's canonical
// notation (`Wa1-a5xb5@N`). The heading of each piece is the core's per-piece state (0..7).
//
// Where the spec does not decide, this file and its siblings choose (each also noted where it acts):
// - §6.2: the position string has no clock, so the fifty-turn count is the history since the last
//   capture; a mate or a repetition on the hundredth ply is reported as such, not as the draw.
// - §5.1: "attacked" is asked of a square holding a piece; an empty square is never attacked.
// - §10.2: a position where the side not to move is in check is refused (the core's rule for every
//   game); it could not arise in play, since no turn may end with the mover's King attacked.
// - §10.1: input may also be lower case, have spaces between actions, and name a Pawn's axis by its
//   other end (`@S` = `@N`); output is always the canonical spelling.

import type { Board } from "../board";
import type { Move } from "../types";
import { sideOfPiece, typeOfPiece } from "../types";
import type { PieceDef, Variant } from "../variant";
import { JOUST_START, type JoustBoard } from "./joust-board";
import * as notation from "./joust-notation";
import {
  DIRECTIONS,
  headingCode,
  headingCodes,
  makeCode,
  ORIENTATION_COUNT,
  PIECE_LETTERS,
  PIECE_NAMES,
  type PieceLetter,
  parseHeading,
} from "./joust-pips";
import * as turns from "./joust-turns";

// Local copies of what perft calls for every turn (an imported binding can cost a getter call).
const { LandingBuffer, isAttacked, isAttackedReads, legalLandings } = turns;
const { landingText, readTurn, rotationText } = notation;

/** joust §2.3: the orientation index of a heading code, for every shape at once (payloads are canonical). */
const ORIENTATION_OF_HEADING = new Map<string, number>([
  ...DIRECTIONS.map((name, d) => [name, d] as [string, number]),
  ["+", 0],
  ["x", 1],
]);

/**
 * Bump when a rules change could change the legal turns of a recorded game. joust-1: the revised
 * rules (inventor's page of 2020-09-13) with A1-A12 resolved as in docs/rules/joust.md.
 */
export const JOUST_RULES_VERSION = "joust-1";

const piece = (index: number, describe: string, royal = false): PieceDef => ({
  letter: PIECE_LETTERS[index],
  name: PIECE_NAMES[index].toLowerCase(),
  moves: [], // joust: the whole generator is the generateMoves hook
  describe,
  ...(royal ? { royal: true } : {}),
});

// Type indexes follow joust-pips' PIECE_LETTERS (core type t = Joust type t + 1).
const PIECES: readonly PieceDef[] = [
  piece(
    0,
    "a pawn has two opposite pips (joust §2.1); it moves, jumps and captures along them and never promotes",
  ),
  piece(1, "a wedge has two pips at a right angle (joust §2.1)"),
  piece(2, 'a hook has three pips in a "T" (joust §2.1)'),
  piece(3, "a queen has four pips, orthogonal (+) or diagonal (x) (joust §2.1)"),
  piece(4, "a king has four pips like the queen but moves only one square (joust §2.1, §4.2)", true),
];

// ---- The core board seen as a Joust board ----

const scratch = new Int8Array(64);

/** Copies the core board into the Joust search's piece codes (type | colour | orientation). */
function joustSquares(board: Board, into: Int8Array = scratch): Int8Array {
  const squares = board.squares;
  const states = board.states;
  for (let sq = 0; sq < 64; sq++) {
    const c = squares[sq];
    into[sq] = c <= 0 ? 0 : makeCode(typeOfPiece(c) + 1, sideOfPiece(c), states[sq]);
  }
  return into;
}

/** The core board as a Joust search board of its own (for notation and the board UI). */
export const joustBoardOf = (board: Board): JoustBoard => ({
  squares: joustSquares(board, new Int8Array(64)),
  side: board.turn,
});

const captureKing = (board: Board): boolean => board.rules.royalty === "capture";

const buffer = new LandingBuffer();

/** joust §4, §5.2: every legal turn, one per resulting position (§4.9), spelt canonically. */
function generateMoves(board: Board, out: Move[]): void {
  legalLandings(joustSquares(board), board.turn, buffer, captureKing(board), { trace: true });
  pushTurns(out, false);
}

/**
 * The search's turns (the `searchMoves` hook): as `generateMoves` but without the §5.2 test, which
 * is a quarter of a search's time when paid for every turn of every position; the search tests a
 * turn when it plays it (its King attacked after it: illegal).
 */
function searchMoves(board: Board, out: Move[], capturesOnly: boolean): void {
  legalLandings(joustSquares(board), board.turn, buffer, true, { trace: true });
  pushTurns(out, capturesOnly);
}

/** The buffer's landings as moves, one per allowed final orientation. */
function pushTurns(out: Move[], capturesOnly: boolean): void {
  for (let i = 0; i < buffer.count; i++) {
    const orients = buffer.orients[i];
    if (orients === 0) continue;
    if (capturesOnly && (buffer.capLo[i] | buffer.capHi[i]) === 0) continue;
    const code = buffer.code[i];
    const same = 1 << ((code >> 4) & 7);
    const from = buffer.from[i];
    const to = buffer.to[i];
    if (orients & same) out.push(customMove(from, to, landingText(buffer, i, false)));
    const rotated = orients & ~same;
    if (rotated === 0) continue;
    const prefix = landingText(buffer, i, true);
    for (let m = rotated; m !== 0; m &= m - 1) {
      out.push(customMove(from, to, prefix + rotationText(code, 31 - Math.clz32(m & -m))));
    }
  }
}

const customMove = (from: number, to: number, payload: string): Move => ({
  kind: "custom",
  from,
  to,
  promotion: -1,
  castle: -1,
  drop: null,
  payload,
});

/**
 * Plays a Joust move from its payload (`Wa1-a5xb5@N`): lift the mover, clear every square written
 * after an `x`, land on `to`, turned to the heading after `@` if there is one. Reads characters
 * directly: perft plays every turn this way.
 */
function applyMove(board: Board, move: Move): void {
  const text = move.payload ?? "";
  const code = board.squares[move.from];
  let state = board.states[move.from];
  board.put(move.from, 0);
  for (let i = 3; i < text.length; i += 3) {
    const c = text.charCodeAt(i);
    if (c === 64 /* @ */) {
      state = ORIENTATION_OF_HEADING.get(text.slice(i + 1)) ?? state;
      break;
    }
    if (c === 120 /* x */) board.put((text.charCodeAt(i + 2) - 49) * 8 + text.charCodeAt(i + 1) - 97, 0);
  }
  board.put(move.to, code, state);
}

/** The squares a turn captures on: each `x` token of its payload (joust §10.1), before any `@`. */
function captureSquares(_board: Board, move: Move, emit: (square: number) => void): void {
  const text = move.payload ?? "";
  for (let i = 3; i < text.length; i += 3) {
    const c = text.charCodeAt(i);
    if (c === 64 /* @ */) break;
    if (c === 120 /* x */) emit((text.charCodeAt(i + 2) - 49) * 8 + text.charCodeAt(i + 1) - 97);
  }
}

/**
 * joust §6.2 (A9): 100 plies in a row without a capture draw. Joust's position string has no clock,
 * so the count is the history since the last capture (what `Position.history` and perft keep).
 * A checkmate or a repetition on that ply is left to the core, which reports it first.
 */
function fiftyTurns(board: Board): { winner: "draw"; reason: string } | null {
  if (board.pastCount - board.irreversibleAt < 100) return null;
  if (board.repetitions() >= 2) return null;
  legalLandings(joustSquares(board), board.turn, buffer, captureKing(board));
  if (buffer.turnCount() === 0) return null;
  return { winner: "draw", reason: "fifty-moves" };
}

export const joust: Variant = {
  id: "joust",
  name: "Joust Chess",
  rulesVersion: JOUST_RULES_VERSION,
  files: 8,
  ranks: 8,
  pieces: PIECES,
  start: JOUST_START,
  // joust §5.4, A10: checkmate by default. The optional capture-the-king rule is this flag set to
  // "capture" (no check test; taking the King wins, reason "king-captured").
  royalty: "check",
  // joust §5.5: a King can always rotate in place, so a side not in check always has a turn.
  noMoves: "stalemate",
  // joust §10.2: the placement (with headings) and the side to move are the whole string.
  fields: ["board", "turn"],
  // joust §6.1, §6.2 (A9): threefold repetition (headings count) and fifty turns without a capture.
  repetition: true,
  fiftyMoves: true,
  hooks: {
    generateMoves,
    searchMoves,
    // The generator already dropped the turns that leave the King attacked (joust §5.2).
    isLegalAfter: () => true,
    applyMove,
    captureSquares,
    // joust §6.2: only captures reset the count (Joust pawns have no advance to reset it).
    resetsClock: (_board, _move, captured) => captured,
    // joust §5.1: multi-action captures. Asked of the square of a piece (a King): an empty square
    // cannot be captured on, so it is never attacked.
    isAttacked: (board, sq, by) => isAttacked(joustSquares(board), sq, by),
    isAttackedReads: (board, sq, by, reads) => isAttackedReads(joustSquares(board), sq, by, reads),
    outcome: fiftyTurns,
    // joust §6.3: no automatic insufficient-material draw (a bare King can be mated, T9).
    printMove: (_board, move) => move.payload ?? undefined,
    parseMove: (board, text, legal) => {
      const read = readTurn(joustBoardOf(board), text, captureKing(board));
      if (!read.ok) return { reason: read.error.reason, code: read.error.code };
      const move = legal.find((m) => m.payload === read.value.notation);
      return move ? { move } : { reason: "not a legal turn in this position (the game may be over)" };
    },
    printPiece: (letter, _side, state) =>
      `${letter}[${headingCode(PIECE_LETTERS.indexOf(letter.toUpperCase() as PieceLetter) + 1, state)}]`,
    parsePieceState: (letter, _side, text) => {
      const type = PIECE_LETTERS.indexOf(letter as PieceLetter) + 1;
      const codes = headingCodes(type).join(", ");
      if (text === null)
        return `a ${PIECE_NAMES[type - 1]} is written with its heading, e.g. ${letter}[${headingCode(type, 0)}] (joust §10.2)`;
      const r = parseHeading(type, text);
      if (r < 0 || r >= ORIENTATION_COUNT[type]) {
        return `${letter}[${text}]: a ${PIECE_NAMES[type - 1]}'s heading is one of ${codes}${type === 1 ? " (its axis, joust §2.3)" : ""}`;
      }
      return r;
    },
  },
};
