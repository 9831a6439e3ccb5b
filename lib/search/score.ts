// Scores: centipawns from the side to move's point of view, and mate as a distance. Inside the
// search a mate is MATE minus the plies to it (mated: its negative); outside it is "mate in N moves".

import type { Side } from "@/lib/engine";

/** The score of mating at once (the side to move has just won). */
export const MATE = 30000;
/** Scores beyond this are mates (a mate in at most 500 plies). */
export const MATE_BOUND = MATE - 1000;
/** Larger than any score. */
export const INFINITE = 32000;

/** A score for people and programs: centipawns, or moves to mate (negative: the mover is mated). */
export type Score = { readonly cp: number } | { readonly mate: number };

/** The search's number as a `Score`, from the same side's point of view. */
export function toScore(value: number): Score {
  if (value > MATE_BOUND) return { mate: Math.ceil((MATE - value) / 2) };
  if (value < -MATE_BOUND) return { mate: -Math.ceil((MATE + value) / 2) };
  return { cp: value + 0 }; // never -0
}

/** "+0.35", "-1.20", "#3", "#-2": a score as analysis boards print it. */
export function scoreText(score: Score): string {
  if ("mate" in score) return `#${score.mate}`;
  return `${score.cp >= 0 ? "+" : "-"}${(Math.abs(score.cp) / 100).toFixed(2)}`;
}

/** The same score seen from the other side. */
export function negateScore(score: Score): Score {
  return "mate" in score ? { mate: -score.mate } : { cp: -score.cp };
}

/** A score from White's point of view, given the side it was from (reviews and `[%eval]` use White's). */
export function whiteScore(score: Score, side: Side): Score {
  return side === 0 ? score : negateScore(score);
}

/**
 * The side's winning chances in [-1, 1] (Lichess's curve: 0 even, +1 certain win), what a review
 * compares before and after a move: a mate counts as ±1.
 */
export function winningChances(score: Score): number {
  if ("mate" in score) return score.mate > 0 ? 1 : -1;
  const cp = Math.max(-1000, Math.min(1000, score.cp));
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}
