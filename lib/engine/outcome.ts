// How a position stands: variant wins, checkmate, stalemate, dead material, repetition, fifty moves.
// Order matters: a move that mates ends the game even if it is also the hundredth quiet ply.

import type { Board } from "./board";
import { legalMovesOf } from "./movegen";
import type { Move, Outcome, Side } from "./types";
import { colorOf, typeOfPiece } from "./types";

/** Outcomes that do not need the list of legal moves (cheap; perft checks these at every node). */
export function outcomeWithoutMoves(board: Board): Outcome | null {
  const rules = board.rules;
  const variant = rules.variant;
  if (rules.royalty === "capture" && rules.isRoyal.some((r) => r === 1)) {
    for (const side of [0, 1] as const) {
      if (board.royal[side] < 0)
        return { status: "over", winner: colorOf((1 - side) as Side), reason: "king-captured" };
    }
  }
  const won = variant.hooks?.outcome?.(board);
  if (won) return { status: "over", winner: won.winner, reason: won.reason };
  return null;
}

/** Draws that apply only when the side to move still has a move (mate takes precedence). */
export function drawWithMoves(board: Board): Outcome | null {
  const variant = board.rules.variant;
  if (variant.hooks?.insufficientMaterial?.(board))
    return { status: "over", winner: "draw", reason: "insufficient-material" };
  if (variant.repetition !== false && board.repetitions() >= 2)
    return { status: "over", winner: "draw", reason: "repetition" };
  if (variant.fiftyMoves !== false && board.halfmoves >= 100)
    return { status: "over", winner: "draw", reason: "fifty-moves" };
  return null;
}

/** The outcome of the position on `board`, with its legal moves (empty once the game is over). */
export function judge(board: Board): { outcome: Outcome; moves: Move[] } {
  const early = outcomeWithoutMoves(board);
  if (early) return { outcome: early, moves: [] };
  const moves = legalMovesOf(board);
  if (moves.length === 0) return { outcome: noMoves(board), moves };
  const draw = drawWithMoves(board);
  if (draw) return { outcome: draw, moves: [] };
  return { outcome: { status: "ongoing" }, moves };
}

/** How a game stands when the side to move has no legal move: mate, a loss (`noMoves: "loss"`) or stalemate. */
export function noMoves(board: Board): Outcome {
  const rules = board.rules;
  const side = board.turn;
  const other = colorOf((1 - side) as Side);
  if (rules.royalty === "check" && board.inCheck(side))
    return { status: "over", winner: other, reason: "checkmate" };
  if (rules.variant.noMoves === "loss") return { status: "over", winner: other, reason: "no-moves" };
  return { status: "over", winner: "draw", reason: "stalemate" };
}

/** FIDE dead positions: K v K, K + one minor v K, and kings with bishops all on one colour. */
export function fideInsufficientMaterial(board: Board): boolean {
  const rules = board.rules;
  // Fast exit on piece counts: any piece other than K, N, B means mating material.
  for (let c = 1; c < rules.codes; c++) {
    if (board.counts[c] === 0) continue;
    const letter = rules.letters[typeOfPiece(c)];
    if (letter !== "K" && letter !== "N" && letter !== "B") return false;
  }
  let knights = 0;
  let bishops = 0;
  let bishopColours = 0;
  for (let sq = 0; sq < rules.size; sq++) {
    const c = board.squares[sq];
    if (c <= 0) continue;
    const letter = rules.letters[typeOfPiece(c)];
    if (letter === "K") continue;
    if (letter === "N") knights++;
    else if (letter === "B") {
      bishops++;
      bishopColours |= 1 << ((rules.file(sq) + rules.rank(sq)) & 1);
    } else return false;
  }
  if (knights + bishops <= 1) return true;
  return knights === 0 && bishopColours !== 3;
}
