// The link in every game email: /play/<token> opens that game signed in as the recipient.
// The token is an HMAC of (person, game) under the server secret, so it is unguessable, the
// same in every email of one game (a retried email carries the same link) and needs no
// storage of its own; only its hash is stored, which is what scopes it and lets us revoke it.
import { createHash, createHmac } from "node:crypto";
import { displayName } from "../../accounts/display-name";
import { config } from "../../config";
import { db } from "../../db/prisma";
import { dayMs } from "./deadline";

/** A finished game's links keep working this long, so the game-over email opens the result. */
export const linkGraceAfterFinishMs = 30 * dayMs;

function tokenFor(userId: string, gameId: string): string {
  return createHmac("sha256", config().authSecret)
    .update(`game-link:${userId}:${gameId}`)
    .digest("base64url");
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The emailed link for this person and game (records its hash; idempotent). Recorded on its own,
 * never in the transaction that sends the email: the link must work as soon as the email arrives.
 * Two jobs often record the same link at once (the inviter's "accepted" and White's first "your
 * move"), so it is one insert that skips an existing row, never a read then a write that races.
 */
export async function gameLinkUrl(userId: string, gameId: string): Promise<string> {
  const token = tokenFor(userId, gameId);
  const tokenHash = hashOf(token);
  // One INSERT … ON CONFLICT DO NOTHING: two emails to one person about one game (your-turn and
  // invitation-answered) often record the same link at once, and Prisma's upsert (read, then
  // insert) let the second fail on the key.
  await db().gameLink.createMany({ data: [{ tokenHash, userId, gameId }], skipDuplicates: true });
  return new URL(`/play/${token}`, config().appUrl).toString();
}

export type LinkTarget = { userId: string; gameId: string };

/** Who and which game a link opens, or null when it is forged, revoked or long past its game. */
export async function resolveGameLink(token: string, now: Date): Promise<LinkTarget | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const link = await db().gameLink.findUnique({
    where: { tokenHash: hashOf(token) },
    include: { game: { select: { status: true, finishedAt: true } } },
  });
  if (!link) return null;
  const { status, finishedAt } = link.game;
  // An aborted game has ended too.
  if (status !== "ONGOING" && finishedAt && now.getTime() - finishedAt.getTime() > linkGraceAfterFinishMs) {
    return null;
  }
  return { userId: link.userId, gameId: link.gameId };
}

export type LinkOwner = LinkTarget & { owner: { name: string; email: string } };

/** Whose link it is, for the page that asks before a browser signed in as someone else switches. */
export async function linkOwner(token: string, now: Date): Promise<LinkOwner | null> {
  const target = await resolveGameLink(token, now);
  if (!target) return null;
  const user = await db().user.findUnique({
    where: { id: target.userId },
    select: { name: true, email: true },
  });
  return user ? { ...target, owner: { name: displayName(user), email: user.email } } : null;
}

/** Where a game link leads a browser signed in as `viewerId` (null: nobody). */
export function linkOpening(target: LinkTarget, viewerId: string | null): "sign-in" | "signed-in" | "ask" {
  if (viewerId === null) return "sign-in";
  return viewerId === target.userId ? "signed-in" : "ask";
}
