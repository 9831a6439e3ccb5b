"use client";

// The analysis board: the game's own moves are the main line, and the player (or a visitor of a
// public finished game) makes moves for both sides from any point of it with the same picker,
// chooser and legality as real play (the rules engine runs here, in the browser). Moving from an
// earlier point makes a variation; the tree is written out in notation, every move a button that
// goes back to it. Nothing is sent to the server: only the owner's `actions` (saving a line to
// private notes, later conditional moves) do anything with a line, and only when asked.

import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { MovePicker, useGame } from "@/app/components/board/move-picker";
import { useStepKeys } from "@/app/components/step-keys";
import type { Color } from "@/lib/engine";
import { describeOutcome } from "@/lib/engine";
import {
  type AnalysisLine,
  type AnalysisTree,
  addLine,
  addMove,
  gameTree,
  lineOf,
  plyLabel,
  removeMove,
  rootId,
} from "@/lib/games/analysis-tree";
import styles from "../game.module.css";
import own from "./analysis.module.css";

export interface AnalysisBoardProps {
  readonly gameType: string;
  readonly startPosition: string;
  /** The game's moves so far (canonical notation): the tree's main line. */
  readonly record: readonly string[];
  /** The ply the board opens at (0 = the start). */
  readonly startPly: number;
  readonly orientation: Color;
  /** What shows until the script has built the tree (and all there is without JavaScript). */
  readonly fallback: ReactNode;
  /** A line to add and show (a saved one the player picked); a new value each time it is asked for. */
  readonly show?: { readonly line: AnalysisLine; readonly key: number };
  /**
   * Called with the line through the current move whenever it changes: `moves` after the game's
   * first `fromPly` half-moves (empty while the line follows the game). For whoever needs the line
   * without a button of their own.
   */
  readonly onLine?: (moves: readonly string[], fromPly: number) => void;
  /** Buttons under the move tree that act on the current line (save it, play it conditionally). */
  readonly actions?: (line: AnalysisLine) => ReactNode;
  /** More of the side column, under the moves (the player's notes). */
  readonly children?: ReactNode;
}

type Built = { tree: AnalysisTree; current: number };

export function AnalysisBoard(props: AnalysisBoardProps) {
  const { gameType, startPosition, record, startPly, onLine, show } = props;
  const game = useGame(gameType);
  const [built, setBuilt] = useState<Built | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [flipped, setFlipped] = useState(false);

  // In the browser only: the server draws the fallback and replays nothing.
  useEffect(() => {
    const tree = gameTree(gameType, startPosition, record);
    if (!tree.ok) {
      setProblem(`This game's record does not replay: ${tree.error.reason}`);
      return;
    }
    let current = rootId;
    for (let ply = 0; ply < startPly; ply++) current = tree.value.nodes[current].children[0] ?? current;
    setBuilt({ tree: tree.value, current });
  }, [gameType, startPosition, record, startPly]);

  useEffect(() => {
    if (!show) return;
    setBuilt((now) => {
      if (!now) return now;
      const added = addLine(now.tree, show.line);
      if (!added.ok) {
        setProblem(`That line no longer plays: ${added.error.reason}`);
        return now;
      }
      setProblem(null);
      return { tree: added.value.tree, current: added.value.node };
    });
  }, [show]);

  const line = useMemo(() => (built ? lineOf(built.tree, built.current) : null), [built]);
  useEffect(() => {
    if (line) onLine?.(line.moves, line.fromPly);
  }, [line, onLine]);

  const go = useCallback((to: number | undefined) => {
    if (to === undefined) return;
    setBuilt((now) => (now && to >= 0 && to < now.tree.nodes.length ? { ...now, current: to } : now));
  }, []);

  const play = useCallback((text: string) => {
    setBuilt((now) => {
      if (!now) return now;
      const added = addMove(now.tree, now.current, text);
      if (!added.ok) {
        setProblem(added.error.reason);
        return now;
      }
      setProblem(null);
      return { tree: added.value.tree, current: added.value.node };
    });
  }, []);

  /** Takes back a tried move and what follows it; the board shows the position before it. */
  const remove = useCallback(() => {
    setBuilt((now) => {
      if (!now) return now;
      const removed = removeMove(now.tree, now.current);
      return { tree: removed.tree, current: removed.node };
    });
    setProblem(null);
  }, []);

  const steps = built ? stepTargets(built) : null;
  useStepKeys(steps, go);

  const orientation: Color = flipped ? (props.orientation === "w" ? "b" : "w") : props.orientation;
  const node = built ? built.tree.nodes[built.current] : null;
  const outcome = game && node ? game.outcome(node.position) : null;
  const toMove = game && node ? (game.turn(node.position) === "w" ? "White" : "Black") : "";

  return (
    <div className={styles.layout}>
      <section className={styles.boardColumn} aria-label="Analysis board">
        {built && node && steps ? (
          <div className={styles.moveBoard}>
            <MovePicker
              key={`${built.current}-${built.tree.nodes.length}`}
              gameType={gameType}
              position={node.position}
              orientation={orientation}
              lastMove={node.lastMove}
              check={node.check}
              onPick={(move) => play(move.text)}
              prompt={
                outcome && outcome.status === "over"
                  ? `Game over here: ${describeOutcome(outcome)}.`
                  : `${toMove} to move: tap a piece, then where it goes.`
              }
            />
            <nav className={styles.steps} aria-label="Step through the analysis">
              <Step label="First position" text="« First" to={steps.first} go={go} />
              <Step label="Back one move" text="‹ Back" to={steps.back} go={go} />
              <Step label="Forward one move" text="Forward ›" to={steps.forward} go={go} />
              <Step label="End of this line" text="End »" to={steps.last} go={go} />
            </nav>
            <p className="small">
              <button type="button" className={own.linkButton} onClick={() => setFlipped(!flipped)}>
                Turn the board round
              </button>
              <span className={`muted ${styles.keyHint}`}> · Keys: ← → step, Home and End jump.</span>
            </p>
          </div>
        ) : (
          props.fallback
        )}
        {problem ? (
          <p className="notice error" role="alert">
            {problem}
          </p>
        ) : null}
      </section>

      <div className={styles.side}>
        <section className="card" aria-labelledby="analysis-moves">
          <h2 id="analysis-moves">Moves and variations</h2>
          {built && node ? (
            <>
              <p className="small muted" aria-live="polite">
                {node.id === rootId
                  ? "The starting position."
                  : `${plyLabel(node.ply)} ${node.shown}: ${node.played ? "played in the game" : "your analysis"}.`}
                {node.id !== rootId && !node.played ? (
                  <>
                    {" "}
                    <button type="button" className={own.linkButton} onClick={remove}>
                      {node.children.length > 0
                        ? `Delete ${node.shown} and the moves after it`
                        : `Delete ${node.shown}`}
                    </button>
                  </>
                ) : null}
              </p>
              <MoveTree tree={built.tree} current={built.current} go={go} />
              {line && props.actions ? <div className={own.actions}>{props.actions(line)}</div> : null}
            </>
          ) : (
            <p className="small muted">The moves appear here once the board&apos;s script runs.</p>
          )}
        </section>
        {props.children}
      </div>
    </div>
  );
}

