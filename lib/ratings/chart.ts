// A rating's history as a line chart with axes, drawn on the server (the player page puts it in an
// <svg> as it is: no JavaScript): one step to the right per rated game, however close in time the
// games ended (drawn by time, three games of one evening would be one vertical stroke), the rating
// scale on the left in round numbers, and under the games the date where the day changes (the
// month, when there are more days than room). The chart is computed for one size in pixels; the
// page draws a few sizes and shows the one nearest its card's width, so its text stays near the
// size it was drawn at.

export type ChartStep = { at: Date; rating: number };

export type RatingChart = {
  width: number;
  height: number;
  /** The plotting area inside the axes. */
  plot: { left: number; top: number; right: number; bottom: number };
  /** The polyline's points, "x,y x,y …": the rating before the first game, then after each. */
  line: string;
  /** One dot per game: where, and what it shows. */
  dots: { x: number; y: number; rating: number; at: Date }[];
  /** Horizontal grid lines with their rating. */
  ratingTicks: { y: number; value: number }[];
  /** Dates along the bottom, each under the first game of its day (or month). */
  dateTicks: { x: number; label: string }[];
};

/** The rating scale never spans fewer points than this, so a steady rating draws nearly flat. */
export const minimumSpan = 100;

/** The least distance between two dates' middles, so "30 Nov" and "1 Dec" never touch. */
export const dateGap = 48;

const round = (n: number) => Math.round(n * 10) / 10;
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Round steps of a rating scale: the smallest that needs no more than `most` lines. */
function ratingStep(low: number, high: number, most: number): number {
  for (const step of [10, 20, 25, 50, 100, 200, 250, 500, 1000])
    if (Math.floor(high / step) - Math.ceil(low / step) + 1 <= most) return step;
  return 1000;
}

const dayOf = (at: Date) => `${at.getUTCFullYear()}-${at.getUTCMonth()}-${at.getUTCDate()}`;
const monthOf = (at: Date) => `${at.getUTCFullYear()}-${at.getUTCMonth()}`;

/**
 * The dates under the dots: where the day (UTC) changes from the game before, "3 Dec"; when the
 * days would not fit and the games span months, where the month changes, "Dec" ("Jan 2027" at a
 * year's start and the first).
 * A date closer than `dateGap` to the one before it is left out.
 */
function datesUnderDots(dots: RatingChart["dots"], room: number): RatingChart["dateTicks"] {
  const days = new Set(dots.map((dot) => dayOf(dot.at))).size;
  const byMonth = days > room / dateGap && new Set(dots.map((dot) => monthOf(dot.at))).size > 1;
  const keyOf = byMonth ? monthOf : dayOf;
  const ticks: RatingChart["dateTicks"] = [];
  dots.forEach((dot, index) => {
    if (index > 0 && keyOf(dots[index - 1].at) === keyOf(dot.at)) return;
    const last = ticks[ticks.length - 1];
    if (last && dot.x - last.x < dateGap) return;
    const month = months[dot.at.getUTCMonth()];
    const year = ticks.length === 0 || dot.at.getUTCMonth() === 0 ? ` ${dot.at.getUTCFullYear()}` : "";
    const label = byMonth ? `${month}${year}` : `${dot.at.getUTCDate()} ${month}`;
    ticks.push({ x: dot.x, label });
  });
  return ticks;
}

/**
 * The chart of a rating that started at `start` and moved with `steps` (oldest first, at least
 * one), in a `width` × `height` box.
 */
export function ratingChart(
  start: number,
  steps: readonly ChartStep[],
  { width = 320, height = 180 }: { width?: number; height?: number } = {},
): RatingChart {
  if (steps.length === 0) throw new Error("a rating chart needs at least one game");
  const plot = { left: 42, top: 10, right: width - 14, bottom: height - 24 };

  // The rating scale: round lines around every rating drawn, at least `minimumSpan` tall.
  const values = [start, ...steps.map((step) => step.rating)];
  let [low, high] = [Math.min(...values), Math.max(...values)];
  if (high - low < minimumSpan) {
    const middle = (low + high) / 2;
    [low, high] = [middle - minimumSpan / 2, middle + minimumSpan / 2];
  }
  const lines = Math.max(3, Math.floor((plot.bottom - plot.top) / 28));
  const rStep = ratingStep(low, high, lines);
  [low, high] = [Math.floor(low / rStep) * rStep, Math.ceil(high / rStep) * rStep];
  const y = (rating: number) =>
    round(plot.bottom - ((rating - low) / (high - low)) * (plot.bottom - plot.top));

  // One step per game: the rating before the first game, then each game, in the middles of equal
  // slices of the plot's width.
  const slice = (plot.right - plot.left) / (steps.length + 1);
  const x = (index: number) => round(plot.left + (index + 0.5) * slice);

  const dots = steps.map((step, index) => ({
    x: x(index + 1),
    y: y(step.rating),
    rating: step.rating,
    at: step.at,
  }));
  const line = [{ x: x(0), y: y(start) }, ...dots].map((p) => `${p.x},${p.y}`).join(" ");

  const ratingTicks: RatingChart["ratingTicks"] = [];
  for (let value = low; value <= high; value += rStep) ratingTicks.push({ y: y(value), value });

  const dateTicks = datesUnderDots(dots, plot.right - plot.left);
  return { width, height, plot, line, dots, ratingTicks, dateTicks };
}
