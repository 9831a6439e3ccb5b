// The level scale 1-8, as Lichess's computer levels: each level a depth, a node budget and a
// deliberate noise (a random number of centipawns, drawn from the seed, added to each root move's
// value before choosing), so the weak levels make the mistakes of weak players (they miss what is
// deep, misjudge what is close) rather than random ones. Level 1 does not even look at replies'
// captures: it hangs pieces. Level 8 plays its best within a budget that answers in seconds:
// 300,000 nodes, 2-3 s on one core in chess (about 100,000-150,000 nodes a second), more in Joust.
// Measured by `npm run bench:bot` (the strength ladder): each level beats the one below.

export interface Level {
  readonly level: number;
  /** Iterative deepening stops after this many plies. */
  readonly depth: number;
  /** ...or after this many nodes. */
  readonly nodes: number;
  /** Standard deviation, in centipawns, of the noise added to each root move's value (0: none). */
  readonly noise: number;
  /** Whether leaves are searched to quiet positions (off: level 1 sees no recapture). */
  readonly quiescence: boolean;
}

export const LEVELS: readonly Level[] = [
  { level: 1, depth: 1, nodes: 5_000, noise: 250, quiescence: false },
  { level: 2, depth: 1, nodes: 5_000, noise: 120, quiescence: true },
  { level: 3, depth: 2, nodes: 10_000, noise: 70, quiescence: true },
  { level: 4, depth: 3, nodes: 20_000, noise: 40, quiescence: true },
  { level: 5, depth: 4, nodes: 20_000, noise: 20, quiescence: true },
  { level: 6, depth: 6, nodes: 50_000, noise: 10, quiescence: true },
  { level: 7, depth: 64, nodes: 120_000, noise: 0, quiescence: true },
  { level: 8, depth: 64, nodes: 300_000, noise: 0, quiescence: true },
];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = LEVELS.length;

/** The level numbered `n` (clamped to 1-8, rounded). */
export function levelOf(n: number): Level {
  const i = Math.max(MIN_LEVEL, Math.min(MAX_LEVEL, Math.round(Number.isFinite(n) ? n : MAX_LEVEL)));
  return LEVELS[i - 1];
}
