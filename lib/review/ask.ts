// "Ask for a review": a finished game with no review (one that ended before reviews existed, or
// whose review job gave up) gets one on request. Its players may ask, and so may anyone signed in
// who may see it (a public finished game): the review is the same for everyone, and the job key
// makes it once however many ask. Each person's asks are counted, since each costs a search of
// every position of a game.
import { db } from "../db/prisma";
import { mayView } from "../games/stored/viewers";
import { reviewJob, reviewJobKey } from "../games/turn/schedule";
import { isRecordId } from "../input/record-id";
import { changeJobs } from "../jobs/queue";
import { announceGameChange } from "../live/announce";
import { hit, type Limit, waitPhrase } from "../rate-limit";
import type { ReviewBudget } from "./review";
import { serviceBudget } from "./store";

export const askRules = {
  /** What one person may ask for in an hour (each ask is a whole game searched). */
  perHour: { max: 5, windowSeconds: 3600 } satisfies Limit,
};

export type AskResult = { ok: true; gameId: string } | { ok: false; status: number; reason: string };

const noSuchGame = { ok: false, status: 404, reason: "There is no such game." } as const;

/**
 * Queues the review of a finished game for `userId`, or says why not, writing nothing: reviews
 * turned off (REVIEW_NODES=0), a game still going or with no move, a review already there or
 * already on its way, or too many asks this hour.
 */
export async function askForReview(
  gameId: string,
  userId: string,
  now: Date,
  budget: ReviewBudget = serviceBudget(),
): Promise<AskResult> {
  if (!isRecordId(gameId)) return noSuchGame;
  const game = await db().game.findUnique({
    where: { id: gameId },
    select: { id: true, whiteId: true, blackId: true, public: true, status: true, plies: true },
  });
  if (!game || !mayView(game, userId)) return noSuchGame;
  if (budget.nodes <= 0)
    return { ok: false, status: 409, reason: "Reviews are turned off on this server, so none can be made." };
  if (game.status !== "FINISHED")
    return {
      ok: false,
      status: 409,
      reason: "Only a finished game is reviewed; this one's review comes when it ends.",
    };
  if (game.plies === 0) return { ok: false, status: 409, reason: "This game has no move to review." };
  const done = await db().gameReview.findUnique({ where: { gameId }, select: { gameId: true } });
  if (done) return { ok: false, status: 409, reason: "This game already has its review." };
  const [{ queued }] = await db().$queryRaw<{ queued: boolean }[]>`select exists(
    select 1 from graphile_worker.jobs where key = ${reviewJobKey(gameId)}
      and attempts < max_attempts) as queued`;
  if (queued) return { ok: false, status: 409, reason: "This game's review is already on its way." };
  const limit = await hit(`review-ask:${userId}`, askRules.perHour, now);
  if (!limit.allowed)
    return {
      ok: false,
      status: 429,
      reason: `You have asked for ${askRules.perHour.max} reviews within the hour; ask again in ${waitPhrase(limit.retryAfterSeconds)}.`,
    };
  await db().$transaction(async (tx) => {
    await changeJobs(tx, [reviewJob(gameId)]);
    // Open pages of the game show "Review pending" at once.
    await announceGameChange(tx, gameId);
  });
  return { ok: true, gameId };
}
