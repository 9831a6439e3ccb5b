// The rating math, pure: Glickman's worked example through glicko2-lite and through one game at a
// time (lib/ratings/glicko.ts), both checked against Glicko-2 written from the paper
// (./support/glicko2.reference.ts); the labels; the history chart's geometry.
import rate from "glicko2-lite";
import { describe, expect, it } from "vitest";
import { dateGap, ratingChart } from "@/lib/ratings/chart";
import {
  afterGame,
  type Glicko,
  newcomer,
  provisionalDeviation,
  provisionalMeaning,
  ratingChangeLabel,
  ratingLabel,
  ratingWithDeviation,
  tau,
} from "@/lib/ratings/glicko";
import { whiteScore } from "@/lib/ratings/update";
import { glicko2Period } from "./support/glicko2.reference";

// Glickman, "Example of the Glicko-2 system": a 1500 player (deviation 200, volatility 0.06) beats
// a 1400 (30), loses to a 1550 (100) and to a 1700 (300) in one rating period, with τ = 0.5. The
// paper rounds its intermediate steps and prints 1464.06 and 0.05999; unrounded they are 1464.05
// and 0.059996.
const player: Glicko = { rating: 1500, deviation: 200, volatility: 0.06 };
const games: [number, number, 0 | 1][] = [
  [1400, 30, 1],
  [1550, 100, 0],
  [1700, 300, 0],
];

describe("Glickman's worked example", () => {
  it("three games in one period through glicko2-lite: 1464.06, 151.52, 0.05999", () => {
    const after = rate(player.rating, player.deviation, player.volatility, games, { tau: 0.5 });
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rating).toBeCloseTo(1464.05, 2);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.vol).toBeCloseTo(0.059996, 6);
  });

  it("the reference written from the paper gives the same numbers, so it can judge one-game updates", () => {
    const after = glicko2Period(player, games, 0.5);
    expect(after.rating).toBeCloseTo(1464.05, 2);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.059996, 6);
  });

  it("the system constant is the paper's 0.5", () => {
    expect(tau).toBe(0.5);
  });

  it.each(games.map(([rating, deviation, score]) => [rating, deviation, score] as const))(
    "one game against %d (deviation %d) scoring %d is that game as a period of its own",
    (rating, deviation, score) => {
      const opponent: Glicko = { rating, deviation, volatility: 0.06 };
      const after = afterGame(player, opponent, score);
      const expected = glicko2Period(player, [[rating, deviation, score]], 0.5);
      expect(after.rating).toBeCloseTo(expected.rating, 6);
      expect(after.deviation).toBeCloseTo(expected.deviation, 6);
      expect(after.volatility).toBeCloseTo(expected.volatility, 8);
      // A win raises the rating and a loss lowers it; any game narrows the deviation.
      expect(Math.sign(after.rating - player.rating)).toBe(score === 1 ? 1 : -1);
      expect(after.deviation).toBeLessThan(player.deviation);
    },
  );

  it("the opponent's volatility plays no part: only the player's own does", () => {
    const calm = afterGame(player, { rating: 1400, deviation: 30, volatility: 0.06 }, 1);
    const wild = afterGame(player, { rating: 1400, deviation: 30, volatility: 0.2 }, 1);
    expect(wild).toEqual(calm);
  });

  it("between two newcomers a win and a loss mirror each other; a draw leaves both at 1500", () => {
    const won = afterGame(newcomer, newcomer, 1);
    const lost = afterGame(newcomer, newcomer, 0);
    expect(won.rating - 1500).toBeCloseTo(1500 - lost.rating, 6);
    expect(won.rating).toBeGreaterThan(1600); // a deviation of 350 moves a lot in one game
    expect(afterGame(newcomer, newcomer, 0.5).rating).toBeCloseTo(1500, 6);
  });
});

