// Kings Court (Sidney LeVasseur, 1997), rules: docs/rules/kings-court.md.
//
// A 12×8 board with two new pieces (the Chancellor, Q2N, and the Jester, in ./kings-court-jester),
// castling with the King moving 1 to 4 squares, and the King's flight when a Chancellor checks.
// Everything else is FIDE. As data: the pieces, the sixteen castlings, the promotion list. As
// hooks: the flight, the Jester losing its first-move leap, insufficient force.
//
// Where the spec is silent (choices, each kept closest to the text):
// - §10.2: the unmoved-Jester field lists its entries in the order Jb Jk jb jk, each once, and
//   each must name a Jester of that colour on that square; anything else is refused, like castling
//   rights. The e.p. square is recorded only when an enemy pawn stands ready to take (the core's
//   convention, shared with chess), so "the same e.p. rights" (§6.3) compares real rights.
// - §5.3: a position string with a pawn on rank 1 or 8 is refused.
// - §6.3 A6 vs §9 KC2: KC2 (K+J v K) is itself a finished game (automatic draw): the generator
//   gives the Jester's 12 moves, but `moves` prints none and perft counts 0 below it.
// - §6: a mate on the hundredth quiet ply is a mate (the core judges mate and stalemate before the
//   automatic draws; FIDE 9.3).
// - §10.1: on input only, a King move written onto a castling square two or more squares away
//   (Kg1-d1) reads as that castling, since every two-square King move but the flight is castling;
//   a one-square King move is always the plain step (Kg1-f1, not O-f1). O-O and O-O-O are refused
//   with the list of castlings, because they do not say how far the King goes.

import type { Board } from "../board";
import type { Rules } from "../rules";
import { typeOfLetter } from "../rules";
import type { Move, Side, Square } from "../types";
import { colorName, normalMove, pieceCode, sideOfPiece, typeOfPiece } from "../types";
import type { CastlingRule, PieceDef, Variant } from "../variant";
import { atoms, BISHOP, KING, KNIGHT_PIECE, pawn, pawnsOffBackRanks, QUEEN, ROOK, VECTORS } from "./chess";
import { JESTER, UNMOVED, UNMOVED_JESTERS_FIELD } from "./kings-court-jester";

const FILES = "abcdefghijkl";

/** kings-court §4.1, A8: one or two squares in any of 8 directions without jumping, or a knight leap. */
const CHANCELLOR: PieceDef = {
  letter: "C",
  name: "chancellor",
  moves: [...atoms(VECTORS.ALL, 2), ...atoms(VECTORS.KNIGHT)],
  describe:
    "a chancellor moves one or two squares in a straight line in any direction without jumping, or leaps like a knight",
};

const COURT_KING: PieceDef = {
  ...KING,
  describe:
    "a king moves one square in any direction; castling is written O- and the king's square (O-d1, O-k1); it moves two squares only by King's flight, when a chancellor gives check",
};

const PIECES: readonly PieceDef[] = [
  pawn(["Q", "C", "R", "B", "N", "J"]), // kings-court §5.3, A5
  KNIGHT_PIECE,
  BISHOP,
  ROOK,
  QUEEN,
  COURT_KING,
  CHANCELLOR,
  JESTER,
];
const CHANCELLOR_TYPE = typeOfLetter(PIECES, "C");
const JESTER_TYPE = typeOfLetter(PIECES, "J");

/**
 * kings-court §5.1, A3: the King on g moves n = 1..4 squares toward an unmoved Rook; the Rook lands
 * next to the King's destination, on the side of the King's origin (for n = 1 on the King's origin,
 * A3(iii)). Every square strictly between King and Rook must be empty, even for n = 1 (A3(i)); the
 * King's start, path and destination must be safe (the core's default `safe`), the Rook's path
 * need not be (A3(ii)). Rules are listed K-side (l-rook) first so the rights print as "KQkq".
 */
