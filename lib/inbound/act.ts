// A reply's command, acted on through the same service functions as the game page's forms, inside
// the caller's transaction. What came of it is an outcome: stored on the reply's row, and read by
// the answer email (lib/inbound/answer.ts). The message under the command goes with it: a move's on
// its Move row, any other action's into the game's conversation (lib/games/talk/conversation.ts), cut
// to the length a message may have rather than refusing the action.

import { moveShown } from "../games/catalog/catalog";
import { lockGame, sideOf, sideToMove } from "../games/stored/seats";
import { fitMessage, type MessageAction, writeMessage } from "../games/talk/conversation";
import { submitMove, type TurnResult } from "../games/turn/play";
import { answerDraw, offerDraw, resign } from "../games/turn/resolve";
import { answerTakeback } from "../games/turn/takeback";
import type { Side } from "../generated/prisma/client";
import type { Transaction } from "../jobs/queue";
import type { ReplyTarget } from "../mail/reply-address";
import { withoutSpecReferences } from "../rules-text";
import type { ReadReply } from "./command";
import { type Hints, movesToPlay, resolveMove } from "./move-hints";

export type { Hints };

/** The message that went with an action, as kept: cut to fit when it was longer. */
export type Sent = { body: string; shortened: boolean };

export type ReplyOutcome =
  | { kind: "played"; said: ReadReply; move: string; ply: number; over: boolean; sent?: Sent }
  | { kind: "resigned"; said: ReadReply; sent?: Sent }
  | { kind: "draw-offered"; said: ReadReply; sent?: Sent }
  | { kind: "draw-agreed"; said: ReadReply; sent?: Sent }
  | { kind: "draw-declined"; said: ReadReply; sent?: Sent }
  | { kind: "takeback-accepted"; said: ReadReply; sent?: Sent }
  | { kind: "takeback-declined"; said: ReadReply; sent?: Sent }
  /**
   * A reply to a chat email, sent to the chat (./chat-reply.ts); `notPlayed`: its first line, which
   * on a turn's email would have acted (a move, a word), and here did not.
   */
  | { kind: "chatted"; said: ReadReply; sent: Sent; notPlayed?: string }
  /** `moves`: what the player can play now (null when it is not their move). */
  | { kind: "help"; said: ReadReply; moves?: Hints | null }
  | { kind: "refused"; said: ReadReply; reason: string; hints: Hints | null }
  /**
   * `chat`: the reply was to a chat email, and confirming sends it to the chat. `rewinds`: the
   * record's version of its key (absent in rows from before keys had one: 0).
   */
  | {
      kind: "confirm";
      said: ReadReply;
      detail: string;
      text: string;
      ply: number;
      rewinds?: number;
      chat?: boolean;
    }
  | { kind: "replies-off"; said: ReadReply };

const refused = (said: ReadReply, reason: string, hints: Hints | null = null): ReplyOutcome => ({
  kind: "refused",
  said,
  reason,
  hints,
});

/**
 * What "accept" or "decline" answers: the opponent's draw offer or takeback request, the one
 * named, or the only one waiting.
 */
function askedOf(
  game: { drawOfferedBy: Side | null; takebackBy: Side | null },
  side: Side,
  named: "draw" | "takeback" | undefined,
): { what: "draw" | "takeback" } | { refused: string } {
  const draw = game.drawOfferedBy !== null && game.drawOfferedBy !== side;
  const takeback = game.takebackBy !== null && game.takebackBy !== side;
  if (named === "draw")
    return draw
      ? { what: "draw" }
      : { refused: "There is no draw offer to answer (a move may have withdrawn it)." };
  if (named === "takeback")
    return takeback
      ? { what: "takeback" }
      : { refused: "There is no takeback request to answer (a move may have withdrawn it)." };
  if (draw && takeback)
    return {
      refused:
        "Your opponent offers a draw and asks for a takeback: write “accept draw”, “decline draw”, “accept takeback” or “decline takeback”.",
    };
  if (draw) return { what: "draw" };
  if (takeback) return { what: "takeback" };
  return { refused: "There is no draw offer or takeback request to answer." };
}

const failed = (result: TurnResult) => (result.ok ? "" : withoutSpecReferences(result.reason));

type Done =
  | "resigned"
  | "draw-offered"
  | "draw-agreed"
  | "draw-declined"
  | "takeback-accepted"
  | "takeback-declined";

