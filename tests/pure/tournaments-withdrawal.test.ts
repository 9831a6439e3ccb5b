// A player leaving a round robin group (lib/tournaments/withdrawal.ts): fewer than half of their
// games finished strikes them out; half or more and the rest of their games are lost.
import { describe, expect, it } from "vitest";
import { withdrawalExplained, withdrawalRule } from "@/lib/tournaments/withdrawal";

describe("which rule applies", () => {
  it.each([
    // finished, of total, rule
    [0, 6, "struck"],
    [2, 6, "struck"],
    [3, 6, "forfeit"], // exactly half is not "fewer than half"
    [6, 6, "forfeit"],
    [2, 5, "struck"],
    [3, 5, "forfeit"],
    [0, 2, "struck"],
    [1, 2, "forfeit"],
    [7, 15, "struck"],
    [8, 15, "forfeit"],
    [14, 30, "struck"],
    [15, 30, "forfeit"],
  ])("%i of %i games finished: %s", (finished, total, rule) => {
    expect(withdrawalRule(finished, total)).toBe(rule);
  });

  it.each([
    [7, 6],
    [-1, 6],
    [1, 0],
    [1.5, 6],
    [2, 4.5],
  ])("%d of %d games is no count of games", (finished, total) => {
    expect(() => withdrawalRule(finished, total)).toThrow(RangeError);
  });
});

describe("what the table and the emails say", () => {
  it.each([
    [
      "struck",
      "Ada Lovelace withdrew with fewer than half of their games finished, so all of their results are struck out: " +
        "their games count for no one in the table.",
    ],
    [
      "forfeit",
      "Ada Lovelace withdrew after finishing at least half of their games, so their finished results stand " +
        "and each game they had not finished counts as a win for their opponent.",
    ],
  ] as const)("%s", (rule, sentence) => {
    expect(withdrawalExplained("Ada Lovelace", rule)).toBe(sentence);
  });
});
