// What the game page shows, as one plain value: players, turn and deadline in the viewer's own
// words and time zone, the move list with numbers, times and (for the players) messages, and the
// position with its last move and check; for a finished game, the replay at the ply asked for.
// One read, so the page stays a thin drawing of it and tests need no browser.

import { computerToMove } from "../../accounts/computer";
import { displayName } from "../../accounts/display-name";
import { checkSquare } from "../../board";
import { timeControlPhrase } from "../../clock/clock";
import { type Color, getGame, type Position } from "../../engine";
import type { Side } from "../../generated/prisma/client";
import { ratingLabel } from "../../ratings/glicko";
import { changesIn, ratingsFor } from "../../ratings/read";
import { moveShown } from "../catalog/catalog";
import { type BoardAt, boardAt } from "../stored/board-at";
import { durationPhrase, formatDayMonth, formatDeadline, safeZone, timeLeftPhrase } from "../stored/deadline";
import { squaresOf } from "../stored/move-squares";
import { pausedDeadlineLine, pausedTimeLeft, pausedTurn } from "../stored/paused-turn";
import { choosePly, moveDurations } from "../stored/replay";
import { resultText } from "../stored/result";
import { colorOf, moverOf, otherColor, positionOf, sideOf, sideToMove } from "../stored/seats";
import { loadStoredGame } from "../stored/stored-game";
import { controlOf, deadlineNow } from "../stored/turn-clock";
import { unplayableReason } from "../stored/unplayable";
import { mayView } from "../stored/viewers";
import { chatClosed } from "../talk/chat";
import { conversationOf } from "../talk/conversation";
import { type ChatView, talkOf } from "../talk/talk";
import { abortable } from "../turn/abort";
import { lastPlyOf } from "../turn/takeback";

export type Viewer = { id: string; timeZone: string };

export type MoveEntry = {
  ply: number;
  /** The move number: plies 1 and 2 are move 1. */
  number: number;
  side: Side;
  /** "1." before White's move, "1…" before Black's. */
  label: string;
  /** Canonical notation: the record, and the tooltip of `shown`. */
  notation: string;
  /** What the page shows: SAN in chess ("Nf3", "Qxf7#"), a variant's notation with its check mark. */
  shown: string;
  /** The message sent with the move: the players' own correspondence, null for anyone else. */
  message: string | null;
  /** How long the move took: since the move before it (the first: since the game started). */
  tookMs: number;
  /** The same in words: "2 days 3 hours". */
  took: string;
};

/** What the replay page of a finished game adds. */
export type ReplayView = {
  startPosition: string;
  /** The half-move shown: 0 is the start, `plies` the final position. */
  ply: number;
  plies: number;
  /** Why the ply asked for in the URL is not the one shown, or null. */
  notice: string | null;
  /** The result without sides, for titles: "Ana won by checkmate". */
  resultHeadline: string;
  rulesVersion: string;
  /** "Played under the Kings Court rules, version 1". */
  rulesLine: string;
  /** Days in the viewer's zone: "21 November 2026". */
  startedOn: string;
  finishedOn: string;
};

export type PlayerView = {
  id: string;
  name: string;
  side: Side;
  /** Beside the name: "1624", "1500?" or "new"; after a rated game, the rating it left them with. */
  rating: string;
  /** What the finished rated game did to their rating ("+12", "−12"); null for any other game. */
  ratingChange: string | null;
};

