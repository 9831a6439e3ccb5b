// The daily digest: people who chose it get, once a day at a morning hour of their own time
// zone, one email listing the games waiting for their move and what their opponents wrote in the
// games' chats since. An hourly cron job looks for whoever is due; lastDigestAt and the event key
// (person + local date) keep it to one a day.
import { createElement } from "react";
import DigestEmail, { type DigestChat, type DigestGame } from "../../emails/digest";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { formatDeadline, safeZone, timeLeftPhrase } from "../games/stored/deadline";
import { gameLinkUrl } from "../games/stored/links";
import { pausedTimeLeft, pausedTurn } from "../games/stored/paused-turn";
import { otherSide, playerSide, sideOf, sideToMove } from "../games/stored/seats";
import { deadlineNow } from "../games/stored/turn-clock";
import { shortTime } from "../games/talk/talk";
import type { Side } from "../generated/prisma/client";
import { replyAddressFor } from "../mail/reply-address";
import { sendOnce } from "../mail/send-once";
import { preferencesUrl, unsubscribeHeaders, withUnsubscribeKey } from "../mail/unsubscribe";
import { claimChat, claimedChat, settleChat } from "./chat-mail";
import { againstComputer, computerGameMail } from "./computer-mail";
import { type MailOutcome, numbered } from "./game-mail";
import { type GameWithLastMove, moveNumber, opponentName, type Player, withLastMove } from "./game-record";

/** Digests go out from this local hour on (a worker that was down catches up later that day). */
export const digestHour = 8;

