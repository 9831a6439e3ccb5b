// Where a game is reviewed: in one worker thread of this process, one game at a time, so a review
// (seconds to minutes of search) never blocks the job worker's event loop, its mail or its
// heartbeat. A review past `reviewDeadlineMs` ends the thread (a fresh one takes the next game) and
// fails the job, which the queue retries a few times.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Result } from "@/lib/engine";
import { oneThread } from "@/lib/jobs/one-thread";
import type { GameReview, ReviewBudget } from "./review";

/**
 * Far above what the budget costs: 200 positions at 20,000 nodes take 2 to 8 minutes on a busy
 * core (Joust, the slowest to search, 2.4 s a position under load: `npm run bench:review`).
 */
export const reviewDeadlineMs = 30 * 60_000;

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "review-thread.mjs");

export type ReviewRecord = { gameType: string; startPosition: string; notations: readonly string[] };
export type ThreadAnswer = { result: Result<GameReview>; tookMs: number };

const thread = oneThread<{ record: ReviewRecord; budget: ReviewBudget }, ThreadAnswer>(
  entry,
  "review thread",
);

/**
 * Reviews a game's record in the review thread, after any review already waiting. A record that
 * does not replay is an answer (`result.ok` false); a thread that crashes or runs out of time throws.
 */
export async function reviewOffThread(
  record: ReviewRecord,
  budget: ReviewBudget,
  deadlineMs = reviewDeadlineMs,
): Promise<ThreadAnswer> {
  const outcome = await thread.ask({ record, budget }, deadlineMs);
  if (outcome.ok) return { result: outcome.answer.result, tookMs: outcome.answer.tookMs ?? 0 };
  const { failure } = outcome;
  if (failure.kind === "crash") throw new Error(`the review thread failed: ${failure.message}`);
  if (failure.kind === "stopped") throw new Error("the review thread stopped");
  throw new Error(`the review took longer than ${Math.round(deadlineMs / 1000)} s`);
}
