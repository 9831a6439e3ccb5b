// The analysis board's move tree: the game's own moves are its main line from the start position,
// and every move made on the board hangs off the node it was made from (the first child of a node
// is its main continuation, the others are variations; promoting a variation puts it first, even
// before a move of the game). Pure and immutable (each change returns a new tree), so the board
// keeps it in React state and a test can check it without a browser. Moves are the engine's
// canonical texts; `shown` is what players read (SAN in chess). A tree may also start at any
// position of a game (the conditional-moves board starts at the game's current one).
import { fail, type Game, getGame, ok, type Position, type Result } from "../../engine";
import { moveShown } from "../catalog/catalog";

export type AnalysisNode = {
  readonly id: number;
  readonly parent: number | null;
  /** Half-moves from the game's start: 0 is the start, the first move is ply 1. */
  readonly ply: number;
  /** Canonical notation of the move that led here ("" at the root). */
  readonly text: string;
  readonly shown: string;
  readonly position: Position;
  readonly lastMove?: { from: string; to: string };
  readonly check?: string;
  readonly children: readonly number[];
  /** A move actually played in the game (the record), as opposed to one tried on the board. */
  readonly played: boolean;
  /** The player's comment on the move (analysis only). */
  readonly comment?: string;
};

export type AnalysisTree = { readonly gameType: string; readonly nodes: readonly AnalysisNode[] };

/** A line as it is saved or handed on: `moves` played from the game's position after `fromPly`. */
export type AnalysisLine = { readonly fromPly: number; readonly moves: readonly string[] };

export const rootId = 0;

/** A tree of one node, `position`, reached after `ply` half-moves of the game (0: its start). */
export function positionTree(game: Game, position: Position, ply = 0): AnalysisTree {
  const root: AnalysisNode = {
    id: rootId,
    parent: null,
    ply,
    text: "",
    shown: "",
    position,
    check: game.checkSquare(position),
    children: [],
    played: true,
  };
  return { gameType: game.id, nodes: [root] };
}

/** The game's record as the tree's main line, or why it does not replay. */
export function gameTree(
  gameType: string,
  startPosition: string,
  record: readonly string[],
): Result<AnalysisTree> {
  const engine = getGame(gameType);
  if (!engine.ok) return engine;
  const game = engine.value;
  const start = game.parsePosition(startPosition);
  if (!start.ok) return start;
  let tree = positionTree(game, start.value);
  let at = rootId;
  for (const text of record) {
    const added = addMove(tree, at, text, game, true);
    if (!added.ok) return added;
    ({ tree, node: at } = added.value);
  }
  return ok(tree);
}

/**
 * The tree with `text` played from node `at`: an existing child with that move is reused,
 * otherwise a new child is added after the others (a variation when there already is one).
 */
export function addMove(
  tree: AnalysisTree,
  at: number,
  text: string,
  game: Game | null = null,
  played = false,
): Result<{ tree: AnalysisTree; node: number }> {
  const engine = game ? ok(game) : getGame(tree.gameType);
  if (!engine.ok) return engine;
  const parent = tree.nodes[at];
  const move = engine.value.move(parent.position, text);
  if (!move.ok) return move;
  const existing = parent.children.find((id) => tree.nodes[id].text === move.value.text);
  if (existing !== undefined) return ok({ tree, node: existing });
  const id = tree.nodes.length;
  const node: AnalysisNode = {
    id,
    parent: at,
    ply: parent.ply + 1,
    text: move.value.text,
    shown: moveShown(tree.gameType, { notation: move.value.text, san: move.value.san }),
    position: move.value.position,
    lastMove: { from: move.value.from, to: move.value.to },
    check: move.value.check,
    children: [],
    played,
  };
  const nodes = [...tree.nodes, node];
  nodes[at] = { ...parent, children: [...parent.children, id] };
  return ok({ tree: { ...tree, nodes }, node: id });
}

/**
 * The tree without the tried move `id` and everything played after it, and the node to show
 * instead (the position before it). The game's own moves stay: for one of them, or the start,
 * the tree comes back as it was. Removed nodes keep their place in `nodes`, unreachable, so that
 * every other id stays what it was.
 */
export function removeMove(tree: AnalysisTree, id: number): { tree: AnalysisTree; node: number } {
  const node = tree.nodes[id];
  if (!node || node.parent === null || node.played) return { tree, node: id };
  const parent = tree.nodes[node.parent];
  const nodes = [...tree.nodes];
  nodes[node.parent] = { ...parent, children: parent.children.filter((child) => child !== id) };
  return { tree: { ...tree, nodes }, node: node.parent };
}

/**
 * The tree with the variation that holds `id` moved up: at the last point on the way to `id` where
 * it is not the main continuation, it becomes it (the move it was an alternative to becomes a
 * variation of it). With `all`, at every such point, so that `id` is on the main line.
 */