function castlings(side: "w" | "b"): CastlingRule[] {
  const rank = side === "w" ? "1" : "8";
  const rules: CastlingRule[] = [];
  for (const { right, rookFile, dir } of [
    { right: "K", rookFile: 11, dir: 1 },
    { right: "Q", rookFile: 0, dir: -1 },
  ]) {
    const between: string[] = [];
    for (let f = 6 + dir; f !== rookFile; f += dir) between.push(FILES[f] + rank);
    for (let n = 1; n <= 4; n++) {
      const kingTo = FILES[6 + n * dir] + rank;
      rules.push({
        side,
        right: side === "w" ? right : right.toLowerCase(),
        king: { from: `g${rank}`, to: kingTo },
        rook: { from: FILES[rookFile] + rank, to: FILES[6 + (n - 1) * dir] + rank },
        notation: `O-${kingTo}`, // §10.1
        empty: between,
      });
    }
  }
  return rules;
}

const ALL_DIRECTIONS = VECTORS.ALL;
const KNIGHT_LEAPS = VECTORS.KNIGHT;

/**
 * Whether an enemy Chancellor attacks `king` (§4.3: its one step, its two steps through an empty
 * middle, its knight leap). Checked directly on the few squares a Chancellor can attack from.
 */
function chancellorChecks(board: Board, king: Square, side: Side): boolean {
  const rules = board.rules;
  const enemyChancellor = pieceCode(CHANCELLOR_TYPE, (1 - side) as Side);
  for (const [dx, dy] of ALL_DIRECTIONS) {
    const near = rules.offset(king, dx, dy);
    if (near < 0) continue;
    if (board.squares[near] === enemyChancellor) return true;
    if (board.squares[near] !== 0) continue;
    const far = rules.offset(near, dx, dy);
    if (far >= 0 && board.squares[far] === enemyChancellor) return true;
  }
  for (const [dx, dy] of KNIGHT_LEAPS) {
    const at = rules.offset(king, dx, dy);
    if (at >= 0 && board.squares[at] === enemyChancellor) return true;
  }
  return false;
}

/**
 * kings-court §5.2, A4: King's flight. Only while a Chancellor is among the checkers (a double
 * check by a Chancellor and another piece qualifies); exactly two squares in one of 8 directions;
 * the middle must be empty (no jumping) but may be attacked; the destination may hold an enemy,
 * which is captured; it must not be attacked, which the core's legality filter checks. Written as
 * a plain King move (Kg1-i1, §10.1); as a King move it also ends castling rights (core).
 */
function kingsFlight(board: Board, out: Move[]): void {
  const side = board.turn;
  const king = board.royal[side];
  if (king < 0 || !chancellorChecks(board, king, side)) return;
  const rules = board.rules;
  for (const [dx, dy] of ALL_DIRECTIONS) {
    const middle = rules.offset(king, dx, dy);
    if (middle < 0 || board.squares[middle] !== 0) continue;
    const to = rules.offset(middle, dx, dy);
    if (to < 0) continue;
    const target = board.squares[to];
    if (target > 0 && sideOfPiece(target) === side) continue;
    out.push(normalMove(king, to));
  }
}

/** Whether `king` could fly onto `target`: two squares away in a straight line, middle empty (§5.2). */
function flightLine(board: Board, king: Square, target: Square): boolean {
  const rules = board.rules;
  const dx = rules.file(target) - rules.file(king);
  const dy = rules.rank(target) - rules.rank(king);
  if (Math.abs(dx) !== 2 && Math.abs(dy) !== 2) return false;
  if ((dx !== 0 && Math.abs(dx) !== 2) || (dy !== 0 && Math.abs(dy) !== 2)) return false;
  const middle = rules.offset(king, dx / 2, dy / 2);
  return middle >= 0 && board.squares[middle] === 0;
}

/**
 * Whether `side`'s King could capture the other King by flight: `side` is in check by a
 * Chancellor and the other King stands on a landing square of its flight.
 */
