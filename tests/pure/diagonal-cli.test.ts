// Diagonal Chess through the engine command line: the shared contract checks (one of them a real
// process), then the spec's §9 test positions, the pawn wins and the promotion errors.

import { describe, expect, it } from "vitest";
import { movesCases, outcomeCases, START } from "./diagonal.cases";
import { describeCliContract, runEngine } from "./support/cli";

describeCliContract("diagonal", {
  start: START,
  startMoveCount: 11,
  perft: [
    [1, 11],
    [3, 1781],
  ],
  line: { moves: "Pd2-e3 Pe7-d6", fen: "3prnnk/5pqb/3p1ppb/P5pr/RP5p/BPP1P3/BQP5/KNNRP3 w - - 0 2" },
  illegal: { move: "Pd2-d3", mentions: "a pawn steps one square diagonally" },
});

describe("diagonal: §9 test positions through the command line", () => {
  it.each(movesCases.filter((c) => /^D\d/.test(c.name)).map((c) => [c.name, c] as const))("%s", (_, c) => {
    const run = runEngine(["moves", "diagonal", "--position", c.position]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.lines).toEqual(c.legal.split(" "));
  });

  it.each(outcomeCases.filter((c) => /pawn-reached/.test(c.status)).map((c) => [c.name, c] as const))(
    "play: %s",
    (_, c) => {
      const run = runEngine(["play", "diagonal", "--position", c.position, "--moves", c.moves]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.lines).toEqual([c.after, `status: ${c.status}`]);
    },
  );

  it("nothing is left to play after Pb2-a1 (moves prints nothing, perft 0)", () => {
    const options = ["--position", "7k/8/8/8/8/1p6/1p6/7K b - - 0 1", "--moves", "Pb2-a1"];
    const moves = runEngine(["moves", "diagonal", ...options]);
    expect(moves.status).toBe(0);
    expect(moves.stdout).toBe("");
    expect(runEngine(["perft", "diagonal", "2", ...options]).lines).toEqual(["0"]);
  });

  it("perft from D4 (promotion table)", () => {
    const run = runEngine(["perft", "diagonal", "2", "--position", "b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1"]);
    expect(run.lines).toEqual(["266"]);
  });

  it("a forbidden promotion exits 2 naming the move and the allowed pieces (§4.1)", () => {
    const run = runEngine([
      "play",
      "diagonal",
      "--position",
      "b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1",
      "--moves",
      "Pa7-b8=Q",
    ]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain("Pa7-b8=Q: on b8 a White pawn must become R, B or N");
  });

  it("a pawn on a promotion square is a bad position string (§4.3)", () => {
    const run = runEngine(["moves", "diagonal", "--position", "7k/8/8/8/8/8/7P/K7 w - - 0 1"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("cannot stand on h2");
  });

  it("short SAN from the start, with decorations", () => {
    const run = runEngine(["play", "diagonal", "--moves", "e3 d6+ Nc4 Nc7"]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.lines[1]).toBe("status: ongoing");
  });
});
