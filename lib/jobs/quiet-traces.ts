// graphile-worker 0.17 writes `console.trace(error)` itself (dist/main.js, a job runner's rejected
// promise) besides its logger's line, when a runner's last look for a job fails after it was told
// to stop. Ctrl+C in a terminal stops the embedded PostgreSQL at the same moment, so that look can
// fail with "terminating connection", and a stop that went right printed a screenful of stack.
// Each worker says which traces it expects (lib/jobs/outage-log.ts: a lost connection while
// stopping or during an outage it already told); only those are hushed, anything else is printed.

export type ExpectedTrace = (error: unknown) => boolean;

const expected = new Set<ExpectedTrace>();
let printTrace: typeof console.trace | undefined;

/** Hushes the console traces that `isExpected` accepts, until the returned function is called. */
export function hushTraces(isExpected: ExpectedTrace): () => void {
  if (!printTrace) {
    const original = console.trace.bind(console);
    printTrace = original;
    console.trace = (...args: unknown[]) => {
      if (args.length === 1 && [...expected].some((each) => each(args[0]))) return;
      original(...args);
    };
  }
  expected.add(isExpected);
  return () => {
    expected.delete(isExpected);
  };
}
