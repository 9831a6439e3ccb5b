"use client";

// A board you can tap: the same SVG picture as BoardView, with a transparent grid of buttons over
// the squares: the pieces that may move and the selected piece's targets, and every other piece
// too (out of the tab order: a tap on it asks what it is and how it moves). It only reports taps;
// what a tap means (select, choose, describe) belongs to its owner.

import { type CSSProperties, useEffect, useRef, useState } from "react";
import type { BoardModel, BoardPictureOptions } from "@/lib/board";
import { earlyNoteWords } from "@/lib/board/piece-note";
import type { Color } from "@/lib/engine";
import { colorName } from "@/lib/games/stored/seats";
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
  /** The picture's accessible description, when it is not the position now. */
  readonly label?: string;
  /** An arrow from one square to another (the engine's move). */
  readonly arrow?: BoardPictureOptions["arrow"];
  /**
   * The page's board, whose taps the early-taps script answers before the page's scripts run
   * (early-taps.ts): the moves it may light up until then, as lib/board/move-map-code.ts writes them.
   */
  readonly earlyMoves?: string;
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
    label: props.label,
    arrow: props.arrow,
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

  const zoom = useZoom(model.files);
  // The board's shape, for its size rules (playable-board.module.css); the page's least square
  // size holds only when the player asked for larger squares.
  const shape = {
    "--files": model.files,
    "--ranks": model.ranks,
    ...(zoom.larger ? {} : { "--least-square": "0px" }),
  } as CSSProperties;
  return (
    <>
      <div
        className={styles.frame}
        ref={zoom.frame}
        data-early-board={props.earlyMoves !== undefined ? "" : undefined}
        data-early-moves={props.earlyMoves}
        data-early-notes={props.earlyMoves !== undefined ? earlyNoteWords(model) : undefined}
      >
        <div className={styles.board} style={shape}>
          <div
            className={styles.picture}
            // Built from engine data only (square names, our own drawings), never user text.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          {/* A tap on an empty square that is no target (a plain span, no control) puts a picked-up
              piece back, as it did before the page's scripts ran (early-taps.ts). Keyboards and
              screen readers have the picker's "Put the piece back". */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer taps only, see above */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
          <div
            className={styles.grid}
            style={{
              gridTemplateColumns: `repeat(${model.files}, 1fr)`,
              gridTemplateRows: `repeat(${model.ranks}, 1fr)`,
            }}
            onClick={(event) => {
              const square = (event.target as Element).closest("span[data-square]");
              const name = square?.getAttribute("data-square");
              if (name && !disabled) onSquare(name);
            }}
          >
            {cells.map(({ name, pit }) => {
              const piece = pieces.get(name);
              const isTarget = targetSet.has(name);
              const canPick = movable.has(name);
              if (pit || (!isTarget && !canPick && !piece))
                return <span key={name} aria-hidden="true" data-square={pit ? undefined : name} />;
              const what = piece ? `${colorName(piece.side).toLowerCase()} ${piece.name}` : "empty";
              if (!isTarget && !canPick)
                // A piece that cannot be picked up now: a tap asks about it. Keyboards have the legend.
                return (
                  <button
                    key={name}
                    type="button"
                    data-square={name}
                    tabIndex={-1}
                    className={`${styles.square} ${styles.about}`}
                    aria-label={`${name}, ${what}${name === selected ? ", selected" : ""}`}
                    disabled={disabled}
                    onClick={() => onSquare(name)}
                  />
                );
              const mover = selected ? pieces.get(selected) : undefined;
              const swap = piece && mover && name !== selected && piece.side === mover.side;
              const label = isTarget
                ? `${name}, ${swap ? `swap with the ${piece.name} on ${name}` : piece && name !== selected ? `capture the ${what}` : "move here"}`
                : `${name}, ${what}${name === selected ? ", selected" : ""}`;
              return (
                <button
                  key={name}
                  type="button"
                  data-square={name}
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
      </div>
      {zoom.offered ? (
        <p className={`small muted ${styles.zoom}`}>
          {zoom.larger
            ? "Swipe the board sideways to see every file."
            : "The whole board, with small squares."}{" "}
          <button type="button" className="link" onClick={zoom.toggle}>
            {zoom.larger ? "Show the whole board" : "Larger squares"}
          </button>
        </p>
      ) : null}
    </>
  );
}

const largerSquaresKey = "pigeon-post:larger-squares";

/**
 * The whole board fits the width it has, even when its squares are then smaller than a finger
 * likes (the page's --least-square: Kings Court's twelve files on a phone), so the board and the
 * move's Send button share the screen. Then, and only then, the player may ask for larger squares
 * instead, and the board scrolls sideways; the choice is remembered on this device.
 */
function useZoom(files: number) {
  const frame = useRef<HTMLDivElement>(null);
  const [offered, setOffered] = useState(false);
  const [larger, setLarger] = useState(false);
  useEffect(() => {
    setLarger(readLargerSquares());
    const box = frame.current;
    if (!box) return;
    const measure = () => {
      // The page's least square, not this board's (which sets its own to 0 unless asked).
      const least = Number.parseFloat(getComputedStyle(box).getPropertyValue("--least-square")) || 0;
      setOffered(files * least > box.clientWidth + 1);
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(box);
    return () => watch.disconnect();
  }, [files]);
  const toggle = () => {
    setLarger(!larger);
    try {
      window.localStorage.setItem(largerSquaresKey, larger ? "" : "1");
    } catch {
      // Storage refused (private mode): the choice lasts as long as the page.
    }
  };
  return { frame, offered, larger, toggle };
}

function readLargerSquares(): boolean {
  try {
    return window.localStorage.getItem(largerSquaresKey) === "1";
  } catch {
    return false;
  }
}
