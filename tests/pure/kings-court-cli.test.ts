// Kings Court through the command line (in-process, one real process in the contract): the shared
// contract checks, then the spec's §9 positions, some played lines and the error lines.

import { describe, expect, it } from "vitest";
import { INSUFFICIENT, movesCases, perftCases, playCases, START } from "./kings-court.cases";
import { describeCliContract, runEngine } from "./support/cli";

const sorted = (lines: readonly string[]) => [...lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describeCliContract("kings-court", {
  start: START,
  startMoveCount: 34,
  perft: [
    [1, 34],
    [2, 1156],
    [3, 44430],
  ],
  line: {
    moves: "Jb1-d3 Jk8-i6",
    fen: "rjcnbqkbnc1r/pppppppppppp/8j3/12/12/3J8/PPPPPPPPPPPP/R1CNBQKBNCJR w KQkq - 2 2 Jkjb",
  },
  illegal: { move: "Jb1-b3", mentions: "jester" },
});

const args = (c: { readonly position?: string; readonly moves?: readonly string[] }): string[] => [
  ...(c.position === undefined ? [] : ["--position", c.position]),
  ...(c.moves === undefined ? [] : ["--moves", c.moves.join(" ")]),
];

describe("kings-court: §9 test positions through the command line", () => {
  for (const c of movesCases.filter((m) => /^KC\d/.test(m.name))) {
    it(`moves: ${c.name}`, () => {
      const run = runEngine(["moves", "kings-court", ...args(c)]);
      expect(run.status, run.stderr).toBe(0);
      // KC2 is a finished game (K+J v K, §6.3 A6): `moves` prints nothing.
      expect(run.lines).toEqual(c.over === undefined ? sorted(c.legal) : []);
    });
  }

  it("play: KC2 reports the automatic draw", () => {
    const kc2 = perftCases.find((p) => p.name === "KC2")?.position ?? "";
    const run = runEngine(["play", "kings-court", "--position", kc2, "--moves", ""]);
    expect(run.lines).toEqual([kc2, `status: draw ${INSUFFICIENT}`]);
  });

  for (const c of perftCases.filter((p) => p.name !== "start")) {
    it(`perft 2: ${c.name} = ${c.nodes[1]}`, () => {
      const run = runEngine(["perft", "kings-court", "2", "--position", c.position]);
      expect(run.lines).toEqual([String(c.nodes[1])]);
    });
  }
});

describe("kings-court: played lines through the command line", () => {
  const chosen = [
    "§5.1 O-k1",
    "§5.1 O-f1",
    "§5.2 the flight is a King move: castling rights are lost",
    "§5.4 en passant removes the passed pawn",
    "§6.1 checkmate by a lone Chancellor in the corner: every flight square is covered",
    "§6.2 stalemate is a draw",
    "§6.3 threefold repetition from the start",
  ];
  for (const name of chosen) {
    const c = playCases.find((p) => p.name === name);
    it(`play: ${name}`, () => {
      expect(c).toBeDefined();
      if (!c) return;
      const run = runEngine(["play", "kings-court", ...args(c)]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines).toEqual([c.after, `status: ${c.status}`]);
    });
  }

  it("moves after a finished game prints nothing; --batch gives an empty line", () => {
    const mate = "k11/12/12/3C8/12/12/12/11K w - - 0 1 -";
    expect(runEngine(["moves", "kings-court", "--position", mate, "--moves", "Cd5-b6"]).lines).toEqual([]);
    const batch = runEngine(["moves", "kings-court", "--batch"], "Pe2-e4 Pa7-a6 Pe4-e5 Pd7-d5\nJb1-b3\n");
    expect(batch.lines[0].split(" ")).toContain("Pe5xd6");
    expect(batch.lines[1]).toMatch(/^error: .*Jb1-b3/);
  });
});

describe("kings-court: error lines", () => {
  const cases: [what: string, argv: string[], mentions: string[]][] = [
    [
      "castling across an attacked square",
      ["moves", "kings-court", "--position", "4r1k5/12/12/12/12/12/12/R5K4R w KQ - 0 1 -", "--moves", "O-e1"],
      ["O-e1", "attacked"],
    ],
    [
      "a promotion that names no piece",
      ["moves", "kings-court", "--position", "12/2P9/12/12/12/12/12/K10k w - - 0 1 -", "--moves", "Pc7-c8"],
      ["Pc7-c8", "promotes"],
    ],
    [
      "a position string without the unmoved-Jester field",
      ["moves", "kings-court", "--position", START.replace(/ \S+$/, "")],
      ["position", "jesters"],
    ],
    [
      "an unmoved Jester that is not there",
      ["moves", "kings-court", "--position", "6k5/12/12/12/12/12/12/6K5 w - - 0 1 Jb"],
      ["Jb", "b1"],
    ],
  ];
  it.each(cases)("%s: exit 2, one line on stderr", (_, argv, mentions) => {
    const run = runEngine(argv);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    for (const word of mentions) expect(run.stderr).toContain(word);
  });
});