export type GameView = {
  id: string;
  /** The short number emails name the game by ("Chess #1042 vs Ana"). */
  number: number;
  gameType: string;
  gameName: string;
  rulesHref: string;
  timeControl: string;
  finished: boolean;
  /** Anyone may see it once it is finished. */
  isPublic: boolean;
  /** The position the game started from (the record is this plus `moves`). */
  startPosition: string;
  /** A rated game changes the players' ratings for this game when it ends; a casual one does not. */
  rated: boolean;
  white: PlayerView;
  black: PlayerView;
  /** The viewer's side, or null for a visitor of a public finished game (read-only). */
  viewerSide: Side | null;
  /** Who sits at the bottom of the board: the viewer's side, turned round by `flip`. */
  orientation: Color;
  toMove: Side;
  /** The move number a submission from this page carries (stale pages are refused by it). */
  nextPly: number;
  yourTurn: boolean;
  /** "your move — 2 days 4 hours left", "Ana's move — time is up"; null once finished. */
  turnLine: string | null;
  /** The computer is to move (lib/bot/): the page says it is thinking; its answer arrives live. */
  computerThinking: boolean;
  /** The game's version when this view was read: the page's live stream starts from it (lib/live/). */
  version: number;
  /** The deadline as a wall-clock time in the viewer's zone (while paused: the one after the return). */
  deadlineText: string | null;
  deadline: Date | null;
  /** "Deadline: …", or while paused "Clock paused; after the return on 28 November the deadline is …". */
  deadlineLine: string | null;
  /** Ended by a player before both sides had moved: no result, unrated. */
  aborted: boolean;
  /** The viewer may abort it now (a player, before both sides have moved). */
  canAbort: boolean;
  /** Takebacks may be asked for in this game. */
  takebacks: boolean;
  /** A pending takeback request, seen from the viewer. */
  takeback: "none" | "by-you" | "by-opponent";
  /** The viewer may ask to take back their last move now. */
  canAskTakeback: boolean;
  /** "Ana is on vacation until 3 December: the clocks are paused."; null while the clocks run. */
  pauseLine: string | null;
  /** With an increment: each side's time in words ("9 days 4 hours"), the side to move's running. */
  banks: Record<Side, string> | null;
  /** Who has offered a draw, seen from the viewer. */
  drawOffer: "none" | "by-you" | "by-opponent" | "by-white" | "by-black";
  /** "Ana won by checkmate", "Draw by agreement"; null while the game runs. */
  resultLine: string | null;
  moves: MoveEntry[];
  /** The players' conversation and whether it takes more: for the players only, null for anyone else. */
  chat: ChatView | null;
  /** The replay of a finished game (position, lastMove and check are then at its ply); null while it runs. */
  replay: ReplayView | null;
  position: Position;
  lastMove?: { from: string; to: string };
  check?: string;
  /** Why the position shown cannot be played from or drawn (./unplayable.ts); null when it can. */
  unplayable: string | null;
  status: string;
};

export type GameViewResult = { ok: true; view: GameView } | { ok: false; reason: string };

const hidden: GameViewResult = { ok: false, reason: "There is no such game." };

/**
 * The game as the viewer may see it: players see their game; anyone else, signed in or not,
 * sees only a public finished game, and a hidden game reads exactly like a missing one.
 */
