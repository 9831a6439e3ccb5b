"use client";

// Picking a move on the board: tap a piece, its legal destinations light up, tap one; when several
// moves share that origin and destination (promotion piece, Mercenary placement, Joust heading or
// route, castling or the King's own step, a swap's promotion) choose among previews of the
// positions they lead to. The board and its legal destinations come with the props (the game page
// has them from the server, in its HTML); the rules engine, which makes the complete moves and
// their previews, is loaded only once a piece is picked up (move-choices.ts), so a phone's first
// load carries none of it. Any piece tapped, whichever side, also gets a note under the board: what
// it is and how it moves. What a picked move then does (confirm and send it, or play it on an
// analysis board) belongs to the owner: the game page's MoveBoard and the analysis board share
// this one picker (EngineMovePicker, where the engine is loaded anyway).

import { type ReactNode, useEffect, useRef, useState } from "react";
import type { BoardModel } from "@/lib/board/model";
import type { MoveMap } from "@/lib/board/move-map";
import { moveMapCode } from "@/lib/board/move-map-code";
import type { Color, Position } from "@/lib/engine";
import { BoardView } from "./board-view";
import { takeEarlyTaps } from "./early-taps";
import styles from "./move-picker.module.css";
import { PieceNoteView, useAskedPiece } from "./piece-note";
import { PlayableBoard } from "./playable-board";

/** One complete move, with the position it leads to. */
export type PickedMove = {
  from: string;
  to: string;
  /** Canonical notation: what the engine reads back. */
  text: string;
  after: Position;
  /** The board after it. */
  model: BoardModel;
  /** Where a piece is placed besides the move (Wild Jokers' Mercenary), marked on the preview. */
  placed?: string;
  caption?: string;
};

export interface MovePickerProps {
  readonly gameType: string;
  readonly position: Position;
  /** The position's board. */
  readonly model: BoardModel;
  /** Its legal moves' origins and destinations. */
  readonly moves: MoveMap;
  readonly orientation: Color;
  readonly lastMove?: { from: string; to: string };
  readonly check?: string;
  /** An arrow on the board (the engine's best move), hidden while a piece is picked up. */
  readonly arrow?: { from: string; to: string };
  readonly disabled?: boolean;
  /** What the line under the board says while nothing is selected. */
  readonly prompt: ReactNode;
  readonly onPick: (move: PickedMove) => void;
  /** What sits right under the board, before the prompt (the game page: the player at the bottom). */
  readonly belowBoard?: ReactNode;
  /** The page's board: it plays the taps made before it could answer (early-taps.ts). */
  readonly takesEarlyTaps?: boolean;
}

/** The engine's part of picking (move-choices.ts), fetched the first time a piece is picked up. */
const loadChoices = () => import("./move-choices");

