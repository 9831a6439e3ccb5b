// Joust Chess through the command line (in-process, one real process in the contract): the shared
// contract checks, then the spec's §9 test positions, played lines with their status, and error
// lines.

import { describe, expect, it } from "vitest";
import { illegalCases, notationCases, outcomeCases, START, turnsCases } from "./joust.cases";
import { describeCliContract, runEngine } from "./support/cli";

describeCliContract("joust", {
  start: START,
  startMoveCount: 216,
  perft: [
    [1, 216],
    [2, 45228],
  ],
  line: {
    moves: "Hb1^d3 Pe7-e5@E Qd1@x",
    fen: "w[SE]h[SW]w[S]q[+]k[+]w[S]h[SE]w[SW]/p[N]p[N]p[N]p[N]1p[N]p[N]p[N]/8/4p[E]3/8/3H[NW]4/P[N]P[N]P[N]P[N]P[N]P[N]P[N]P[N]/W[NE]1W[N]Q[x]K[+]W[N]H[NE]W[NW] b",
  },
  illegal: { move: "Hb1^d3^b1", mentions: "null turn" },
});

const args = (c: { readonly position: string; readonly moves?: string }): string[] => [
  "--position",
  c.position,
  ...(c.moves === undefined || c.moves === "" ? [] : ["--moves", c.moves]),
];
const words = (list: string): string[] => list.split(" ").filter(Boolean);

describe("joust: §9 test positions through the command line", () => {
  for (const c of turnsCases.filter((t) => /^T\d+/.test(t.name))) {
    it(`moves: ${c.name}`, () => {
      const run = runEngine(["moves", "joust", ...args(c)]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines).toEqual([...run.lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      if (c.total !== undefined) expect(run.lines).toHaveLength(c.total);
      for (const [square, list] of Object.entries(c.pieceTurns ?? {})) {
        expect(run.lines.filter((t) => t.slice(1, 3) === square)).toEqual(words(list));
      }
    });
  }

  it("perft from T6 (Black in check) and below a mate (T9)", () => {
    const t6 = runEngine(["perft", "joust", "1", "--position", "8/6k[+]1/8/4W[NE]3/3K[x]4/8/8/8 b"]);
    expect(t6.lines).toEqual(["4"]);
    const t9 = runEngine(["perft", "joust", "3", "--position", "8/8/8/8/8/8/K[+]7/k[x]7 b"]);
    expect(t9.lines).toEqual(["0"]);
  });

  it("moves --batch reads non-canonical spellings and answers each line", () => {
    const run = runEngine(["moves", "joust", "--batch"], "Hb1^d3^b1@N\nPa2-a7\n");
    expect(run.status).toBe(0);
    expect(run.lines).toHaveLength(2);
    expect(run.lines[0].split(" ")).toHaveLength(216);
    expect(run.lines[1]).toMatch(/^error: .*a7 is occupied/);
  });
});

describe("joust: played lines and their status through the command line", () => {
  for (const c of outcomeCases.filter((o) => o.moves.split(" ").length < 20)) {
    it(`play: ${c.name} → ${c.status}`, () => {
      const run = runEngine(["play", "joust", ...args(c)]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines[1]).toBe(`status: ${c.status}`);
    });
  }

  it("play prints the canonical record's position for a non-canonical spelling (T1b)", () => {
    const a = runEngine(["play", "joust", "--moves", "Hb1^d3^b1@N"]);
    const b = runEngine(["play", "joust", "--moves", "Hb1@N"]);
    expect(a.lines).toEqual(b.lines);
  });

  for (const c of notationCases.filter((n) => !/\s/.test(n.input)).slice(0, 4)) {
    it(`moves prints ${c.canonical} canonically`, () => {
      const run = runEngine(["moves", "joust", ...args(c)]);
      expect(run.lines).toContain(c.canonical);
    });
  }
});

describe("joust: error lines", () => {
  for (const c of illegalCases.filter((i) =>
    ["T5 no jump after a capture", "T6 a rotation leaves Black in check"].includes(i.name),
  )) {
    it(`exit 2 for ${c.input}: ${c.reason}`, () => {
      const run = runEngine(["play", "joust", "--position", c.position, "--moves", c.input]);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(c.input);
      expect(run.stderr).toContain(c.reason);
    });
  }

  it("a heading the piece cannot have in a position string", () => {
    const run = runEngine(["moves", "joust", "--position", "7k[+]/8/8/8/8/8/P[S]7/K[+]7 w"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("N, NE, E, SE");
  });
});