export async function gameView(
  gameId: string,
  viewer: Viewer | null,
  now: Date,
  options: { flip?: boolean; ply?: string | string[] } = {},
): Promise<GameViewResult> {
  const row = await loadStoredGame(gameId);
  if (!row) return hidden;
  const viewerSide = viewer ? sideOf(row, viewer.id) : null;
  const finished = row.status !== "ONGOING";
  const aborted = row.status === "ABORTED";
  // An aborted game is its players' only: it is in no public list (./viewers.ts).
  if (!mayView(row, viewer?.id ?? null)) return hidden;
  const engine = getGame(row.gameType);
  if (!engine.ok) return { ok: false, reason: engine.error.reason };
  const game = engine.value;

  const ratings = await playerRatings(row, finished);
  const white: PlayerView = {
    id: row.white.id,
    name: displayName(row.white),
    side: "WHITE",
    ...ratings.WHITE,
  };
  const black: PlayerView = {
    id: row.black.id,
    name: displayName(row.black),
    side: "BLACK",
    ...ratings.BLACK,
  };
  const byside = { WHITE: white, BLACK: black };
  const toMove = sideToMove(row);
  const yourTurn = !finished && viewerSide === toMove;
  const position = positionOf(row);
  // A player sees the board from their own side; anyone else from White's.
  const ownSide: Color = colorOf(viewerSide ?? "WHITE");
  const orientation: Color = options.flip ? otherColor(ownSide) : ownSide;
  const timeZone = viewer?.timeZone ?? "UTC";

  let turnLine: string | null = null;
  let deadlineLine: string | null = null;
  // A paused clock shows the deadline it will have after the return, and the time it keeps.
  const paused = finished ? null : pausedTurn(row, now);
  const deadline = finished ? null : (paused?.deadline ?? deadlineNow(row, now));
  const leftMs = paused ? paused.leftMs : deadline ? deadline.getTime() - now.getTime() : null;
  if (deadline) {
    const whose = yourTurn ? "your move" : `${byside[toMove].name}'s move`;
    turnLine = `${whose} — ${paused ? pausedTimeLeft(paused) : timeLeftPhrase(deadline, now)}`;
    deadlineLine = paused
      ? pausedDeadlineLine(paused, timeZone)
      : `Deadline: ${formatDeadline(deadline, timeZone)}`;
  }
  // The computer has no deadline to show: it answers within a minute.
  const computerThinking = !finished && computerToMove(row) !== null;
  if (computerThinking) {
    turnLine = `${byside[toMove].name} is thinking — it answers within a minute`;
    deadlineLine = null;
  }
  const pauseLine = finished || !row.pausedAt ? null : vacationLine(row, viewer, now);
  const takeback = !row.takebackBy
    ? "none"
    : row.takebackBy === viewerSide
      ? "by-you"
      : viewerSide
        ? "by-opponent"
        : "none";
  const drawOffer = !row.drawOfferedBy
    ? "none"
    : viewerSide
      ? row.drawOfferedBy === viewerSide
        ? "by-you"
        : "by-opponent"
      : row.drawOfferedBy === "WHITE"
        ? "by-white"
        : "by-black";

  const durations = moveDurations(
    row.startedAt,
    row.moves.map((m) => m.playedAt),
  );
  const moves = row.moves.map((m, index): MoveEntry => {
    const number = Math.ceil(m.ply / 2);
    const side = moverOf(m.ply);
    return {
      ply: m.ply,
      number,
      side,
      label: side === "WHITE" ? `${number}.` : `${number}…`,
      notation: m.notation,
      shown: moveShown(row.gameType, m),
      // The messages are private correspondence: the exports leave them out for others too.
      message: viewerSide ? m.message : null,
      tookMs: durations[index],
      took: durationPhrase(durations[index]),
    };
  });
  // Private correspondence, like move messages.
  const chat: ChatView | null = viewerSide
    ? {
        entries: talkOf(
          moves.map((move, index) => ({ ...move, playedAt: row.moves[index].playedAt })),
          await conversationOf(row.id),
          { whiteId: row.whiteId, viewerSide },
          timeZone,
          finished ? (row.finishedAt ?? row.lastMoveAt) : null,
        ),
        closed: chatClosed(row, now),
      }
    : null;
  const notations = moves.map((m) => m.notation);
  const chosen = finished ? choosePly(options.ply, moves.length) : { ply: moves.length, notice: null };
  // The current position is on the game row and the last move's squares on its Move row: only a
  // finished game's replay at an earlier ply (or a row older than the squares) replays the record.
  const recorded = chosen.ply === moves.length ? squaresOf(row.moves.at(-1)) : undefined;
  const shown: BoardAt | null =
    chosen.ply === 0 && moves.length === 0
      ? { position }
      : recorded
        ? { position, lastMove: recorded }
        : boardAt(row.gameType, row.startPosition, notations, chosen.ply);
  const shownPosition = finished && shown ? shown.position : position;
  // A position the engine refuses (reached under older rules) is shown as a plain notice.
  const unplayable = unplayableReason({ ...row, position: shownPosition.fen });

  const resultLine = aborted
    ? "Game aborted before both sides had moved: no result, unrated"
    : finished
      ? resultText(row.winner, row.resultReason, white.name, black.name)
      : null;
  const status = aborted
    ? "Aborted"
    : finished
      ? "Finished"
      : row.drawOfferedBy
        ? `In play, ${byside[toMove].name} to move, a draw offered`
        : `In play, ${byside[toMove].name} to move`;

  return {
    ok: true,
    view: {
      id: row.id,
      number: row.number,
      gameType: row.gameType,
      gameName: game.name,
      rulesHref: `/rules/${row.gameType}`,
      timeControl: timeControlPhrase(controlOf(row)),
      finished,
      isPublic: row.public,
      startPosition: row.startPosition,
      rated: row.rated,
      white,
      black,
      viewerSide,
      orientation,
      toMove,
      nextPly: row.plies + 1,
      yourTurn,
      turnLine,
      computerThinking,
      version: row.version,
      deadlineText: deadline ? formatDeadline(deadline, timeZone) : null,
      deadline,
      deadlineLine,
      aborted,
      canAbort: !finished && viewerSide !== null && abortable(row),
      takebacks: row.takebacks,
      takeback,
      canAskTakeback:
        !finished &&
        row.takebacks &&
        viewerSide !== null &&
        row.takebackBy === null &&
        lastPlyOf(viewerSide, row.plies) > 0,
      pauseLine,
      banks:
        finished || row.incrementDays === null
          ? null
          : {
              WHITE: bankWords(row, "WHITE", toMove, leftMs),
              BLACK: bankWords(row, "BLACK", toMove, leftMs),
            },
      drawOffer,
      resultLine,
      moves,
      chat,
      replay: finished
        ? {
            startPosition: row.startPosition,
            ply: chosen.ply,
            plies: moves.length,
            notice: chosen.notice,
            resultHeadline: resultText(row.winner, row.resultReason, white.name, black.name, {
              sides: false,
            }),
            rulesVersion: row.rulesVersion,
            rulesLine: rulesLine(game.name, row.gameType, row.rulesVersion),
            startedOn: formatDay(row.startedAt, timeZone),
            finishedOn: formatDay(row.finishedAt ?? row.lastMoveAt, timeZone),
          }
        : null,
      position: shownPosition,
      lastMove: shown?.lastMove,
      check: unplayable ? undefined : checkSquare(row.gameType, shownPosition),
      unplayable,
      status,
    },
  };
}

