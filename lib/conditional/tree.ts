// A player's conditional moves as a tree of pairs: "if they play `their`, I answer `mine`", and
// under each pair the pairs for the opponent's next move. A line is a path from the root to a
// leaf: their move, my answer, their move, my answer… Every move is the engine's canonical text,
// so a played move matches a pair by plain string equality. Pure, with the engine's public API.
import type { Game, Position } from "../engine";

export type Pair = { their: string; mine: string; next: Pair[] };
export type Tree = Pair[];

/** Lines per tree and plies per line (Lichess's forecasts allow 30 of 30, too). */
export const lineLimit = 30;
export const pliesLimit = 30;

/** Every line of the tree (root to leaf), as moves: their, mine, their, mine… */
export function linesOf(tree: Tree): string[][] {
  return tree.flatMap((pair) => {
    const head = [pair.their, pair.mine];
    return pair.next.length === 0 ? [head] : linesOf(pair.next).map((rest) => [...head, ...rest]);
  });
}

/** The pairs of a line: [their, mine, their, mine] as two pairs. The line has an even length. */
function pairsOf(line: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < line.length; i += 2) pairs.push([line[i], line[i + 1]]);
  return pairs;
}

/**
 * The tree with `line` added (shared beginnings are shared), or the reason it cannot be: the line
 * answers one of their moves differently from a line already there.
 */
export function withLine(tree: Tree, line: readonly string[]): { tree: Tree } | { refused: string } {
  const add = (pairs: Tree, rest: [string, string][]): Tree | string => {
    if (rest.length === 0) return pairs;
    const [[their, mine], ...after] = rest;
    const same = pairs.find((pair) => pair.their === their);
    if (!same) return [...pairs, { their, mine, next: after.length === 0 ? [] : (add([], after) as Tree) }];
    if (same.mine !== mine)
      return `Another line already answers ${their} with ${same.mine}. Delete that line first to answer it with ${mine}.`;
    const next = add(same.next, after);
    if (typeof next === "string") return next;
    return pairs.map((pair) => (pair === same ? { ...pair, next } : pair));
  };
  const added = add(tree, pairsOf(line));
  return typeof added === "string" ? { refused: added } : { tree: added };
}

/** The tree without `line` (a root-to-leaf path): its pairs no other line shares are removed. */
export function withoutLine(tree: Tree, line: readonly string[]): Tree {
  const remove = (pairs: Tree, rest: [string, string][]): Tree => {
    if (rest.length === 0) return pairs;
    const [[their, mine], ...after] = rest;
    return pairs.flatMap((pair) => {
      if (pair.their !== their || pair.mine !== mine) return [pair];
      if (after.length === 0) return pair.next.length === 0 ? [] : [pair];
      const next = remove(pair.next, after);
      return next.length === 0 ? [] : [{ ...pair, next }];
    });
  };
  return remove(tree, pairsOf(line));
}

/**
 * The tree as the engine allows it from `position` (their move to play): every pair whose move is
 * not legal where it stands is dropped with everything under it, and so is a pair whose move of
 * theirs ends the game (nothing to answer). A pair whose answer ends the game keeps nothing under
 * it. `dropped` counts the lines lost.
 */
export function legalTree(game: Game, position: Position, tree: Tree): { tree: Tree; dropped: number } {
  let dropped = 0;
  const walk = (at: Position, pairs: Tree): Tree =>
    pairs.flatMap((pair) => {
      const theirs = game.move(at, pair.their);
      const mine =
        theirs.ok && theirs.value.outcome.status === "ongoing"
          ? game.move(theirs.value.position, pair.mine)
          : null;
      if (!mine?.ok || !theirs.ok || theirs.value.text !== pair.their || mine.value.text !== pair.mine) {
        dropped += Math.max(1, linesOf(pair.next).length);
        return [];
      }
      if (mine.value.outcome.status === "over") {
        dropped += linesOf(pair.next).length;
        return [{ ...pair, next: [] }];
      }
      const next = walk(mine.value.position, pair.next);
      // A pair that only led to dropped lines still answers their move: it stays, as a line.
      return [{ ...pair, next }];
    });
  return { tree: walk(position, tree), dropped };
}

/** Reads a stored tree (JSON) back; anything malformed reads as no lines. */
export function treeOf(json: unknown): Tree {
  const pairOf = (value: unknown): Pair | null => {
    if (typeof value !== "object" || value === null) return null;
    const { their, mine, next } = value as Record<string, unknown>;
    if (typeof their !== "string" || typeof mine !== "string" || !Array.isArray(next)) return null;
    const children = next.map(pairOf);
    return children.every((c) => c !== null) ? { their, mine, next: children as Pair[] } : null;
  };
  if (!Array.isArray(json)) return [];
  const pairs = json.map(pairOf);
  return pairs.every((p) => p !== null) ? (pairs as Pair[]) : [];
}
