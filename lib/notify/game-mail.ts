// The game emails: your move, the reminder and the game's end (the digest: ./digest.ts). Each job first asks whether the game still waits for what the job was
// queued for (a job whose game moved on does nothing), then whether the person wants this kind
// of mail, then sends once per event key.
import { createElement } from "react";
import GameOverEmail from "../../emails/game-over";
import ReminderEmail from "../../emails/reminder";
import YourTurnEmail from "../../emails/your-turn";
import { pngSize } from "../board/png";
import { type ReminderMark, timeControlPhrase } from "../clock/clock";
import { config } from "../config";
import { db } from "../db/prisma";
import { gameName, moveShown } from "../games/catalog/catalog";
import { formatDeadline, timeLeftPhrase } from "../games/stored/deadline";
import { gameLinkUrl } from "../games/stored/links";
import { pausedTimeLeft, pausedTurn, pausedTurnSentence } from "../games/stored/paused-turn";
import { reasonInWords } from "../games/stored/result";
import { colorOf, otherSide, SIDES, sideName, sideToMove, winnerOf } from "../games/stored/seats";
import { loadStoredGame } from "../games/stored/stored-game";
import { controlOf, deadlineNow } from "../games/stored/turn-clock";
import { closingMessage } from "../games/talk/conversation";
import { scheduleTurnMailAgain } from "../games/turn/schedule";
import type { Side } from "../generated/prisma/client";
import { replyAddressFor } from "../mail/reply-address";
import { type SendOutcome, sendOnce } from "../mail/send-once";
import { preferencesUrl, type Recipient, withUnsubscribeKey } from "../mail/unsubscribe";
import { ratingLabel } from "../ratings/glicko";
import { changesIn, type GameRatingChange, ratingsFor } from "../ratings/read";
import { againstComputer, computerGameMail } from "./computer-mail";
import { reminderKey, yourTurnKey } from "./event-keys";
import {
  boardPicture,
  type GameRecord,
  lastMoveOf,
  moveListTail,
  moveNumber,
  numberedMove,
  opponentName,
  type Player,
  playerOn,
} from "./game-record";
import { wantsMail } from "./preferences";
import { gameMailHeaders, subjectStem } from "./thread";

export type MailOutcome = SendOutcome | "moved-on" | "not-wanted";

/**
 * The turn a your-move or reminder job was queued for, when the game still waits for the move
 * after ply `ply` and its time is not up (that is the deadline job's business); null otherwise.
 */
async function awaitingTurn(gameId: string, ply: number, now: Date) {
  const game = await loadStoredGame(gameId);
  if (game?.status !== "ONGOING" || game.plies !== ply) return null;
  // A paused clock's deadline is the one it will have after the return (lib/games/stored/paused-turn.ts).
  const paused = pausedTurn(game, now);
  const deadline = paused?.deadline ?? deadlineNow(game, now);
  if (!deadline || deadline <= now) return null;
  const side = sideToMove(game);
  return { game, deadline, paused, side, recipient: playerOn(game, side) };
}

/**
 * Both players' ratings for the game, as an email names them after a name ("1624", "1500?"); null
 * for a player with no rated game of it, whom an email names alone (emails/parts/game-mail.tsx).
 */
export async function ratingLabels(game: GameRecord): Promise<Record<Side, string | null>> {
  const ratings = await ratingsFor([game.whiteId, game.blackId], game.gameType);
  const label = (userId: string) => {
    const rating = ratings.get(userId);
    return rating ? ratingLabel(rating) : null;
  };
  return { WHITE: label(game.whiteId), BLACK: label(game.blackId) };
}

function common(
  game: GameRecord,
  recipient: Player & Recipient,
  side: Side,
  gameUrl: string,
  ratings: Record<Side, string | null>,
  lastMove = lastMoveOf(game),
) {
  const picture = boardPicture(game, side, lastMove);
  const size = picture ? pngSize(picture.content) : { width: 0, height: 0 };
  return {
    props: {
      appUrl: config().appUrl,
      email: recipient.email,
      preferencesUrl: preferencesUrl(recipient),
      gameUrl,
      gameName: gameName(game.gameType),
      opponentName: opponentName(game, side),
      opponentRating: ratings[otherSide(side)],
      boardSrc: picture ? `cid:${picture.cid}` : "",
      boardWidth: size.width,
      boardHeight: size.height,
    },
    attachments: picture ? [picture] : [],
    headers: gameMailHeaders(game.id, recipient),
  };
}

