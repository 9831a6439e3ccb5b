// Runs the real engine command line (`tsx scripts/engine.ts ...`) from the repository root, and a
// table of contract checks any game can reuse: `describeCliContract("kings-court", {...})`.

import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export interface EngineRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout split into lines, without the final empty one. */
  readonly lines: string[];
}

/** Runs `engine <args...>` with optional standard input. */
export function runEngine(args: readonly string[], input?: string): EngineRun {
  const run = spawnSync(resolve(ROOT, "node_modules/.bin/tsx"), ["scripts/engine.ts", ...args], {
    cwd: ROOT,
    input: input ?? "",
    encoding: "utf8",
    timeout: 60_000,
  });
  const stdout = run.stdout ?? "";
  const lines = stdout === "" ? [] : stdout.replace(/\n$/, "").split("\n");
  return { status: run.status, stdout, stderr: run.stderr ?? "", lines };
}

export interface CliContract {
  /** The start position string the game prints. */
  readonly start: string;
  /** Legal moves in the start position, in any order (the test checks sorting). */
  readonly startMoveCount: number;
  /** Perft rows from the start position: [depth, leaves]; keep them small (a few seconds). */
  readonly perft: readonly (readonly [number, number])[];
  /** A legal opening move list (space separated) and the position string after it. */
  readonly line: { readonly moves: string; readonly fen: string };
  /** A move that is illegal in the start position, and a word its error line must contain. */
  readonly illegal: { readonly move: string; readonly mentions: string };
}

/** The command-line contract checks for one game: start, moves, play, perft, --batch, errors. */
export function describeCliContract(gameId: string, contract: CliContract): void {
  describe(`${gameId}: engine command line`, () => {
    it("start prints the start position", () => {
      const run = runEngine(["start", gameId]);
      expect(run.status).toBe(0);
      expect(run.lines).toEqual([contract.start]);
    });

    it("moves prints every legal move, sorted by plain string order", () => {
      const run = runEngine(["moves", gameId]);
      expect(run.status).toBe(0);
      expect(run.lines).toHaveLength(contract.startMoveCount);
      expect(run.lines).toEqual([...run.lines].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it("play applies --moves and prints the position and status", () => {
      const run = runEngine(["play", gameId, "--moves", contract.line.moves]);
      expect(run.status).toBe(0);
      expect(run.lines).toEqual([contract.line.fen, "status: ongoing"]);
    });

    it("moves --position starts from that position", () => {
      const fromStart = runEngine(["moves", gameId, "--moves", contract.line.moves]);
      const fromPosition = runEngine(["moves", gameId, "--position", contract.line.fen]);
      expect(fromPosition.status).toBe(0);
      expect(fromPosition.lines).toEqual(fromStart.lines);
    });

    for (const [depth, leaves] of contract.perft) {
      it(`perft ${depth} = ${leaves}`, () => {
        const run = runEngine(["perft", gameId, String(depth)]);
        expect(run.status).toBe(0);
        expect(run.lines).toEqual([String(leaves)]);
      });
    }

    it("moves --batch answers one line per input line, errors included", () => {
      const input = `${["", contract.line.moves, contract.illegal.move, ""].join("\n")}\n`;
      const run = runEngine(["moves", gameId, "--batch"], input);
      expect(run.status).toBe(0);
      expect(run.lines).toHaveLength(4);
      expect(run.lines[0].split(" ")).toHaveLength(contract.startMoveCount);
      expect(run.lines[1]).toBe(runEngine(["moves", gameId, "--moves", contract.line.moves]).lines.join(" "));
      expect(run.lines[2]).toMatch(/^error: /);
      expect(run.lines[2]).toContain(contract.illegal.mentions);
      expect(run.lines[3]).toBe(run.lines[0]);
    });

    it("an illegal move exits 2 with one line on stderr naming it, nothing on stdout", () => {
      const run = runEngine(["moves", gameId, "--moves", contract.illegal.move]);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toContain(contract.illegal.move);
      expect(run.stderr).toContain(contract.illegal.mentions);
    });

    it("a bad position string exits 2 with one line on stderr", () => {
      const run = runEngine(["play", gameId, "--position", "not a position", "--moves", ""]);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe("");
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(run.stderr).toContain("position");
    });
  });
}
