// Ratings as the pages and emails read them: a player's rating for a game, what a rated game did
// to each player, a player's ratings with their history, and a game's leaderboard. Names of games
// are the caller's business (lib/games sits above this folder).

import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { dayMs } from "../time";
import {
  type Glicko,
  provisionalDeviation,
  ratingChangeLabel,
  ratingLabel,
  ratingWithDeviation,
} from "./glicko";

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
  /** "+12", "−12", "+0.4". */
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

/** One rated game in a player's history: when it ended and what it did. */
export type RatingStep = {
  at: Date;
  /** The rating after the game. */
  rating: number;
  /** "+12", "−0.4". */
  change: string;
  /** For a public game: its id, the opponent's name and the result; a private game names none. */
  game: { id: string; opponent: string; result: "won" | "drawn" | "lost" } | null;
};

export type PlayerRating = {
  gameType: string;
  rating: number;
  deviation: number;
  /** "1624", "1500?" */
  label: string;
  /** "1624 ± 95" */
  withDeviation: string;
  provisional: boolean;
  games: number;
  /** The rating before the first game of `history`. */
  start: number;
  /** The latest `historyLength` rated games, oldest first (none for a rating with no recorded change). */
  history: RatingStep[];
};

type StepRow = {
  gameType: string;
  before: number;
  after: number;
  at: Date;
  gameId: string;
  public: boolean;
  winner: string | null;
  white: boolean;
  name: string | null;
  email: string;
};

/** A player's rating in every game they have finished a rated game of, in no particular order. */
export async function playerRatings(userId: string): Promise<PlayerRating[]> {
  const [ratings, steps] = await Promise.all([
    db().rating.findMany({ where: { userId, games: { gt: 0 } } }),
    db().$queryRaw<StepRow[]>`
      select c."gameType", c.before, c.after, c.at, c."gameId", g.public, g.winner,
        g."whiteId" = ${userId} as white, u.name, u.email
      from (
        select "gameType", before, after, at, id, "gameId",
          row_number() over (partition by "gameType" order by at desc, id desc) as latest
        from "RatingChange" where "userId" = ${userId}
      ) c
      join "Game" g on g.id = c."gameId"
      join "User" u on u.id = case when g."whiteId" = ${userId} then g."blackId" else g."whiteId" end
      where c.latest <= ${historyLength}
      order by c."gameType", c.at, c.id`,
  ]);
  return ratings.map((rating) => {
    const own = steps.filter((step) => step.gameType === rating.gameType);
    return {
      gameType: rating.gameType,
      rating: rating.rating,
      deviation: rating.deviation,
      label: ratingLabel(rating),
      withDeviation: ratingWithDeviation(rating),
      provisional: rating.deviation >= provisionalDeviation,
      games: rating.games,
      start: own[0]?.before ?? rating.rating,
      history: own.map((step) => ({
        at: step.at,
        rating: step.after,
        change: ratingChangeLabel(step),
        game: step.public
          ? { id: step.gameId, opponent: displayName(step), result: resultFor(step.winner, step.white) }
          : null,
      })),
    };
  });
}

function resultFor(winner: string | null, white: boolean): "won" | "drawn" | "lost" {
  if (winner === "draw" || winner === null) return "drawn";
  return (winner === "w") === white ? "won" : "lost";
}

export type LeaderboardLine = {
  place: number;
  userId: string;
  name: string;
  rating: number;
  deviation: number;
  /** "1624", "1500?" */
  label: string;
  games: number;
};

/** The leaderboard's length (and that of its list of provisional ratings). */
export const leaderboardSize = 100;
/** A rating stays on the leaderboard this long after its player's last rated game of the game. */
export const leaderboardDays = 365;

/**
 * The best `leaderboardSize` ratings of a game among players who finished a rated game of it
 * within `leaderboardDays` of `now`: the settled ones (the leaderboard), or with `provisional` the
 * ratings still provisional, listed apart and marked, so a lucky first win never outranks a
 * settled rating. Glicko-2's deviation does not grow here between games (each game is its own
 * rating period), so the recency rule is what keeps a player who stopped long ago from holding a
 * place.
 */
export async function leaderboard(
  gameType: string,
  now: Date,
  { provisional = false }: { provisional?: boolean } = {},
): Promise<LeaderboardLine[]> {
  const since = new Date(now.getTime() - leaderboardDays * dayMs);
  const rows = await db().$queryRaw<
    { userId: string; rating: number; deviation: number; games: number; name: string | null; email: string }[]
  >`select r."userId", r.rating, r.deviation, r.games, u.name, u.email
    from "Rating" r join "User" u on u.id = r."userId"
    where r."gameType" = ${gameType} and r.games > 0
      and (r.deviation >= ${provisionalDeviation}) = ${provisional}
      and exists (select 1 from "RatingChange" c
        where c."userId" = r."userId" and c."gameType" = r."gameType" and c.at > ${since})
    order by r.rating desc, r."userId"
    limit ${leaderboardSize}`;
  return rows.map((row, index) => ({
    place: index + 1,
    userId: row.userId,
    name: displayName(row),
    rating: row.rating,
    deviation: row.deviation,
    label: ratingLabel(row),
    games: row.games,
  }));
}
