// What a finished rated game does to its two players' ratings for that game, inside the
// transaction that finishes it (finishGame in lib/games/turn/play.ts): both Rating rows are locked
// (created from `newcomer` when missing), each player takes one Glicko-2 step against the other's
// rating from before the game, and a RatingChange per player records it. The game, both ratings
// and both changes commit together or not at all. A casual game, and a game that ended before both
// sides had moved, change nothing.

import type { Winner } from "../engine";
import type { Game as GameRow, RatingChange } from "../generated/prisma/client";
import type { Transaction } from "../jobs/queue";
import { afterGame, type Glicko, newcomer } from "./glicko";

/** A game rates once both sides have moved: a resignation before that says nothing about strength. */
export const pliesToRate = 2;

type FinishedGame = Pick<GameRow, "id" | "gameType" | "rated" | "plies" | "whiteId" | "blackId"> &
  Partial<Pick<GameRow, "status" | "bothMoved">>;

/** White's score: 1 for a win, ½ for a draw, 0 for a loss. */
export function whiteScore(winner: Winner): 0 | 0.5 | 1 {
  return winner === "w" ? 1 : winner === "b" ? 0 : 0.5;
}

/** Whether the game, now finished, changes its players' ratings. */
export function ratesGame(game: FinishedGame): boolean {
  // An aborted game has no result to rate, whatever its plies.
  if (game.status === "ABORTED") return false;
  // Both sides moved once: a takeback to the first moves does not make it a game of no result.
  const played = game.plies >= pliesToRate || game.bothMoved === true;
  return game.rated && played && game.whiteId !== game.blackId;
}

/**
 * Rates the finished game in the caller's transaction; returns the two changes (White's first),
 * or an empty list for a game that changes nothing.
 */
export async function rateGame(
  tx: Transaction,
  game: FinishedGame,
  winner: Winner,
  now: Date,
): Promise<RatingChange[]> {
  if (!ratesGame(game)) return [];
  const ratings = await lockRatings(tx, game.gameType, [game.whiteId, game.blackId], now);
  const white = ratings.get(game.whiteId) ?? newcomer;
  const black = ratings.get(game.blackId) ?? newcomer;
  const score = whiteScore(winner);
  // Each against the other's rating from before the game: the order of the two updates is no matter.
  const steps: [string, Glicko, Glicko][] = [
    [game.whiteId, white, afterGame(white, black, score)],
    [game.blackId, black, afterGame(black, white, (1 - score) as 0 | 0.5 | 1)],
  ];
  const changes: RatingChange[] = [];
  for (const [userId, before, after] of steps) {
    await tx.rating.update({
      where: { userId_gameType: { userId, gameType: game.gameType } },
      data: { ...after, games: { increment: 1 }, updatedAt: now },
    });
    changes.push(
      await tx.ratingChange.create({
        data: {
          userId,
          gameId: game.id,
          gameType: game.gameType,
          before: before.rating,
          after: after.rating,
          deviation: after.deviation,
          at: now,
        },
      }),
    );
  }
  return changes;
}

/**
 * Both players' ratings for the game, locked for this transaction: rows are created from
 * `newcomer` first when missing, then locked in the order of their ids, so two games of one player
 * that end at once take their turns (no update is lost) and never wait on each other in a circle.
 */
async function lockRatings(
  tx: Transaction,
  gameType: string,
  userIds: string[],
  now: Date,
): Promise<Map<string, Glicko>> {
  const sorted = [...userIds].sort();
  for (const userId of sorted) {
    await tx.$executeRaw`insert into "Rating" ("userId", "gameType", rating, deviation, volatility, games, "updatedAt")
      values (${userId}, ${gameType}, ${newcomer.rating}, ${newcomer.deviation}, ${newcomer.volatility}, 0, ${now})
      on conflict do nothing`;
  }
  const rows = await tx.$queryRaw<(Glicko & { userId: string })[]>`
    select "userId", rating, deviation, volatility from "Rating"
    where "gameType" = ${gameType} and "userId" in (${sorted[0]}, ${sorted[1]})
    order by "userId" for update`;
  return new Map(
    rows.map(({ userId, rating, deviation, volatility }) => [userId, { rating, deviation, volatility }]),
  );
}
