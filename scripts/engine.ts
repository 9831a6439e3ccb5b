// Engine command line (contract in docs/rules/README.md):
//   npm run -s engine -- start|moves|play|perft <variant> [depth] [--position P] [--moves "m1 m2"] [--batch]
// Argument parsing and I/O only; the behaviour lives in lib/engine/commands.ts.

import { createInterface } from "node:readline";
import { fail, type Result } from "../lib/engine";
import {
  batchLine,
  movesCommand,
  perftCommand,
  playCommand,
  setUp,
  startCommand,
} from "../lib/engine/commands";

const USAGE =
  'usage: engine start|moves|play|perft <variant> [depth] [--position "P"] [--moves "m1 m2 ..."] [--batch]';

interface Args {
  command?: string;
  positional: string[];
  position?: string;
  moves?: string;
  batch: boolean;
  error?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { positional: [], batch: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--position" || a === "--moves") {
      const value = argv[i + 1];
      if (value === undefined) {
        args.error = `${a}: missing value`;
        return args;
      }
      if (a === "--position") args.position = value;
      else args.moves = value;
      i++;
    } else if (a.startsWith("--position=")) args.position = a.slice("--position=".length);
    else if (a.startsWith("--moves=")) args.moves = a.slice("--moves=".length);
    else if (a === "--batch") args.batch = true;
    else if (a.startsWith("--")) {
      args.error = `${a}: unknown option (${USAGE})`;
      return args;
    } else if (args.command === undefined) args.command = a;
    else args.positional.push(a);
  }
  return args;
}

function finish(result: Result<string[]>): void {
  if (!result.ok) {
    process.stderr.write(`error: ${result.error.reason.replace(/\s*\n\s*/g, " ")}\n`);
    process.exitCode = 2;
    return;
  }
  if (result.value.length > 0) process.stdout.write(`${result.value.join("\n")}\n`);
}

async function batch(variant: string, args: Args): Promise<void> {
  const setup = setUp(variant, { position: args.position, moves: args.moves });
  if (!setup.ok) return finish(setup);
  const { game, position } = setup.value;
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) process.stdout.write(`${batchLine(game, position, line)}\n`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.error) return finish(fail("usage", args.error));
  const [variant, depth] = args.positional;
  if (args.command === undefined || variant === undefined) return finish(fail("usage", USAGE));
  const options = { position: args.position, moves: args.moves };
  switch (args.command) {
    case "start":
      return finish(startCommand(variant));
    case "moves":
      return args.batch ? batch(variant, args) : finish(movesCommand(variant, options));
    case "play":
      return finish(playCommand(variant, options));
    case "perft":
      return finish(perftCommand(variant, depth, options));
    default:
      return finish(fail("usage", `unknown command "${args.command}" (${USAGE})`));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`error: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