/** "12. Jf1-g3" or "11... e5": the last move with its number, written as the game page writes it. */
export function numbered(game: {
  gameType: string;
  moves: readonly { ply: number; notation: string; san: string | null }[];
}): string | undefined {
  const last = game.moves.at(-1);
  if (!last) return undefined;
  return numberedMove(last.ply, moveShown(game.gameType, last));
}

/**
 * What an email about a turn the recipient owes carries: the game's parts, and a reply address
 * for that turn (lib/mail/reply-address.ts) unless replies are off.
 */
export async function turnMail(game: GameRecord, recipient: Player, side: Side, ply: number) {
  const gameUrl = await gameLinkUrl(recipient.id, game.id);
  const replyTo = await replyAddressFor(recipient, game, ply);
  const parts = common(game, await withUnsubscribeKey(recipient), side, gameUrl, await ratingLabels(game));
  return {
    ...parts,
    headers: replyTo ? { ...parts.headers, "Reply-To": replyTo } : parts.headers,
    canReply: replyTo !== null,
  };
}

/**
 * The event key of a turn email: a game between people keys it by the turn; a game against the
 * computer by lib/notify/computer-mail.ts's rule; `skip` when none goes.
 */
async function turnEmailKey(
  kind: "your-turn" | "reminder",
  turn: NonNullable<Awaited<ReturnType<typeof awaitingTurn>>>,
  ply: number,
  now: Date,
  peopleKey: string,
): Promise<{ key: string } | { skip: MailOutcome }> {
  const { game, recipient } = turn;
  if (!againstComputer(game)) return wantsMail(recipient, kind) ? { key: peopleKey } : { skip: "not-wanted" };
  const rule = computerGameMail(kind, recipient, now);
  if (rule.send) return { key: rule.key };
  // Still on the page: ask again when they would count as away (a reminder just goes unsent).
  if (kind === "your-turn" && rule.askAgainAt) {
    const at = rule.askAgainAt;
    await db().$transaction((tx) => scheduleTurnMailAgain(tx, game.id, ply, at));
  }
  return { skip: "not-wanted" };
}

export async function sendYourTurn(gameId: string, ply: number, now: Date): Promise<MailOutcome> {
  const turn = await awaitingTurn(gameId, ply, now);
  if (!turn) return "moved-on";
  const { game, deadline, paused, side, recipient } = turn;
  const keyed = await turnEmailKey("your-turn", turn, ply, now, yourTurnKey(game, ply, recipient.id));
  if ("skip" in keyed) return keyed.skip;
  const last = game.moves.at(-1);
  const number = moveNumber(ply + 1);
  const lastMoveText = numbered(game);
  return sendOnce(keyed.key, async () => {
    const { props, attachments, headers, canReply } = await turnMail(game, recipient, side, ply);
    return {
      to: recipient.email,
      subject: `Your move: ${subjectStem(props.gameName, props.opponentName, game)} (move ${number})`,
      body: createElement(YourTurnEmail, {
        ...props,
        youPlay: sideName(side),
        moveNumber: number,
        lastMove: last && lastMoveText ? { text: lastMoveText, message: last.message ?? undefined } : null,
        deadline: formatDeadline(deadline, recipient.timeZone),
        timeLeft: paused ? pausedTimeLeft(paused) : timeLeftPhrase(deadline, now),
        paused: paused ? pausedTurnSentence(paused, recipient) : null,
        drawOffered: game.drawOfferedBy === otherSide(side),
        boardAlt: lastMoveText
          ? `The ${props.gameName} board after ${props.opponentName}'s move ${lastMoveText}, seen from ${sideName(side)}'s side`
          : `The ${props.gameName} start position, seen from ${sideName(side)}'s side`,
        recentMoves: moveListTail(game),
        canReply,
      }),
      headers,
      attachments,
    };
  });
}

