// The FIDE Berger tables (lib/tournaments/berger.ts): the printed tables of FIDE Handbook C.05
// Annex 1 row for row, and for every group size the properties that make a round robin fair.
import { describe, expect, it } from "vitest";
import { bergerPairings, type Pairing, roundCount } from "@/lib/tournaments/berger";

/** Round r's games as the handbook prints them: "1-6 2-5 3-4", boards in order. */
function printed(games: Pairing[], round: number): string {
  return games
    .filter((g) => g.round === round)
    .map((g) => `${g.white}-${g.black}`)
    .join(" ");
}

const sizes = Array.from({ length: 14 }, (_, i) => i + 3); // 3..16

describe("the tables as FIDE prints them", () => {
  // C.05 Annex 1, "3 or 4 players", "5 or 6 players", "7 or 8 players", copied by hand.
  it.each([
    [4, 1, "1-4 2-3"],
    [4, 2, "4-3 1-2"],
    [4, 3, "2-4 3-1"],
    [6, 1, "1-6 2-5 3-4"],
    [6, 2, "6-4 5-3 1-2"],
    [6, 3, "2-6 3-1 4-5"],
    [6, 4, "6-5 1-4 2-3"],
    [6, 5, "3-6 4-2 5-1"],
    [8, 1, "1-8 2-7 3-6 4-5"],
    [8, 2, "8-5 6-4 7-3 1-2"],
    [8, 3, "2-8 3-1 4-7 5-6"],
    [8, 4, "8-6 7-5 1-4 2-3"],
    [8, 5, "3-8 4-2 5-1 6-7"],
    [8, 6, "8-7 1-6 2-5 3-4"],
    [8, 7, "4-8 5-3 6-2 7-1"],
  ])("%i players, round %i: %s", (n, round, games) => {
    expect(printed(bergerPairings(n, false), round)).toBe(games);
  });

  // Odd groups use the next table up with its last number as the rest ("counts as a bye").
  it.each([
    [3, 1, "2-3", 1],
    [3, 2, "1-2", 3],
    [3, 3, "3-1", 2],
    [5, 1, "2-5 3-4", 1],
    [5, 2, "5-3 1-2", 4],
    [5, 3, "3-1 4-5", 2],
    [5, 4, "1-4 2-3", 5],
    [5, 5, "4-2 5-1", 3],
  ])("%i players, round %i: %s, player %i rests", (n, round, games, resting) => {
    const table = bergerPairings(n, false);
    expect(printed(table, round)).toBe(games);
    const playing = table.filter((g) => g.round === round).flatMap((g) => [g.white, g.black]);
    expect(playing).not.toContain(resting);
  });

  it("the second cycle of four repeats the first with colours reversed, in rounds 4 to 6", () => {
    const table = bergerPairings(4, true);
    expect([4, 5, 6].map((r) => printed(table, r))).toEqual(["4-1 3-2", "3-4 2-1", "4-2 1-3"]);
    expect([1, 2, 3].map((r) => printed(table, r))).toEqual(["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
  });
});

describe("how many rounds", () => {
  it.each([
    [3, false, 3],
    [3, true, 6],
    [4, false, 3],
    [4, true, 6],
    [9, false, 9],
    [10, false, 9],
    [15, true, 30],
    [16, false, 15],
    [16, true, 30],
  ])("%i players, double %s: %i rounds", (n, double, rounds) => {
    expect(roundCount(n, double)).toBe(rounds);
  });

  it.each([2, 17, 0, -4, 6.5, Number.NaN])("%d players is not a round robin group", (n) => {
    expect(() => bergerPairings(n, false)).toThrow(RangeError);
    expect(() => roundCount(n, true)).toThrow(RangeError);
  });
});

/** How often each player has White and Black, and which rounds they play in. */
function perPlayer(n: number, games: Pairing[]) {
  const players = Array.from({ length: n }, (_, i) => ({
    number: i + 1,
    whites: 0,
    blacks: 0,
    rounds: [] as number[],
  }));
  for (const g of games) {
    players[g.white - 1].whites++;
    players[g.black - 1].blacks++;
    players[g.white - 1].rounds.push(g.round);
    players[g.black - 1].rounds.push(g.round);
  }
  return players;
}

describe.each(sizes)("a group of %i", (n) => {
  const single = bergerPairings(n, false);
  const double = bergerPairings(n, true);

  it("uses only the numbers 1..n and rounds 1..roundCount, every round played", () => {
    for (const [table, isDouble] of [
      [single, false],
      [double, true],
    ] as const) {
      const rounds = roundCount(n, isDouble);
      for (const g of table) {
        expect([g.white, g.black].every((p) => Number.isInteger(p) && p >= 1 && p <= n)).toBe(true);
        expect(g.white).not.toBe(g.black);
      }
      expect(new Set(table.map((g) => g.round))).toEqual(
        new Set(Array.from({ length: rounds }, (_, i) => i + 1)),
      );
    }
  });

  it("single: every pair meets exactly once", () => {
    const met = new Map<string, number>();
    for (const g of single) {
      const key = `${Math.min(g.white, g.black)}-${Math.max(g.white, g.black)}`;
      met.set(key, (met.get(key) ?? 0) + 1);
    }
    expect(met.size).toBe((n * (n - 1)) / 2);
    expect([...met.values()].every((times) => times === 1)).toBe(true);
  });

  it("double: every pair meets twice, once with each colour", () => {
    const asWhite = new Set(double.map((g) => `${g.white}-${g.black}`));
    expect(double).toHaveLength(n * (n - 1));
    expect(asWhite.size).toBe(n * (n - 1)); // every ordered pair once: a-b and b-a
  });

  it("nobody plays twice in a round; odd groups: one player rests a round, each once a cycle", () => {
    const rounds = roundCount(n, true);
    for (const p of perPlayer(n, double)) {
      expect(new Set(p.rounds).size).toBe(p.rounds.length);
      const rests = Array.from({ length: rounds }, (_, i) => i + 1).filter((r) => !p.rounds.includes(r));
      const firstCycle = rests.filter((r) => r <= rounds / 2);
      expect([rests.length, firstCycle.length]).toEqual(n % 2 === 1 ? [2, 1] : [0, 0]);
    }
    for (let r = 1; r <= rounds; r++)
      expect(double.filter((g) => g.round === r)).toHaveLength(Math.floor(n / 2));
  });

  // What FIDE's tables give (checked for every size): an odd group is balanced exactly, each
  // player (n-1)/2 Whites; in an even group each player has n-1 games, an odd number, so half
  // the players have n/2 Whites and half n/2-1 — the most even split there is.
  it("single: Whites as even as they can be", () => {
    const whites = perPlayer(n, single).map((p) => p.whites);
    if (n % 2 === 1) expect(new Set(whites)).toEqual(new Set([(n - 1) / 2]));
    else {
      expect(whites.filter((w) => w === n / 2)).toHaveLength(n / 2);
      expect(whites.filter((w) => w === n / 2 - 1)).toHaveLength(n / 2);
    }
    expect(Math.max(...whites) - Math.min(...whites)).toBeLessThanOrEqual(1);
  });

  it("double: every player has exactly as many Whites as Blacks", () => {
    for (const p of perPlayer(n, double)) expect(p.whites).toBe(p.blacks);
  });
});
