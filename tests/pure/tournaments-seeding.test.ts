// Entrants into round robin groups (lib/tournaments/seeding.ts): how many groups, who goes where
// (snake seeding by rating), and each group's Berger numbers drawn by lot.
import { describe, expect, it } from "vitest";
import { drawNumbers, groupCountFor, groupLetter, snakeGroups } from "@/lib/tournaments/seeding";

describe("how many groups", () => {
  it.each([
    // entrants, most in a group, groups
    [0, 8, 0],
    [1, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [16, 8, 2],
    [17, 8, 3],
    [100, 12, 9],
    [7, 7, 1],
  ])("%i entrants, at most %i a group: %i groups", (entrants, groupSize, groups) => {
    expect(groupCountFor(entrants, groupSize)).toBe(groups);
  });

  it.each([
    [10, 0],
    [10, -3],
    [10, 2.5],
    [-1, 8],
  ])("%d entrants, %d a group: refused", (entrants, groupSize) => {
    expect(() => groupCountFor(entrants, groupSize)).toThrow(RangeError);
  });
});

/** Seeds 1..n with ratings falling by 10, shuffled so the function has to sort them. */
function seeds(n: number) {
  const list = Array.from({ length: n }, (_, i) => ({ seed: i + 1, rating: 2000 - 10 * i }));
  return [...list.filter((_, i) => i % 2 === 1), ...list.filter((_, i) => i % 2 === 0)];
}
const seedNumbers = (groups: { seed: number }[][]) => groups.map((g) => g.map((e) => e.seed));

describe("snake seeding", () => {
  it.each([
    [
      8,
      2,
      [
        [1, 4, 5, 8],
        [2, 3, 6, 7],
      ],
    ],
    [
      9,
      3,
      [
        [1, 6, 7],
        [2, 5, 8],
        [3, 4, 9],
      ],
    ],
    [
      7,
      3,
      [
        [1, 6, 7],
        [2, 5],
        [3, 4],
      ],
    ],
    [
      10,
      4,
      [
        [1, 8, 9],
        [2, 7, 10],
        [3, 6],
        [4, 5],
      ],
    ],
    [5, 1, [[1, 2, 3, 4, 5]]],
  ])("%i players into %i groups", (n, groups, expected) => {
    expect(seedNumbers(snakeGroups(seeds(n), groups))).toEqual(expected);
  });

  it("sizes differ by at most one, and everyone is placed once", () => {
    for (let entrants = 0; entrants <= 40; entrants++)
      for (let groups = 1; groups <= 8; groups++) {
        const dealt = snakeGroups(seeds(entrants), groups);
        const sizes = dealt.map((g) => g.length);
        expect(dealt).toHaveLength(groups);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(
          dealt
            .flat()
            .map((e) => e.seed)
            .sort((a, b) => a - b),
        ).toEqual(Array.from({ length: entrants }, (_, i) => i + 1));
      }
  });

  it("equal ratings keep the order the entrants came in", () => {
    const entrants = ["Ann", "Bob", "Cy", "Di"].map((name) => ({ name, rating: 1500 }));
    expect(snakeGroups(entrants, 2).map((g) => g.map((e) => e.name))).toEqual([
      ["Ann", "Di"],
      ["Bob", "Cy"],
    ]);
    expect(entrants.map((e) => e.name)).toEqual(["Ann", "Bob", "Cy", "Di"]); // not sorted in place
  });

  it.each([0, -1, 1.5])("%d groups: refused", (groups) => {
    expect(() => snakeGroups(seeds(4), groups)).toThrow(RangeError);
  });

  /** Dealt in plain order, A B C A B C…: group A gets the best of every pass. */
  function dealtInOrder<T extends { rating: number }>(entrants: T[], groups: number): T[][] {
    const sorted = [...entrants].sort((a, b) => b.rating - a.rating);
    return Array.from({ length: groups }, (_, g) => sorted.filter((_, i) => i % groups === g));
  }
  const spread = (groups: { rating: number }[][]) => {
    const sums = groups.map((g) => g.reduce((sum, e) => sum + e.rating, 0));
    return Math.max(...sums) - Math.min(...sums);
  };

  // 12 players 2400, 2300 … 1300 into 3: snake A 2400+1900+1800+1300, B 2300+2000+1700+1400, C
  // 2200+2100+1600+1500, all 7400; in plain order A 7800, B 7400, C 7000.
  // The ten into 2: snake A 2210+1975+1890+1655+1600 = 9330, B 2105+1980+1850+1720+1480 = 9135;
  // plain A 2210+1980+1890+1720+1600 = 9400, B 2105+1975+1850+1655+1480 = 9065.
  it.each([
    [Array.from({ length: 12 }, (_, i) => 2400 - 100 * i), 3, 0, 800],
    [[2210, 2105, 1980, 1975, 1890, 1850, 1720, 1655, 1600, 1480], 2, 195, 335],
    [[1812, 1799, 1750, 1702, 1650, 1590, 1588, 1501, 1444, 1390, 1222, 1100], 4, 325, 603],
  ])(
    "ratings %j into %i groups: the group totals spread %i apart, not %i",
    (ratings, groups, snake, plain) => {
      const entrants = ratings.map((rating) => ({ rating }));
      expect(spread(snakeGroups(entrants, groups))).toBe(snake);
      expect(spread(dealtInOrder(entrants, groups))).toBe(plain);
    },
  );
});

/** A random source that answers from a script, and remembers what it was asked. */
function scripted(answers: number[]) {
  const asked: number[] = [];
  return {
    asked,
    randomBelow: (n: number) => {
      asked.push(n);
      return answers[asked.length - 1];
    },
  };
}

describe("Berger numbers drawn by lot", () => {
  // Fisher-Yates from the back: swap place 3 with 2 → a b d c; place 2 with 0 → d b a c; place 1
  // with itself.
  it("a scripted source gives the order worked by hand", () => {
    const source = scripted([2, 0, 1]);
    expect(drawNumbers(["a", "b", "c", "d"], source.randomBelow)).toEqual(["d", "b", "a", "c"]);
    expect(source.asked).toEqual([4, 3, 2]);
  });

  it("a source that always answers 0 moves each last player to the front in turn", () => {
    expect(drawNumbers([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });

  // With a uniform source every draw sequence is equally likely, so every order must come from
  // exactly one of them: 4 × 3 × 2 sequences, 24 different orders.
  it("every sequence of answers gives a different order: each order equally likely", () => {
    const orders = new Set<string>();
    for (let a = 0; a < 4; a++)
      for (let b = 0; b < 3; b++)
        for (let c = 0; c < 2; c++)
          orders.add(drawNumbers([1, 2, 3, 4], scripted([a, b, c]).randomBelow).join(""));
    expect(orders.size).toBe(24);
  });

  it("leaves the group it was given as it was, and draws nothing for one player", () => {
    const group = ["a", "b", "c"];
    expect([...drawNumbers(group, () => 0)].sort()).toEqual(["a", "b", "c"]);
    expect(group).toEqual(["a", "b", "c"]);
    expect(drawNumbers(["solo"], () => Number.NaN)).toEqual(["solo"]);
  });

  it.each([4, -1, 0.5])("a source answering %d for 4 is refused", (answer) => {
    expect(() => drawNumbers(["a", "b", "c", "d"], () => answer)).toThrow(RangeError);
  });
});

describe("group letters", () => {
  it.each([
    [0, "A"],
    [1, "B"],
    [25, "Z"],
    [26, "AA"],
    [27, "AB"],
    [51, "AZ"],
    [52, "BA"],
    [701, "ZZ"],
    [702, "AAA"],
  ])("%i: %s", (index, letter) => {
    expect(groupLetter(index)).toBe(letter);
  });

  it.each([-1, 1.5])("%d has no letter", (index) => {
    expect(() => groupLetter(index)).toThrow(RangeError);
  });
});
