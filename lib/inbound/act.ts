// A reply's command, acted on through the same service functions as the game page's forms, inside
// the caller's transaction. What came of it is an outcome: stored on the reply's row, and read by
// the answer email (lib/inbound/answer.ts).
import { moveCaption } from "../board/move-caption";
import { getGame } from "../engine";
import { moveShown } from "../games/catalog";
import { lockGame, positionOf, sideOf, submitMove, type TurnResult } from "../games/play";
import { answerDraw, offerDraw, resign } from "../games/resolve";
import { answerTakeback } from "../games/takeback";
import type { Game as GameRow, Side } from "../generated/prisma/client";
import type { Transaction } from "../jobs/queue";
import type { ReplyTarget } from "../mail/reply-address";
import { withoutSpecReferences } from "../rules-text";
import type { ReadReply } from "./command";

export type ReplyOutcome =
  | { kind: "played"; said: ReadReply; move: string; ply: number; over: boolean }
  | { kind: "resigned"; said: ReadReply }
  | { kind: "draw-offered"; said: ReadReply }
  | { kind: "draw-agreed"; said: ReadReply }
  | { kind: "draw-declined"; said: ReadReply }
  | { kind: "takeback-accepted"; said: ReadReply }
  | { kind: "takeback-declined"; said: ReadReply }
  | { kind: "help"; said: ReadReply }
  | { kind: "refused"; said: ReadReply; reason: string; hints: Hints | null }
  | { kind: "confirm"; said: ReadReply; detail: string; text: string; ply: number }
  | { kind: "replies-off"; said: ReadReply };

/** Moves to reply with instead, under a heading that says why these. */
export type Hints = { heading: string; items: string[] };

const refused = (said: ReadReply, reason: string, hints: Hints | null = null): ReplyOutcome => ({
  kind: "refused",
  said,
  reason,
  hints,
});

/** The first square a move's text names ("Nb1-c3" → b1, "exd5" → d5), if any. */
function squareIn(text: string): string | undefined {
  return /([a-z])(1[0-6]|[1-9])/.exec(text)?.[0];
}

/**
 * What to reply with instead of a refused move: the moves the text could have meant (an ambiguous
 * move: every Mercenary placement, every heading), else the moves of the piece on the first square
 * it names, else the moves onto that square; null when it names no square a move starts or ends on.
 */
export function hintsFor(game: GameRow, text: string, limit = 16): Hints | null {
  const engine = getGame(game.gameType);
  if (!engine.ok) return null;
  const position = positionOf(game);
  const choices = engine.value.moveChoices(position);
  const typed = text.trim().toLowerCase();
  const named = squareIn(text);
  const meant =
    typed.length >= 2 ? choices.filter((choice) => choice.text.toLowerCase().startsWith(typed)) : [];
  const from = choices.filter((choice) => choice.from === named);
  const onto = choices.filter((choice) => choice.to === named);
  const [heading, list] =
    meant.length > 1
      ? ["Which one? Reply with one of these:", meant]
      : from.length > 0
        ? [`The moves of the piece on ${named}:`, from]
        : onto.length > 0
          ? [`The moves onto ${named}:`, onto]
          : [null, []];
  if (!heading) return null;
  const items = list.slice(0, limit).map((choice) => {
    const played = engine.value.move(position, choice.text);
    if (!played.ok) return choice.text;
    const shown = moveShown(game.gameType, { notation: choice.text, san: played.value.san });
    return `${shown}: ${moveCaption(engine.value, position, choice, played.value.position)}`;
  });
  if (list.length > limit) items.push(`… and ${list.length - limit} more: open the game to see them all.`);
  return { heading, items };
}

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
  if (command.kind === "help") return { kind: "help", said: read };
  if (game.status !== "ONGOING") return refused(read, "This game is over, so nothing was played.");
  // A key is good for its turn only, whatever the reply says: a resignation or a draw answered to
  // an old email is as stale as a move (a move from the web, an earlier reply or the clock).
  if (game.plies !== target.ply)
    return refused(
      read,
      game.plies > target.ply
        ? "The game has moved on since the email you answered, so your reply did nothing. The position now is below."
        : "This reply does not belong to the game's current turn.",
    );
  if (command.kind === "empty")
    return refused(read, "Your reply had no move in it: write your move on the first line.");

  const { gameId, userId } = target;
  if (command.kind === "resign") {
    const result = await resign(gameId, userId, now, tx);
    return result.ok ? { kind: "resigned", said: read } : refused(read, failed(result));
  }
  if (command.kind === "draw") {
    const offered = game.drawOfferedBy !== null && game.drawOfferedBy !== side;
    const result = offered
      ? await answerDraw(gameId, userId, true, now, tx)
      : await offerDraw(gameId, userId, now, tx);
    if (!result.ok) return refused(read, failed(result));
    return { kind: offered ? "draw-agreed" : "draw-offered", said: read };
  }
  if (command.kind === "accept" || command.kind === "decline") {
    const accept = command.kind === "accept";
    const asked = askedOf(game, side, command.what);
    if ("refused" in asked) return refused(read, asked.refused);
    if (asked.what === "draw") {
      const result = await answerDraw(gameId, userId, accept, now, tx);
      if (!result.ok) return refused(read, failed(result));
      return { kind: accept ? "draw-agreed" : "draw-declined", said: read };
    }
    const result = await answerTakeback(gameId, userId, accept, now, tx);
    if (!result.ok) return refused(read, failed(result));
    return { kind: accept ? "takeback-accepted" : "takeback-declined", said: read };
  }

  const result = await submitMove(
    { gameId, userId, ply: target.ply + 1, move: command.text, message },
    now,
    tx,
  );
  if (!result.ok) return refused(read, failed(result), hintsFor(game, command.text));
  const played = await tx.move.findUniqueOrThrow({
    where: { gameId_ply: { gameId, ply: target.ply + 1 } },
    select: { notation: true, san: true },
  });
  return {
    kind: "played",
    said: read,
    move: moveShown(game.gameType, played),
    ply: target.ply + 1,
    over: result.game.status === "FINISHED",
  };
}
