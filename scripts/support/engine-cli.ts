// The engine command line without its process: arguments in, what to print and the exit status out.
// scripts/engine.ts wires it to argv, stdin and stdout; the tests call it in-process
// (tests/pure/support/cli.ts), with one spawned run per game proving the wiring.
import {
  batchLine,
  movesCommand,
  perftCommand,
  playCommand,
  setUp,
  startCommand,
} from "../../lib/engine/commands";

export const USAGE =
  'usage: engine start|moves|play|perft <variant> [depth] [--position "P"] [--moves "m1 m2 ..."] [--batch]';

/** A finished answer: standard output, standard error (each empty or newline-terminated) and the exit status. */
export type Answer = { readonly status: 0 | 2; readonly stdout: string; readonly stderr: string };

/** What one command line does: answer at once, or (`moves --batch`) answer each input line. */
export type Invocation =
  | { readonly kind: "answer"; readonly answer: Answer }
  | { readonly kind: "batch"; readonly line: (input: string) => string };

interface Args {
  command?: string;
  positional: string[];
  position?: string;
  moves?: string;
  batch: boolean;
  error?: string;
}

function parseArgs(argv: readonly string[]): Args {
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

/** One error line on standard error (a reason may wrap; the line may not), exit status 2. */
function refuse(reason: string): Invocation {
  const stderr = `error: ${reason.replace(/\s*\n\s*/g, " ")}\n`;
  return { kind: "answer", answer: { status: 2, stdout: "", stderr } };
}

/** A command's lines on standard output, or its error. */
function answer(
  result:
    | { readonly ok: true; readonly value: readonly string[] }
    | { readonly ok: false; readonly error: { readonly reason: string } },
): Invocation {
  if (!result.ok) return refuse(result.error.reason);
  const stdout = result.value.length > 0 ? `${result.value.join("\n")}\n` : "";
  return { kind: "answer", answer: { status: 0, stdout, stderr: "" } };
}

export function engineCommandLine(argv: readonly string[]): Invocation {
  const args = parseArgs(argv);
  if (args.error) return refuse(args.error);
  const [variant, depth] = args.positional;
  if (args.command === undefined || variant === undefined) return refuse(USAGE);
  const options = { position: args.position, moves: args.moves };
  switch (args.command) {
    case "start":
      return answer(startCommand(variant));
    case "moves": {
      if (!args.batch) return answer(movesCommand(variant, options));
      const setup = setUp(variant, options);
      if (!setup.ok) return answer(setup);
      const { game, position } = setup.value;
      return { kind: "batch", line: (input) => batchLine(game, position, input) };
    }
    case "play":
      return answer(playCommand(variant, options));
    case "perft":
      return answer(perftCommand(variant, depth, options));
    default:
      return refuse(`unknown command "${args.command}" (${USAGE})`);
  }
}
