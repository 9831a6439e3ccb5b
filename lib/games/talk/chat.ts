// The game chat: a message on its own, without a move, written by either player at any time while
// the game goes on and for a month after it ends ("gg", the post-mortem). It is a GameMessage with
// no action (./conversation.ts), so the game page shows it in the one conversation with the move
// messages and the action messages, in time order, to the two players only.
//
// The other player hears of it by email, by their mail choice: at once (lib/notify/chat-mail.ts),
// or in the daily digest. "At once" is a few minutes later, so that what is written close together
// goes in one email, and never sooner than a while after the previous chat email in the same game:
// a flood of messages is a handful of emails. The writer is held to a number of messages an hour.
import { computerIn } from "../../accounts/computer";
import { db } from "../../db/prisma";
import type { Game } from "../../generated/prisma/client";
import { addJob, type Transaction, tasks } from "../../jobs/queue";
import { announceGameChange } from "../../live/announce";
import { hit, type Limit, waitPhrase } from "../../rate-limit";
import { dayMs } from "../../time";
import { idOn, otherSide, sideOf } from "../stored/seats";
import { writeMessage } from "./conversation";

const minuteMs = 60_000;

export const chatRules = {
  /** The chat stays open this long after the game ends. */
  openAfterEndMs: 30 * dayMs,
  /** A chat email's reply address takes replies this long (while the chat is open). */
  keyLifeMs: 30 * dayMs,
  /** What one player may write in one game's chat in an hour. */
  perHour: { max: 30, windowSeconds: 3600 } satisfies Limit,
  /** A chat email waits this long after the first message it carries, for the ones after it. */
  gatherMs: 2 * minuteMs,
  /** And comes no sooner than this after the previous chat email to the same player in the game. */
  spacingMs: 10 * minuteMs,
};

type Ending = Pick<Game, "status" | "finishedAt" | "lastMoveAt">;

/** Why the game's chat takes no more messages, or null while it is open. */
export function chatClosed(game: Ending, now: Date): string | null {
  if (game.status === "ONGOING") return null;
  const ended = game.finishedAt ?? game.lastMoveAt;
  if (now.getTime() - ended.getTime() <= chatRules.openAfterEndMs) return null;
  return "This game's chat closed 30 days after the game ended.";
}

/** Whether a reply to a chat email written at `createdAt` may still add to the chat. */
export function chatKeyOpen(key: { createdAt: Date; game: Ending }, now: Date): boolean {
  return !chatClosed(key.game, now) && now.getTime() - key.createdAt.getTime() <= chatRules.keyLifeMs;
}

/** Why a game against the computer has no chat: it reads none (lib/bot/). */
export const noChatWithComputer = "The computer reads no messages, so a game against it has no chat.";

export type ChatResult = { ok: true; messageId: string } | { ok: false; status: number; reason: string };

/** The send-once key prefix and job key of the chat emails to `recipientId` in a game. */
export const chatMailJobKey = (gameId: string, recipientId: string) => `chat-mail:${gameId}:${recipientId}`;

/**
 * Writes `body` (already checked: the form's schema, or fitMessage for mail) to the game's chat for
 * `userId`, in `tx`, and queues the email that tells the other player. Refused, writing nothing,
 * when the person is not a player, the chat is closed, or they wrote too much this hour.
 */
export async function writeChat(
  tx: Transaction,
  chat: { gameId: string; userId: string; body: string },
  now: Date,
): Promise<ChatResult> {
  const game = await tx.game.findUnique({
    where: { id: chat.gameId },
    select: {
      id: true,
      whiteId: true,
      blackId: true,
      plies: true,
      status: true,
      finishedAt: true,
      lastMoveAt: true,
    },
  });
  const side = game && sideOf(game, chat.userId);
  if (!game || !side) return { ok: false, status: 404, reason: "There is no such game." };
  if (computerIn(game)) return { ok: false, status: 409, reason: noChatWithComputer };
  const closed = chatClosed(game, now);
  if (closed) return { ok: false, status: 409, reason: closed };
  const limit = await hit(`chat:${game.id}:${chat.userId}`, chatRules.perHour, now);
  if (!limit.allowed)
    return {
      ok: false,
      status: 429,
      reason: `You have written ${chatRules.perHour.max} messages in this game within the hour; the next can go in ${waitPhrase(limit.retryAfterSeconds)}.`,
    };
  const message = await writeMessage(
    tx,
    { gameId: game.id, authorId: chat.userId, ply: game.plies, body: chat.body, action: null },
    now,
  );
  await announceGameChange(tx, game.id);
  const recipientId = idOn(game, otherSide(side));
  await addJob(
    tx,
    tasks.chatMail,
    { gameId: game.id, to: recipientId },
    {
      jobKey: chatMailJobKey(game.id, recipientId),
      runAt: await chatMailTime(tx, game.id, chat.userId, now),
      jobKeyMode: "preserve_run_at",
      // One at a time per game and recipient: a batch is claimed, sent and marked by one job alone.
      queueName: chatMailJobKey(game.id, recipientId),
    },
  );
  return { ok: true, messageId: message.id };
}

/**
 * When the email carrying a message written at `now` goes: after the gathering wait, and not before
 * the spacing after the last chat email this author's messages went in. A job already waiting
 * keeps its own time (preserve_run_at), so the first unsent message sets it.
 */
async function chatMailTime(tx: Transaction, gameId: string, authorId: string, now: Date): Promise<Date> {
  const last = await tx.gameMessage.aggregate({
    where: { gameId, authorId, action: null, mailedAt: { not: null } },
    _max: { mailedAt: true },
  });
  const gathered = now.getTime() + chatRules.gatherMs;
  const spaced = (last._max.mailedAt?.getTime() ?? 0) + chatRules.spacingMs;
  return new Date(Math.max(gathered, spaced));
}

/** The game page's chat form: writes the message in a transaction of its own. */
export function sendChat(gameId: string, userId: string, body: string, now: Date): Promise<ChatResult> {
  return db().$transaction((tx) => writeChat(tx, { gameId, userId, body }, now));
}