describe("labels", () => {
  it.each([
    [null, "1500?"], // no rated game yet: a newcomer, as they count
    [undefined, "1500?"],
    [{ rating: 1623.5, deviation: 60 }, "1624"],
    [{ rating: 1500, deviation: 350 }, "1500?"],
    [{ rating: 1480.2, deviation: provisionalDeviation }, "1480?"],
    [{ rating: 1480.2, deviation: provisionalDeviation - 0.01 }, "1480"],
  ])("rating %j reads %s", (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });

  it.each([
    [1500, 1512.4, "+12"],
    [1500, 1487.6, "−12"],
    [1662.2, 1500, "−162"],
    // Under a whole point the sign and the size stay: a won game never reads "±0".
    [1500, 1500.4, "+0.4"],
    [1500, 1499.7, "−0.3"],
    [2400, 2400.02, "+0.02"],
    [1500, 1500.6, "+1"],
    [1500, 1500, "±0"],
  ])("%d → %d reads %s", (before, after, label) => {
    expect(ratingChangeLabel({ before, after })).toBe(label);
  });

  it("a win over a far weaker settled player moves a settled rating less than a point, and says so", () => {
    const strong: Glicko = { rating: 2300, deviation: 50, volatility: 0.06 };
    const after = afterGame(strong, { rating: 1400, deviation: 50, volatility: 0.06 }, 1);
    expect(after.rating - strong.rating).toBeGreaterThan(0);
    expect(Math.round(after.rating - strong.rating)).toBe(0);
    expect(ratingChangeLabel({ before: strong.rating, after: after.rating })).toMatch(/^\+0\.\d+$/);
  });

  it.each([
    [{ rating: 1623.6, deviation: 94.7 }, "1624 ± 95"],
    [{ rating: 1500, deviation: 350 }, "1500? ± 350"],
  ])("rating %j with its deviation reads %s", (rating, label) => {
    expect(ratingWithDeviation(rating)).toBe(label);
  });

  it.each([
    ["w", 1],
    ["b", 0],
    ["draw", 0.5],
  ] as const)("White scores %s → %d", (winner, score) => {
    expect(whiteScore(winner)).toBe(score);
  });
});

describe("what provisional takes", () => {
  /** Games of a newcomer against settled players (deviation 60): how many until the "?" goes. */
  function settle(opponent: number, score: (game: number) => 0 | 1, games: number) {
    let player = newcomer;
    for (let game = 1; game <= games; game++) {
      player = afterGame(player, { rating: opponent, deviation: 60, volatility: 0.06 }, score(game));
      if (player.deviation < provisionalDeviation) return { settledAfter: game, player };
    }
    return { settledAfter: null, player };
  }

  it("wins and losses against players of about the same rating settle it in about ten games", () => {
    const { settledAfter } = settle(1500, (game) => (game % 2) as 0 | 1, 40);
    expect(settledAfter).toBeGreaterThanOrEqual(9);
    expect(settledAfter).toBeLessThanOrEqual(11);
  });

  it("33 wins over players 300 points below leave it provisional, its deviation about 142", () => {
    const { settledAfter, player } = settle(1200, () => 1, 33);
    expect(settledAfter).toBeNull();
    expect(Math.round(player.deviation)).toBe(142);
    expect(ratingLabel(player)).toMatch(/\?$/);
  });

  it("the words that explain the “?” name the threshold the label uses", () => {
    expect(provisionalMeaning).toContain(`${provisionalDeviation} points`);
  });
});

