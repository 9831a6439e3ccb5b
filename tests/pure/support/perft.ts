// Which perft counts `npm test` checks and which only `npm run test:slow` does: a row with more
// leaves than DEEP_LEAVES is deep (about a second or more through the engine on these machines),
// and tests/pure/perft.slow.ts counts it, for every game, through the engine's own perft.

export const DEEP_LEAVES = 250_000;

/** The leading counts (depth 1, 2, …) that are not deep: what the quick tables check. */
export function quickCounts(nodes: readonly number[]): number[] {
  const deep = nodes.findIndex((n) => n > DEEP_LEAVES);
  return deep === -1 ? [...nodes] : nodes.slice(0, deep);
}

/** The deep rows, as [depth, leaves]: from the first count past DEEP_LEAVES on. */
export function deepCounts(nodes: readonly number[]): [depth: number, leaves: number][] {
  const quick = quickCounts(nodes).length;
  return nodes.slice(quick).map((leaves, i) => [quick + i + 1, leaves]);
}
