// Who may follow a game live (whoever may see it: ./viewers.ts), and the versions a live stream
// compares (lib/live/stream.ts).
import { db } from "../../db/prisma";
import { isRecordId } from "../../input/record-id";
import { mayView } from "./viewers";

export type Watched = { id: string; whiteId: string; blackId: string };

export async function watchedGame(gameId: string, userId: string): Promise<Watched | null> {
  if (!isRecordId(gameId)) return null;
  const game = await db().game.findUnique({
    where: { id: gameId },
    select: { id: true, whiteId: true, blackId: true, public: true, status: true },
  });
  return game && mayView(game, userId) ? game : null;
}

export async function gameVersion(gameId: string): Promise<number | null> {
  const game = await db().game.findUnique({ where: { id: gameId }, select: { version: true } });
  return game?.version ?? null;
}

/**
 * A person's games' version: the sum of their games' versions, which every change to one of them
 * (and every new game) raises. Their home page's live stream compares it.
 */
export async function playerVersion(userId: string): Promise<number> {
  const rows = await db().$queryRaw<{ total: bigint | null }[]>`
    select sum(version) as total from "Game" where "whiteId" = ${userId} or "blackId" = ${userId}`;
  return Number(rows[0]?.total ?? 0);
}
