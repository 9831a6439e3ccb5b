// The computer's levels in plain words, and the level that suits a rating: the one place both live.
// The search's own numbers for each level (depth, nodes, noise) are lib/search/levels.ts's.
import { MAX_LEVEL, MIN_LEVEL } from "../search";

export const computerLevels = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i);

/** Who each level plays like, as the new-game form and the lobby's offer say it. */
const levelWords: Record<number, string> = {
  1: "a beginner who has just learned the moves",
  2: "a casual player",
  3: "a club beginner",
  4: "an improving club player",
  5: "a solid club player",
  6: "a strong club player",
  7: "an expert",
  8: "the strongest it plays",
};

/** "Level 3 — a club beginner". */
export const levelLabel = (level: number): string =>
  `Level ${level} — ${levelWords[level] ?? "the computer"}`;

/**
 * The level for a player of this rating (a newcomer counts as 1500): the lobby's offer and the
 * form's first choice. Steps of 200 points: below 1000 level 1, 1400-1599 (a newcomer) level 4,
 * 2200 and up level 8. A first guess, to be set from the strength ladder's results against rated
 * players once there are some.
 */
export function levelForRating(rating: number): number {
  const step = Math.floor((rating - 800) / 200) + 1;
  return Math.max(MIN_LEVEL, Math.min(MAX_LEVEL, step));
}
