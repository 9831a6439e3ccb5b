// A rating's history as a line chart with axes, drawn on the server (the player page puts it in an
// <svg> as it is: no JavaScript), as Lichess draws its own: time runs left to right, one point per
// rated game at the moment it ended, the rating scale on the left in round numbers and dates along
// the bottom. The chart is computed for one size in pixels and shown at that size, so its text
// stays the size it was drawn at (the page draws a narrow one for phones and a wide one).

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
  /** Dates along the bottom. */
  dateTicks: { x: number; label: string }[];
};

/** The rating scale never spans fewer points than this, so a steady rating draws nearly flat. */
export const minimumSpan = 100;

const dayMs = 24 * 60 * 60 * 1000;
const round = (n: number) => Math.round(n * 10) / 10;
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Round steps of a rating scale: the smallest that needs no more than `most` lines. */
function ratingStep(low: number, high: number, most: number): number {
  for (const step of [10, 20, 25, 50, 100, 200, 250, 500, 1000])
    if (Math.floor(high / step) - Math.ceil(low / step) + 1 <= most) return step;
  return 1000;
}

type DateStep = { days: number } | { months: number };
const dateSteps: DateStep[] = [
  { days: 1 },
  { days: 2 },
  { days: 7 },
  { days: 14 },
  { months: 1 },
  { months: 2 },
  { months: 3 },
  { months: 6 },
  { months: 12 },
  { months: 24 },
  { months: 60 },
];

/** The ticks of `step` from `from` to `to` (UTC): midnights for days, the 1st for months. */
function dateTicksOf(from: number, to: number, step: DateStep): Date[] {
  const ticks: Date[] = [];
  const start = new Date(from);
  if ("days" in step) {
    let at = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    if (at < from) at += dayMs;
    // Steps of several days count from the Unix epoch, so the ticks do not move as games are added.
    while (Math.round(at / dayMs) % step.days !== 0) at += dayMs;
    for (; at <= to; at += step.days * dayMs) ticks.push(new Date(at));
    return ticks;
  }
  let month = start.getUTCFullYear() * 12 + start.getUTCMonth();
  if (Date.UTC(Math.floor(month / 12), month % 12, 1) < from) month++;
  while (month % step.months !== 0) month++;
  for (; ; month += step.months) {
    const at = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (at > to) break;
    ticks.push(new Date(at));
  }
  return ticks;
}

/** "3 Dec" for ticks a few days apart; "Dec", or "Jan 2027" at a year's start (and the first tick). */
function dateLabel(at: Date, step: DateStep, first: boolean): string {
  const month = months[at.getUTCMonth()];
  if ("days" in step) return `${at.getUTCDate()} ${month}`;
  return first || at.getUTCMonth() === 0 ? `${month} ${at.getUTCFullYear()}` : month;
}

/** Dates on a scale of round steps (midnights, firsts of months), as many as fit. */
function scaleDates(from: number, to: number, most: number, x: (at: number) => number) {
  const step =
    dateSteps.find((s) => dateTicksOf(from, to, s).length <= most) ?? dateSteps[dateSteps.length - 1];
  return dateTicksOf(from, to, step).map((at, index) => ({
    x: x(at.getTime()),
    label: dateLabel(at, step, index === 0),
  }));
}

/** Each day's date under its first game, at most `most` of them. */
function datesUnderDots(dots: RatingChart["dots"], most: number): RatingChart["dateTicks"] {
  const ticks: RatingChart["dateTicks"] = [];
  for (const dot of dots) {
    const label = dateLabel(dot.at, { days: 1 }, false);
    if (!ticks.some((tick) => tick.label === label)) ticks.push({ x: dot.x, label });
  }
  return ticks.slice(0, most);
}

/**
 * The chart of a rating that started at `start` and moved with `steps` (oldest first, at least
 * one), in a `width` × `height` box; `dateLabels` is the most dates the bottom axis may carry.
 */
export function ratingChart(
  start: number,
  steps: readonly ChartStep[],
  {
    width = 320,
    height = 180,
    dateLabels = 3,
  }: { width?: number; height?: number; dateLabels?: number } = {},
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

  // Time: from the first game to the last, a little room at each end; a day at least.
  let [from, to] = [steps[0].at.getTime(), steps[steps.length - 1].at.getTime()];
  const span = to - from;
  if (to - from < dayMs) [from, to] = [(from + to) / 2 - dayMs / 2, (from + to) / 2 + dayMs / 2];
  const pad = (to - from) * 0.03;
  [from, to] = [from - pad, to + pad];
  const x = (at: number) => round(plot.left + ((at - from) / (to - from)) * (plot.right - plot.left));

  const dots = steps.map((step) => ({
    x: x(step.at.getTime()),
    y: y(step.rating),
    rating: step.rating,
    at: step.at,
  }));
  // The line starts at the rating before the first game, at that game's moment: its first stroke
  // is straight up or down, the first game's change.
  const line = [{ x: dots[0].x, y: y(start) }, ...dots].map((p) => `${p.x},${p.y}`).join(" ");

  const ratingTicks: RatingChart["ratingTicks"] = [];
  for (let value = low; value <= high; value += rStep) ratingTicks.push({ y: y(value), value });

  // Games within two days: a scale would label empty time, so each day is named under its first game.
  const dateTicks = span < 2 * dayMs ? datesUnderDots(dots, dateLabels) : scaleDates(from, to, dateLabels, x);

  return { width, height, plot, line, dots, ratingTicks, dateTicks };
}
