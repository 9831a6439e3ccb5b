import { checkSquare } from "../../board";
import { timeControlPhrase } from "../../clock/clock";
import { type Color, getGame } from "../../engine";
import { safeZone } from "../stored/deadline";
import { resultText } from "../stored/result";
import { colorOf, otherColor, positionOf, sideOf, sideToMove } from "../stored/seats";
import { loadStoredGame } from "../stored/stored-game";
import { controlOf } from "../stored/turn-clock";
import { mayView } from "../stored/viewers";
import { clockView } from "./clock";
import { offersView } from "./offers";
import { playersView } from "./players";
import { boardShown, chatOf, movesOf } from "./record";
import { tournamentLine } from "./tournament";
import type { GameViewResult, Viewer } from "./types";

export type {
  GameView,
  GameViewResult,
  MoveEntry,
  PlayerView,
  ReplayView,
  TournamentLine,
  Viewer,
} from "./types";

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

  const byside = await playersView(row, finished);
  const { WHITE: white, BLACK: black } = byside;
  const toMove = sideToMove(row);
  const yourTurn = !finished && viewerSide === toMove;
  const position = positionOf(row);
  // A player sees the board from their own side; anyone else from White's.
  const ownSide: Color = colorOf(viewerSide ?? "WHITE");
  const orientation: Color = options.flip ? otherColor(ownSide) : ownSide;
  const timeZone = viewer?.timeZone ?? "UTC";

  const clock = clockView(row, viewer, { toMove, toMoveName: byside[toMove].name, yourTurn, finished }, now);
  const offers = offersView(row, viewerSide, finished);

  const moves = movesOf(row, viewerSide);
  // Private correspondence, like move messages.
  const [chat, tournament] = await Promise.all([
    viewerSide ? chatOf(row, moves, viewerSide, timeZone, now) : null,
    tournamentLine(row),
  ]);
  const board = boardShown(row, moves, position, finished ? options.ply : undefined);

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
      ...clock,
      version: row.version,
      aborted,
      ...offers,
      resultLine,
      moves,
      chat,
      replay: finished
        ? {
            startPosition: row.startPosition,
            ply: board.ply,
            plies: moves.length,
            notice: board.notice,
            resultHeadline: resultText(row.winner, row.resultReason, white.name, black.name, {
              sides: false,
            }),
            rulesVersion: row.rulesVersion,
            rulesLine: rulesLine(game.name, row.gameType, row.rulesVersion),
            startedOn: formatDay(row.startedAt, timeZone),
            finishedOn: formatDay(row.finishedAt ?? row.lastMoveAt, timeZone),
          }
        : null,
      position: board.position,
      lastMove: board.lastMove,
      check: board.unplayable ? undefined : checkSquare(row.gameType, board.position),
      unplayable: board.unplayable,
      status,
      tournament,
    },
  };
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