function localClock(at: Date, timeZone: string): { day: string; hour: number } {
  const zone = safeZone(timeZone);
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/** Whether this person's digest is due at `now`: past the morning hour, none yet today. */
export function digestDue(user: { timeZone: string; lastDigestAt: Date | null }, now: Date): string | null {
  const today = localClock(now, user.timeZone);
  if (today.hour < digestHour) return null;
  if (user.lastDigestAt && localClock(user.lastDigestAt, user.timeZone).day === today.day) return null;
  return today.day;
}

export async function sendDigests(now: Date): Promise<{ sent: number }> {
  const readers = await db().user.findMany({ where: { emailMode: "DIGEST", mailOff: false } });
  let sent = 0;
  for (const reader of readers) {
    const day = digestDue(reader, now);
    if (!day) continue;
    const games = await db().game.findMany({
      where: { status: "ONGOING", OR: [{ whiteId: reader.id }, { blackId: reader.id }] },
      include: withLastMove,
    });
    // Games waiting for their move, and games where the opponent offers a draw or asks for a
    // takeback (the digest is how these readers hear of offers: lib/notify/offer-mail.ts).
    // Games against the computer are listed only for those who asked for their mail.
    const computerGames = computerGameMail("digest", reader, now).send;
    const waiting = games.filter((game) => {
      if (againstComputer(game) && !computerGames) return false;
      const side = sideOf(game, reader.id);
      const pending = [game.drawOfferedBy, game.takebackBy].some((by) => by !== null && by !== side);
      return sideToMove(game) === side || pending;
    });
    // Chat messages to the reader in any of their games (running or over), claimed for today's
    // digest before it is sent (lib/notify/chat-mail.ts).
    const key = digestKey(reader.id, day);
    const chatted = await claimChat(
      key,
      { authorId: { not: reader.id }, game: { OR: [{ whiteId: reader.id }, { blackId: reader.id }] } },
      digestKey(reader.id, ""),
      now,
    );
    if (waiting.length === 0 && !chatted) continue;
    const outcome = await sendDigestTo(reader, waiting, day, now);
    // A refused digest counts as today's too: trying again each hour would be refused again.
    if (outcome === "sent" || outcome === "already-sent" || outcome === "rejected") {
      await settleChat(key, now);
      await db().user.update({ where: { id: reader.id }, data: { lastDigestAt: now } });
      if (outcome === "sent") sent++;
    }
  }
  return { sent };
}

/**
 * One digest listing the games waiting for this person's move, soonest deadline first, and what
 * opponents wrote in chats since: the messages `claimChat` claimed for this digest (its key).
 */
export async function sendDigestTo(
  user: Player,
  games: GameWithLastMove[],
  day: string,
  now: Date,
): Promise<MailOutcome> {
  const key = digestKey(user.id, day);
  const waiting = games
    .filter((game): game is GameWithLastMove & { deadline: Date } => game.deadline !== null)
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
  const messages = await claimedChat(key);
  if (waiting.length === 0 && messages.length === 0) return "moved-on";
  const pendingOffer = (game: GameWithLastMove, side: Side, name: string): string | undefined => {
    if (game.takebackBy === otherSide(side)) return `${name} asks to take back a move`;
    if (game.drawOfferedBy === otherSide(side)) return `${name} offers a draw`;
    return undefined;
  };
  return sendOnce(key, async () => {
    const reader = await withUnsubscribeKey(user);
    const entries: DigestGame[] = [];
    for (const game of waiting) {
      const side: Side = playerSide(game, user.id);
      const paused = pausedTurn(game, now);
      const deadline = paused?.deadline ?? deadlineNow(game, now) ?? game.deadline;
      entries.push({
        gameName: gameName(game.gameType),
        gameNumber: game.number,
        opponentName: opponentName(game, side),
        moveNumber: moveNumber(game.plies + 1),
        lastMove: numbered(game),
        deadline: formatDeadline(deadline, user.timeZone),
        timeLeft: paused ? pausedTimeLeft(paused) : timeLeftPhrase(deadline, now),
        url: await gameLinkUrl(user.id, game.id),
        offer: pendingOffer(game, side, opponentName(game, side)),
        yourMove: sideToMove(game) === side,
      });
    }
    const chats = await digestChats(user, messages);
    // One game waiting and no chat: a reply to the digest is a reply to that game's turn; one
    // game's chat and nothing else: a reply to it goes to that chat. With more, a reply could not
    // say what it is for, so there is no reply address.
    const only =
      chats.length === 0 && waiting.length === 1 && sideToMove(waiting[0]) === playerSide(waiting[0], user.id)
        ? waiting[0]
        : null;
    const onlyChat = waiting.length === 0 && chats.length === 1 ? chats[0] : null;
    const replyTo = only
      ? await replyAddressFor(user, only, only.plies)
      : onlyChat
        ? await replyAddressFor(user, { id: onlyChat.gameId, rewinds: onlyChat.rewinds }, onlyChat.plies, {
            chat: true,
          })
        : null;
    return {
      to: user.email,
      subject: `Pigeon Post digest: ${subjectCount(entries, messages.length)}`,
      body: createElement(DigestEmail, {
        appUrl: config().appUrl,
        email: user.email,
        preferencesUrl: preferencesUrl(reader),
        games: entries,
        chats,
        canReply: replyTo !== null && only !== null,
        canReplyToChat: replyTo !== null && onlyChat !== null,
      }),
      headers: replyTo ? { ...unsubscribeHeaders(reader), "Reply-To": replyTo } : unsubscribeHeaders(reader),
    };
  });
}

/** "1 game waits for your move, 1 offer to answer, 2 new messages". */
function subjectCount(games: readonly DigestGame[], messages: number): string {
  const yours = games.filter((game) => game.yourMove).length;
  const offers = games.length - yours;
  return [
    yours ? `${yours === 1 ? "1 game waits" : `${yours} games wait`} for your move` : "",
    offers ? `${offers} ${offers === 1 ? "offer" : "offers"} to answer` : "",
    messages ? `${messages} new ${messages === 1 ? "message" : "messages"}` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/** The send-once key of a person's digest of `day`, which also claims the chat messages it carries. */
export const digestKey = (userId: string, day: string) => `digest:${userId}:${day}`;

/** The claimed chat messages, by game, as the digest lists them. */
async function digestChats(
  user: Player,
  messages: Awaited<ReturnType<typeof claimedChat>>,
): Promise<(DigestChat & { gameId: string; plies: number; rewinds: number })[]> {
  const ids = [...new Set(messages.map((message) => message.gameId))];
  const games = await db().game.findMany({
    where: { id: { in: ids } },
    include: { white: true, black: true },
  });
  const chats = [];
  for (const game of games) {
    const side: Side = playerSide(game, user.id);
    chats.push({
      gameId: game.id,
      plies: game.plies,
      rewinds: game.rewinds,
      gameName: gameName(game.gameType),
      gameNumber: game.number,
      opponentName: opponentName(game, side),
      url: `${await gameLinkUrl(user.id, game.id)}#chat`,
      messages: messages
        .filter((message) => message.gameId === game.id)
        .map((message) => ({ body: message.body, at: shortTime(message.writtenAt, user.timeZone) })),
    });
  }
  return chats;
}
