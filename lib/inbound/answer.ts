// Every reply that reached a player's key is answered, once, in the game's thread: what was played
// (or why not), the position now, and the way on. A reply that could not be authenticated gets a
// confirm link instead (a POST page; opening the link changes nothing).
import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import ReplyAnswerEmail from "../../emails/reply-answer";
import { pngSize } from "../board/png";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { gameLinkUrl } from "../games/stored/links";
import { otherSide, playerSide, sideName, sideToMove } from "../games/stored/seats";
import { loadStoredGame } from "../games/stored/stored-game";
import { messageLimit } from "../games/turn/input";
import { replyAddressFor } from "../mail/reply-address";
import { type SendOutcome, sendOnce } from "../mail/send-once";
import { preferencesUrl, unsubscribeHeaders, withUnsubscribeKey } from "../mail/unsubscribe";
import { resultFor } from "../notify/game-mail";
import { boardPicture, lastMoveOf, numberedMove, opponentName, playerOn } from "../notify/game-record";
import { subjectStem, threadRootId } from "../notify/thread";
import type { ReplyOutcome, Sent } from "./act";
import { type ReadReply, replyWords } from "./command";

export const replyHint = "Reply to this email with your move, or open the game.";

/** What the reply said, as one line to quote back. */
function saidLine(said: ReadReply): string | null {
  const { command } = said;
  if (command.kind === "empty") return null;
  return command.kind === "move" ? command.text : command.kind;
}

export function confirmKeyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

type List = { heading: string; items: string[] };
type Words = { title: string; paragraphs: string[]; lists: List[] };

/** What the answer says of the message that went with an action, and of any part left out. */
function sentLines(sent: Sent | undefined, what: string, opponent: string): string[] {
  if (!sent) return [];
  if (!sent.shortened) return [`Your message went with ${what}: “${sent.body}”`];
  return [
    `Your message was longer than ${messageLimit} characters, so ${opponent} gets its beginning, marked as shortened: “${sent.body}”`,
  ];
}

function wordsFor(outcome: ReplyOutcome, opponent: string, result: string | null): Words {
  const said = saidLine(outcome.said);
  const none = { lists: [] };
  switch (outcome.kind) {
    case "played":
      return {
        title: `Played: ${numberedMove(outcome.ply, outcome.move)}`,
        paragraphs: [
          outcome.over
            ? `The game is over. ${result ?? ""}`.trim()
            : `${opponent}'s move next. We will write when it is your turn again.`,
          ...sentLines(outcome.sent, "the move", opponent),
        ],
        ...none,
      };
    case "resigned":
      return {
        title: "You resigned",
        paragraphs: [`The game is over. ${result ?? ""}`.trim(), ...sentLines(outcome.sent, "it", opponent)],
        ...none,
      };
    case "draw-agreed":
      return {
        title: "Drawn by agreement",
        paragraphs: [
          `You accepted ${opponent}'s draw offer. The game is over.`,
          ...sentLines(outcome.sent, "your answer", opponent),
        ],
        ...none,
      };
    case "draw-offered":
      return {
        title: "Draw offered",
        paragraphs: [
          `${opponent} can accept or decline it. Until then the game goes on.`,
          ...sentLines(outcome.sent, "the offer", opponent),
        ],
        ...none,
      };
    case "draw-declined":
      return {
        title: "Draw offer declined",
        paragraphs: ["The game goes on.", ...sentLines(outcome.sent, "your answer", opponent)],
        ...none,
      };
    case "takeback-accepted":
      return {
        title: "Takeback accepted",
        paragraphs: [
          `The moves ${opponent} asked to take back are taken back; the board below is the position now.`,
          ...sentLines(outcome.sent, "your answer", opponent),
        ],
        ...none,
      };
    case "takeback-declined":
      return {
        title: "Takeback declined",
        paragraphs: ["The game goes on as it stands.", ...sentLines(outcome.sent, "your answer", opponent)],
        ...none,
      };
    case "chatted":
      return {
        title: `Sent to ${opponent} as a message`,
        paragraphs: [
          `You replied to a chat email, so all of your reply went to ${opponent} in the game's chat, and its first line, “${outcome.notPlayed ?? said ?? ""}”, was not played.`,
          "To move (or resign, or answer an offer) by email, reply to your your-move email, or to this one while it is your move.",
          ...(outcome.sent.shortened
            ? [
                `Your message was longer than ${messageLimit} characters, so ${opponent} gets its beginning, marked as shortened.`,
              ]
            : []),
        ],
        ...none,
      };
    case "help":
      return {
        title: "Moving by reply",
        paragraphs: [
          "Reply to a your-move email with your move on the first line, written as on the game page. Anything below that line goes to your opponent as your message.",
          ...(outcome.moves ? [] : [`It is not your move now: ${opponent} is to play, or the game is over.`]),
        ],
        lists: [
          ...(outcome.moves ? [outcome.moves] : []),
          {
            heading: "Instead of a move, the first line may say:",
            items: replyWords.map((w) => `${w.word}: ${w.does}`),
          },
        ],
      };
    case "refused":
      return {
        title: said ? `Not played: ${said}` : "Nothing played",
        paragraphs: [outcome.reason],
        lists: outcome.hints ? [outcome.hints] : [],
      };
    case "confirm":
      if (outcome.chat)
        return {
          title: "Confirm your message",
          paragraphs: [
            `We could not check that this reply came from your address, so your message has not gone to ${opponent} yet. If you sent it, confirm it with the button below.`,
          ],
          ...none,
        };
      return {
        title: said ? `Confirm your reply: ${said}` : "Confirm your reply",
        paragraphs: [
          `We could not check that this reply came from your address, so nothing has been done yet. If you sent it, confirm it with the button below; it works until the game moves on.`,
        ],
        ...none,
      };
    case "replies-off":
      return {
        title: "Nothing played: moving by reply is off",
        paragraphs: [
          "You turned off moves by reply in your email preferences, so this reply did nothing. Open the game to move, or turn replies back on in your preferences.",
        ],
        ...none,
      };
  }
}

