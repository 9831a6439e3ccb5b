// A game as stored: the row with both players and its moves in order. The game page, the
// emails and the archive all load it this one way.
import { db } from "../db/prisma";

export const storedGameInclude = {
  white: true,
  black: true,
  moves: { orderBy: { ply: "asc" } },
} as const;

export function loadStoredGame(gameId: string) {
  return db().game.findUnique({ where: { id: gameId }, include: storedGameInclude });
}

export type StoredGame = NonNullable<Awaited<ReturnType<typeof loadStoredGame>>>;
