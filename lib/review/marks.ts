// How a review judges one move: the scores of the position before it (the best move's) and after it
// (the move played), both from the mover's side at the same depth, turned into winning chances on
// Lichess's curve (`winningChances`, -1..1). The drop for the mover marks the move, with Lichess's
// thresholds (lila, modules/tree Advice.scala: CpAdvice and MateAdvice), all kept here:
// - both scores in centipawns: a drop of 0.3 or more is a blunder, 0.2 a mistake, 0.1 an
//   inaccuracy (on Lichess's -1..1 scale; 15, 10 and 5 points of win percentage);
// - a mate appears against the mover ("checkmate is now unavoidable"): a blunder, but only a
//   mistake when the mover was already 7 pawns down and an inaccuracy beyond 10 pawns;
// - the mover had a forced mate and lost it: a blunder, a mistake when still 7 pawns up after it,
//   an inaccuracy beyond 10 pawns;
// - a longer mate than the best one ("not the best checkmate sequence") is not marked, as Lichess.
import { type Score, winningChances } from "@/lib/search";

export type Mark = "inaccuracy" | "mistake" | "blunder";

/** Each mark's symbol (its PGN annotation, NAG $6, $2, $4) and its name for people. */
export const MARKS: Record<
  Mark,
  { readonly symbol: "?!" | "?" | "??"; readonly name: string; readonly nag: number }
> = {
  inaccuracy: { symbol: "?!", name: "Inaccuracy", nag: 6 },
  mistake: { symbol: "?", name: "Mistake", nag: 2 },
  blunder: { symbol: "??", name: "Blunder", nag: 4 },
};

/** The least drop in winning chances (-1..1 scale) for each mark, worst first. */
export const WINNING_CHANCE_DROPS: readonly (readonly [number, Mark])[] = [
  [0.3, "blunder"],
  [0.2, "mistake"],
  [0.1, "inaccuracy"],
];

/** Centipawns beyond which a mate found or lost changes little: a milder mark (Lichess's 700 and 999). */
const MATE_MILDER_CP = { mistake: 700, inaccuracy: 999 } as const;

/** Why a move was marked: its winning chances fell, a mate against it appeared, or it let a mate go. */
export type MarkReason = "chances" | "mate-created" | "mate-lost";

export type Judgement = {
  /** How much the mover's winning chances fell (-1..1 scale; negative: they rose). */
  readonly drop: number;
  readonly mark: Mark | null;
  readonly reason: MarkReason | null;
};

/**
 * Judges a move from the mover's point of view: `before` is the position's score with the best
 * move, `after` the score with the move played (the same side, the same depth).
 */
export function judgeMove(before: Score, after: Score): Judgement {
  const drop = winningChances(before) - winningChances(after);
  const beforeMate = "mate" in before ? before.mate : null;
  const afterMate = "mate" in after ? after.mate : null;
  if (beforeMate === null && afterMate === null) {
    const mark = WINNING_CHANCE_DROPS.find(([least]) => drop >= least)?.[1] ?? null;
    return { drop, mark, reason: mark ? "chances" : null };
  }
  const cp = (score: Score) => ("cp" in score ? score.cp : 0);
  if (beforeMate === null && afterMate !== null && afterMate < 0)
    return { drop, mark: milder(-cp(before)), reason: "mate-created" };
  if (beforeMate !== null && beforeMate > 0 && (afterMate === null || afterMate < 0))
    return { drop, mark: milder(cp(after)), reason: "mate-lost" };
  return { drop, mark: null, reason: null };
}

/** A mate found or lost when the mover was already (or still) this many centipawns away from even. */
function milder(away: number): Mark {
  if (away > MATE_MILDER_CP.inaccuracy) return "inaccuracy";
  if (away > MATE_MILDER_CP.mistake) return "mistake";
  return "blunder";
}

/** What a marked move's text says: "Blunder: lost forced checkmate." */
export function markText(mark: Mark, reason: MarkReason | null): string {
  const name = MARKS[mark].name;
  if (reason === "mate-created") return `${name}: checkmate is now unavoidable`;
  if (reason === "mate-lost") return `${name}: it lets a forced checkmate go`;
  return name;
}
