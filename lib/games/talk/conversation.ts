// The players' conversation in a game, beyond the message a move carries (Move.message): what a
// player writes with a draw offer, a takeback request, an answer to either, or a resignation.
// A message is written in the transaction of the action it goes with, shown on the game page in
// order with the moves (for the players only), and quoted in the email that tells the other
// player of that action. A message with no action is the game chat (./chat.ts).
import { retryingDeadlocks } from "../../db/deadlock";
import { db } from "../../db/prisma";
import type { Game as GameRow, MessageAction } from "../../generated/prisma/client";
import { isRecordId } from "../../input/record-id";
import { withoutRefusedInMessage } from "../../input/text";
import type { Transaction } from "../../jobs/queue";
import { lockGame } from "../stored/seats";
import { messageLimit } from "../turn/input";
import type { TurnResult } from "../turn/play";

export type { MessageAction };

/** What the other player reads an action as, after the author's name. */
export const actionWords: Record<MessageAction, string> = {
  DRAW_OFFER: "offered a draw",
  TAKEBACK_REQUEST: "asked to take back a move",
  DRAW_ACCEPT: "accepted the draw",
  DRAW_DECLINE: "declined the draw",
  TAKEBACK_ACCEPT: "accepted the takeback",
  TAKEBACK_DECLINE: "declined the takeback",
  RESIGN: "resigned",
};

/** Added where a message was cut to fit: the reader sees that it goes on in the writer's mind. */
export const shortenedMark = "… (message shortened)";

/**
 * A message from mail as it can be kept: cleaned of what no form accepts, and cut to the length a
 * message may have, at a word where one is near, with `shortenedMark` at the end. Null when
 * nothing is left.
 */
export function fitMessage(text: string | undefined): { body: string; shortened: boolean } | null {
  const clean = withoutRefusedInMessage((text ?? "").replace(/\r\n?|[\u2028\u2029]/g, "\n"))
    .normalize("NFC")
    .trim();
  if (!clean) return null;
  if (clean.length <= messageLimit) return { body: clean, shortened: false };
  const room = messageLimit - shortenedMark.length;
  let cut = room;
  // Not in the middle of a character made of two code units, nor of a word if one ends nearby.
  if (/\p{Surrogate}/u.test(clean[cut - 1] ?? "")) cut -= 1;
  const space = clean.slice(0, cut).search(/\s\S*$/);
  if (space > room - 60) cut = space;
  return { body: `${clean.slice(0, cut).trimEnd()}${shortenedMark}`, shortened: true };
}

export type NewMessage = {
  gameId: string;
  authorId: string;
  /** The game's plies when it was written. */
  ply: number;
  body: string;
  action: MessageAction | null;
};

/** Writes one message, in the transaction of what it goes with. */
export async function writeMessage(tx: Transaction, message: NewMessage, now: Date): Promise<{ id: string }> {
  return tx.gameMessage.create({ data: { ...message, writtenAt: now }, select: { id: true } });
}

/**
 * The message `authorId` wrote with `action` at `at` (the moment of that action, which its email
 * job carries), or null.
 */
export async function messageWith(
  gameId: string,
  authorId: string,
  action: MessageAction,
  at: Date,
): Promise<string | null> {
  const row = await db().gameMessage.findFirst({
    where: { gameId, authorId, action, writtenAt: at },
    select: { body: true },
  });
  return row?.body ?? null;
}

/** The message that went with what ended the game (a resignation, an accepted draw), or null. */
export async function closingMessage(gameId: string): Promise<{ authorId: string; body: string } | null> {
  return db().gameMessage.findFirst({
    where: { gameId, action: { in: ["RESIGN", "DRAW_ACCEPT"] } },
    orderBy: { writtenAt: "desc" },
    select: { authorId: true, body: true },
  });
}

export type ConversationMessage = {
  id: string;
  authorId: string;
  ply: number;
  body: string;
  action: MessageAction | null;
  writtenAt: Date;
};

/** The game's conversation, oldest first. */
export async function conversationOf(gameId: string): Promise<ConversationMessage[]> {
  return db().gameMessage.findMany({
    where: { gameId },
    orderBy: [{ writtenAt: "asc" }, { id: "asc" }],
    select: { id: true, authorId: true, ply: true, body: true, action: true, writtenAt: true },
  });
}

/** A game action that runs in the given transaction, or in one of its own. */
export type GameAction = (within?: Transaction) => Promise<TurnResult>;

/**
 * Does a game action from the game page (resign, a draw offer or answer, a takeback request or
 * answer) with the message its player wrote, in one transaction: the message is kept only when the
 * action is done, with the ply the game was at before it and the action's moment, by which the
 * email about the action finds it (`messageWith`). `actionOf` names what was done (an offered draw
 * that met the opponent's is an accepted one).
 */
export async function actWithMessage(
  said: { gameId: string; userId: string; message: string | undefined },
  now: Date,
  act: GameAction,
  actionOf: (game: Pick<GameRow, "status">) => MessageAction,
): Promise<TurnResult> {
  const { gameId, userId, message } = said;
  // Nothing to write with it: the action alone, in its own transaction.
  if (!message || !isRecordId(gameId)) return act();
  return retryingDeadlocks(() =>
    db().$transaction(async (tx) => {
      const before = await lockGame(tx, gameId);
      const result = await act(tx);
      if (result.ok && before)
        await writeMessage(
          tx,
          { gameId, authorId: userId, ply: before.plies, body: message, action: actionOf(result.game) },
          now,
        );
      return result;
    }),
  );
}
