// A player's own finished games, private ones included: how many (the account page) and all of
// them in one PGN file, newest first, with their move messages and, for rated games, the players'
// ratings (/account/games.pgn).
import { db } from "../db/prisma";
import { storedGameInclude } from "../games/stored/stored-game";
import { toPgn } from "./pgn";
import { ratingsOfGames, recordOf } from "./record";

const finishedBy = (userId: string) => ({
  status: "FINISHED" as const,
  OR: [{ whiteId: userId }, { blackId: userId }],
});

/** How many finished games the player has, and how many of them are public: one query. */
export async function ownFinishedCounts(userId: string): Promise<{ finished: number; public: number }> {
  const groups = await db().game.groupBy({
    by: ["public"],
    where: finishedBy(userId),
    _count: { _all: true },
  });
  const count = (isPublic: boolean) => groups.find((group) => group.public === isPublic)?._count._all ?? 0;
  return { finished: count(true) + count(false), public: count(true) };
}

/** Every finished game of the player as one PGN file, newest first, their messages as comments. */
export async function ownGamesPgn(userId: string): Promise<string> {
  const games = await db().game.findMany({
    where: finishedBy(userId),
    orderBy: [{ finishedAt: "desc" }, { id: "desc" }],
    include: storedGameInclude,
  });
  const ratings = await ratingsOfGames(games);
  return games.map((game) => toPgn(recordOf(game, ratings.get(game.id)), { withMessages: true })).join("\n");
}
