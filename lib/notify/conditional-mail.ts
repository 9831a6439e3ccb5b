// The email that tells a player what their conditional moves did (lib/conditional/answer.ts queues
// it in the move's transaction): the answer played for them, or the lines dropped and why. It goes
// to everyone who has not stopped all mail, like reminders: a move made in their name is news even
// to a player who reads their turns in the digest. Only the owner of the lines gets it; the opponent
// hears of the answer by their ordinary your-move email, as of any move.

import { createElement } from "react";
import ConditionalMoveEmail from "../../emails/conditional-move";
import { config } from "../config";
import { gameName, moveShown } from "../games/catalog/catalog";
import { gameLinkUrl } from "../games/stored/links";
import { sideOf } from "../games/stored/seats";
import { loadStoredGame } from "../games/stored/stored-game";
import type { PayloadOf } from "../jobs/payloads";
import type { tasks } from "../jobs/queue";
import { sendOnce } from "../mail/send-once";
import { preferencesUrl, withUnsubscribeKey } from "../mail/unsubscribe";
import { againstComputer, computerGameMail } from "./computer-mail";
import { conditionalKey } from "./event-keys";
import type { MailOutcome } from "./game-mail";
import { numberedMove, opponentName } from "./game-record";
import { wantsMail } from "./preferences";
import { gameMailHeaders, subjectStem } from "./thread";

export type ConditionalPayload = PayloadOf<typeof tasks.conditionalMove>;

export async function sendConditionalMove(payload: ConditionalPayload): Promise<MailOutcome> {
  const { gameId, userId, ply, played, notice, linesLeft } = payload;
  const game = await loadStoredGame(gameId);
  const side = game ? sideOf(game, userId) : null;
  // After a takeback, the move at `ply` may be another one than the job was queued for.
  if (!game || !side || game.rewinds !== (payload.rewinds ?? 0)) return "moved-on";
  const recipient = side === "WHITE" ? game.white : game.black;
  if (!wantsMail(recipient, "conditional")) return "not-wanted";
  if (againstComputer(game) && !computerGameMail("conditional", recipient, new Date()).send)
    return "not-wanted";
  const shown = (at: number) => {
    const move = game.moves.find((m) => m.ply === at);
    return move ? numberedMove(at, moveShown(game.gameType, move)) : null;
  };
  const theirMove = shown(played ? ply - 1 : ply);
  const yourMove = played ? shown(ply) : null;
  if (!theirMove || (played && !yourMove)) return "moved-on";
  return sendOnce(conditionalKey(game, ply, userId), async () => {
    const reader = await withUnsubscribeKey(recipient);
    const opponent = opponentName(game, side);
    const name = gameName(game.gameType);
    return {
      to: recipient.email,
      subject: yourMove
        ? `Played for you: ${yourMove} in ${subjectStem(name, opponent, game)}`
        : `Conditional moves dropped in ${subjectStem(name, opponent, game)}`,
      body: createElement(ConditionalMoveEmail, {
        appUrl: config().appUrl,
        email: recipient.email,
        preferencesUrl: preferencesUrl(reader),
        gameUrl: await gameLinkUrl(recipient.id, game.id),
        gameName: name,
        opponentName: opponent,
        theirMove,
        yourMove,
        notice,
        linesLeft,
      }),
      headers: gameMailHeaders(game.id, reader),
    };
  });
}
