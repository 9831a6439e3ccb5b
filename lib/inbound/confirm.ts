// The confirm link in the answer to a reply we could not authenticate: /reply/<key> shows what the
// reply asked for, and only its POST form acts (mail scanners open links). The key is random, only
// its hash is stored, and it works once, while the reply's turn lasts.

import { db } from "../db/prisma";
import { gameName } from "../games/catalog";
import type { ReplyOutcome } from "./act";
import { confirmKeyHash } from "./answer";
import { actOnReply } from "./handle";

export type PendingReply = { gameId: string; gameName: string; said: string; message: string | undefined };

const keyShape = /^[0-9a-f]{32}$/;

async function confirming(key: string) {
  if (!keyShape.test(key)) return null;
  const row = await db().inboundMail.findUnique({ where: { confirmHash: confirmKeyHash(key) } });
  if (row?.state !== "CONFIRMING" || !row.userId || !row.gameId) return null;
  const outcome = row.outcome as unknown as ReplyOutcome;
  if (outcome?.kind !== "confirm") return null;
  return { row: { ...row, userId: row.userId, gameId: row.gameId }, outcome };
}

/** What a confirm link would do, or null when the link is not (or no longer) valid. */
export async function pendingReply(key: string): Promise<PendingReply | null> {
  const found = await confirming(key);
  if (!found) return null;
  const game = await db().game.findUnique({ where: { id: found.row.gameId }, select: { gameType: true } });
  const { command, message } = found.outcome.said;
  return {
    gameId: found.row.gameId,
    gameName: gameName(game?.gameType ?? ""),
    said: command.kind === "move" ? command.text : command.kind,
    message,
  };
}

/** Acts on the confirmed reply; its answer email says what came of it. */
export async function confirmReply(
  key: string,
  now: Date,
): Promise<{ ok: true; gameId: string; outcome: ReplyOutcome } | { ok: false; reason: string }> {
  const found = await confirming(key);
  if (!found)
    return {
      ok: false,
      reason: "This confirm link is not valid any more: it was used already, or its game moved on.",
    };
  const { row, outcome } = found;
  const done = await actOnReply(
    row.id,
    "CONFIRMING",
    { userId: row.userId, gameId: row.gameId, ply: outcome.ply },
    outcome.text,
    now,
  );
  if (!done) return { ok: false, reason: "This reply was confirmed already." };
  await db().inboundMail.update({ where: { id: row.id }, data: { confirmHash: null } });
  return { ok: true, gameId: row.gameId, outcome: done };
}
