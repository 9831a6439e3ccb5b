// A challenge's rating range, in one place: who may accept it (the accept transaction), who sees
// an Accept button in the lobby, and which followers hear of it. A player counts with the rating
// every page shows them, in whole points (shown as 1400, they may take a 1400+ game); a player
// with no rating for the game counts as a newcomer, 1500.
import { type Glicko, newcomer, ratingLabel } from "../ratings/glicko";

export type RatingRange = { min: number | null; max: number | null };

type Rated = Pick<Glicko, "rating" | "deviation">;

/** "rated 1400–1700", "rated 1400 or more", "rated 1700 or less"; null for a challenge open to all. */
export function rangeWords({ min, max }: RatingRange): string | null {
  if (min !== null && max !== null) return `rated ${min}–${max}`;
  if (min !== null) return `rated ${min} or more`;
  if (max !== null) return `rated ${max} or less`;
  return null;
}

/** Whether a player with `rating` (null: none yet for this game) may accept. */
export function inRange(range: RatingRange, rating: Rated | null | undefined): boolean {
  const value = Math.round((rating ?? newcomer).rating);
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/**
 * Why a poster may not offer this range, or null when it holds them: one that leaves them out
 * offers a game they could not accept themselves, and nothing else would tell them (a tournament's
 * creator who plays in it is refused the same way, lib/tournaments/create.ts).
 */
export function leavesOutPoster(
  range: RatingRange,
  rating: Rated | null | undefined,
  gameName: string,
): string | null {
  if (inRange(range, rating)) return null;
  const who = rating
    ? `you are ${ratingLabel(rating)}`
    : `you have no ${gameName} rating yet, which counts as ${newcomer.rating}`;
  return `This challenge would be for players ${rangeWords(range)}; ${who}, so it leaves out players like you. Widen the range to take you in.`;
}

/**
 * Why a player may not accept, in the words of the lobby and the refusal ("Not open to you: for
 * players rated 1400–1700; you are 926?"), or null when they may. `gameName` names the rating.
 */
export function outOfRange(
  range: RatingRange,
  rating: Rated | null | undefined,
  gameName: string,
): string | null {
  if (inRange(range, rating)) return null;
  const who = rating
    ? `you are ${ratingLabel(rating)}`
    : `you have no ${gameName} rating yet, which counts as ${newcomer.rating}`;
  return `Not open to you: for players ${rangeWords(range)}; ${who}`;
}
