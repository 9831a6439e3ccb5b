// Glicko-2 (Glickman, "Example of the Glicko-2 system"), from glicko2-lite (MIT, a small pure
// function that reproduces the paper's worked example). Each rated game is its own rating period
// for both players, as correspondence servers rate: a game takes weeks, and the rating should move
// when it ends, not at the end of an arbitrary period.
import rate from "glicko2-lite";

/** The system constant: how much volatility may change. 0.5 is the paper's middle value. */
export const tau = 0.5;

export type Glicko = { rating: number; deviation: number; volatility: number };

/** A player new to a game: 1500, with the paper's deviation for an unrated player. */
export const newcomer: Glicko = { rating: 1500, deviation: 350, volatility: 0.06 };

/**
 * Shown as provisional ("1500?") while the deviation is this or more, as Lichess marks its "?".
 * How many games that takes depends on what the games tell: each narrows the deviation by how
 * uncertain its result was beforehand. A newcomer who wins and loses against settled players of
 * about their rating settles in about ten games; one who only beats players 300 points below is
 * still at 142 after 33 wins (tests/pure/ratings.test.ts plays both).
 */
export const provisionalDeviation = 110;

/** What the "?" after a rating means, in the words every page that shows one uses. */
export const provisionalMeaning =
  `A “?” marks a provisional rating: it may still be off by ${provisionalDeviation} points or more. ` +
  "Every rated game makes it surer, most of all one against a player of about the same rating; " +
  "wins over much weaker players tell little, so they settle it slowly.";

/** One game's effect on `player`, who scored `score` (1 win, 0.5 draw, 0 loss) against `opponent`. */
export function afterGame(player: Glicko, opponent: Glicko, score: 0 | 0.5 | 1): Glicko {
  const next = rate(
    player.rating,
    player.deviation,
    player.volatility,
    [[opponent.rating, opponent.deviation, score]],
    {
      tau,
    },
  );
  return { rating: next.rating, deviation: next.rd, volatility: next.vol };
}

/**
 * "1624", or "1500?" while provisional. A player with no rated game of this game is what they count
 * as, a newcomer: "1500?" (a "(new)" after a name read as part of it, and stayed after any number
 * of casual games).
 */
export function ratingLabel(given: Pick<Glicko, "rating" | "deviation"> | null | undefined): string {
  const rating = given ?? newcomer;
  const shown = String(Math.round(rating.rating));
  return rating.deviation >= provisionalDeviation ? `${shown}?` : shown;
}

/** "1624 ± 95", "1500? ± 350": the rating with its deviation, how far off it may still be. */
export function ratingWithDeviation(rating: Pick<Glicko, "rating" | "deviation">): string {
  return `${ratingLabel(rating)} ± ${Math.round(rating.deviation)}`;
}

/**
 * What one game did, as "+12" or "−12" (a minus sign, not a hyphen). A change that rounds to no
 * whole point keeps its sign and shows its size ("+0.4", "−0.03"): a won game that read "±0" looked
 * like a game that did not count. Only a change of exactly nothing reads "±0".
 */
export function ratingChangeLabel(change: { before: number; after: number }): string {
  const delta = change.after - change.before;
  if (delta === 0) return "±0";
  const size = Math.abs(delta);
  const shown =
    Math.round(size) >= 1 ? String(Math.round(size)) : size >= 0.05 ? size.toFixed(1) : size.toPrecision(1);
  return `${delta > 0 ? "+" : "−"}${shown}`;
}
