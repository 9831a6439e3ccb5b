"use client";

// The board of a game page at one position, its last move tinted and a king in check marked: the
// running game for whoever is not to move, and the replay at its ply. Nothing moves here, but a
// tap on a piece says what it is and how it moves (the note under the board). The board comes drawn
// as a model (the replay's) or as the model's code (the server's, lib/board/board-code.ts): no rules
// engine here.
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { takeEarlyTaps } from "@/app/components/board/early-taps";
import { PieceNoteView, useAskedPiece } from "@/app/components/board/piece-note";
import { PlayableBoard } from "@/app/components/board/playable-board";
import { asBoardModel, type BoardCode } from "@/lib/board/board-code";
import type { BoardModel } from "@/lib/board/model";
import type { Color } from "@/lib/engine";

const nothingMovable: ReadonlySet<string> = new Set();

export function GameBoard({
  board,
  orientation,
  lastMove,
  check,
  arrow,
  belowBoard,
  takesEarlyTaps,
  earlyMoves,
}: {
  /** The position's board (lib/board's boardModel), or its code from the server. */
  board: BoardModel | BoardCode;
  orientation: Color;
  lastMove?: { from: string; to: string };
  check?: string;
  /** An arrow on the board: the engine review's better move. */
  arrow?: { from: string; to: string };
  /** What sits right under the board, before the note (the game page: the player at the bottom). */
  belowBoard?: ReactNode;
  /**
   * The page's board: the early-taps script describes a piece tapped before the board could answer,
   * and the board plays those taps once it can (early-taps.ts).
   */
  takesEarlyTaps?: boolean;
  /**
   * Moves the early-taps script may light up on this board before a movable board replaces it, as
   * lib/board/move-map-code.ts writes them.
   */
  earlyMoves?: string;
}) {
  const model = useMemo(() => asBoardModel(board), [board]);
  const asked = useAskedPiece(model);
  // The taps work once the page's script runs: only then does the hint offer them.
  const [interactive, setInteractive] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the board first can answer
  useEffect(() => {
    setInteractive(true);
    if (takesEarlyTaps) asked.replay(takeEarlyTaps());
  }, []);
  return (
    <>
      <PlayableBoard
        model={model}
        orientation={orientation}
        lastMove={lastMove}
        check={check}
        arrow={arrow}
        selected={asked.piece?.square}
        targets={[]}
        movable={nothingMovable}
        onSquare={asked.ask}
        // A board that takes early taps is the script's, with or without moves to light up.
        earlyMoves={earlyMoves ?? (takesEarlyTaps ? "" : undefined)}
      />
      {belowBoard}
      {interactive && !asked.piece ? <p className="muted small">Tap a piece to see how it moves.</p> : null}
      <PieceNoteView model={model} piece={asked.piece} />
    </>
  );
}
