// Mercenary capture and re-placement (wild-jokers §5.2, A6): capturing an enemy Mercenary or
// Captain is one move per empty square of the capturer's first two ranks where the captured unit,
// now an unpromoted Mercenary of the capturer, is placed; or one "lost" move when none is free.

import type { Board } from "../board";
import type { Move, Square } from "../types";

/**
 * `expandMove` hook: turns each generated move into its complete moves. Non-captures and other
 * captures pass through unchanged.
 */
export function mercenaryPlacements(board: Board, move: Move, out: Move[]): void {
  const rules = board.rules;
  const mercenary = rules.typeOf("M");
  const captain = rules.typeOf("C");
  const victim = move.kind === "normal" ? board.typeAt(move.to) : -1;
  // §5.2: any capturing piece, the King included (A6), of an enemy Mercenary or Captain.
  if ((victim !== mercenary && victim !== captain) || board.sideAt(move.to) === board.turn) {
    out.push(move);
    return;
  }
  const side = board.turn;
  let placed = false;
  for (let sq: Square = 0; sq < rules.size; sq++) {
    if (rules.isHole[sq] || rules.relativeRank(sq, side) > 1) continue;
    // §5.2 (b): placed after the capturer has landed, so its origin is free and its destination is not.
    const free = sq === move.from || (board.isEmpty(sq) && sq !== move.to);
    if (!free) continue;
    // §5.2 (a): a Captain is demoted; it always comes back as a Mercenary.
    out.push({ ...move, drop: { piece: mercenary, square: sq } });
    placed = true;
  }
  // §5.2 (c): no empty square, the Mercenary is lost.
  if (!placed) out.push({ ...move, drop: { piece: mercenary, square: -1 } });
}