/**
 * Each player's rating for this game as it stands; for a finished rated game, the rating it left
 * them with and by how much it moved it.
 */
async function playerRatings(
  row: { id: string; gameType: string; rated: boolean; whiteId: string; blackId: string },
  finished: boolean,
): Promise<Record<Side, Pick<PlayerView, "rating" | "ratingChange">>> {
  const [current, changes] = await Promise.all([
    ratingsFor([row.whiteId, row.blackId], row.gameType),
    finished && row.rated ? changesIn([row.id]) : null,
  ]);
  const of = (userId: string) => {
    const change = changes?.get(row.id)?.get(userId);
    return change
      ? { rating: change.label, ratingChange: change.change }
      : { rating: ratingLabel(current.get(userId)), ratingChange: null };
  };
  return { WHITE: of(row.whiteId), BLACK: of(row.blackId) };
}

/** "Played under the Kings Court rules, version 1": versions are named "<game>-<n>". */
function rulesLine(gameName: string, gameType: string, rulesVersion: string): string {
  const version = rulesVersion.startsWith(`${gameType}-`)
    ? rulesVersion.slice(gameType.length + 1)
    : rulesVersion;
  return `Played under the ${gameName} rules, version ${version}`;
}

/** "21 November 2026" in the viewer's zone. */
function formatDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: safeZone(timeZone),
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(at);
}

/** "Ana is on vacation until 3 December: the clocks are paused." (the day in the viewer's zone). */
function vacationLine(
  row: { white: VacationPlayer; black: VacationPlayer },
  viewer: Viewer | null,
  now: Date,
): string {
  const away = [row.white, row.black].filter((p) => p.vacationUntil && p.vacationUntil > now);
  if (away.length === 0) return "The clocks are paused.";
  const who = away.map((p) => {
    const name = p.id === viewer?.id ? "You are" : `${displayName(p)} is`;
    // The day they chose, as it reads where they live.
    return `${name} on vacation until ${formatDayMonth(p.vacationUntil as Date, p.timeZone)}`;
  });
  return `${who.join("; ")}: the clocks are paused.`;
}

type VacationPlayer = {
  id: string;
  name: string | null;
  email: string;
  timeZone: string;
  vacationUntil: Date | null;
};

/** A side's time: the side to move's is what is left of its turn; the other's is its bank. */
function bankWords(
  row: { whiteSeconds: number; blackSeconds: number },
  side: Side,
  toMove: Side,
  toMoveLeftMs: number | null,
): string {
  const ms =
    side === toMove && toMoveLeftMs !== null
      ? toMoveLeftMs
      : (side === "WHITE" ? row.whiteSeconds : row.blackSeconds) * 1000;
  return durationPhrase(Math.max(0, ms));
}
