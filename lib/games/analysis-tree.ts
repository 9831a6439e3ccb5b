// The analysis board's move tree: the game's own moves are its main line from the start position,
// and every move made on the board hangs off the node it was made from (the first child of a node
// is its main continuation, the others are variations). Pure and immutable (each change returns a
// new tree), so the board keeps it in React state and a test can check it without a browser.
// Moves are the engine's canonical texts; `shown` is what players read (SAN in chess).
import { fail, type Game, getGame, ok, type Position, type Result } from "../engine";
import { moveShown } from "./catalog";

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
};

export type AnalysisTree = { readonly gameType: string; readonly nodes: readonly AnalysisNode[] };

/** A line as it is saved or handed on: `moves` played from the game's position after `fromPly`. */
export type AnalysisLine = { readonly fromPly: number; readonly moves: readonly string[] };

export const rootId = 0;

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
  let tree: AnalysisTree = {
    gameType,
    nodes: [
      {
        id: rootId,
        parent: null,
        ply: 0,
        text: "",
        shown: "",
        position: start.value,
        check: game.checkSquare(start.value),
        children: [],
        played: true,
      },
    ],
  };
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
  const fromPly = path.findIndex((node) => !tree.nodes[node].played);
  if (fromPly === -1) return { fromPly: path.length, moves: [] };
  return { fromPly, moves: path.slice(fromPly).map((node) => tree.nodes[node].text) };
}

/** The tree with a saved line added (reusing what it shares); its last node, or why it does not play. */
export function addLine(
  tree: AnalysisTree,
  line: AnalysisLine,
): Result<{ tree: AnalysisTree; node: number }> {
  let at = rootId;
  for (let ply = 0; ply < line.fromPly; ply++) {
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
