// FIDE Berger tables (FIDE Handbook C.05, Annex 1): the order in which every player of a round robin
// meets every other. The tables are the arbiters' own, so a group here pairs exactly as the printed
// table a player may check it against.

/** One game of a round robin: players by their Berger number, 1-based (1..n). */
export type Pairing = { round: number; white: number; black: number };

/** Round robins are played by groups of this many players. */
export const smallestGroup = 3;
export const largestGroup = 16;

function checkSize(n: number): void {
  if (!Number.isInteger(n) || n < smallestGroup || n > largestGroup)
    throw new RangeError(`a round robin group holds ${smallestGroup} to ${largestGroup} players, not ${n}`);
}

/** How many rounds: single (n even) n-1, (n odd) n; double twice that. */
export function roundCount(n: number, double: boolean): number {
  checkSize(n);
  const single = n % 2 === 0 ? n - 1 : n;
  return double ? 2 * single : single;
}

/** Player `p` of the rotating ring 1..size, wrapped: 0 is `size`, size+1 is 1. */
const onRing = (p: number, size: number) => ((((p - 1) % size) + size) % size) + 1;

/**
 * One cycle of the table for an even number of players. The last player sits still and
 * alternates colours (Black in odd rounds, White in even ones); the others sit on a ring of
 * even-1 places. Round r's opponent of the last player is 1, then n/2 further round the ring each
 * round; the rest pair off symmetrically around that opponent, the one ahead on the ring White.
 * This reproduces C.05 Annex 1 board for board (round 2 of six: 6-4, 5-3, 1-2).
 */
function evenCycle(even: number): Pairing[] {
  const ring = even - 1;
  const games: Pairing[] = [];
  for (let round = 1; round <= ring; round++) {
    const facesLast = onRing(1 + (round - 1) * (even / 2), ring);
    games.push(
      round % 2 === 1 ? { round, white: facesLast, black: even } : { round, white: even, black: facesLast },
    );
    for (let k = 1; k < even / 2; k++)
      games.push({ round, white: onRing(facesLast + k, ring), black: onRing(facesLast - k, ring) });
  }
  return games;
}

/**
 * Every game of a round robin of n players (3..16), by round. Odd n: the table of n+1, the games
 * with the dummy number n+1 left out (that player rests that round). double: a second cycle after
 * the first with colours reversed (rounds continue numbering: n-1(+1 for odd)…). Throws
 * RangeError outside 3..16.
 */
export function bergerPairings(n: number, double: boolean): Pairing[] {
  checkSize(n);
  const even = n % 2 === 0 ? n : n + 1;
  // C.05 Annex 1: "If there is an odd number of players, the highest number counts as a bye."
  const first = evenCycle(even).filter((g) => g.white <= n && g.black <= n);
  if (!double) return first;
  const rounds = even - 1;
  const second = first.map((g) => ({ round: g.round + rounds, white: g.black, black: g.white }));
  return [...first, ...second];
}
