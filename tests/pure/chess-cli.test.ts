// The engine command line for chess (in-process; tests/pure/support/cli.ts spawns the real
// command once per game), and the argument handling every game shares.
import { describe, expect, it } from "vitest";
import { CHESS_START } from "../support/positions";
import { describeCliContract, runEngine } from "./support/cli";

describeCliContract("chess", {
  start: CHESS_START,
  startMoveCount: 20,
  perft: [
    [1, 20],
    [3, 8902],
  ],
  line: {
    moves: "Pe2-e4 Pc7-c5 Ng1-f3",
    fen: "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
  },
  illegal: { move: "Pe2-e5", mentions: "a pawn moves one square forward" },
});

describe("chess: engine command line details", () => {
  it("play reports checkmate", () => {
    const run = runEngine(["play", "chess", "--moves", "f3 e5 g4 Qh4#"]);
    expect(run.lines).toEqual([
      "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
      "status: black checkmate",
    ]);
  });

  it("moves prints nothing once the game is over", () => {
    const run = runEngine(["moves", "chess", "--moves", "f3 e5 g4 Qh4#"]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("");
  });

  it("play reports a draw by repetition", () => {
    const run = runEngine(["play", "chess", "--moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"]);
    expect(run.lines[1]).toBe("status: draw repetition");
  });

  it("perft from a position after moves", () => {
    const run = runEngine([
      "perft",
      "chess",
      "2",
      "--position",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
      "--moves",
      "Pe2-e4",
    ]);
    expect(run.status).toBe(0);
    // chessops counts the same 177 leaves below position 3 after e2-e4.
    expect(run.lines).toEqual(["177"]);
  });

  it("names the offending token of a later move", () => {
    const run = runEngine(["play", "chess", "--moves", "e4 e5 Ke3"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Ke3");
    expect(run.stderr).toContain("move 3");
  });

  it("an unknown game exits 2", () => {
    const run = runEngine(["start", "checkers"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("checkers");
  });

  it("a bad perft depth exits 2", () => {
    const run = runEngine(["perft", "chess", "deep"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("deep");
  });
});

describe("engine command line: arguments", () => {
  it("takes --position=… and --moves=… as well as separate values", () => {
    const fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    const separate = runEngine(["moves", "chess", "--position", fen, "--moves", "Pe2-e4 Rh5-h6"]);
    expect(separate.status).toBe(0);
    expect(separate.lines.length).toBeGreaterThan(5);
    expect(runEngine(["moves", "chess", `--position=${fen}`, "--moves=Pe2-e4 Rh5-h6"])).toEqual(separate);
  });

  it.each([
    [[], "usage: engine"],
    [["start"], "usage: engine"],
    [["moves", "chess", "--moves"], "--moves: missing value"],
    [["moves", "chess", "--depth", "2"], "--depth: unknown option"],
    [["undo", "chess"], 'unknown command "undo"'],
  ])("%j exits 2 with one line on stderr: %s", (args, says) => {
    const run = runEngine(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^error: [^\n]+\n$/);
    expect(run.stderr).toContain(says);
  });
});

describe("chess: move lists as people write them", () => {
  it("skips move numbers, e.p. remarks and results", async () => {
    const { splitMoves } = await import("../../lib/engine/commands");
    expect(splitMoves(" 1. e4 Nf6 2.e5 d5 3.exd6 e.p. 1-0 ")).toEqual(["e4", "Nf6", "e5", "d5", "exd6"]);
    expect(splitMoves("")).toEqual([]);
  });
});
