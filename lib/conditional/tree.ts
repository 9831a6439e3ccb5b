// A player's conditional moves as a tree of pairs: "if they play `their`, I answer `mine`", and
// under each pair the pairs for the opponent's next move. A line is a path from the root to a
// leaf: their move, my answer, their move, my answer… Every move is the engine's canonical text,
// so a played move matches a pair by plain string equality; its short notation (SAN) is kept
// beside it, so showing the lines needs no engine. The engine checks each line when it is saved
// (lines.ts) and each answer when it is reached (answer.ts). Pure: no engine, no database.

export type Pair = { their: string; theirSan: string; mine: string; mineSan: string; next: Pair[] };
export type Tree = Pair[];
/** One move of a line: canonical text and short notation. */
export type LineMove = { text: string; san: string };

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

/** Every line with each move's short notation, as the game page lists them. */
export function lineMovesOf(tree: Tree): LineMove[][] {
  return tree.flatMap((pair) => {
    const head = [
      { text: pair.their, san: pair.theirSan },
      { text: pair.mine, san: pair.mineSan },
    ];
    return pair.next.length === 0 ? [head] : lineMovesOf(pair.next).map((rest) => [...head, ...rest]);
  });
}

/** The pairs of a line: [their, mine, their, mine] as two pairs. The line has an even length. */
function pairsOf<T>(line: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let i = 0; i + 1 < line.length; i += 2) pairs.push([line[i], line[i + 1]]);
  return pairs;
}

/**
 * The tree with `line` added (shared beginnings are shared), or the reason it cannot be: the line
 * answers one of their moves differently from a line already there.
 */
export function withLine(tree: Tree, line: readonly LineMove[]): { tree: Tree } | { refused: string } {
  const add = (pairs: Tree, rest: [LineMove, LineMove][]): Tree | string => {
    if (rest.length === 0) return pairs;
    const [[their, mine], ...after] = rest;
    const same = pairs.find((pair) => pair.their === their.text);
    if (!same) {
      const next = add([], after) as Tree; // nothing to conflict with under a new pair
      return [...pairs, { their: their.text, theirSan: their.san, mine: mine.text, mineSan: mine.san, next }];
    }
    if (same.mine !== mine.text)
      return `Another line already answers ${their.san} with ${same.mineSan}. Delete that line first to answer it with ${mine.san}.`;
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

/** Reads a stored tree (JSON) back; anything malformed reads as no lines. */
export function treeOf(json: unknown): Tree {
  const pairOf = (value: unknown): Pair | null => {
    if (typeof value !== "object" || value === null) return null;
    const { their, mine, theirSan, mineSan, next } = value as Record<string, unknown>;
    if (typeof their !== "string" || typeof mine !== "string" || !Array.isArray(next)) return null;
    const children = next.map(pairOf);
    if (!children.every((c) => c !== null)) return null;
    return {
      their,
      theirSan: typeof theirSan === "string" ? theirSan : their,
      mine,
      mineSan: typeof mineSan === "string" ? mineSan : mine,
      next: children as Pair[],
    };
  };
  if (!Array.isArray(json)) return [];
  const pairs = json.map(pairOf);
  return pairs.every((p) => p !== null) ? (pairs as Pair[]) : [];
}