function Step({
  label,
  text,
  to,
  go,
}: {
  label: string;
  text: string;
  to?: number;
  go: (to?: number) => void;
}) {
  return (
    <button
      type="button"
      className={styles.step}
      aria-label={label}
      disabled={to === undefined}
      onClick={() => go(to)}
    >
      {text}
    </button>
  );
}

/** Where each step button goes from the current node; undefined where there is nowhere to go. */
function stepTargets({ tree, current }: Built) {
  const node = tree.nodes[current];
  let last = current;
  while (tree.nodes[last].children[0] !== undefined) last = tree.nodes[last].children[0];
  return {
    first: current === rootId ? undefined : rootId,
    back: node.parent ?? undefined,
    forward: node.children[0],
    last: last === current ? undefined : last,
  };
}

/**
 * The tree in notation, as chess books print it: the main line, each variation in brackets right
 * after the move it replaces, numbers where a line starts or resumes.
 */
function MoveTree({ tree, current, go }: { tree: AnalysisTree; current: number; go: (to: number) => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keep the current move in view by scrolling the tree itself, never the page.
    const list = box.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item || current < 0) return;
    const outer = list.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    if (inner.top < outer.top) list.scrollTop -= Math.ceil(outer.top - inner.top);
    else if (inner.bottom > outer.bottom) list.scrollTop += Math.ceil(inner.bottom - outer.bottom);
  }, [current]);
  const move = (id: number, numbered: boolean) => {
    const node = tree.nodes[id];
    return (
      <button
        key={`m${id}`}
        type="button"
        className={`${own.move} ${node.played ? "" : own.tried}`}
        aria-current={id === current ? "true" : undefined}
        title={node.shown === node.text ? undefined : node.text}
        onClick={() => go(id)}
      >
        {numbered || node.ply % 2 === 1 ? <span className={own.number}>{plyLabel(node.ply)} </span> : null}
        {node.shown}
      </button>
    );
  };
  const lineFrom = (from: number, numbered: boolean): ReactNode[] => {
    const out: ReactNode[] = [];
    let at = from;
    let needNumber = numbered;
    while (tree.nodes[at].children.length > 0) {
      const [main, ...variations] = tree.nodes[at].children;
      out.push(move(main, needNumber));
      needNumber = false;
      for (const variation of variations) {
        out.push(
          <span key={`v${variation}`} className={own.variation}>
            <span className={own.bracket}>(</span>
            {move(variation, true)}
            {lineFrom(variation, false)}
            <span className={own.bracket}>)</span>
          </span>,
        );
        needNumber = true;
      }
      at = main;
    }
    return out;
  };
  const moves = lineFrom(rootId, true);
  if (moves.length === 0) return <p className="small muted">No moves yet: make one on the board.</p>;
  return (
    // A way to go to any position of the analysis: every move is a button.
    <nav className={own.tree} aria-label="The moves in notation" ref={box}>
      {moves}
    </nav>
  );
}
