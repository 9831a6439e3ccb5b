// The review job's work: a finished game's record reviewed in the review thread (./thread.ts) and
// stored once. Idempotent: a game already reviewed is left alone, and of two runs that race to the
// end, the second's insert is skipped (one row per game, `GameReview.gameId`). Storing it tells the
// game's open pages (lib/live/), which show the marks without a reload.
import { config } from "../config";
import { db } from "../db/prisma";
import { announceGameChange } from "../live/announce";
import { log } from "../ops/log";
import { REVIEW_BUDGET, type ReviewBudget } from "./review";
import { reviewOffThread } from "./thread";

/** The service's budget: REVIEW_NODES per position (0: no reviews), for the first 200 half-moves. */
export function serviceBudget(): ReviewBudget {
  return { nodes: config().reviewNodes, maxPlies: REVIEW_BUDGET.maxPlies };
}

export type ReviewOutcome = "reviewed" | "already" | "not-finished" | "off" | "refused";

export async function reviewFinishedGame(gameId: string, budget = serviceBudget()): Promise<ReviewOutcome> {
  if (budget.nodes <= 0) return "off";
  const done = await db().gameReview.findUnique({ where: { gameId }, select: { gameId: true } });
  if (done) return "already";
  const game = await db().game.findUnique({
    where: { id: gameId },
    select: {
      gameType: true,
      startPosition: true,
      status: true,
      moves: { orderBy: { ply: "asc" }, select: { notation: true } },
    },
  });
  if (game?.status !== "FINISHED") return "not-finished";
  const { result, tookMs } = await reviewOffThread(
    {
      gameType: game.gameType,
      startPosition: game.startPosition,
      notations: game.moves.map((m) => m.notation),
    },
    budget,
  );
  if (!result.ok) {
    // A record that does not replay will not replay on a retry either.
    log.warn(`game ${gameId} was not reviewed: ${result.error.reason}`);
    return "refused";
  }
  const { moves, skipped } = result.value;
  return db().$transaction(async (tx) => {
    const stored = await tx.gameReview.createMany({
      data: [{ gameId, nodes: budget.nodes, moves, skipped, tookMs }],
      skipDuplicates: true,
    });
    if (stored.count === 0) return "already";
    await announceGameChange(tx, gameId);
    return "reviewed";
  });
}