export function promote(tree: AnalysisTree, id: number, all = false): AnalysisTree {
  const nodes = [...tree.nodes];
  for (let at = id; nodes[at]?.parent != null; at = nodes[at].parent as number) {
    const parent = nodes[nodes[at].parent as number];
    if (parent.children[0] === at) continue;
    nodes[parent.id] = { ...parent, children: [at, ...parent.children.filter((child) => child !== at)] };
    if (!all) break;
  }
  return { ...tree, nodes };
}

/** Whether `id` is on the main line (first children all the way from the root). */
export function onMainLine(tree: AnalysisTree, id: number): boolean {
  for (let at = id; tree.nodes[at].parent !== null; at = tree.nodes[at].parent as number)
    if (tree.nodes[tree.nodes[at].parent as number].children[0] !== at) return false;
  return true;
}

/** The node `ply` half-moves into the game's own moves (its last one when the game is shorter). */
export function playedAt(tree: AnalysisTree, ply: number): number {
  let at = rootId;
  for (let step = tree.nodes[rootId].ply; step < ply; step++) {
    const next = tree.nodes[at].children.find((id) => tree.nodes[id].played);
    if (next === undefined) break;
    at = next;
  }
  return at;
}

/** The tree with `comment` on the move `id` (an empty comment removes it). */
export function withComment(tree: AnalysisTree, id: number, comment: string): AnalysisTree {
  const node = tree.nodes[id];
  if (!node || node.parent === null) return tree;
  const nodes = [...tree.nodes];
  const { comment: _old, ...rest } = node;
  nodes[id] = comment ? { ...rest, comment } : rest;
  return { ...tree, nodes };
}

/** Root to `id`, then on along first children to the end of that line. */
export function lineThrough(tree: AnalysisTree, id: number): number[] {
  const path: number[] = [];
  for (let at: number | null = id; at !== null; at = tree.nodes[at].parent) path.unshift(at);
  for (let next = tree.nodes[id].children[0]; next !== undefined; next = tree.nodes[next].children[0])
    path.push(next);
  return path;
}

/**
 * The line through `id` as moves after the game's own: `fromPly` is how far it follows the game's
 * record, `moves` what it plays from there. Empty moves when it never leaves the record.
 */
export function lineOf(tree: AnalysisTree, id: number): AnalysisLine {
  const path = lineThrough(tree, id).slice(1);
  const first = tree.nodes[rootId].ply;
  const leaves = path.findIndex((node) => !tree.nodes[node].played);
  if (leaves === -1) return { fromPly: first + path.length, moves: [] };
  return { fromPly: first + leaves, moves: path.slice(leaves).map((node) => tree.nodes[node].text) };
}

/** The moves from the root to `id` as a line after the game's own, like `lineOf` but ending at `id`. */
export function pathOf(tree: AnalysisTree, id: number): AnalysisLine {
  const path: number[] = [];
  for (let at: number | null = id; at !== null && at !== rootId; at = tree.nodes[at].parent) path.unshift(at);
  const first = tree.nodes[rootId].ply;
  const leaves = path.findIndex((node) => !tree.nodes[node].played);
  if (leaves === -1) return { fromPly: first + path.length, moves: [] };
  return { fromPly: first + leaves, moves: path.slice(leaves).map((node) => tree.nodes[node].text) };
}

/** The tree with a saved line added (reusing what it shares); its last node, or why it does not play. */
export function addLine(
  tree: AnalysisTree,
  line: AnalysisLine,
): Result<{ tree: AnalysisTree; node: number }> {
  let at = rootId;
  for (let ply = tree.nodes[rootId].ply; ply < line.fromPly; ply++) {
    const next = tree.nodes[at].children.find((id) => tree.nodes[id].played);
    if (next === undefined) return fail("bad-position", "The line starts after the game's last move.");
    at = next;
  }
  let current = { tree, node: at };
  for (const text of line.moves) {
    const added = addMove(current.tree, current.node, text);
    if (!added.ok) return added;
    current = added.value;
  }
  return ok(current);
}

/** The node's own move number label: "12." before White's move, "12…" before Black's. */
export function plyLabel(ply: number): string {
  const number = Math.ceil(ply / 2);
  return ply % 2 === 1 ? `${number}.` : `${number}…`;
}

/** A line in notation, numbered from `fromPly`: "12… Nf6 13. e4 d5". */
export function lineText(
  gameType: string,
  startPosition: string,
  record: readonly string[],
  line: AnalysisLine,
): string {
  const tree = gameTree(gameType, startPosition, record.slice(0, line.fromPly));
  if (!tree.ok) return line.moves.join(" ");
  const added = addLine(tree.value, line);
  if (!added.ok) return line.moves.join(" ");
  const nodes = lineThrough(added.value.tree, added.value.node).slice(line.fromPly + 1);
  return nodes
    .map((id, index) => {
      const node = added.value.tree.nodes[id];
      return index === 0 || node.ply % 2 === 1 ? `${plyLabel(node.ply)} ${node.shown}` : node.shown;
    })
    .join(" ");
}
