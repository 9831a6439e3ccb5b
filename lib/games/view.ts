// What the game page shows, as one plain value: players, turn and deadline in the viewer's own
// words and time zone, the move list with numbers and messages, and the position with its last
// move and check. One read, so the page stays a thin drawing of it and tests need no browser.

import { displayName } from "../accounts/display-name";
import { checkSquare } from "../board";
import { type Color, getGame, type Position } from "../engine";
import { boardAt } from "./board-at";
import { formatDeadline, timeLeftPhrase } from "./deadline";
import { positionOf, sideToMove } from "./play";
import { loadStoredGame } from "./stored-game";

export type PlayerSide = "WHITE" | "BLACK";

export type Viewer = { id: string; timeZone: string };

export type MoveEntry = {
  ply: number;
  /** The move number: plies 1 and 2 are move 1. */
  number: number;
  side: PlayerSide;
  /** "1." before White's move, "1…" before Black's. */
  label: string;
  notation: string;
  message: string | null;
};

export type PlayerView = { id: string; name: string; side: PlayerSide };

export type GameView = {
  id: string;
  gameType: string;
  gameName: string;
  rulesHref: string;
  timeControl: string;
  finished: boolean;
  white: PlayerView;
  black: PlayerView;
  /** The viewer's side, or null for a visitor of a public finished game (read-only). */
  viewerSide: PlayerSide | null;
  /** Who sits at the bottom of the board: the viewer's side, turned round by `flip`. */
  orientation: Color;
  toMove: PlayerSide;
  /** The move number a submission from this page carries (stale pages are refused by it). */
  nextPly: number;
  yourTurn: boolean;
  /** "your move — 2 days 4 hours left", "Ana's move — time is up"; null once finished. */
  turnLine: string | null;
  /** The deadline as a wall-clock time in the viewer's zone. */
  deadlineText: string | null;
  deadline: Date | null;
  /** Who has offered a draw, seen from the viewer. */
  drawOffer: "none" | "by-you" | "by-opponent" | "by-white" | "by-black";
  /** "Ana won by checkmate", "Draw by agreement"; null while the game runs. */
  resultLine: string | null;
  moves: MoveEntry[];
  position: Position;
  lastMove?: { from: string; to: string };
  check?: string;
  status: string;
};

export type GameViewResult = { ok: true; view: GameView } | { ok: false; reason: string };

const hidden: GameViewResult = { ok: false, reason: "There is no such game." };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The game as the viewer may see it: players see their game; anyone else, signed in or not,
 * sees only a public finished game, and a hidden game reads exactly like a missing one.
 */
export async function gameView(
  gameId: string,
  viewer: Viewer | null,
  now: Date,
  options: { flip?: boolean } = {},
): Promise<GameViewResult> {
  const row = await loadStoredGame(gameId);
  if (!row) return hidden;
  const viewerSide: PlayerSide | null =
    viewer?.id === row.whiteId ? "WHITE" : viewer?.id === row.blackId ? "BLACK" : null;
  const finished = row.status === "FINISHED";
  if (!viewerSide && !(row.public && finished)) return hidden;
  const engine = getGame(row.gameType);
  if (!engine.ok) return { ok: false, reason: engine.error.reason };
  const game = engine.value;

  const white: PlayerView = { id: row.white.id, name: displayName(row.white), side: "WHITE" };
  const black: PlayerView = { id: row.black.id, name: displayName(row.black), side: "BLACK" };
  const byside = { WHITE: white, BLACK: black };
  const toMove = sideToMove(row);
  const yourTurn = !finished && viewerSide === toMove;
  const position = positionOf(row);
  const ownSide: Color = viewerSide === "BLACK" ? "b" : "w";
  const orientation: Color = options.flip ? (ownSide === "w" ? "b" : "w") : ownSide;
  const timeZone = viewer?.timeZone ?? "UTC";

  let turnLine: string | null = null;
  if (!finished && row.deadline) {
    const whose = yourTurn ? "your move" : `${byside[toMove].name}'s move`;
    turnLine = `${whose} — ${timeLeftPhrase(row.deadline, now)}`;
  }
  const drawOffer = !row.drawOfferedBy
    ? "none"
    : viewerSide
      ? row.drawOfferedBy === viewerSide
        ? "by-you"
        : "by-opponent"
      : row.drawOfferedBy === "WHITE"
        ? "by-white"
        : "by-black";

  const moves = row.moves.map((m): MoveEntry => {
    const number = Math.ceil(m.ply / 2);
    const side: PlayerSide = m.ply % 2 === 1 ? "WHITE" : "BLACK";
    return {
      ply: m.ply,
      number,
      side,
      label: side === "WHITE" ? `${number}.` : `${number}…`,
      notation: m.notation,
      message: m.message,
    };
  });

  const resultLine = finished ? resultText(row.winner, row.resultReason, white.name, black.name) : null;
  const status = finished
    ? "Finished"
    : row.drawOfferedBy
      ? `In play, ${byside[toMove].name} to move, a draw offered`
      : `In play, ${byside[toMove].name} to move`;

  return {
    ok: true,
    view: {
      id: row.id,
      gameType: row.gameType,
      gameName: game.name,
      rulesHref: `/rules/${row.gameType}`,
      timeControl: `${plural(row.daysPerMove, "day")} per move`,
      finished,
      white,
      black,
      viewerSide,
      orientation,
      toMove,
      nextPly: row.plies + 1,
      yourTurn,
      turnLine,
      deadlineText: !finished && row.deadline ? formatDeadline(row.deadline, timeZone) : null,
      deadline: finished ? null : row.deadline,
      drawOffer,
      resultLine,
      moves,
      position,
      lastMove: boardAt(
        row.gameType,
        row.startPosition,
        moves.map((m) => m.notation),
      )?.lastMove,
      check: checkSquare(row.gameType, position),
      status,
    },
  };
}

const reasonWords: Record<string, string> = {
  time: "on time",
  resignation: "by resignation",
  agreement: "by agreement",
};

/** "Ana won by checkmate", "Bart won on time", "Draw by agreement". */
export function resultText(
  winner: string | null,
  reason: string | null,
  whiteName: string,
  blackName: string,
): string {
  const how = reason ? (reasonWords[reason] ?? `by ${reason.replace(/-/g, " ")}`) : "";
  if (winner === "draw") return `Draw ${how}`.trim();
  if (winner === "w") return `${whiteName} (White) won ${how}`.trim();
  if (winner === "b") return `${blackName} (Black) won ${how}`.trim();
  return "The game is over";
}
