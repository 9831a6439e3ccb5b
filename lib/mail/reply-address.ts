// The reply address of a game email (read back by lib/inbound/): move+<key>@INBOUND_DOMAIN. One random 128-bit key per email,
// written as 32 hex digits (mail systems may change the case of an address's local part, so the
// key must survive lower-casing); only its SHA-256 is stored. A key acts for one person, in one
// game, for the turn after the ply it was written at, and is refused once that turn is over.
import { createHash, randomBytes } from "node:crypto";
import { config } from "../config";
import { db } from "../db/prisma";

export type ReplyTarget = { userId: string; gameId: string; ply: number };

const keyPattern = /^move\+([0-9a-f]{32})@(.+)$/;

function hashOf(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * A fresh reply address for this person's email about this turn (the game at `ply`), or null when
 * replies are off: no domain receives them, or the person turned reply-moves off.
 */
export async function replyAddressFor(
  person: { id: string; replyMoves: boolean },
  gameId: string,
  ply: number,
): Promise<string | null> {
  const inbound = config().inbound;
  if (!inbound || !person.replyMoves) return null;
  const key = randomBytes(16).toString("hex");
  await db().replyKey.create({ data: { keyHash: hashOf(key), userId: person.id, gameId, ply } });
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
  return row && { userId: row.userId, gameId: row.gameId, ply: row.ply };
}

/**
 * The key's target while mail to it can still do something: its game goes on. (An earlier turn's
 * key still gets an answer saying the game moved on; a finished game's gets nothing.)
 */
export async function liveReplyTarget(key: string): Promise<(ReplyTarget & { keyHash: string }) | null> {
  const keyHash = hashOf(key);
  const row = await db().replyKey.findUnique({
    where: { keyHash },
    select: { userId: true, gameId: true, ply: true, game: { select: { status: true } } },
  });
  if (row?.game.status !== "ONGOING") return null;
  return { userId: row.userId, gameId: row.gameId, ply: row.ply, keyHash };
}
