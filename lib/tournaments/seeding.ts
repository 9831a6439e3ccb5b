// Entrants into groups, and each group's Berger numbers. Seeding by rating keeps the groups even
// in strength; the numbers inside a group are then drawn by lot, as ICCF draws them, so no one can
// choose their colours or the order they meet the others in.

/** How many groups for this many entrants when a group holds at most `groupSize`: ceil(entrants/groupSize). */
export function groupCountFor(entrants: number, groupSize: number): number {
  if (!Number.isInteger(groupSize) || groupSize < 1)
    throw new RangeError("a group holds at least one player");
  if (!Number.isInteger(entrants) || entrants < 0)
    throw new RangeError(`${entrants} is not a number of entrants`);
  return Math.ceil(entrants / groupSize);
}

/**
 * Entrants split into `groups` groups of sizes differing by at most one, seeded by rating in snake
 * order (best to group A, second to B, …, then back: the k-th group's k-th-from-last…). Ties in
 * rating keep the input order.
 */
export function snakeGroups<T extends { rating: number }>(entrants: readonly T[], groups: number): T[][] {
  if (!Number.isInteger(groups) || groups < 1) throw new RangeError(`${groups} is not a number of groups`);
  // Array.prototype.sort is stable: equal ratings stay in the order they came.
  const seeds = [...entrants].sort((a, b) => b.rating - a.rating);
  const dealt: T[][] = Array.from({ length: groups }, () => []);
  seeds.forEach((entrant, i) => {
    const pass = Math.floor(i / groups);
    const along = i % groups;
    // Even passes run A→Z, odd ones back Z→A: whoever got the better seed of a pass gets the worse of the next.
    dealt[pass % 2 === 0 ? along : groups - 1 - along].push(entrant);
  });
  return dealt;
}

/**
 * Berger numbers drawn by lot, as ICCF does: a permutation of the group from the given random
 * source (returns a uniform integer in [0, n)), Fisher-Yates.
 */
export function drawNumbers<T>(group: readonly T[], randomBelow: (n: number) => number): T[] {
  const drawn = [...group];
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    // A source out of range would silently repeat or drop a player: refuse it.
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError(`randomBelow(${i + 1}) gave ${j}`);
    [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
  }
  return drawn;
}

// A group's letter is named where a game page reads it too (a game knows its group).
export { groupLetter } from "../games/stored/tournament-group";
