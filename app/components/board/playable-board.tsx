"use client";

// A board you can tap: the same SVG picture as BoardView, with a transparent grid of buttons over
// the squares that can be chosen (the pieces that may move, and the selected piece's targets).
// It only reports taps; what a tap means (select, choose, confirm) belongs to its owner.

import type { BoardModel, BoardPictureOptions } from "@/lib/board";
import type { Color } from "@/lib/engine";
import { colorName } from "@/lib/games/sides";
import { fluidBoardSvg } from "./board-view";
import styles from "./playable-board.module.css";

export interface PlayableBoardProps {
  readonly model: BoardModel;
  readonly orientation: Color;
  readonly lastMove?: BoardPictureOptions["lastMove"];
  readonly check?: string;
  readonly selected?: string;
  readonly targets: readonly string[];
  /** Squares holding a piece that may be picked up now. */
  readonly movable: ReadonlySet<string>;
  readonly onSquare: (square: string) => void;
  readonly disabled?: boolean;
}

export function PlayableBoard(props: PlayableBoardProps) {
  const { model, orientation, selected, targets, movable, onSquare, disabled } = props;
  const svg = fluidBoardSvg(model, {
    orientation,
    lastMove: props.lastMove,
    check: props.check,
    selected,
    targets,
    size: 640,
  });
  const pieces = new Map(model.pieces.map((p) => [p.square, p]));
  const targetSet = new Set(targets);

  // Screen order: top row first, left to right, as seen from `orientation`.
  const cells: { name: string; pit: boolean }[] = [];
  for (let row = 0; row < model.ranks; row++)
    for (let col = 0; col < model.files; col++) {
      const file = orientation === "w" ? col : model.files - 1 - col;
      const rank = orientation === "w" ? model.ranks - 1 - row : row;
      const square = model.squares[rank * model.files + file];
      cells.push({ name: square.name, pit: square.pit });
    }

  return (
    <div className={styles.board}>
      <div
        className={styles.picture}
        // Built from engine data only (square names, our own drawings), never user text.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <div
        className={styles.grid}
        style={{
          gridTemplateColumns: `repeat(${model.files}, 1fr)`,
          gridTemplateRows: `repeat(${model.ranks}, 1fr)`,
        }}
      >
        {cells.map(({ name, pit }) => {
          const piece = pieces.get(name);
          const isTarget = targetSet.has(name);
          const canPick = movable.has(name);
          if (pit || (!isTarget && !canPick)) return <span key={name} aria-hidden="true" />;
          const what = piece ? `${colorName(piece.side).toLowerCase()} ${piece.name}` : "empty";
          const mover = selected ? pieces.get(selected) : undefined;
          const swap = piece && mover && name !== selected && piece.side === mover.side;
          const label = isTarget
            ? `${name}, ${swap ? `swap with the ${piece.name} on ${name}` : piece && name !== selected ? `capture the ${what}` : "move here"}`
            : `${name}, ${what}${name === selected ? ", selected" : ""}`;
          return (
            <button
              key={name}
              type="button"
              className={styles.square}
              aria-label={label}
              aria-pressed={canPick ? name === selected : undefined}
              disabled={disabled}
              onClick={() => onSquare(name)}
            />
          );
        })}
      </div>
    </div>
  );
}
