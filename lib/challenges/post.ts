// Posting an open challenge: checked, limited (a few open per player and game), stored with its
// expiry job and the followers' notice in one transaction.
import { takebacksAllowed } from "../clock/input";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { dayMs } from "../games/stored/deadline";
import type { ColorChoice } from "../generated/prisma/client";
import { addJob, tasks } from "../jobs/queue";
import type { ChallengeInput } from "./input";
import { leavesOutPoster } from "./range";
import { type ChallengeRefusal, openPerGame } from "./rules";

const colorOf: Record<ChallengeInput["colour"], ColorChoice> = {
  white: "WHITE",
  black: "BLACK",
  random: "RANDOM",
};

/** How long an open challenge waits for a person before its poster is offered the computer. */
export const computerOfferAfterMs = dayMs;

export async function postChallenge(
  challengerId: string,
  input: ChallengeInput,
  now: Date,
): Promise<{ ok: true; challengeId: string } | ChallengeRefusal> {
  return db().$transaction(async (tx) => {
    // One player's posts queue up here, so two at once cannot both pass the limit.
    await tx.$executeRaw`select id from "User" where id = ${challengerId} for update`;
    const open = await tx.challenge.count({
      where: { challengerId, gameType: input.gameType, status: "OPEN", expiresAt: { gt: now } },
    });
    if (open >= openPerGame)
      return {
        ok: false as const,
        status: 429 as const,
        reason: `You already have ${open} open challenges for this game. Withdraw one, or wait for an answer.`,
      };
    const rating = await tx.rating.findUnique({
      where: { userId_gameType: { userId: challengerId, gameType: input.gameType } },
      select: { rating: true, deviation: true },
    });
    const leftOut = leavesOutPoster(
      { min: input.minRating, max: input.maxRating },
      rating,
      gameName(input.gameType),
    );
    if (leftOut)
      return { ok: false as const, status: 400 as const, field: "minRating" as const, reason: leftOut };
    const expiresAt = new Date(now.getTime() + input.expiresInDays * dayMs);
    const challenge = await tx.challenge.create({
      data: {
        challengerId,
        gameType: input.gameType,
        daysPerMove: input.daysPerMove,
        incrementDays: input.incrementDays,
        takebacks: takebacksAllowed(input.takebacks, input.rated),
        color: colorOf[input.colour],
        rated: input.rated,
        minRating: input.minRating,
        maxRating: input.maxRating,
        note: input.note,
        expiresAt,
        createdAt: now,
      },
    });
    await addJob(
      tx,
      tasks.challengeExpiry,
      { challengeId: challenge.id },
      {
        jobKey: `challenge-expiry:${challenge.id}`,
        runAt: expiresAt,
      },
    );
    // Nobody accepts it within a day: the computer is offered instead (lib/bot/fallback.ts).
    await addJob(
      tx,
      tasks.computerOffer,
      { challengeId: challenge.id },
      { jobKey: `computer-offer:${challenge.id}`, runAt: new Date(now.getTime() + computerOfferAfterMs) },
    );
    await addJob(
      tx,
      tasks.challengePosted,
      { challengeId: challenge.id },
      { jobKey: `challenge-posted:${challenge.id}` },
    );
    return { ok: true as const, challengeId: challenge.id };
  });
}

/** The challenger takes it back while it is open. */
export async function withdrawChallenge(
  challengeId: string,
  userId: string,
  now: Date,
): Promise<{ ok: true } | ChallengeRefusal> {
  const done = await db().challenge.updateMany({
    where: { id: challengeId, challengerId: userId, status: "OPEN" },
    data: { status: "WITHDRAWN" },
  });
  if (done.count === 1) return { ok: true };
  const challenge = await db().challenge.findUnique({ where: { id: challengeId } });
  if (!challenge || challenge.challengerId !== userId)
    return { ok: false, status: 404, reason: "There is no such challenge of yours." };
  if (challenge.status === "ACCEPTED")
    return { ok: false, status: 409, reason: "Too late: someone accepted it and the game has started." };
  return {
    ok: false,
    status: 410,
    reason: challenge.expiresAt <= now ? "It had expired already." : "It was withdrawn already.",
  };
}

/** The expiry job: an open challenge past its time leaves the lobby for good. */
export async function expireChallenge(challengeId: string, now: Date): Promise<boolean> {
  const done = await db().challenge.updateMany({
    where: { id: challengeId, status: "OPEN", expiresAt: { lte: now } },
    data: { status: "EXPIRED" },
  });
  return done.count === 1;
}
