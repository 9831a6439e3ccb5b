"use client";

// A move tree in notation, as chess books print it: the main line, each variation in brackets
// right after the move it replaces, numbers where a line starts or resumes. Every move is a button
// that goes to it. Moves of the game are upright, moves tried on the board in italics.
import { type ReactNode, useEffect, useRef } from "react";
import { type AnalysisTree, plyLabel } from "@/lib/games/view/analysis-tree";
import styles from "./move-tree.module.css";

export function MoveTree({
  tree,
  current,
  go,
  from,
  label = "The moves in notation",
  empty = "No moves yet: make one on the board.",
  marks,
}: {
  tree: AnalysisTree;
  current: number;
  go: (to: number) => void;
  /** The node the notation starts from (the root by default). */
  from?: number;
  label?: string;
  empty?: string;
  /** What follows a move of the game, by its ply: the engine review's marks ("??"). */
  marks?: ReadonlyMap<number, ReactNode>;
}) {
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
        className={`${styles.move} ${node.played ? "" : styles.tried}`}
        aria-current={id === current ? "true" : undefined}
        title={node.shown === node.text ? undefined : node.text}
        onClick={() => go(id)}
      >
        {numbered || node.ply % 2 === 1 ? <span className={styles.number}>{plyLabel(node.ply)} </span> : null}
        {node.shown}
        {node.played ? marks?.get(node.ply) : null}
        {node.comment ? (
          <span className={styles.commented}>
            <span className={styles.hidden}>, with your comment</span>
          </span>
        ) : null}
      </button>
    );
  };
  const lineFrom = (start: number, numbered: boolean): ReactNode[] => {
    const out: ReactNode[] = [];
    let at = start;
    let needNumber = numbered;
    while (tree.nodes[at].children.length > 0) {
      const [main, ...variations] = tree.nodes[at].children;
      out.push(move(main, needNumber));
      needNumber = false;
      for (const variation of variations) {
        out.push(
          <span key={`v${variation}`} className={styles.variation}>
            <span className={styles.bracket}>(</span>
            {move(variation, true)}
            {lineFrom(variation, false)}
            <span className={styles.bracket}>)</span>
          </span>,
        );
        needNumber = true;
      }
      at = main;
    }
    return out;
  };
  const moves = lineFrom(from ?? 0, true);
  if (moves.length === 0) return <p className="small muted">{empty}</p>;
  return (
    // A way to go to any position of the tree: every move is a button.
    <nav className={styles.tree} aria-label={label} ref={box}>
      {moves}
    </nav>
  );
}
