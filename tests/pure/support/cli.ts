// The engine command line, and a table of contract checks any game can reuse:
// `describeCliContract("kings-court", {...})`. The table runs in-process (`runEngine`: the very
// argument parsing and commands `scripts/engine.ts` runs, without a process per case); one test
// per game spawns the real command (`spawnEngine`) to prove the process wiring: argv, stdin,
// stdout, stderr and the exit status.

import { spawnSync } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { engineCommandLine } from "../../../scripts/support/engine-cli";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export interface EngineRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** stdout split into lines, without the final empty one. */
  readonly lines: string[];
}

function run(status: number | null, stdout: string, stderr: string): EngineRun {
  const lines = stdout === "" ? [] : stdout.replace(/\n$/, "").split("\n");
  return { status, stdout, stderr, lines };
}

/** Standard input as node:readline hands it to the command: split at any line break, no empty last line. */
function inputLines(input: string): string[] {
  if (input === "") return [];
  const lines = input.split(/\r\n|\r|\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** `engine <args...>` with optional standard input, in this process. */
export function runEngine(args: readonly string[], input?: string): EngineRun {
  const invocation = engineCommandLine(args);
  if (invocation.kind === "answer") {
    const { status, stdout, stderr } = invocation.answer;
    return run(status, stdout, stderr);
  }
  const answers = inputLines(input ?? "").map((line) => `${invocation.line(line)}\n`);
  return run(0, answers.join(""), "");
}

/** `engine <args...>` as a real process (`tsx scripts/engine.ts`), with optional standard input. */
export function spawnEngine(args: readonly string[], input?: string): EngineRun {
  const spawned = spawnSync(resolve(ROOT, "node_modules/.bin/tsx"), ["scripts/engine.ts", ...args], {
    cwd: ROOT,
    input: input ?? "",
    encoding: "utf8",
    timeout: 60_000,
  });
  return run(spawned.status, spawned.stdout ?? "", spawned.stderr ?? "");
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
    it("runs as a real process: stdin to stdout with exit 0, an error on stderr with exit 2", () => {
      const input = `${contract.line.moves}\n${contract.illegal.move}\n`;
      const batch = spawnEngine(["moves", gameId, "--batch"], input);
      expect(batch.stderr).toBe("");
      expect(batch.status).toBe(0);
      expect(batch.stdout).toBe(runEngine(["moves", gameId, "--batch"], input).stdout);
      expect(batch.lines).toHaveLength(2);
      expect(batch.lines[1]).toContain(contract.illegal.mentions);

      const refused = spawnEngine(["play", gameId, "--moves", contract.illegal.move]);
      expect(refused.status).toBe(2);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toBe(runEngine(["play", gameId, "--moves", contract.illegal.move]).stderr);
      expect(refused.stderr).toMatch(/^error: .+\n$/);
    });

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
