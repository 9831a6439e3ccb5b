// The confirm link in the answer to a reply we could not authenticate: /reply/<key> shows what the
// reply asked for, and only its POST form acts (mail scanners open links). The key is random and
// only its hash is stored; it acts once, while the reply's turn lasts, and afterwards the page says
// what came of it.
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import type { ReplyOutcome } from "./act";
import { actOnReply } from "./act-on-reply";
import { confirmKeyHash } from "./answer";
import { confirmKeyInput } from "./input";

export type ReplyStatus =
  | {
      state: "pending";
      gameId: string;
      gameName: string;
      said: string;
      message: string | undefined;
      /** A reply to a chat email: confirming sends all of it (`message`) to the chat. */
      chat: boolean;
    }
  | { state: "done"; gameId: string; summary: string };

/** One line on what a confirmed reply did. */
export function outcomeSummary(outcome: ReplyOutcome): string {
  switch (outcome.kind) {
    case "played":
      return `Played: ${outcome.move}.`;
    case "refused":
      return `Not played: ${outcome.reason}`;
    case "resigned":
      return "You resigned.";
    case "draw-offered":
      return "Draw offered.";
    case "draw-agreed":
      return "Drawn by agreement.";
    case "draw-declined":
      return "Draw offer declined.";
    case "takeback-accepted":
      return "Takeback accepted.";
    case "takeback-declined":
      return "Takeback declined.";
    case "chatted":
      return "Your message went to the chat.";
    default:
      return "Done.";
  }
}

async function rowOf(key: string) {
  if (!confirmKeyInput.safeParse({ key }).success) return null;
  const row = await db().inboundMail.findUnique({ where: { confirmHash: confirmKeyHash(key) } });
  if (!row?.userId || !row.gameId || !row.outcome) return null;
  return { ...row, userId: row.userId, gameId: row.gameId, outcome: row.outcome as unknown as ReplyOutcome };
}

/** What a confirm link would do, or did; null when there is no such link. */
export async function replyStatus(key: string): Promise<ReplyStatus | null> {
  const row = await rowOf(key);
  if (!row) return null;
  if (row.state === "ANSWERED")
    return { state: "done", gameId: row.gameId, summary: outcomeSummary(row.outcome) };
  if (row.state !== "CONFIRMING" || row.outcome.kind !== "confirm") return null;
  const game = await db().game.findUnique({ where: { id: row.gameId }, select: { gameType: true } });
  const { command, message } = row.outcome.said;
  const chat = row.outcome.chat === true;
  return {
    state: "pending",
    gameId: row.gameId,
    gameName: gameName(game?.gameType ?? ""),
    said: chat ? "your message" : command.kind === "move" ? command.text : command.kind,
    message: chat ? row.outcome.text : message,
    chat,
  };
}

/** Acts on the confirmed reply, once; its answer email says what came of it. */
export async function confirmReply(
  key: string,
  now: Date,
): Promise<{ ok: true; gameId: string; outcome: ReplyOutcome } | { ok: false; reason: string }> {
  const row = await rowOf(key);
  if (!row)
    return {
      ok: false,
      reason: "This confirm link does not work. Use the link in the email exactly as it came.",
    };
  const { outcome } = row;
  if (row.state !== "CONFIRMING" || outcome.kind !== "confirm")
    return { ok: false, reason: "This reply was confirmed already." };
  const target = {
    userId: row.userId,
    gameId: row.gameId,
    ply: outcome.ply,
    rewinds: outcome.rewinds ?? 0,
    chat: outcome.chat === true,
  };
  const done = await actOnReply(row.id, "CONFIRMING", target, outcome.text, now);
  if (!done) return { ok: false, reason: "This reply was confirmed already." };
  return { ok: true, gameId: row.gameId, outcome: done };
}
