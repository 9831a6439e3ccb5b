// A player's analysis board as it is kept: the moves they tried, flat, each naming the move it was
// played from (an earlier entry, or the game's start), in the tree's own order, so the main line
// and any promoted variation come back as they were. Only what the game's record cannot give back
// is written: the moves tried, the game's moves leading to them, and a game's move that a promoted
// variation now stands before. The game's later moves are the record's.
//
// Nothing stored is believed: the shape is checked (./input.ts, zod, with size limits) and every
// move is replayed through the engine onto the game's own tree (`restored`), so a tampered row or
// form cannot put an illegal move on a board. Pure: no database, no zod (the board runs this in
// the browser too).
import { type AnalysisTree, addMove, rootId, withComment } from "../games/view/analysis-tree";

/** Entries in a stored analysis (the game's moves leading to the tried ones count too). */
export const storedMoveLimit = 1500;
/** Moves of the player's own (not the game's) in one analysis. */
export const triedMoveLimit = 500;
export const commentLimit = 500;

/** One move: `from` is the index of the entry it was played after, or -1 for the game's start. */
export type StoredMove = { readonly from: number; readonly move: string; readonly comment?: string };

/** The tree as it is kept (see the top of this file), in its own order. */
export function storedOf(tree: AnalysisTree): StoredMove[] {
  // A child always comes after its parent in `nodes`, so one pass from the end knows, for every
  // node, whether something of the player's own (a tried move, a comment) is at or under it.
  const own: boolean[] = [];
  for (let id = tree.nodes.length - 1; id >= 0; id--) {
    const node = tree.nodes[id];
    own[id] = !node.played || node.comment !== undefined || node.children.some((child) => own[child]);
  }
  // A game's move is written where something of the player's is under it, or where a variation
  // promoted before it must come back before it.
  const written = (id: number) => {
    const children = tree.nodes[id].children;
    return children.filter(
      (child, index) => own[child] || (index > 0 && children.slice(0, index).some((c) => own[c])),
    );
  };
  const out: StoredMove[] = [];
  const stack: { id: number; from: number }[] = [];
  const pushChildren = (id: number, from: number) => {
    const children = written(id);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ id: children[i], from });
  };
  pushChildren(rootId, -1);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const node = tree.nodes[next.id];
    out.push(
      node.comment
        ? { from: next.from, move: node.text, comment: node.comment }
        : { from: next.from, move: node.text },
    );
    pushChildren(next.id, out.length - 1);
  }
  return out;
}

export type Restored = {
  tree: AnalysisTree;
  /** Stored moves that did not play (with every move after them), the first with its reason. */
  dropped: number;
  problem: { index: number; move: string; reason: string } | null;
};

/**
 * `stored` replayed onto `tree` (the game's own tree, or another analysis to merge into): every
 * move through the engine, a move already there reused, one that does not play dropped with all
 * that was played after it. With `order`, each node's children come back in the stored order,
 * after any move of the game the stored copy did not know yet (the game went on since: the game's
 * new move is the main line). A comment is taken where the move has none.
 */
export function restored(tree: AnalysisTree, stored: readonly StoredMove[], order = true): Restored {
  const ids: (number | undefined)[] = [];
  const mentioned = new Map<number, number[]>();
  let current = tree;
  let dropped = 0;
  let problem: Restored["problem"] = null;
  for (const [index, entry] of stored.entries()) {
    const parent = entry.from === -1 ? rootId : ids[entry.from];
    if (parent === undefined) {
      dropped++;
      continue;
    }
    const added = addMove(current, parent, entry.move);
    if (!added.ok) {
      dropped++;
      problem ??= { index, move: entry.move, reason: added.error.reason };
      continue;
    }
    const { node } = added.value;
    current = added.value.tree;
    ids[index] = node;
    if (entry.comment && current.nodes[node].comment === undefined)
      current = withComment(current, node, entry.comment);
    const siblings = mentioned.get(parent) ?? [];
    if (!siblings.includes(node)) siblings.push(node);
    mentioned.set(parent, siblings);
  }
  if (order && mentioned.size > 0) {
    const nodes = [...current.nodes];
    for (const [parent, listed] of mentioned) {
      const node = nodes[parent];
      const unlisted = node.children.filter((child) => !listed.includes(child));
      nodes[parent] = { ...node, children: [...unlisted, ...listed] };
    }
    current = { ...current, nodes };
  }
  return { tree: current, dropped, problem };
}

/** The moves of the player's own in the tree (reachable, not the game's). */
export function triedMoves(tree: AnalysisTree): number {
  let count = 0;
  const stack = [rootId];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const node = tree.nodes[id];
    if (!node.played) count++;
    stack.push(...node.children);
  }
  return count;
}
