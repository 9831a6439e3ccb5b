// Juxtaposition Chess through the command line (in-process, one real process in the contract): the
// shared contract checks, then the spec's §9 positions, the outcome lines (bared, checkmate,
// stalemate) and swap errors.

import { describe, expect, it } from "vitest";
import { type MovesCase, movesCases, perftCases, START } from "./juxtaposition.cases";
import { describeCliContract, runEngine } from "./support/cli";

const sorted = (lines: readonly string[]) => [...lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describeCliContract("juxtaposition", {
  start: START,
  startMoveCount: 32,
  perft: [
    [1, 32],
    [2, 1024],
    [3, 27777],
  ],
  line: { moves: "Pb2<>a2 Nb8-c6", fen: "r1bqkbnf/sppppppp/2n5/8/8/8/PSPPPPPP/RNBQKBNF w Qq - 2 2 w" },
  illegal: { move: "Pb2<>c2", mentions: "Stone" },
});

const args = (c: { readonly position?: string; readonly moves?: readonly string[] }): string[] => [
  ...(c.position === undefined ? [] : ["--position", c.position]),
  ...(c.moves === undefined ? [] : ["--moves", c.moves.join(" ")]),
];

const byName = (prefix: string): MovesCase => {
  const found = movesCases.find((c) => c.name.startsWith(prefix));
  if (!found) throw new Error(`no case ${prefix}`);
  return found;
};

describe("juxtaposition: §9 test positions through the command line", () => {
  for (const c of movesCases.filter((m) => /^J\d/.test(m.name) && m.exact !== undefined)) {
    it(`moves: ${c.name}`, () => {
      const run = runEngine(["moves", "juxtaposition", ...args(c)]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines).toEqual(sorted(c.exact ?? []));
    });
  }

  for (const c of perftCases.filter((p) => p.name !== "start")) {
    it(`perft 2: ${c.name} = ${c.nodes[1]}`, () => {
      const run = runEngine(["perft", "juxtaposition", "2", "--position", c.position]);
      expect(run.lines).toEqual([String(c.nodes[1])]);
    });
  }
});

describe("juxtaposition: status lines through the command line", () => {
  const played = [
    "A4 the King's baring capture wins at once",
    "A4 the Knight's baring capture wins",
    "A11 + A4: Black bares White",
    "A12 a capture that both mates and bares",
    "A13 mate although",
    "§4.4 swap-locked with only a swap available",
    "A8 a swap is the 100th quiet ply",
    "§4.5 threefold repetition",
  ];
  for (const prefix of played) {
    const c = byName(prefix);
    it(`play: ${c.name} → ${c.status}`, () => {
      const run = runEngine(["play", "juxtaposition", ...args(c), ...(c.moves ? [] : ["--moves", ""])]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines[1]).toBe(`status: ${c.status}`);
      if (c.after !== undefined) expect(run.lines[0]).toBe(c.after);
      // Once the game is over the side to move has no moves.
      const moves = runEngine(["moves", "juxtaposition", ...args(c)]);
      expect(moves.lines).toEqual([]);
    });
  }

  it("moves --batch follows the swap lock line by line", () => {
    const run = runEngine(
      ["moves", "juxtaposition", "--batch"],
      "Pe2<>a2\nPe2<>a2 Pe7<>a7\nPe2<>a2 Pe7<>a7 Pa2<>e2\n",
    );
    expect(run.status).toBe(0);
    expect(run.lines[0].split(" ")).toHaveLength(32);
    expect(run.lines[1].split(" ")).toHaveLength(18);
    expect(run.lines[1]).not.toContain("<>");
    expect(run.lines[2]).toMatch(/^error: .*Pa2<>e2.*previous turn/);
  });
});

describe("juxtaposition: errors through the command line", () => {
  const errors: [string, string[], RegExp][] = [
    ["a second swap in a row", ["--moves", "Pb2<>a2 Nb8-c6 Pa2<>b2"], /Pa2<>b2: .*previous turn/],
    [
      "a swap in check (J3)",
      ["--position", "k3r2f/s7/8/8/8/8/SP6/3QK2F w - - 0 1 -", "--moves", "Ke1<>h1"],
      /Ke1<>h1: .*check/,
    ],
    [
      "kingside castling",
      ["--position", "4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -", "--moves", "O-O"],
      /O-O: .*kingside/,
    ],
    ["a Pawn with a Flag", ["--moves", "Pg2<>h1"], /Pg2<>h1: .*only with a Stone/],
    [
      "a position without the swap-lock field",
      ["--position", "rnbqkbnf/sppppppp/8/8/8/8/SPPPPPPP/RNBQKBNF w Qq - 0 1"],
      /7 fields/,
    ],
  ];
  for (const [what, extra, message] of errors) {
    it(`${what}: exit 2, one line on stderr`, () => {
      const run = runEngine(["moves", "juxtaposition", ...extra]);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    });
  }
});
