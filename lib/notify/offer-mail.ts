// The emails about what the other player did besides moving: a draw offer and its decline, a
// takeback request and its answer, an aborted game. A message written with the action (a reply by
// email can carry one) is quoted in its email. Each job first asks whether the game still stands where the
// job was queued (an offer a move has answered is not sent), then whether the person wants it:
// offers and answers come to those who get an email per move (the daily digest lists pending
// offers instead); an aborted game is told like a finished one. Sent once per event key.
import { createElement } from "react";
import GameNoticeEmail from "../../emails/game-notice";
import { pngSize } from "../board/png";
import { timeControlPhrase } from "../clock/clock";
import { clearedByTakeback } from "../conditional/lines";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName, moveShown } from "../games/catalog/catalog";
import { durationPhrase, formatDeadline } from "../games/stored/deadline";
import { gameLinkUrl } from "../games/stored/links";
import { pausedTurn, pausedTurnSentence } from "../games/stored/paused-turn";
import { otherSide, playerSide, sideName, sideToMove } from "../games/stored/seats";
import { loadStoredGame, type StoredGame } from "../games/stored/stored-game";
import { controlOf, deadlineNow } from "../games/stored/turn-clock";
import { type MessageAction, messageWith } from "../games/talk/conversation";
import type { OfferKind } from "../games/turn/schedule";
import { lastPlyOf } from "../games/turn/takeback";
import type { Side } from "../generated/prisma/client";
import { replyAddressFor } from "../mail/reply-address";
import { sendOnce } from "../mail/send-once";
import type { InlineAttachment } from "../mail/transport";
import { preferencesUrl, withUnsubscribeKey } from "../mail/unsubscribe";
import { againstComputer, computerGameMail } from "./computer-mail";
import type { MailOutcome } from "./game-mail";
import { boardPictureAt, numberedMove, opponentName, playerOn } from "./game-record";
import { wantsMail } from "./preferences";
import { gameMailHeaders, subjectStem } from "./thread";

export type Offer = { gameId: string; kind: OfferKind; ply: number; to: Side; at: Date };

/** Whether the game still waits on what the offer job was queued for. */
function stillStands(game: StoredGame, offer: Offer): boolean {
  if (game.status !== "ONGOING" || game.plies !== offer.ply) return false;
  const from = otherSide(offer.to);
  if (offer.kind === "draw") return game.drawOfferedBy === from;
  if (offer.kind === "takeback") return game.takebackBy === from;
  return true;
}

/** "It is your move: you have 6 days 4 hours (until …)." or "It is Ana's move." */
function turnSentence(game: StoredGame, side: Side, timeZone: string, now: Date): string {
  const toMove = sideToMove(game);
  if (toMove !== side) return `It is ${opponentName(game, side)}'s move.`;
  const paused = pausedTurn(game, now);
  if (paused)
    return `It is your move. ${pausedTurnSentence(paused, { id: playerOn(game, side).id, timeZone })}`;
  const deadline = deadlineNow(game, now);
  if (!deadline) return "It is your move.";
  const left = durationPhrase(Math.max(0, deadline.getTime() - now.getTime()));
  return `It is your move: you have ${left}, until ${formatDeadline(deadline, timeZone)}.`;
}

function wording(game: StoredGame, offer: Offer, name: string, where: string) {
  switch (offer.kind) {
    case "draw":
      return {
        headline: `${name} offers a draw`,
        first: `${where}, ${name} offers a draw. Accept it or decline it on the game page; a move of yours declines it too.`,
        button: "Answer the offer",
      };
    case "draw-declined":
      return {
        headline: `${name} declined your draw offer`,
        first: `${where}, ${name} declined your draw offer. The game goes on.`,
        button: "Open the game",
      };
    case "takeback": {
      const [theirs, yours] = undoneMoves(game, otherSide(offer.to));
      return {
        headline: `${name} asks to take back ${theirs}`,
        first: yours
          ? `${where}, ${name} asks to take back their last move, ${theirs}, and your reply to it, ${yours}. Accept or decline on the game page.`
          : `${where}, ${name} asks to take back their last move, ${theirs}. Accept or decline on the game page; your next move declines it.`,
        button: "Answer the request",
      };
    }
    case "takeback-accepted":
      return {
        headline: `${name} accepted your takeback`,
        first: `${where}, ${name} let you take your move back. The position is as it was before it.`,
        button: "Open the game",
      };
    case "takeback-declined":
      return {
        headline: `${name} declined your takeback`,
        first: `${where}, ${name} declined your request to take a move back. The game goes on as it stands.`,
        button: "Open the game",
      };
  }
}

/**
 * What accepting `asker`'s takeback request would undo, as the game page writes moves ("12. Nf3",
 * "12... Nc6"): their last move, and the reply to it when there is one.
 */
function undoneMoves(game: StoredGame, asker: Side): string[] {
  const from = lastPlyOf(asker, game.plies);
  return game.moves.filter((m) => m.ply >= from).map((m) => numberedMove(m.ply, moveShown(game.gameType, m)));
}

/** The board a takeback request would return to, for the notice's picture. */
function takebackBoard(game: StoredGame, offer: Offer, name: string) {
  const asker = otherSide(offer.to);
  const back = lastPlyOf(asker, game.plies) - 1;
  const picture = boardPictureAt(game, offer.to, back);
  if (!picture) return null;
  const [theirs] = undoneMoves(game, asker);
  return {
    picture,
    caption: `If you accept, the game goes back to this position, before ${theirs}, with ${name} to move:`,
    alt: `The ${gameName(game.gameType)} board before ${name}'s move ${theirs}, seen from ${sideName(offer.to)}'s side`,
  };
}

