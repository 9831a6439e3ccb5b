// A game's review as the pages and the PGN export read it: the stored review (./store.ts) made
// ready to show, or "pending" while its job waits or runs, or nothing (a game that ended before
// reviews existed, or with reviews turned off: see the README).

import { db } from "../db/prisma";
import { moveShown } from "../games/catalog/catalog";
import { moverOf } from "../games/stored/seats";
import { reviewJobKey } from "../games/turn/schedule";
import { type Score, scoreText } from "../search";
import { MARKS, type Mark, type MarkReason, markText } from "./marks";
import type { ReviewedMove } from "./review";

/** One reviewed move as a page shows it. */
export type MoveReview = {
  ply: number;
  /** The evaluation after the move, from White's side, as Lichess prints it: "+0.35", "#-3". */
  evaluation: string;
  mark: Mark | null;
  /** "?!", "?", "??". */
  symbol: string | null;
  /** "Blunder", "Mistake: checkmate is now unavoidable". */
  words: string | null;
  /** The better move, for a marked move, as the page writes moves, with its squares and line. */
  better: { shown: string; from: string; to: string; line: string } | null;
};

export type ReviewOnPage =
  | { status: "pending" }
  | {
      status: "done";
      moves: MoveReview[];
      /** Half-moves left unreviewed past the budget. */
      skipped: number;
      counts: Record<"WHITE" | "BLACK", Record<Mark, number>>;
    };

/**
 * The evaluation of the position after the move at `ply`, from White's side, or "mated" when the
 * move gave mate. A review stores `after` as the mover's score of the move (./review.ts), which
 * counts the move itself: "mate in 1" there is the mate on the board, and the mover's "mate in 3"
 * is mate in 2 once the move is made. The opponent's mates count their own moves from the
 * position after, so they stand as they are.
 */
export function scoreAfterMove(after: Score, ply: number): Score | "mated" {
  if (!("mate" in after)) return after;
  const moverSign = ply % 2 === 1 ? 1 : -1;
  if (Math.sign(after.mate) !== moverSign) return after;
  const left = Math.abs(after.mate) - 1;
  return left <= 0 ? "mated" : { mate: moverSign * left };
}

/** "+0.35", "#-3", or "#" for the mate on the board: the page's evaluation after a move. */
export function evaluationText(after: Score, ply: number): string {
  const score = scoreAfterMove(after, ply);
  return score === "mated" ? "#" : scoreText(score);
}

/**
 * `[%eval 0.35]`, `[%eval #-3]`: the PGN comment's number, from White's side, pawns; null after the
 * mating move, whose "#" is on the move itself (a mate in 0 is no evaluation to parse).
 */
export function pgnEval(after: Score, ply: number): string | null {
  const score = scoreAfterMove(after, ply);
  if (score === "mated") return null;
  if ("mate" in score) return `#${score.mate}`;
  return (score.cp / 100).toFixed(2);
}

/** The stored moves of a game's review, or null when there is none yet. */
export async function storedReview(gameId: string): Promise<readonly ReviewedMove[] | null> {
  const row = await db().gameReview.findUnique({ where: { gameId }, select: { moves: true } });
  return row ? (row.moves as unknown as ReviewedMove[]) : null;
}

/**
 * What a finished game's page shows of its review: the review, "pending" while its job is queued,
 * or null (no review and none coming).
 */
export async function reviewOnPage(game: {
  id: string;
  gameType: string;
  finished: boolean;
  /** The game's moves: its review counts marks by who played them. */
  plies: number;
}): Promise<ReviewOnPage | null> {
  if (!game.finished || game.plies === 0) return null;
  const row = await db().gameReview.findUnique({
    where: { gameId: game.id },
    select: { moves: true, skipped: true },
  });
  if (!row) {
    const [{ queued }] = await db().$queryRaw<{ queued: boolean }[]>`select exists(
      select 1 from graphile_worker.jobs where key = ${reviewJobKey(game.id)}
        and attempts < max_attempts) as queued`;
    return queued ? { status: "pending" } : null;
  }
  const moves = (row.moves as unknown as ReviewedMove[]).map((move) => moveReview(game.gameType, move));
  const zero = (): Record<Mark, number> => ({ inaccuracy: 0, mistake: 0, blunder: 0 });
  const counts = { WHITE: zero(), BLACK: zero() };
  for (const move of moves) if (move.mark) counts[moverOf(move.ply)][move.mark]++;
  return { status: "done", moves, skipped: row.skipped, counts };
}

function moveReview(gameType: string, move: ReviewedMove): MoveReview {
  const better = move.better;
  return {
    ply: move.ply,
    evaluation: evaluationText(move.after, move.ply),
    mark: move.mark,
    symbol: move.mark ? MARKS[move.mark].symbol : null,
    words: move.mark ? markText(move.mark, move.reason as MarkReason | null) : null,
    better: better
      ? {
          shown: moveShown(gameType, { notation: better.move, san: better.san }),
          from: better.from,
          to: better.to,
          line: better.line
            .map((text, i) => moveShown(gameType, { notation: text, san: better.lineSan[i] ?? null }))
            .join(" "),
        }
      : null,
  };
}
