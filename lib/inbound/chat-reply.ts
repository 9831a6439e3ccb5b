// A reply to a chat email (its key is a chat key: lib/mail/reply-address.ts). All of what the
// person wrote goes to the game's chat, cut to a message's length, whatever the turn: a reply to a
// chat email never moves, resigns or answers an offer, so a chat line such as "e4 was a surprise"
// can never be played by mistake. When its first line would have acted on a turn's email (a legal
// move now, on the replier's turn, or one of the reply words), the answer says it was sent as a
// message and not played, and its Reply-To takes the turn; otherwise a chat reply gets no answer
// (chat is not confirmed message by message).

import { sideOf, sideToMove } from "../games/stored/seats";
import { writeChat } from "../games/talk/chat";
import { fitMessage } from "../games/talk/conversation";
import type { Transaction } from "../jobs/queue";
import type { ReplyTarget } from "../mail/reply-address";
import type { ReplyOutcome } from "./act";
import { type ReadReply, readReply } from "./command";
import { resolveMove } from "./move-hints";

export async function actOnChat(
  tx: Transaction,
  target: ReplyTarget,
  text: string,
  now: Date,
): Promise<ReplyOutcome> {
  const said = readReply(text);
  const sent = fitMessage(text);
  if (!sent) return { kind: "refused", said, reason: "Your reply had nothing in it to send.", hints: null };
  const written = await writeChat(tx, { gameId: target.gameId, userId: target.userId, body: sent.body }, now);
  if (!written.ok) return { kind: "refused", said, reason: written.reason, hints: null };
  const notPlayed = await wouldHaveActed(tx, target, said);
  return { kind: "chatted", said, sent, ...(notPlayed ? { notPlayed } : {}) };
}

/** The first line, when on a turn's email it would have done something now; null otherwise. */
async function wouldHaveActed(tx: Transaction, target: ReplyTarget, said: ReadReply): Promise<string | null> {
  const { command } = said;
  if (command.kind === "empty") return null;
  if (command.kind !== "move") return command.kind;
  const game = await tx.game.findUnique({ where: { id: target.gameId } });
  if (game?.status !== "ONGOING" || sideToMove(game) !== sideOf(game, target.userId)) return null;
  return resolveMove(game, command.text).ok ? command.text : null;
}
