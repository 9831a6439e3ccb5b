"use client";

// The board of a game page at one position, its last move tinted and a king in check marked: the
// running game for whoever is not to move, and the replay at its ply.
import { BoardView } from "@/app/components/board/board-view";
import { boardModel } from "@/lib/board";
import type { Color, Position } from "@/lib/engine";
import styles from "./game.module.css";

export function GameBoard({
  gameType,
  position,
  orientation,
  lastMove,
  check,
}: {
  gameType: string;
  /** A position, or a position string of the game. */
  position: Position | string;
  orientation: Color;
  lastMove?: { from: string; to: string };
  check?: string;
}) {
  const model = boardModel(gameType, position);
  if (!model.ok) return <p className="notice error">{model.error.reason}</p>;
  return (
    <BoardView
      model={model.value}
      orientation={orientation}
      lastMove={lastMove}
      check={check}
      size={640}
      className={styles.boardPicture}
    />
  );
}
