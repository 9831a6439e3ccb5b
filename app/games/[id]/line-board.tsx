"use client";

// A board for building conditional lines on the game page, without leaving it: it starts at one
// position (the game's now, or the one after the player's chosen move), every move is played with
// the game page's own picker and chooser (so every game's special turns, checked by the engine in
// the browser), and the moves made form a tree, so the player can step back and try the other
// side's alternatives. Lines already kept start in the tree. What to do with the line up to the
// move shown (keep it, add it to the move's answers) is the owner's: `children` renders it.

import { type ReactNode, useEffect, useMemo } from "react";
import { EngineMovePicker, useGame } from "@/app/components/board/engine-move-picker";
import { MoveTree } from "@/app/components/board/move-tree";
import { useMoveTree } from "@/app/components/board/use-move-tree";
import type { LineMove } from "@/lib/conditional/tree";
import type { Color, Position } from "@/lib/engine";
import { describeOutcome } from "@/lib/engine";
import { addMove, positionTree, rootId } from "@/lib/games/view/analysis-tree";
import styles from "./conditional.module.css";
import gameStyles from "./game.module.css";

export interface LineBoardProps {
  readonly gameType: string;
  /** Where the lines start. */
  readonly position: Position;
  /** Half-moves played before `position` (the first move of a line is move `ply + 1`). */
  readonly ply: number;
  readonly orientation: Color;
  /** Lines already kept, in the tree from the start (canonical moves). */
  readonly lines: readonly (readonly string[])[];
  /** What the board's moves are, for those who cannot see it ("Lines for your conditional moves"). */
  readonly label: string;
  /** The line from the start to the move shown (their move first), and what to do with it. */
  readonly children: (path: readonly LineMove[], start: () => void) => ReactNode;
}

export function LineBoard(props: LineBoardProps) {
  const { gameType, position, ply, orientation, lines } = props;
  const game = useGame(gameType);
  const { built, setBuilt, problem, go, play, remove, steps } = useMoveTree();

  useEffect(() => {
    if (!game) return;
    let tree = positionTree(game, position, ply);
    for (const line of lines) {
      let at = rootId;
      for (const text of line) {
        const added = addMove(tree, at, text);
        if (!added.ok) break; // kept lines were checked from this position; one that no longer plays stops
        ({ tree, node: at } = added.value);
      }
    }
    // Kept lines are the player's, not the game's: shown like moves tried on the board.
    setBuilt((now) => now ?? { tree, current: rootId });
  }, [game, position, ply, lines, setBuilt]);

  // When a line is kept or deleted elsewhere, the tree keeps what the player built: only moves
  // not in it yet are added.
  useEffect(() => {
    setBuilt((now) => {
      if (!now) return now;
      let tree = now.tree;
      for (const line of lines) {
        let at = rootId;
        for (const text of line) {
          const added = addMove(tree, at, text);
          if (!added.ok) break;
          ({ tree, node: at } = added.value);
        }
      }
      return tree === now.tree ? now : { ...now, tree };
    });
  }, [lines, setBuilt]);

  const path = useMemo(() => {
    if (!built) return [];
    const moves: LineMove[] = [];
    for (
      let at: number | null = built.current;
      at !== null && at !== rootId;
      at = built.tree.nodes[at].parent
    ) {
      const node = built.tree.nodes[at];
      moves.unshift({ text: node.text, san: node.shown });
    }
    return moves;
  }, [built]);

  if (!built || !steps || !game) return <p className="small muted">The board is being set up…</p>;
  const node = built.tree.nodes[built.current];
  const outcome = game.outcome(node.position);
  const toMove = game.turn(node.position) === "w" ? "White" : "Black";
  return (
    <section className={styles.lineBoard} aria-label={props.label}>
      <EngineMovePicker
        key={`${built.current}-${built.tree.nodes.length}`}
        gameType={gameType}
        position={node.position}
        orientation={orientation}
        lastMove={node.lastMove}
        check={node.check}
        onPick={(move) => play(move.text)}
        prompt={
          outcome.status === "over"
            ? `Game over here: ${describeOutcome(outcome)}.`
            : `${toMove} to move: tap a piece, then where it goes.`
        }
      />
      {problem ? (
        <p className="notice error" role="alert">
          {problem}
        </p>
      ) : null}
      <nav className={`${gameStyles.steps} ${styles.lineSteps}`} aria-label="Step through these lines">
        <button
          type="button"
          className={gameStyles.step}
          disabled={steps.first === undefined}
          onClick={() => go(steps.first)}
          aria-label="Back to the start of the lines"
        >
          « Start
        </button>
        <button
          type="button"
          className={gameStyles.step}
          disabled={steps.back === undefined}
          onClick={() => go(steps.back)}
          aria-label="Back one move"
        >
          ‹ Back
        </button>
        <button
          type="button"
          className={gameStyles.step}
          disabled={steps.forward === undefined}
          onClick={() => go(steps.forward)}
          aria-label="Forward one move"
        >
          Forward ›
        </button>
        <button
          type="button"
          className={gameStyles.step}
          disabled={node.id === rootId}
          onClick={remove}
          aria-label={node.id === rootId ? "Take back a move" : `Take back ${node.shown}`}
        >
          Take back
        </button>
      </nav>
      <MoveTree
        tree={built.tree}
        current={built.current}
        go={go}
        label="These lines in notation"
        empty="No moves yet: play one on the board."
      />
      {props.children(path, () => go(rootId))}
    </section>
  );
}
