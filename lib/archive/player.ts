// A player's public face: their name, their record per game (wins, draws, losses) over their
// public finished games, and their rating per game with its history. Only public games count in
// the record, for everyone, the player included, so the page says the same thing to whoever reads
// it; ratings are public whatever the games (a rated game says so when it is offered); an address
// never appears.
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { gameIds, gameName } from "../games/catalog/catalog";
import { type PlayerRating, playerRatings } from "../ratings/read";

export type GameRecordLine = {
  gameType: string;
  gameName: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
};

export type PlayerRecord = {
  id: string;
  name: string;
  /** One line per game they have played in public, in the catalog's order. */
  lines: GameRecordLine[];
  total: Omit<GameRecordLine, "gameType" | "gameName">;
  /** A rating per game they have finished a rated game of, in the catalog's order. */
  ratings: (PlayerRating & { gameName: string })[];
};

type CountRow = { gameType: string; wins: bigint; draws: bigint; losses: bigint };

/**
 * The player's record, or null when there is no such person or they have neither a public
 * finished game, a rating nor a challenge posted in the lobby (whose rows link to this page): a
 * page for someone who has only been invited would say that an address was invited.
 */
export async function playerRecord(userId: string): Promise<PlayerRecord | null> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true },
  });
  if (!user) return null;
  const counts = await db().$queryRaw<CountRow[]>`
    select "gameType",
      count(*) filter (where (winner = 'w' and "whiteId" = ${userId}) or (winner = 'b' and "blackId" = ${userId})) as wins,
      count(*) filter (where winner = 'draw') as draws,
      count(*) filter (where (winner = 'b' and "whiteId" = ${userId}) or (winner = 'w' and "blackId" = ${userId})) as losses
    from "Game"
    where status = 'FINISHED' and public and ("whiteId" = ${userId} or "blackId" = ${userId})
    group by "gameType"`;
  const rated = await playerRatings(userId);
  if (
    counts.length === 0 &&
    rated.length === 0 &&
    (await db().challenge.count({ where: { challengerId: userId } })) === 0
  )
    return null;
  const ratings = gameIds.flatMap((gameType) =>
    rated
      .filter((rating) => rating.gameType === gameType)
      .map((rating) => ({ ...rating, gameName: gameName(gameType) })),
  );
  const byGame = new Map(counts.map((row) => [row.gameType, row]));
  const lines = gameIds.flatMap((gameType): GameRecordLine[] => {
    const row = byGame.get(gameType);
    if (!row) return [];
    const [wins, draws, losses] = [Number(row.wins), Number(row.draws), Number(row.losses)];
    return [{ gameType, gameName: gameName(gameType), played: wins + draws + losses, wins, draws, losses }];
  });
  const total = lines.reduce(
    (sum, line) => ({
      played: sum.played + line.played,
      wins: sum.wins + line.wins,
      draws: sum.draws + line.draws,
      losses: sum.losses + line.losses,
    }),
    { played: 0, wins: 0, draws: 0, losses: 0 },
  );
  return { id: user.id, name: displayName(user), lines, total, ratings };
}
