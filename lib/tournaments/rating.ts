// A player's rating as a tournament reads it: for entry (the range) and seeding. Whole points, as
// every page shows them; no rating yet for the game counts as a newcomer's 1500 (as challenges do).
import type { Transaction } from "../jobs/queue";
import { newcomer } from "../ratings/glicko";

export type EntryRating = { rating: number; counted: boolean };

export async function entryRatings(
  tx: Pick<Transaction, "rating">,
  userIds: readonly string[],
  gameType: string,
): Promise<Map<string, EntryRating>> {
  const rows = await tx.rating.findMany({
    where: { userId: { in: [...userIds] }, gameType },
    select: { userId: true, rating: true },
  });
  const found = new Map(rows.map((row) => [row.userId, Math.round(row.rating)]));
  return new Map(
    userIds.map((id) => {
      const rating = found.get(id);
      return [
        id,
        rating === undefined ? { rating: newcomer.rating, counted: false } : { rating, counted: true },
      ];
    }),
  );
}

/** Why `rating` may not enter a range, or null when it may. */
export function outsideRange(
  range: { min: number | null; max: number | null },
  { rating, counted }: EntryRating,
): string | null {
  if ((range.min === null || rating >= range.min) && (range.max === null || rating <= range.max)) return null;
  const limits =
    range.min !== null && range.max !== null
      ? `rated ${range.min}–${range.max}`
      : range.min !== null
        ? `rated ${range.min} or more`
        : `rated ${range.max} or less`;
  const you = counted
    ? `you are ${rating}`
    : `you have no rating for this game yet, which counts as ${rating}`;
  return `This tournament is for players ${limits}; ${you}.`;
}