const actionOf: Record<Done, MessageAction> = {
  resigned: "RESIGN",
  "draw-offered": "DRAW_OFFER",
  "draw-agreed": "DRAW_ACCEPT",
  "draw-declined": "DRAW_DECLINE",
  "takeback-accepted": "TAKEBACK_ACCEPT",
  "takeback-declined": "TAKEBACK_DECLINE",
};

/** Acts on the command for the key's player, in `tx`, with the game row locked first. */
export async function act(
  tx: Transaction,
  target: ReplyTarget,
  read: ReadReply,
  now: Date,
): Promise<ReplyOutcome> {
  const { command, message } = read;
  const game = await lockGame(tx, target.gameId);
  const side = game && sideOf(game, target.userId);
  if (!game || !side) return refused(read, "There is no such game.");
  if (command.kind === "help") {
    const yours = game.status === "ONGOING" && sideToMove(game) === side;
    return { kind: "help", said: read, moves: yours ? movesToPlay(game) : null };
  }
  if (game.status !== "ONGOING") return refused(read, "This game is over, so nothing was played.");
  // A key is good for its turn only, whatever the reply says: a resignation or a draw answered to
  // an old email is as stale as a move (a move from the web, an earlier reply or the clock). A
  // takeback that brought the game back to the key's ply made another turn (the record's version
  // went up), and the key answers only the one it was written for.
  if (game.plies !== target.ply || game.rewinds !== target.rewinds)
    return refused(
      read,
      game.plies > target.ply || game.rewinds !== target.rewinds
        ? "The game has moved on since the email you answered, so your reply did nothing. The position now is below."
        : "This reply does not belong to the game's current turn.",
    );
  if (command.kind === "empty")
    return refused(read, "Your reply had no move in it: write your move on the first line.");

  const { gameId, userId } = target;
  // The action's message joins the game's conversation in the same transaction.
  const done = async (kind: Done): Promise<ReplyOutcome> => {
    const sent = fitMessage(message);
    if (sent)
      await writeMessage(
        tx,
        { gameId, authorId: userId, ply: game.plies, body: sent.body, action: actionOf[kind] },
        now,
      );
    return { kind, said: read, ...(sent ? { sent } : {}) };
  };
  if (command.kind === "resign") {
    const result = await resign(gameId, userId, now, tx);
    return result.ok ? done("resigned") : refused(read, failed(result));
  }
  if (command.kind === "draw") {
    const offered = game.drawOfferedBy !== null && game.drawOfferedBy !== side;
    const result = offered
      ? await answerDraw(gameId, userId, true, now, tx)
      : await offerDraw(gameId, userId, now, tx);
    if (!result.ok) return refused(read, failed(result));
    return done(offered ? "draw-agreed" : "draw-offered");
  }
  if (command.kind === "accept" || command.kind === "decline") {
    const accept = command.kind === "accept";
    const asked = askedOf(game, side, command.what);
    if ("refused" in asked) return refused(read, asked.refused);
    if (asked.what === "draw") {
      const result = await answerDraw(gameId, userId, accept, now, tx);
      if (!result.ok) return refused(read, failed(result));
      return done(accept ? "draw-agreed" : "draw-declined");
    }
    const result = await answerTakeback(gameId, userId, accept, now, tx);
    if (!result.ok) return refused(read, failed(result));
    return done(accept ? "takeback-accepted" : "takeback-declined");
  }

  const meant = resolveMove(game, command.text);
  if (!meant.ok) return refused(read, meant.reason, meant.hints);
  // A remark on the move's own line ("e4 - good luck") opens the message.
  const sent = fitMessage([meant.remark, message].filter(Boolean).join("\n"));
  // The game is locked and the move read already: submitMove does neither again.
  const result = await submitMove(
    {
      gameId,
      userId,
      ply: target.ply + 1,
      move: meant.move,
      message: sent?.body,
      read: { game, move: meant.played },
    },
    now,
    tx,
  );
  if (!result.ok || !result.played) return refused(read, failed(result));
  return {
    kind: "played",
    said: read,
    move: moveShown(game.gameType, result.played),
    ply: target.ply + 1,
    over: result.game.status === "FINISHED",
    ...(sent ? { sent } : {}),
  };
}