export function MovePicker(props: MovePickerProps) {
  const { gameType, position, model, moves, orientation, disabled, onPick } = props;
  const [selected, setSelected] = useState<string>();
  const [options, setOptions] = useState<{ to: string; list: PickedMove[]; focus: string[] }>();
  const asked = useAskedPiece(model);
  const chooser = useRef<HTMLFieldSetElement>(null);
  // Taps made before the page could answer, played one per render, in order, as if made now; a
  // tap made while they are played joins the end of the line (the page can run between two taps,
  // and the second must not be answered before the first).
  // Where that line stands: none (taps are answered at once), taken (not yet played from: the
  // first render after taking it still shows the empty start), playing.
  const [early, setEarly] = useState<readonly string[]>([]);
  const earlyLine = useRef<"none" | "taken" | "playing">("none");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the board first can answer
  useEffect(() => {
    if (!props.takesEarlyTaps) return;
    const taps = takeEarlyTaps();
    if (taps.length > 0) earlyLine.current = "taken";
    setEarly(taps);
  }, []);

  // Where the chooser is not laid over the board (a phone), it opens below it: scroll just enough
  // to show its first row of choices, keeping as much of the board in sight as that allows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the chooser opens or changes
  useEffect(() => {
    const box = chooser.current;
    if (!box || getComputedStyle(box).position !== "static") return;
    const { top, height } = box.getBoundingClientRect();
    const wanted = Math.min(height, 300);
    const shown = window.innerHeight - top;
    if (shown < wanted) window.scrollBy({ top: wanted - shown, behavior: "smooth" });
  }, [options]);

  const tapNow = useRef<(square: string) => void>(undefined);
  useEffect(() => {
    // Done once a render has shown the last one's answer: a tap from now on is answered at once.
    if (early.length === 0 && earlyLine.current === "playing") earlyLine.current = "none";
    if (early.length === 0 || !tapNow.current) return;
    earlyLine.current = "playing";
    tapNow.current(early[0]);
    setEarly((line) => line.slice(1));
  }, [early]);

  const movable = new Set(Object.keys(moves));
  const targets = selected ? (moves[selected] ?? []) : [];

  const reset = () => {
    setSelected(undefined);
    setOptions(undefined);
    asked.ask(undefined);
  };

  const pick = (move: PickedMove) => {
    reset();
    onPick(move);
  };

  const onSquare = (square: string) => {
    if (disabled) return;
    if (selected && targets.includes(square)) {
      asked.ask(undefined);
      const from = selected;
      void loadChoices().then(({ choicesBetween }) => {
        const choices = choicesBetween(gameType, position, from, square);
        if (choices.list.length === 1) pick(choices.list[0]);
        else setOptions({ to: square, ...choices });
      });
      return;
    }
    setOptions(undefined);
    const picking = movable.has(square) && square !== selected;
    // The engine makes the complete moves: fetched, and the game's rules compiled, while the player
    // looks for the destination.
    if (picking) void loadChoices().then(({ prepareChoices }) => prepareChoices(gameType));
    setSelected(picking ? square : undefined);
    // Any piece tapped, movable or not: say what it is and how it moves.
    asked.ask(square);
  };

  tapNow.current = onSquare;
  const onTap = (square: string) => {
    if (earlyLine.current !== "none") setEarly((line) => [...line, square]);
    else onSquare(square);
  };

  // Laid over the board (wide screens), the chooser covers the half away from the destination.
  const destination = options ? model.squares.find((s) => s.name === options.to) : undefined;
  const destinationRow = destination
    ? orientation === "w"
      ? model.ranks - 1 - destination.rank
      : destination.rank
    : 0;
  const chooserAt = destinationRow < model.ranks / 2 ? styles.overBottom : styles.overTop;

  return (
    <>
      <div className={styles.stage}>
        <PlayableBoard
          model={model}
          orientation={orientation}
          lastMove={selected ? undefined : props.lastMove}
          check={props.check}
          arrow={selected ? undefined : props.arrow}
          selected={selected}
          targets={targets}
          movable={movable}
          onSquare={onTap}
          disabled={disabled}
          // The page's board answers taps before its script runs, from the same moves.
          earlyMoves={props.takesEarlyTaps ? moveMapCode(moves) : undefined}
        />
        {options ? (
          <fieldset className={`${styles.chooser} ${chooserAt}`} ref={chooser}>
            <legend>Choose the move</legend>
            <ul className={styles.choices}>
              {options.list.map((choice) => (
                <li key={choice.text}>
                  <button type="button" className={styles.choice} onClick={() => pick(choice)}>
                    <BoardView
                      model={choice.model}
                      orientation={orientation}
                      lastMove={selected ? { from: selected, to: options.to } : undefined}
                      selected={choice.placed}
                      coordinates={false}
                      focus={options.focus}
                      size={150}
                      label={`The position after ${choice.text}`}
                    />
                    <span className={styles.choiceText}>{choice.text}</span>
                    {choice.caption ? <span className="small muted">{choice.caption}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="secondary" onClick={reset}>
              Cancel
            </button>
          </fieldset>
        ) : null}
      </div>
      {props.belowBoard}
      <p className="muted small" aria-live="polite">
        {options
          ? `Several moves go from ${selected} to ${options.to}: choose one below.`
          : selected
            ? targets.length > 0
              ? `${selected} is selected: tap a highlighted square.`
              : `The piece on ${selected} cannot move.`
            : props.prompt}
      </p>
      <PieceNoteView model={model} piece={asked.piece} />

      {selected && !options ? (
        <button type="button" className="secondary" onClick={reset}>
          Put the piece back
        </button>
      ) : null}
    </>
  );
}
