// The rating math, pure: Glickman's worked example through glicko2-lite and through one game at a
// time (lib/ratings/glicko.ts), both checked against Glicko-2 written from the paper
// (./support/glicko2.reference.ts); the labels; the history chart's geometry.
import rate from "glicko2-lite";
import { describe, expect, it } from "vitest";
import { ratingChart } from "@/lib/ratings/chart";
import {
  afterGame,
  type Glicko,
  newcomer,
  provisionalDeviation,
  ratingChangeLabel,
  ratingLabel,
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
    [null, "new"],
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
    [1500, 1500.4, "±0"],
    [1662.2, 1500, "−162"],
  ])("%d → %d reads %s", (before, after, label) => {
    expect(ratingChangeLabel({ before, after })).toBe(label);
  });

  it.each([
    ["w", 1],
    ["b", 0],
    ["draw", 0.5],
  ] as const)("White scores %s → %d", (winner, score) => {
    expect(whiteScore(winner)).toBe(score);
  });
});

describe("the history chart", () => {
  it("puts the first rating at the left edge, the last at the right, higher ratings higher up", () => {
    const chart = ratingChart([1500, 1662, 1590, 1700], { width: 200, height: 60, margin: 5 });
    const points = chart.points.split(" ").map((p) => p.split(",").map(Number));
    expect(points.map(([x]) => x)).toEqual([5, 68.3, 131.7, 195]);
    // 1700 is the top (y = margin), 1500 the bottom (y = height − margin).
    expect(points.map(([, y]) => y)).toEqual([55, 14.5, 32.5, 5]);
    expect(chart.last).toEqual({ x: 195, y: 5 });
    expect([chart.low, chart.high]).toEqual([1500, 1700]);
  });

  it("draws a steady rating flat in the middle of a scale at least 100 points tall", () => {
    const chart = ratingChart([1600, 1604], { width: 100, height: 50, margin: 0 });
    expect([chart.low, chart.high]).toEqual([1552, 1652]);
    expect(chart.points).toBe("0,26 100,24");
  });
});
