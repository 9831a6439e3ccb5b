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
 * Shown as provisional ("1500?") until the deviation falls below this: about three or four rated
 * games against settled players. Lichess uses 110 for the same purpose (its "?" below 110 RD).
 */
export const provisionalDeviation = 110;

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

/** "1624", or "1500?" while provisional; "new" for a player with no rated game of this game. */
export function ratingLabel(rating: Pick<Glicko, "rating" | "deviation"> | null | undefined): string {
  if (!rating) return "new";
  const shown = String(Math.round(rating.rating));
  return rating.deviation >= provisionalDeviation ? `${shown}?` : shown;
}

/** What one game did, as "+12", "−12" (a minus sign, not a hyphen) or "±0". */
export function ratingChangeLabel(change: { before: number; after: number }): string {
  const points = Math.round(change.after - change.before);
  if (points > 0) return `+${points}`;
  return points < 0 ? `−${-points}` : "±0";
}