function flightCapturesKing(board: Board, side: Side): boolean {
  const king = board.royal[side];
  const other = board.royal[1 - side];
  return king >= 0 && other >= 0 && flightLine(board, king, other) && chancellorChecks(board, king, side);
}

/**
 * kings-court A9, KC11: a move that checks with a Chancellor gives the checked King its flight, and
 * a flight may capture; so the mover's own King must not stand on one of its landing squares.
 * Otherwise the core's test (own King not attacked) decides.
 */
function noFlightOntoOwnKing(board: Board, _move: Move, mover: Side): boolean | undefined {
  return flightCapturesKing(board, (1 - mover) as Side) ? false : undefined;
}

/** A9 in a player's words, when the flight (and not an ordinary attack) is what forbids the move. */
function flightReason(board: Board, _move: Move, mover: Side): string | undefined {
  const own = board.royal[mover];
  const enemy = (1 - mover) as Side;
  if (own < 0 || board.isAttacked(own, enemy) || !flightCapturesKing(board, enemy)) return undefined;
  const rules = board.rules;
  const their = board.royal[enemy];
  const dx = Math.sign(rules.file(own) - rules.file(their));
  const dy = Math.sign(rules.rank(own) - rules.rank(their));
  return (
    `it would give check with a chancellor, which lets ${colorName(enemy)}'s king fly from ` +
    `${rules.name(their)} over ${rules.name(rules.offset(their, dx, dy))} and take your king on ` +
    `${rules.name(own)} (King's flight)`
  );
}

/**
 * kings-court A9: a position in which the side to move could capture the other King is refused,
 * as one whose side not to move is in check (the core checks ordinary attacks); here the flight.
 */
function validCourt(board: Board): string | null {
  if (flightCapturesKing(board, board.turn)) {
    const [mover, other] = [colorName(board.turn), colorName((1 - board.turn) as Side)];
    return `${mover}'s king, checked by a chancellor, could fly onto ${other}'s king (King's flight): ${other}'s last move was illegal`;
  }
  return pawnsOffBackRanks(board); // §5.3: a pawn on its last rank has promoted
}

/** A2: once a Jester has moved it never leaps again, even back on its first square. */
function jesterHasMoved(board: Board, move: Move): void {
  const to = move.to;
  if (move.kind === "normal" && board.typeAt(to) === JESTER_TYPE && board.states[to] === UNMOVED) {
    board.put(to, board.squares[to], 0);
  }
}

/** kings-court §6.3, A6: K v K, K+B v K, K+N v K, K+J v K. Anything else plays on. */
function insufficientForce(board: Board): boolean {
  const rules: Rules = board.rules;
  let others = 0;
  let minor = true;
  for (let c = 1; c < rules.codes; c++) {
    const n = board.counts[c];
    if (n === 0 || rules.isRoyal[c]) continue;
    others += n;
    const letter = rules.letters[typeOfPiece(c)];
    if (letter !== "B" && letter !== "N" && letter !== "J") minor = false;
  }
  return others === 0 || (others === 1 && minor);
}

export const kingsCourt: Variant = {
  id: "kings-court",
  name: "Kings Court",
  rulesVersion: "kings-court-2", // 2: A9, no check that opens a flight onto the mover's King
  files: 12,
  ranks: 8,
  pieces: PIECES,
  start: "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQkq - 0 1 JbJkjbjk", // §3
  castling: [...castlings("w"), ...castlings("b")],
  fields: ["board", "turn", "castling", "ep", "halfmoves", "fullmoves", "jesters"], // §10.2
  extraFields: { jesters: UNMOVED_JESTERS_FIELD },
  hooks: {
    extraMoves: kingsFlight,
    afterMove: jesterHasMoved,
    isLegalAfter: noFlightOntoOwnKing,
    illegalReason: flightReason,
    insufficientMaterial: insufficientForce,
    validate: validCourt,
  },
};
