// The level scale 1-8, as Lichess's computer levels: each level a depth, a node budget and a
// deliberate noise (a random number of centipawns, drawn from the seed, added to each root move's
// value before choosing), so the weak levels make the mistakes of weak players (they miss what is
// deep, misjudge what is close) rather than random ones. Level 1 does not even look at replies'
// captures: it hangs pieces. Level 8 plays its best within a budget that answers in seconds:
// 300,000 nodes, about 1.5 s of one core in chess; fewer in the games whose nodes cost more
// (`NODE_COST`).
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

/**
 * How many times fewer nodes a level searches in a game than its `nodes` (which are chess's), so
 * that level 8 answers in about 3 s of one core at most in every game: Kings Court's, Juxtaposition's
 * and Joust's moves are more, and costlier to generate, than chess's. From the nodes per CPU second
 * of `npm run bench:bot -- --part speed` (README, "The computer"). A game not listed: 1.
 */
export const NODE_COST: Readonly<Record<string, number>> = {
  juxtaposition: 1.8,
  "kings-court": 3.3,
  joust: 2.1,
};

/** A level's node budget in a game (its `nodes` over the game's `NODE_COST`). */
export function levelNodes(level: Level, gameId: string): number {
  return Math.round(level.nodes / (NODE_COST[gameId] ?? 1));
}

/** The level numbered `n` (clamped to 1-8, rounded). */
export function levelOf(n: number): Level {
  const i = Math.max(MIN_LEVEL, Math.min(MAX_LEVEL, Math.round(Number.isFinite(n) ? n : MAX_LEVEL)));
  return LEVELS[i - 1];
}
