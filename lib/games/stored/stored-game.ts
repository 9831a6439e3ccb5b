// A game as stored: the row with both players and its moves in order. The game page, the
// emails and the archive all load it this one way.
import { db } from "../../db/prisma";
import { isRecordId } from "../../input/record-id";

export const storedGameInclude = {
  white: true,
  black: true,
  moves: { orderBy: { ply: "asc" } },
  /** A tournament's game names its tournament on its page, in its emails' subjects and its PGN. */
  tournament: { select: { id: true, name: true, number: true } },
} as const;

/** The game, or null when there is none; an id from an address that is no id (NUL, "../x") is none. */
export async function loadStoredGame(gameId: string) {
  if (!isRecordId(gameId)) return null;
  return db().game.findUnique({ where: { id: gameId }, include: storedGameInclude });
}

export type StoredGame = NonNullable<Awaited<ReturnType<typeof loadStoredGame>>>;
