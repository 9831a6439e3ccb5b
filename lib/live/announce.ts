// Telling open game pages that a game changed. Every change a game page shows (a move, a chat
// message, an offer or its answer, the end) bumps the game's `version` and sends a NOTIFY in the
// transaction that makes it: PostgreSQL delivers it at commit, to every listening process (app
// instances and workers alike, lib/live/listener.ts), and never for a rolled-back change. The
// payload carries ids only (NOTIFY allows 8000 bytes): the page reads the rest.
import type { Transaction } from "../jobs/queue";

/** The channel every process listens on. */
export const gameEventsChannel = "game_events";

/** What a NOTIFY on `gameEventsChannel` says: which game, at which version, whose games changed. */
export type GameEvent = { gameId: string; version: number; playerIds: [string, string] };

/**
 * The event a payload names ("gameId:version:whiteId:blackId", as announceGameChange writes it), or
 * null for one this code did not write.
 */
export function readPayload(payload: string): GameEvent | null {
  const [gameId, version, whiteId, blackId, ...rest] = payload.split(":");
  const number = Number(version);
  if (rest.length || !gameId || !whiteId || !blackId || !Number.isSafeInteger(number)) return null;
  return { gameId, version: number, playerIds: [whiteId, blackId] };
}

/**
 * Bumps the game's version and announces it, in `tx`: pages showing the game refresh when it
 * commits. Call it in the transaction of any change a game page shows.
 */
export async function announceGameChange(tx: Transaction, gameId: string): Promise<void> {
  // One round trip: the version bumped and announced in the same statement.
  await tx.$executeRaw`
    with bumped as (
      update "Game" set version = version + 1 where id = ${gameId}
      returning id, version, "whiteId", "blackId"
    )
    select pg_notify(${gameEventsChannel}, concat_ws(':', id, version, "whiteId", "blackId")) from bumped`;
}