export async function sendReminder(
  gameId: string,
  ply: number,
  now: Date,
  mark: ReminderMark = "day-left",
): Promise<MailOutcome> {
  const turn = await awaitingTurn(gameId, ply, now);
  if (!turn) return "moved-on";
  const { game, deadline, side, recipient } = turn;
  // A paused game's reminder waits for the clock to run again (resuming schedules it anew).
  if (game.pausedAt) return wantsMail(recipient, "reminder") ? "moved-on" : "not-wanted";
  const keyed = await turnEmailKey(
    "reminder",
    turn,
    ply,
    now,
    reminderKey(game, ply, recipient.id, mark, deadline),
  );
  if ("skip" in keyed) return keyed.skip;
  const hoursLeft = Math.max(1, Math.round((deadline.getTime() - now.getTime()) / 3_600_000));
  return sendOnce(keyed.key, async () => {
    const { props, attachments, headers, canReply } = await turnMail(game, recipient, side, ply);
    return {
      to: recipient.email,
      subject: `${hoursLeft <= 48 ? `${hoursLeft} ${hoursLeft === 1 ? "hour" : "hours"}` : timeLeftPhrase(deadline, now).replace(/ left$/, "")} left for your move in ${subjectStem(props.gameName, props.opponentName, game)}`,
      body: createElement(ReminderEmail, {
        ...props,
        youPlay: sideName(side),
        hoursLeft,
        timeLeft: timeLeftPhrase(deadline, now).replace(/ left$/, ""),
        timeControl: timeControlPhrase(controlOf(game)),
        deadline: formatDeadline(deadline, recipient.timeZone),
        boardAlt: `The ${props.gameName} board as it stands, seen from ${sideName(side)}'s side`,
        canReply,
      }),
      headers,
      attachments,
    };
  });
}

/** "You won by checkmate.", "Ana won on time.", "Drawn by agreement." */
export function resultFor(game: GameRecord, side: Side): string {
  const how = reasonInWords(game.resultReason ?? "");
  const winner = winnerOf(game.winner);
  if (winner === "draw") return `Drawn ${how}.`;
  return winner === colorOf(side) ? `You won ${how}.` : `${opponentName(game, side)} won ${how}.`;
}

/** What the game did to the recipient's rating, for the game-over email; null for a casual game. */
export function ratingLine(
  game: Pick<GameRecord, "rated" | "gameType">,
  name: string,
  change: GameRatingChange | undefined,
): string | null {
  if (!game.rated) return null;
  if (!change) return "It ended before both sides had moved, so the ratings did not change.";
  return `Rated game: your ${name} rating is now ${change.label} (${change.change}).`;
}

/** Both players hear the result; each one once. */
export async function sendGameOver(gameId: string): Promise<MailOutcome[]> {
  const game = await loadStoredGame(gameId);
  if (game?.status !== "FINISHED") return ["moved-on"];
  const outcomes: MailOutcome[] = [];
  const lastMove = lastMoveOf(game); // one replay for both pictures
  const [ratings, changes, closing] = await Promise.all([
    ratingLabels(game),
    changesIn([game.id]),
    closingMessage(game.id),
  ]);
  const computer = againstComputer(game);
  for (const side of SIDES) {
    const recipient = playerOn(game, side);
    const wanted = computer
      ? computerGameMail("game-over", recipient, new Date()).send
      : wantsMail(recipient, "game-over");
    if (!wanted) {
      outcomes.push("not-wanted");
      continue;
    }
    const result = resultFor(game, side);
    outcomes.push(
      await sendOnce(`game-over:${game.id}:${recipient.id}`, async () => {
        const gameUrl = await gameLinkUrl(recipient.id, game.id);
        const { props, attachments, headers } = common(
          game,
          await withUnsubscribeKey(recipient),
          side,
          gameUrl,
          ratings,
          lastMove,
        );
        return {
          to: recipient.email,
          subject: `Game over: ${subjectStem(props.gameName, props.opponentName, game)}: ${result.replace(/\.$/, "")}`,
          body: createElement(GameOverEmail, {
            ...props,
            result,
            ratingLine: ratingLine(game, props.gameName, changes.get(game.id)?.get(recipient.id)),
            moveCount: moveNumber(game.plies),
            boardAlt: `The final ${props.gameName} position, seen from ${sideName(side)}'s side`,
            recentMoves: moveListTail(game),
            // The resigning player's (or the accepting one's) last words, for the other player.
            message: closing && closing.authorId !== recipient.id ? closing.body : null,
          }),
          headers,
          attachments,
        };
      }),
    );
  }
  return outcomes;
}
