// The reply address of a game email (read back by lib/inbound/): move+<key>@INBOUND_DOMAIN. One random 128-bit key per email,
// written as 32 hex digits (mail systems may change the case of an address's local part, so the
// key must survive lower-casing); only its SHA-256 is stored. A key acts for one person, in one
// game, for the turn after the ply it was written at in the record's version of then (a takeback
// that brings the game back to that ply makes another turn), and is refused once that turn is over; a
// chat email's key adds a reply to the game's chat instead, whatever the turn (lib/inbound/).
import { createHash, randomBytes } from "node:crypto";
import { config } from "../config";
import { db } from "../db/prisma";

/**
 * Whom a key acts for, in which game, and for what: the turn after `ply` in the record's version
 * `rewinds` (`Game.rewinds`), or the chat.
 */
export type ReplyTarget = { userId: string; gameId: string; ply: number; rewinds: number; chat: boolean };

/** The turn an email is about: the game at `ply`, in its record's version `rewinds`. */
export type TurnOf = { id: string; rewinds: number };

const keyPattern = /^move\+([0-9a-f]{32})@(.+)$/;

/** How a key is stored and counted (lib/inbound/admit.ts): its SHA-256, never the key. */
export function hashOf(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * A fresh reply address for this person's email about this turn (the game at `ply`), or about the
 * chat (`chat`), or null when replies are off: no domain receives them, or the person turned
 * reply-moves off.
 */
export async function replyAddressFor(
  person: { id: string; replyMoves: boolean },
  game: TurnOf,
  ply: number,
  options: { chat?: boolean } = {},
): Promise<string | null> {
  const inbound = config().inbound;
  if (!inbound || !person.replyMoves) return null;
  const key = randomBytes(16).toString("hex");
  await db().replyKey.create({
    data: {
      keyHash: hashOf(key),
      userId: person.id,
      gameId: game.id,
      ply,
      rewinds: game.rewinds,
      chat: options.chat ?? false,
    },
  });
  return `move+${key}@${inbound.domain}`;
}

/** The key in a reply address of ours (any case), or null for any other address. */
export function keyInAddress(address: string): string | null {
  const inbound = config().inbound;
  const match = keyPattern.exec(address.trim().toLowerCase());
  if (!inbound || !match || match[2] !== inbound.domain) return null;
  return match[1];
}

/** Whom and which turn a key stands for, or null when it is unknown (forged, or swept away). */
export async function replyTarget(key: string): Promise<ReplyTarget | null> {
  const row = await db().replyKey.findUnique({ where: { keyHash: hashOf(key) } });
  return (
    row && { userId: row.userId, gameId: row.gameId, ply: row.ply, rewinds: row.rewinds, chat: row.chat }
  );
}

/**
 * A key's target with what decides whether mail to it can still do something (lib/inbound/admit.ts):
 * when it was written, and where its game stands.
 */
export async function replyKeyOf(key: string) {
  const keyHash = hashOf(key);
  const row = await db().replyKey.findUnique({
    where: { keyHash },
    select: {
      userId: true,
      gameId: true,
      ply: true,
      rewinds: true,
      chat: true,
      createdAt: true,
      game: { select: { status: true, finishedAt: true, lastMoveAt: true } },
    },
  });
  return row && { ...row, keyHash };
}
