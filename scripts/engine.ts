// Engine command line (contract in docs/rules/README.md):
//   npm run -s engine -- start|moves|play|perft <variant> [depth] [--position P] [--moves "m1 m2"] [--batch]
// Process I/O only: scripts/support/engine-cli.ts parses the arguments and lib/engine/commands.ts
// does the work.

import { createInterface } from "node:readline";
import { engineCommandLine } from "./support/engine-cli";

async function main(): Promise<void> {
  const invocation = engineCommandLine(process.argv.slice(2));
  if (invocation.kind === "answer") {
    process.stdout.write(invocation.answer.stdout);
    process.stderr.write(invocation.answer.stderr);
    process.exitCode = invocation.answer.status;
    return;
  }
  // `moves --batch`: one answer per input line, as each line arrives (a pipe may stay open).
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) process.stdout.write(`${invocation.line(line)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`error: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
