// A rating's history as a small line chart, drawn on the server (the player page puts it in an
// <svg> as it is: no JavaScript). One step per rated game, evenly spaced: correspondence games end
// weeks apart and irregularly, and a chart by date would bunch them into clumps.

export type RatingChart = {
  width: number;
  height: number;
  /** The polyline's points, "x,y x,y …": the rating before the first game, then after each. */
  points: string;
  /** The last point, marked with a dot. */
  last: { x: number; y: number };
  /** The lowest and highest rating drawn, rounded, for the axis labels. */
  low: number;
  high: number;
};

/** The vertical range never shrinks below this many points, so a steady rating draws flat. */
export const minimumSpan = 100;

/**
 * The chart of `ratings` (oldest first, at least one) in a `width` × `height` box with `margin`
 * on every side.
 */
export function ratingChart(
  ratings: readonly number[],
  { width = 240, height = 64, margin = 4 }: { width?: number; height?: number; margin?: number } = {},
): RatingChart {
  if (ratings.length === 0) throw new Error("a rating chart needs at least one rating");
  const lowest = Math.min(...ratings);
  const highest = Math.max(...ratings);
  const middle = (lowest + highest) / 2;
  const span = Math.max(highest - lowest, minimumSpan);
  const [low, high] = [middle - span / 2, middle + span / 2];
  const steps = Math.max(ratings.length - 1, 1);
  const round = (n: number) => Math.round(n * 10) / 10;
  const at = (rating: number, index: number) => ({
    x: round(margin + (index / steps) * (width - 2 * margin)),
    y: round(margin + ((high - rating) / span) * (height - 2 * margin)),
  });
  const drawn = ratings.map(at);
  return {
    width,
    height,
    points: drawn.map(({ x, y }) => `${x},${y}`).join(" "),
    last: drawn[drawn.length - 1],
    low: Math.round(low),
    high: Math.round(high),
  };
}
