// Chat messages by email (lib/games/talk/chat.ts writes them and queues the job). One job per game and
// recipient gathers what the other player wrote since the last such email into one email; the
// daily digest carries them instead to those who chose it (./digest.ts), and nobody else gets them.
//
// Exactly once, with a batch that is fixed before it is sent: the job first claims the messages
// it will carry, writing the email's send-once key on them (GameMessage.mailKey), then sends
// that key once (lib/mail/send-once.ts), then marks them mailed (mailedAt). A job retried after a
// claim finds its claimed batch and sends that same one; a message written meanwhile waits for
// the next email. A batch whose email went out but whose marking did not finds its SentEmail row
// and is marked, never sent again.
import { createElement } from "react";
import ChatEmail, { type ChatLine } from "../../emails/chat";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName, moveShown } from "../games/catalog/catalog";
import { gameLinkUrl } from "../games/stored/links";
import { otherSide, sideOf, sideToMove } from "../games/stored/seats";
import { loadStoredGame, type StoredGame } from "../games/stored/stored-game";
import { chatMailJobKey } from "../games/talk/chat";
import { shortTime } from "../games/talk/talk";
import type { Prisma, Side } from "../generated/prisma/client";
import { replyAddressFor } from "../mail/reply-address";
import { sendOnce } from "../mail/send-once";
import { preferencesUrl, withUnsubscribeKey } from "../mail/unsubscribe";
import { type MailOutcome, resultFor } from "./game-mail";
import { numberedMove, opponentName, playerOn } from "./game-record";
import { wantsMail } from "./preferences";
import { gameMailHeaders, subjectStem } from "./thread";

/** Chat messages still to email, in some scope (a game's author, a digest reader's games). */
type Unmailed = Prisma.GameMessageWhereInput;

const unmailedChat = { action: null, mailedAt: null } satisfies Unmailed;

/**
 * Claims the chat messages in `scope` for the email `key`, before it is sent: those no email has
 * claimed, and those held by an earlier email of the same kind (keys starting `resumable`) that
 * never went out. Nothing joins an email that exists already: one that went out (or was refused)
 * has its messages marked mailed instead. Returns whether `key` carries any message.
 * The caller runs alone for its scope (one job at a time per game and recipient; the daily digest).
 */
export async function claimChat(
  key: string,
  scope: Unmailed,
  resumable: string,
  now: Date,
): Promise<boolean> {
  const existing = await db().sentEmail.findUnique({ where: { eventKey: key }, select: { state: true } });
  if (existing?.state === "SENDING") return true; // being sent: its sender's retry decides
  if (existing) return !(await settleSent(key, now));
  const held = await db().gameMessage.findMany({
    where: { ...scope, ...unmailedChat, mailKey: { startsWith: resumable, not: key } },
    distinct: ["mailKey"],
    select: { mailKey: true },
  });
  for (const { mailKey } of held) {
    if (mailKey && !(await settleSent(mailKey, now)))
      await db().gameMessage.updateMany({ where: { ...unmailedChat, mailKey }, data: { mailKey: key } });
  }
  await db().gameMessage.updateMany({
    where: { ...scope, ...unmailedChat, mailKey: null },
    data: { mailKey: key },
  });
  return (await db().gameMessage.count({ where: { ...unmailedChat, mailKey: key } })) > 0;
}

/** Marks the messages of `key`'s email mailed if it went out (or was refused for good). */
async function settleSent(key: string, now: Date): Promise<boolean> {
  const sent = await db().sentEmail.findUnique({
    where: { eventKey: key },
    select: { state: true, sentAt: true },
  });
  if (!sent || sent.state === "SENDING") return false;
  await settleChat(key, sent.sentAt ?? now);
  return true;
}

/** Marks the messages `key`'s email carried (or was claimed for) as mailed. */
export async function settleChat(key: string, at: Date): Promise<void> {
  await db().gameMessage.updateMany({ where: { ...unmailedChat, mailKey: key }, data: { mailedAt: at } });
}

/** The messages `key`'s email carries, oldest first. */
export function claimedChat(key: string) {
  return db().gameMessage.findMany({
    where: { ...unmailedChat, mailKey: key },
    orderBy: [{ writtenAt: "asc" }, { id: "asc" }],
    select: { id: true, gameId: true, authorId: true, body: true, ply: true, writtenAt: true },
  });
}

