// What a game email shows about a game, from the recipient's side: opponent, colour, the last
// move and its message, the recent moves in canonical notation, and the board picture.

import { displayName } from "../accounts/display-name";
import { boardModel, checkSquare } from "../board";
import { renderBoardPng, wholeSquaresWidth } from "../board/png";
import { moveShown } from "../games/catalog/catalog";
import { type BoardAt, boardAt } from "../games/stored/board-at";
import { squaresOf } from "../games/stored/move-squares";
import { colorOf, otherSide, positionOf } from "../games/stored/seats";
import type { StoredGame } from "../games/stored/stored-game";
import { unplayableReason } from "../games/stored/unplayable";
import type { Prisma, Side } from "../generated/prisma/client";
import type { InlineAttachment } from "../mail/transport";

export type GameRecord = StoredGame;
export type Player = GameRecord["white"];

/** A game with both players and only its last move: all a digest line shows of it. */
export const withLastMove = {
  white: true,
  black: true,
  moves: { orderBy: { ply: "desc" }, take: 1 },
} as const;
export type GameWithLastMove = Prisma.GameGetPayload<{ include: typeof withLastMove }>;

type Players = Pick<GameRecord, "white" | "black">;

export function playerOn(game: Players, side: Side): Player {
  return side === "WHITE" ? game.white : game.black;
}

export function opponentName(game: Players, side: Side): string {
  return displayName(playerOn(game, otherSide(side)));
}

/** The full-move number of ply `ply` (1 = White's first move). */
export const moveNumber = (ply: number): number => Math.ceil(ply / 2);

/** "12. Jf1-g3" for White's move at `ply`, "11... e5" for Black's. */
export const numberedMove = (ply: number, text: string): string =>
  `${moveNumber(ply)}${ply % 2 === 1 ? "." : "..."} ${text}`;

/** "11. Pe2-e4 Pe7-e5" lines for the last `count` plies; "11... Pe7-e5" when Black's move starts it. */
export function moveListTail(game: GameRecord, count = 12): string[] {
  const tail = game.moves.slice(-count);
  const lines: string[] = [];
  for (const move of tail) {
    const shown = moveShown(game.gameType, move);
    if (move.ply % 2 === 1) lines.push(`${moveNumber(move.ply)}. ${shown}`);
    else if (lines.length === 0) lines.push(`${moveNumber(move.ply)}... ${shown}`);
    else lines[lines.length - 1] += ` ${shown}`;
  }
  return lines;
}

export const boardCid = "board@pigeon-post";

/**
 * The squares of the game's last move, for the picture's highlight: stored on its row when it was
 * played; a row older than those columns falls back to one replay of the record.
 */
export function lastMoveOf(game: GameRecord): BoardAt["lastMove"] {
  const last = game.moves.at(-1);
  if (!last) return undefined;
  return (
    squaresOf(last) ??
    boardAt(
      game.gameType,
      game.startPosition,
      game.moves.map((m) => m.notation),
    )?.lastMove
  );
}

/** The current position as a PNG from `side`'s seat, with the last move and any check marked. */
export function boardPicture(
  game: GameRecord,
  side: Side,
  lastMove: BoardAt["lastMove"],
): InlineAttachment | undefined {
  if (unplayableReason(game)) return undefined; // the email goes without a picture
  return pictureOf(game.gameType, { position: positionOf(game), lastMove }, side);
}

/**
 * The position the game had after ply `ply` (a takeback's destination), as a PNG from `side`'s
 * seat, with the move that led there marked; undefined when the record does not replay there.
 */
export function boardPictureAt(game: GameRecord, side: Side, ply: number): InlineAttachment | undefined {
  const at = boardAt(
    game.gameType,
    game.startPosition,
    game.moves.map((m) => m.notation),
    ply,
  );
  return at ? pictureOf(game.gameType, at, side) : undefined;
}

function pictureOf(gameType: string, at: BoardAt, side: Side): InlineAttachment | undefined {
  const model = boardModel(gameType, at.position);
  if (!model.ok) return undefined;
  const png = renderBoardPng(model.value, {
    orientation: colorOf(side),
    lastMove: at.lastMove,
    check: checkSquare(gameType, at.position),
    size: wholeSquaresWidth(model.value, 360),
  });
  return { cid: boardCid, filename: "board.png", contentType: "image/png", content: png };
}