describe("the history chart", () => {
  const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);
  const points = (line: string) => line.split(" ").map((p) => p.split(",").map(Number));

  it("takes one step per game: the start, then each game, evenly apart; higher ratings higher up", () => {
    const chart = ratingChart(
      1500,
      [
        { at: day(0), rating: 1662 },
        { at: new Date(day(0).getTime() + 3_600_000), rating: 1590 }, // an hour later
        { at: day(40), rating: 1700 },
      ],
      { width: 320, height: 180 },
    );
    const { left, right, top, bottom } = chart.plot;
    const line = points(chart.line);
    expect(line).toHaveLength(4);
    // Two games an hour apart are a step apart, as are games forty days apart.
    const xs = line.map(([x]) => x);
    const steps = xs.slice(1).map((x, i) => x - xs[i]);
    for (const step of steps) expect(step).toBeCloseTo((right - left) / 4, 0);
    expect(xs[0]).toBeGreaterThan(left);
    expect(xs[3]).toBeLessThan(right);
    expect(chart.dots.map((dot) => dot.x)).toEqual(xs.slice(1));
    // The line starts at the rating before the first game, lower than after it.
    expect(line[0][1]).toBeGreaterThan(line[1][1]);
    const ys = chart.dots.map((dot) => dot.y);
    expect(ys[2]).toBeLessThan(ys[0]);
    expect(ys[0]).toBeLessThan(ys[1]);
    for (const y of [...ys, line[0][1]]) {
      expect(y).toBeGreaterThanOrEqual(top);
      expect(y).toBeLessThanOrEqual(bottom);
    }
  });

  it("labels the rating scale in round steps that cover every rating drawn", () => {
    const chart = ratingChart(1500, [
      { at: day(0), rating: 1662 },
      { at: day(40), rating: 1700 },
    ]);
    const values = chart.ratingTicks.map((tick) => tick.value);
    expect(values).toEqual([1500, 1550, 1600, 1650, 1700]);
    // The lowest line is the plot's bottom, the highest its top.
    expect(chart.ratingTicks[0].y).toBe(chart.plot.bottom);
    expect(chart.ratingTicks[values.length - 1].y).toBe(chart.plot.top);
  });

  const hours = (h: number) => new Date(day(0).getTime() + h * 3_600_000);
  it.each([
    // when the games ended (hours after 1 Nov 2026), the chart's width, the dates under them
    [[10, 13, 18, 35, 40, 105], 320, ["1 Nov", "2 Nov", "5 Nov"]], // each day once, where it changes
    [[10, 13, 18, 35, 40, 105], 886, ["1 Nov", "2 Nov", "5 Nov"]],
    [[0, 24, 48, 72, 96, 120], 320, ["1 Nov", "3 Nov", "5 Nov"]], // a day a game: as many as have room
    [[0, 24, 48, 72, 96, 120], 886, ["1 Nov", "2 Nov", "3 Nov", "4 Nov", "5 Nov", "6 Nov"]],
    // more days than room: the months, the year with the first and with January
    [
      Array.from({ length: 30 }, (_, n) => n * 24 * 6),
      886,
      ["Nov 2026", "Dec", "Jan 2027", "Feb", "Mar", "Apr"],
    ],
  ])("games ended at hours %j, %i px wide: %j", (ends, width, labels) => {
    const chart = ratingChart(
      1500,
      ends.map((h, n) => ({ at: hours(h), rating: 1500 + n * 10 })),
      { width },
    );
    expect(chart.dateTicks.map((tick) => tick.label)).toEqual(labels);
    // Each under the dot of its first game, at least a label's room apart.
    for (const tick of chart.dateTicks) expect(chart.dots.map((dot) => dot.x)).toContain(tick.x);
    const xs = chart.dateTicks.map((tick) => tick.x);
    for (const [i, x] of xs.slice(1).entries()) expect(x - xs[i]).toBeGreaterThanOrEqual(dateGap);
  });

  it("one game: a scale at least 100 points tall, the start and the game a step apart, its date under it", () => {
    const chart = ratingChart(1500, [{ at: new Date(day(3).getTime() + 10 * 3_600_000), rating: 1675 }]);
    expect(chart.dots).toHaveLength(1);
    expect(chart.dots[0].x).toBeCloseTo(chart.plot.left + ((chart.plot.right - chart.plot.left) * 3) / 4, 0);
    expect(chart.dateTicks).toEqual([{ x: chart.dots[0].x, label: "4 Nov" }]);
    const values = chart.ratingTicks.map((tick) => tick.value);
    expect(values[0]).toBeLessThanOrEqual(1500);
    expect(values[values.length - 1]).toBeGreaterThanOrEqual(1675);
  });

  it("draws a steady rating nearly flat, on a scale at least 100 points tall", () => {
    const chart = ratingChart(1600, [
      { at: day(0), rating: 1604 },
      { at: day(5), rating: 1602 },
    ]);
    const values = chart.ratingTicks.map((tick) => tick.value);
    expect(values[values.length - 1] - values[0]).toBeGreaterThanOrEqual(100);
    const ys = points(chart.line).map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan((chart.plot.bottom - chart.plot.top) / 10);
  });
});
