// One worker thread that does one kind of work for the job worker, one request at a time, with a
// deadline and a memory ceiling: reading a received reply (lib/inbound/parse.ts) and reviewing a
// finished game (lib/review/thread.ts). The job worker's event loop (its mail, its heartbeat, the
// SMTP receiver) never waits for the work. A request past its deadline, or one that crashes the
// thread or runs it out of memory, ends the thread; a fresh one takes the next request.
import { Worker } from "node:worker_threads";

/** Starting the thread (loading its code) is not a request's fault: the caller may retry. */
const startDeadlineMs = 60_000;

/** How a request ended when the thread gave no answer. */
export type ThreadFailure =
  | { readonly kind: "deadline" }
  | { readonly kind: "crash"; readonly message: string }
  | { readonly kind: "stopped" };

export type ThreadOutcome<Answer> =
  | { readonly ok: true; readonly answer: Answer }
  | { readonly ok: false; readonly failure: ThreadFailure };

export interface OneThread<Request, Answer> {
  /**
   * Sends a request after any already waiting. Resolves with the thread's answer or why there was
   * none; throws only when the thread cannot start.
   */
  ask(request: Request, deadlineMs: number): Promise<ThreadOutcome<Answer>>;
  /** Starts the thread ahead of the first request, so that request does not wait for its start. */
  warm(): void;
}

type Thread = { worker: Worker; ready: Promise<void> };

/**
 * A thread running `entry` (a plain .mjs file that posts `{ ready: true }` once loaded, then answers
 * each `{ id, ...request }` with `{ id, ...answer }`), named `name` in errors ("the parse thread").
 */
export function oneThread<Request extends object, Answer extends object>(
  entry: string,
  name: string,
): OneThread<Request, Answer> {
  let thread: Thread | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  const start = (): Thread => {
    const worker = new Worker(entry, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the ${name} did not start in time`)), startDeadlineMs);
      worker.once("message", () => {
        clearTimeout(timer);
        resolve();
      });
      worker.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const started = { worker, ready };
    worker.once("exit", () => {
      if (thread === started) thread = null;
    });
    return started;
  };

  const stop = (stopped: Thread) => {
    if (thread === stopped) thread = null;
    void stopped.worker.terminate();
  };

  const askNow = async (request: Request, deadlineMs: number): Promise<ThreadOutcome<Answer>> => {
    const current = thread ?? (thread = start());
    try {
      await current.ready;
    } catch (error) {
      stop(current);
      throw new Error(`Could not start the ${name}: ${(error as Error).message}`);
    }
    const id = nextId++;
    const { worker } = current;
    return new Promise((resolve) => {
      const done = (outcome: ThreadOutcome<Answer>, stopThread: boolean) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (stopThread) stop(current);
        resolve(outcome);
      };
      const onMessage = (message: { id?: number } & Answer) => {
        if (message.id === id) done({ ok: true, answer: message }, false);
      };
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: that request is what did it.
      const onError = (error: Error) =>
        done({ ok: false, failure: { kind: "crash", message: error.message } }, true);
      const onExit = () => done({ ok: false, failure: { kind: "stopped" } }, true);
      const timer = setTimeout(() => done({ ok: false, failure: { kind: "deadline" } }, true), deadlineMs);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage({ ...request, id });
    });
  };

  return {
    ask(request, deadlineMs) {
      const turn = queue.then(() => askNow(request, deadlineMs));
      queue = turn.catch(() => {});
      return turn;
    },
    warm() {
      if (thread) return;
      thread = start();
      // A thread that fails to start is replaced (and its failure reported) by the first request.
      thread.ready.catch(() => {});
    },
  };
}
