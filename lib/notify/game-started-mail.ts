// The one email a game started by an acceptance brings the player who was waiting for it: the
// inviter (an invitation or a rematch) or the challenger (an open challenge). When they play White
// it is also their first "your move", with the board, the deadline and a reply address, and no
// separate your-move email is queued for them (lib/games/turn/start.ts).
import { createElement } from "react";
import GameStartedEmail, { gameStartedSubject, type StartedBy } from "../../emails/game-started";
import { needsWelcome } from "../accounts/welcome";
import { timeControlPhrase } from "../clock/clock";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { formatDeadline, timeLeftPhrase } from "../games/stored/deadline";
import { gameLinkUrl } from "../games/stored/links";
import { pausedTimeLeft, pausedTurn, pausedTurnSentence } from "../games/stored/paused-turn";
import { otherSide, type Side, sideName, sideOf, sideToMove } from "../games/stored/seats";
import { loadStoredGame } from "../games/stored/stored-game";
import { controlOf, deadlineNow } from "../games/stored/turn-clock";
import { sendOnce } from "../mail/send-once";
import { preferencesUrl, withUnsubscribeKey } from "../mail/unsubscribe";
import { againstComputer, computerGameMail } from "./computer-mail";
import { type MailOutcome, ratingLabels, turnMail } from "./game-mail";
import { opponentName } from "./game-record";
import { wantsMail } from "./preferences";
import { gameMailHeaders, subjectStem } from "./thread";

type Origin = {
  waitingId: string;
  accepted: StartedBy;
  /** The address the inviter typed, for an invitation by address; null otherwise. */
  typedAddress: string | null;
};

/** Who was waiting for this game to start, and what they had offered; null for a game nobody accepted. */
async function startedBy(gameId: string): Promise<Origin | null> {
  const origin = await db().game.findUnique({
    where: { id: gameId },
    select: {
      invitation: { select: { inviterId: true, rematchOfId: true, inviteeId: true, inviteeEmail: true } },
      challenge: { select: { challengerId: true } },
    },
  });
  if (origin?.invitation) {
    const { inviterId, rematchOfId, inviteeId, inviteeEmail } = origin.invitation;
    return {
      waitingId: inviterId,
      accepted: rematchOfId ? "rematch" : "invitation",
      typedAddress: inviteeId ? null : inviteeEmail,
    };
  }
  if (origin?.challenge)
    return { waitingId: origin.challenge.challengerId, accepted: "challenge", typedAddress: null };
  return null;
}

/**
 * The player who accepted, as the waiting one reads it: their chosen name; before they chose one
 * (the email goes within a minute, welcome or not: lib/games/turn/start.ts), the address the inviter
 * typed, which is how the inviter knows them, rather than a local part they never saw.
 */
function acceptorName(game: Parameters<typeof opponentName>[0], side: Side, origin: Origin): string {
  const acceptor = side === "WHITE" ? game.black : game.white;
  return needsWelcome(acceptor) && origin.typedAddress ? origin.typedAddress : opponentName(game, side);
}

export async function sendGameStarted(gameId: string, now: Date): Promise<MailOutcome> {
  const [game, origin] = await Promise.all([loadStoredGame(gameId), startedBy(gameId)]);
  if (game?.status !== "ONGOING" || !origin) return "moved-on";
  const side = sideOf(game, origin.waitingId);
  if (!side) return "moved-on";
  const recipient = side === "WHITE" ? game.white : game.black;
  // News of the game itself, like its result: sent with any mail choice but "stop all".
  if (!wantsMail(recipient, "game-over")) return "not-wanted";
  if (againstComputer(game) && !computerGameMail("game-started", recipient, now).send) return "not-wanted";
  // Their first move, while it is still to be made and its time is not up.
  const paused = pausedTurn(game, now);
  const deadline = paused?.deadline ?? deadlineNow(game, now);
  const yourMove = game.plies === 0 && sideToMove(game) === side && deadline !== null && deadline > now;
  return sendOnce(`game-started:${game.id}:${recipient.id}`, async () => {
    const name = gameName(game.gameType);
    const opponent = acceptorName(game, side, origin);
    const subject = gameStartedSubject({
      opponentName: opponent,
      accepted: origin.accepted,
      stem: subjectStem(name, opponent, game),
      yourMove,
    });
    const shared = {
      appUrl: config().appUrl,
      email: recipient.email,
      gameName: name,
      opponentName: opponent,
      accepted: origin.accepted,
      rated: game.rated,
      timeControl: timeControlPhrase(controlOf(game)),
      youPlay: sideName(side),
    };
    if (yourMove && deadline) {
      const { props, attachments, headers, canReply } = await turnMail(game, recipient, side, 0);
      return {
        to: recipient.email,
        subject,
        body: createElement(GameStartedEmail, {
          ...shared,
          preferencesUrl: props.preferencesUrl,
          gameUrl: props.gameUrl,
          opponentRating: props.opponentRating,
          firstMove: {
            boardSrc: props.boardSrc,
            boardWidth: props.boardWidth,
            boardHeight: props.boardHeight,
            boardAlt: `The ${name} start position, seen from ${sideName(side)}'s side`,
            deadline: formatDeadline(deadline, recipient.timeZone),
            timeLeft: paused ? pausedTimeLeft(paused) : timeLeftPhrase(deadline, now),
            paused: paused ? pausedTurnSentence(paused, recipient) : null,
            canReply,
          },
        }),
        headers,
        attachments,
      };
    }
    const reader = await withUnsubscribeKey(recipient);
    const ratings = await ratingLabels(game);
    return {
      to: recipient.email,
      subject,
      body: createElement(GameStartedEmail, {
        ...shared,
        preferencesUrl: preferencesUrl(reader),
        gameUrl: await gameLinkUrl(recipient.id, game.id),
        opponentRating: ratings[otherSide(side)],
        firstMove: null,
      }),
      headers: gameMailHeaders(game.id, reader),
    };
  });
}
