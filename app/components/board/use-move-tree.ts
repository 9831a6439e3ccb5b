"use client";

// A move tree being played on a board (the analysis board, the conditional-moves board): the tree
// and the move shown, and what can be done to them. The tree itself is lib/games/view/analysis-tree.ts
// (pure, immutable); this only holds it in React state and says why a move was refused.
import { useCallback, useMemo, useState } from "react";
import {
  type AnalysisTree,
  addMove,
  promote,
  removeMove,
  rootId,
  withComment,
} from "@/lib/games/view/analysis-tree";

export type Built = { readonly tree: AnalysisTree; readonly current: number };

/** Where each step goes from the current node; undefined where there is nowhere to go. */
export type Steps = { first?: number; back?: number; forward?: number; last?: number };

export function stepTargets({ tree, current }: Built): Steps {
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

export function useMoveTree(initial: Built | null = null) {
  const [built, setBuilt] = useState<Built | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const go = useCallback((to: number | undefined) => {
    if (to === undefined) return;
    setBuilt((now) => (now && to >= 0 && to < now.tree.nodes.length ? { ...now, current: to } : now));
  }, []);

  /** Plays `text` from the move shown (an existing move is reused); a refusal says why. */
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

  /** Takes back a tried move and what follows it; the position before it is shown. */
  const remove = useCallback(() => {
    setBuilt((now) => {
      if (!now) return now;
      const removed = removeMove(now.tree, now.current);
      return { tree: removed.tree, current: removed.node };
    });
    setProblem(null);
  }, []);

  const promoteShown = useCallback((all: boolean) => {
    setBuilt((now) => (now ? { ...now, tree: promote(now.tree, now.current, all) } : now));
  }, []);

  const commentShown = useCallback((comment: string) => {
    setBuilt((now) => (now ? { ...now, tree: withComment(now.tree, now.current, comment) } : now));
  }, []);

  const steps = useMemo(() => (built ? stepTargets(built) : null), [built]);
  return { built, setBuilt, problem, setProblem, go, play, remove, promoteShown, commentShown, steps };
}