// The conversation's action for each kind of notice that may carry a message.
const actionOf: Partial<Record<OfferKind, MessageAction>> = {
  draw: "DRAW_OFFER",
  takeback: "TAKEBACK_REQUEST",
  "draw-declined": "DRAW_DECLINE",
  "takeback-accepted": "TAKEBACK_ACCEPT",
  "takeback-declined": "TAKEBACK_DECLINE",
};

export async function sendOffer(offer: Offer, now: Date): Promise<MailOutcome> {
  const game = await loadStoredGame(offer.gameId);
  if (!game || !stillStands(game, offer)) return "moved-on";
  const recipient = playerOn(game, offer.to);
  if (!wantsMail(recipient, "your-turn")) return "not-wanted";
  // The computer's answer to a takeback or draw offer shows on the page at once: not mailed.
  if (againstComputer(game) && !computerGameMail("offer", recipient, now).send) return "not-wanted";
  return sendOnce(`offer:${game.id}:${offer.kind}:${offer.at.getTime()}:${recipient.id}`, async () => {
    const name = opponentName(game, offer.to);
    const action = actionOf[offer.kind];
    const author = playerOn(game, otherSide(offer.to));
    const said = action ? await messageWith(game.id, author.id, action, offer.at) : null;
    const where = `In your ${gameName(game.gameType)} game with ${name} (you play ${sideName(offer.to)}, ${timeControlPhrase(controlOf(game))})`;
    const words = wording(game, offer, name, where);
    // An offer or request may be answered by replying "accept" or "decline" (lib/inbound/).
    const answerable = offer.kind === "draw" || offer.kind === "takeback";
    const replyTo = answerable ? await replyAddressFor(recipient, game, game.plies) : null;
    const cleared = offer.kind === "takeback-accepted" ? await linesCleared(game.id, recipient.id) : null;
    return noticeMail(game, offer.to, {
      subject: words.headline,
      headline: words.headline,
      paragraphs: [
        words.first,
        ...(cleared ? [cleared] : []),
        turnSentence(game, offer.to, recipient.timeZone, now),
        ...(replyTo ? ["Or reply to this email with “accept” or “decline” on the first line."] : []),
      ],
      buttonLabel: words.button,
      message: said,
      replyTo,
      board: offer.kind === "takeback" ? takebackBoard(game, offer, name) : null,
    });
  });
}

/** The notice on the player's conditional moves when the takeback cleared them, else null. */
async function linesCleared(gameId: string, userId: string): Promise<string | null> {
  const row = await db().conditionalLine.findUnique({
    where: { gameId_userId: { gameId, userId } },
    select: { notice: true },
  });
  return row?.notice === clearedByTakeback ? row.notice : null;
}

/** A game-notice email to the player on `side`, in the game's thread. */
async function noticeMail(
  game: StoredGame,
  side: Side,
  say: {
    subject: string;
    headline: string;
    paragraphs: string[];
    buttonLabel: string;
    /** What the other player wrote with it, quoted. */
    message?: string | null;
    replyTo?: string | null;
    /** A board to show under the paragraphs, with the sentence that says what it is. */
    board?: { picture: InlineAttachment; caption: string; alt: string } | null;
  },
) {
  const recipient = playerOn(game, side);
  const reader = await withUnsubscribeKey(recipient);
  const name = opponentName(game, side);
  const title = gameName(game.gameType);
  const headers = gameMailHeaders(game.id, reader);
  return {
    to: recipient.email,
    subject: `${say.subject}: ${subjectStem(title, name, game)}`,
    body: createElement(GameNoticeEmail, {
      appUrl: config().appUrl,
      email: recipient.email,
      preferencesUrl: preferencesUrl(reader),
      gameUrl: await gameLinkUrl(recipient.id, game.id),
      gameName: title,
      opponentName: name,
      headline: say.headline,
      paragraphs: say.paragraphs,
      message: say.message ?? null,
      buttonLabel: say.buttonLabel,
      board: say.board
        ? {
            src: `cid:${say.board.picture.cid}`,
            ...pngSize(say.board.picture.content),
            alt: say.board.alt,
            caption: say.board.caption,
          }
        : null,
    }),
    headers: say.replyTo ? { ...headers, "Reply-To": say.replyTo } : headers,
    attachments: say.board ? [say.board.picture] : [],
  };
}

/** To the player who did not abort the game. */
export async function sendGameAborted(gameId: string, by: string): Promise<MailOutcome> {
  const game = await loadStoredGame(gameId);
  if (game?.status !== "ABORTED") return "moved-on";
  const side: Side = otherSide(playerSide(game, by));
  const recipient = playerOn(game, side);
  if (!wantsMail(recipient, "game-over")) return "not-wanted";
  return sendOnce(`game-aborted:${game.id}:${recipient.id}`, async () => {
    const name = opponentName(game, side);
    const title = gameName(game.gameType);
    return noticeMail(game, side, {
      subject: "Game aborted",
      headline: `${name} aborted your ${title} game`,
      paragraphs: [
        `${name} called off your ${title} game before both of you had moved. It has no result, does not count for ratings and is not listed in the archive.`,
      ],
      buttonLabel: "Open the game",
    });
  });
}
