// Ratings as the pages and emails read them: a player's rating for a game, what a rated game did
// to each player, a player's ratings with their history, and a game's leaderboard. Names of games
// are the caller's business (lib/games sits above this folder).

import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { dayMs } from "../time";
import { type Glicko, provisionalDeviation, ratingChangeLabel, ratingLabel } from "./glicko";

/** The players' current ratings for `gameType`; someone with no rated game of it is missing. */
export async function ratingsFor(userIds: readonly string[], gameType: string): Promise<Map<string, Glicko>> {
  const rows = await db().rating.findMany({
    where: { gameType, userId: { in: [...userIds] }, games: { gt: 0 } },
    select: { userId: true, rating: true, deviation: true, volatility: true },
  });
  return new Map(rows.map(({ userId, ...rating }) => [userId, rating]));
}

/** What a rated game did to one player: the rating it left them with, and by how much it moved. */
export type GameRatingChange = {
  userId: string;
  before: number;
  after: number;
  /** The rating after the game, as shown beside a name ("1636", "1612?"). */
  label: string;
  /** "+12", "−12", "±0". */
  change: string;
};

/** The rating changes of these games, by game id and then player id; casual games have none. */
export async function changesIn(
  gameIds: readonly string[],
): Promise<Map<string, Map<string, GameRatingChange>>> {
  const byGame = new Map<string, Map<string, GameRatingChange>>();
  if (gameIds.length === 0) return byGame;
  const rows = await db().ratingChange.findMany({ where: { gameId: { in: [...gameIds] } } });
  for (const row of rows) {
    const players = byGame.get(row.gameId) ?? new Map<string, GameRatingChange>();
    players.set(row.userId, {
      userId: row.userId,
      before: row.before,
      after: row.after,
      label: ratingLabel({ rating: row.after, deviation: row.deviation }),
      change: ratingChangeLabel(row),
    });
    byGame.set(row.gameId, players);
  }
  return byGame;
}

/** How many of a player's latest rated games the history chart draws, per game. */
export const historyLength = 100;

export type PlayerRating = {
  gameType: string;
  rating: number;
  label: string;
  provisional: boolean;
  games: number;
  /** Oldest first: the rating before the first game drawn, then after each game (at least two). */
  history: number[];
};

/** A player's rating in every game they have finished a rated game of, in no particular order. */
export async function playerRatings(userId: string): Promise<PlayerRating[]> {
  const [ratings, changes] = await Promise.all([
    db().rating.findMany({ where: { userId, games: { gt: 0 } } }),
    db().$queryRaw<{ gameType: string; before: number; after: number }[]>`
      select "gameType", before, after from (
        select "gameType", before, after, at, id,
          row_number() over (partition by "gameType" order by at desc, id desc) as latest
        from "RatingChange" where "userId" = ${userId}
      ) c
      where latest <= ${historyLength}
      order by "gameType", at, id`,
  ]);
  return ratings.map((rating) => {
    const own = changes.filter((change) => change.gameType === rating.gameType);
    const history =
      own.length === 0 ? [rating.rating] : [own[0].before, ...own.map((change) => change.after)];
    return {
      gameType: rating.gameType,
      rating: rating.rating,
      label: ratingLabel(rating),
      provisional: rating.deviation >= provisionalDeviation,
      games: rating.games,
      history,
    };
  });
}

export type LeaderboardLine = {
  place: number;
  userId: string;
  name: string;
  label: string;
  games: number;
};

/** The leaderboard's length. */
export const leaderboardSize = 100;
/** A rating stays on the leaderboard this long after its player's last rated game of the game. */
export const leaderboardDays = 365;

/**
 * The best `leaderboardSize` settled ratings of a game: players whose rating is no longer
 * provisional and who finished a rated game of it within `leaderboardDays` of `now`. Glicko-2's
 * deviation does not grow here between games (each game is its own rating period), so the recency
 * rule is what keeps a player who stopped long ago from holding a place.
 */
export async function leaderboard(gameType: string, now: Date): Promise<LeaderboardLine[]> {
  const since = new Date(now.getTime() - leaderboardDays * dayMs);
  const rows = await db().$queryRaw<
    { userId: string; rating: number; deviation: number; games: number; name: string | null; email: string }[]
  >`select r."userId", r.rating, r.deviation, r.games, u.name, u.email
    from "Rating" r join "User" u on u.id = r."userId"
    where r."gameType" = ${gameType} and r.deviation < ${provisionalDeviation}
      and exists (select 1 from "RatingChange" c
        where c."userId" = r."userId" and c."gameType" = r."gameType" and c.at > ${since})
    order by r.rating desc, r."userId"
    limit ${leaderboardSize}`;
  return rows.map((row, index) => ({
    place: index + 1,
    userId: row.userId,
    name: displayName(row),
    label: ratingLabel(row),
    games: row.games,
  }));
}