/** "after 12... Nf6", "before the first move", "after the game": where a message was written. */
export function stageOf(game: StoredGame, message: { ply: number; writtenAt: Date }): string {
  const ended = game.status === "ONGOING" ? null : (game.finishedAt ?? game.lastMoveAt);
  if (ended && message.writtenAt > ended) return "after the game";
  const move = game.moves[Math.min(message.ply, game.moves.length) - 1];
  return move ? `after ${numberedMove(move.ply, moveShown(game.gameType, move))}` : "before the first move";
}

/** The chat-email job: what the other player wrote to `recipientId` in the game, in one email. */
export async function sendChatMail(gameId: string, recipientId: string, now: Date): Promise<MailOutcome> {
  const game = await loadStoredGame(gameId);
  const side = game && sideOf(game, recipientId);
  if (!game || !side) return "moved-on";
  const recipient = playerOn(game, side);
  const author = playerOn(game, otherSide(side));
  const scope = { gameId, authorId: author.id } satisfies Unmailed;
  if (!wantsMail(recipient, "chat")) {
    // The digest carries them to those who chose it; for anyone else they are settled here, so a
    // later change of mind does not mail old messages.
    if (!wantsMail(recipient, "digest"))
      await db().gameMessage.updateMany({ where: { ...scope, ...unmailedChat }, data: { mailedAt: now } });
    return "not-wanted";
  }
  const prefix = `${chatMailJobKey(gameId, recipientId)}:`;
  // A batch sent before whose marking did not happen is marked, and the look goes on (a few rounds
  // at most); the first batch that is claimed is sent, and the job is done.
  for (let round = 0; round < 3; round++) {
    // The key names the batch by its first message: a retry finds the same first message, or the
    // batch it claimed, and so the same email.
    const first = await db().gameMessage.findFirst({
      where: { ...scope, ...unmailedChat, OR: [{ mailKey: null }, { mailKey: { startsWith: prefix } }] },
      orderBy: [{ writtenAt: "asc" }, { id: "asc" }],
      select: { id: true, mailKey: true },
    });
    if (!first) return "moved-on";
    const key = first.mailKey ?? `${prefix}${first.id}`;
    if (!(await claimChat(key, scope, prefix, now))) continue;
    const outcome = await sendOnce(key, () => chatEmail(game, side, key));
    await settleChat(key, now);
    return outcome;
  }
  return "moved-on";
}

/** The email carrying the messages claimed for `key`, to the player on `side`. */
async function chatEmail(game: StoredGame, side: Side, key: string) {
  const messages = await claimedChat(key);
  if (messages.length === 0) return null;
  const recipient = playerOn(game, side);
  const reader = await withUnsubscribeKey(recipient);
  const name = opponentName(game, side);
  const title = gameName(game.gameType);
  const replyTo = await replyAddressFor(recipient, game, game.plies, { chat: true });
  const lines: ChatLine[] = messages.map((message) => ({
    body: message.body,
    at: shortTime(message.writtenAt, recipient.timeZone),
    stage: stageOf(game, message),
  }));
  const headers = gameMailHeaders(game.id, reader);
  const count = messages.length === 1 ? `Message from ${name}` : `${messages.length} messages from ${name}`;
  return {
    to: recipient.email,
    subject: `${count}: ${subjectStem(title, name, game)}`,
    body: createElement(ChatEmail, {
      appUrl: config().appUrl,
      email: recipient.email,
      preferencesUrl: preferencesUrl(reader),
      gameUrl: `${await gameLinkUrl(recipient.id, game.id)}#chat`,
      gameName: title,
      gameNumber: game.number,
      opponentName: name,
      messages: lines,
      standing: standing(game, side, name),
      canReply: replyTo !== null,
    }),
    headers: replyTo ? { ...headers, "Reply-To": replyTo } : headers,
  };
}

/** Where the game stands, for the reader: whose move, or how it ended. */
function standing(game: StoredGame, side: Side, name: string): string {
  if (game.status === "ABORTED") return "The game was aborted.";
  if (game.status === "FINISHED") return `The game is over: ${resultFor(game, side)}`;
  return sideToMove(game) === side ? "It is your move." : `It is ${name}'s move.`;
}
