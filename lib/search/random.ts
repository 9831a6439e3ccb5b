// A seeded pseudo-random generator (mulberry32): the search's only source of chance, so the same
// seed gives the same choices on every machine. Never Math.random.

/** Numbers in [0, 1) from a 32-bit seed; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A roughly normal deviate (mean 0, deviation 1): the sum of four uniforms, rescaled. */
export function normal(random: () => number): number {
  return (random() + random() + random() + random() - 2) * Math.sqrt(3);
}
