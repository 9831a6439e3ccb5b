// Wild Jokers Chess through the command line (in-process, one real process in the contract): the
// shared contract checks, then the spec's §9 test positions, played lines with their status, and
// error lines.

import { describe, expect, it } from "vitest";
import { describeCliContract, runEngine } from "./support/cli";
import { moveCases, perftCases, playCases, START, WJ4 } from "./wild-jokers.cases";

const sorted = (lines: readonly string[]) => [...lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describeCliContract("wild-jokers", {
  start: START,
  startMoveCount: 17,
  perft: [
    [1, 17],
    [2, 294],
    [3, 5908],
  ],
  line: {
    moves: "Ja1-c3 Jg7-e5 Pc2-d3",
    fen: "rbaklm1/p*p*p*p/4j2/1*3*1/2JP3/P*1*P*P/1MLKABR b Kk 0 2",
  },
  illegal: { move: "Pa2-a4", mentions: "Pikeman" },
});

const args = (c: { readonly position?: string; readonly moves?: readonly string[] }): string[] => [
  ...(c.position === undefined ? [] : ["--position", c.position]),
  ...(c.moves === undefined || c.moves.length === 0 ? [] : ["--moves", c.moves.join(" ")]),
];

describe("wild-jokers: §9 test positions through the command line", () => {
  for (const c of moveCases.filter((m) => /^WJ\d+b?$/.test(m.id))) {
    it(`moves: ${c.id} (${c.count})`, () => {
      const run = runEngine(["moves", "wild-jokers", ...args(c)]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines).toHaveLength(c.count ?? -1);
      expect(run.lines).toEqual(sorted(run.lines));
      for (const expected of Object.values(c.from ?? {}))
        for (const m of expected) expect(run.lines).toContain(m);
      for (const m of c.excludes ?? []) expect(run.lines).not.toContain(m);
    });
  }

  for (const c of perftCases.filter((p) => ["WJ2", "WJ4", "WJ5", "WJ9b"].includes(p.id))) {
    it(`perft 2: ${c.id} = ${c.nodes[1]}`, () => {
      const run = runEngine(["perft", "wild-jokers", "2", "--position", c.position]);
      expect(run.lines).toEqual([String(c.nodes[1])]);
    });
  }
});

describe("wild-jokers: played lines and their status through the command line", () => {
  const chosen = [
    "WJ4-capture-and-place",
    "WJ8-king-captured",
    "A8-no-moves-loses",
    "A9-threefold",
    "A9-fifty-moves",
  ];
  for (const c of playCases.filter((p) => chosen.includes(p.id))) {
    it(`play: ${c.id} → ${c.status}`, () => {
      const run = runEngine([
        "play",
        "wild-jokers",
        ...args(c),
        ...(c.moves.length === 0 ? ["--moves", ""] : []),
      ]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines).toEqual([c.fen, `status: ${c.status}`]);
    });
  }

  it("moves prints nothing and perft counts 0 once a King is captured", () => {
    const wj8 = playCases.find((p) => p.id === "WJ8-king-captured");
    const position = ["--position", wj8?.position ?? "", "--moves", "Pc6xd7"];
    expect(runEngine(["moves", "wild-jokers", ...position]).stdout).toBe("");
    expect(runEngine(["perft", "wild-jokers", "1", ...position]).lines).toEqual(["0"]);
  });

  it("short forms are read and canonical forms printed: Bxe6/M@e2", () => {
    const run = runEngine(["play", "wild-jokers", "--position", WJ4, "--moves", "Bxe6/M@e2"]);
    expect(run.lines[0]).toBe("3k3/1*1*B*1/7/1*3*1/7/P*P*M*1/3K2R b - 0 1");
  });

  it("a Mercenary capture without its placement is an error naming the move", () => {
    const run = runEngine(["play", "wild-jokers", "--position", WJ4, "--moves", "Bc4xe6"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Bc4xe6");
    expect(run.stderr).toContain("placed");
  });

  it("a position string with a piece on a pit is an error naming the pit", () => {
    const run = runEngine([
      "moves",
      "wild-jokers",
      "--position",
      "rbaklmj/pp1*p*p/7/1*3*1/7/P*P*P*P/JMLKABR w Kk 0 1",
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("b6");
  });
});
