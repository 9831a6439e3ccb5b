// The game page's record: the move list with numbers, shown notation, the time each took and (for
// the players) its message; the players' conversation around it; and the board shown (the position
// now, or a finished game's replay at the ply asked for).
import type { Position } from "../../engine";
import type { Side } from "../../generated/prisma/client";
import { moveShown } from "../catalog/catalog";
import { type BoardAt, boardAt } from "../stored/board-at";
import { durationPhrase } from "../stored/deadline";
import { squaresOf } from "../stored/move-squares";
import { choosePly, moveDurations } from "../stored/replay";
import { moverOf } from "../stored/seats";
import type { StoredGame } from "../stored/stored-game";
import { unplayableReason } from "../stored/unplayable";
import { chatClosed } from "../talk/chat";
import { conversationOf } from "../talk/conversation";
import { type ChatView, talkOf } from "../talk/talk";
import type { MoveEntry } from "./types";

export function movesOf(row: StoredGame, viewerSide: Side | null): MoveEntry[] {
  const durations = moveDurations(
    row.startedAt,
    row.moves.map((m) => m.playedAt),
  );
  return row.moves.map((m, index): MoveEntry => {
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
}

/** The players' conversation with the moves, for a player of the game. */
export async function chatOf(
  row: StoredGame,
  moves: readonly MoveEntry[],
  viewerSide: Side,
  timeZone: string,
  now: Date,
): Promise<ChatView> {
  const finished = row.status !== "ONGOING";
  return {
    entries: talkOf(
      moves.map((move, index) => ({ ...move, playedAt: row.moves[index].playedAt })),
      await conversationOf(row.id),
      { whiteId: row.whiteId, viewerSide },
      timeZone,
      finished ? (row.finishedAt ?? row.lastMoveAt) : null,
    ),
    closed: chatClosed(row, now),
  };
}

/**
 * The board the page shows: the position now, or for a finished game the replay at `askedPly` (the
 * URL's), with why another ply is shown when that one cannot be; and why a position the engine
 * refuses (reached under older rules) cannot be played from, or null.
 */
export function boardShown(
  row: StoredGame,
  moves: readonly MoveEntry[],
  position: Position,
  askedPly: string | string[] | undefined,
): {
  ply: number;
  notice: string | null;
  position: Position;
  lastMove?: { from: string; to: string };
  unplayable: string | null;
} {
  const finished = row.status !== "ONGOING";
  const notations = moves.map((m) => m.notation);
  const chosen = finished ? choosePly(askedPly, moves.length) : { ply: moves.length, notice: null };
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
  return {
    ply: chosen.ply,
    notice: chosen.notice,
    position: shownPosition,
    lastMove: shown?.lastMove,
    unplayable,
  };
}
