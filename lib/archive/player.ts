// A player's public face: their name and their record per game (wins, draws, losses) over their
// public finished games. Only public games count, for everyone, the player included, so the
// page says the same thing to whoever reads it; an address never appears.
import { displayName } from "../accounts/display-name";
import { db } from "../db/prisma";
import { gameIds, gameName } from "../games/catalog";

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
};

type CountRow = { gameType: string; wins: bigint; draws: bigint; losses: bigint };

/**
 * The player's record, or null when there is no such person or they have no public finished
 * game: a page for someone who has only been invited would say that an address was invited.
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
  if (counts.length === 0) return null;
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
  return { id: user.id, name: displayName(user), lines, total };
}