/** Sends the answer to one handled reply; nothing when it was dropped or is not handled yet. */
export async function sendReplyAnswer(inboundId: string): Promise<SendOutcome | "nothing-to-answer"> {
  const row = await db().inboundMail.findUnique({ where: { id: inboundId } });
  if (!row?.userId || !row.gameId || !row.outcome || (row.state !== "ANSWERED" && row.state !== "CONFIRMING"))
    return "nothing-to-answer";
  const game = await loadStoredGame(row.gameId);
  if (!game) return "nothing-to-answer";
  const side = playerSide(game, row.userId);
  const player = playerOn(game, side);
  const outcome = row.outcome as unknown as ReplyOutcome;
  return sendOnce(`inbound-answer:${row.id}`, async () => {
    const reader = await withUnsubscribeKey(player);
    const gameUrl = await gameLinkUrl(player.id, game.id);
    let confirmUrl: string | null = null;
    if (outcome.kind === "confirm") {
      const key = randomBytes(16).toString("hex");
      await db().inboundMail.update({ where: { id: row.id }, data: { confirmHash: confirmKeyHash(key) } });
      confirmUrl = new URL(`/reply/${key}`, config().appUrl).toString();
    }
    const yourTurn = game.status === "ONGOING" && sideToMove(game) === side;
    // While the move is still theirs, a reply to this answer is a reply to the turn.
    const replyTo =
      yourTurn && outcome.kind !== "confirm" ? await replyAddressFor(player, game, game.plies) : null;
    const opponent = opponentName(game, side);
    const result = game.status === "FINISHED" ? resultFor(game, side) : null;
    const words = wordsFor(outcome, opponent, result);
    const picture = boardPicture(game, side, lastMoveOf(game));
    const size = picture ? pngSize(picture.content) : { width: 0, height: 0 };
    const subject = (row.subject ?? "").replace(/^\s*((re|aw|sv|antw|réf|rif)\s*:\s*)+/i, "").trim();
    const root = threadRootId(game.id, player.id);
    return {
      to: player.email,
      subject: `Re: ${subject || subjectStem(gameName(game.gameType), opponent, game)}`,
      body: createElement(ReplyAnswerEmail, {
        appUrl: config().appUrl,
        email: player.email,
        preferencesUrl: preferencesUrl(reader),
        ...words,
        youWrote: saidLine(outcome.said),
        boardSrc: picture ? `cid:${picture.cid}` : "",
        boardWidth: size.width,
        boardHeight: size.height,
        boardAlt: `The ${gameName(game.gameType)} board as it stands, seen from ${sideName(side)}'s side${
          yourTurn ? "; your move" : game.status === "ONGOING" ? `; ${sideName(otherSide(side))} to move` : ""
        }`,
        button: confirmUrl
          ? {
              href: confirmUrl,
              label:
                outcome.kind === "confirm" && outcome.chat
                  ? "Confirm your message"
                  : `Confirm ${saidLine(outcome.said) ?? "it"}`,
            }
          : { href: gameUrl, label: "Open the game" },
        replyHint: replyTo ? replyHint : null,
      }),
      headers: {
        ...unsubscribeHeaders(reader),
        "In-Reply-To": row.messageId,
        References: `${root} ${row.messageId}`,
        ...(replyTo ? { "Reply-To": replyTo } : {}),
      },
      attachments: picture ? [picture] : [],
    };
  });
}
