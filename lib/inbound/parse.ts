// Where a received reply is read: in a worker thread of its own, one message at a time, with a
// deadline and a memory ceiling. The process that runs the job also runs the SMTP receiver and
// sends the game's mail; a hostile message (100,000 nested tags, thousands of parts) once blocked
// it for 36 s per try. Here such a message costs the thread at most `parseDeadlineMs`: past it the
// thread is ended and a fresh one takes the next message, and the message is unreadable for good.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { MimeResult } from "./mime";

/** How long reading one message may take. A real reply takes milliseconds, even on a busy machine. */
export const parseDeadlineMs = 5_000;
/** Starting the thread (loading the reader) is not the message's fault: a slow start is retried. */
const startDeadlineMs = 60_000;

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "parse-thread.mjs");

type Thread = { worker: Worker; ready: Promise<void> };

let thread: Thread | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

function startThread(): Thread {
  const worker = new Worker(entry, {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the parse thread did not start in time")),
      startDeadlineMs,
    );
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
}

function stopThread(stopped: Thread) {
  if (thread === stopped) thread = null;
  void stopped.worker.terminate();
}

async function readInThread(raw: Uint8Array, deadlineMs: number): Promise<MimeResult> {
  const current = thread ?? (thread = startThread());
  try {
    await current.ready;
  } catch (error) {
    stopThread(current);
    throw new Error(`Could not start the parse thread: ${(error as Error).message}`);
  }
  const id = nextId++;
  const { worker } = current;
  return new Promise<MimeResult>((resolve) => {
    const done = (result: MimeResult, stop: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (stop) stopThread(current);
      resolve(result);
    };
    const onMessage = (message: { id?: number; result?: MimeResult }) => {
      if (message.id === id && message.result) done(message.result, false);
    };
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: that message is what did it.
    const onError = (error: Error) =>
      done({ ok: false, reason: `its reading failed: ${error.message}` }, true);
    const onExit = () => done({ ok: false, reason: "its reading stopped the parse thread" }, true);
    const timer = setTimeout(
      () => done({ ok: false, reason: `reading it took longer than ${deadlineMs / 1000} s` }, true),
      deadlineMs,
    );
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ id, raw });
  });
}

/** Starts the parse thread ahead of the first reply, so that reply does not wait for its start. */
export function warmParseThread(): void {
  if (thread) return;
  thread = startThread();
  // A thread that fails to start is replaced (and its failure reported) by the first parse.
  thread.ready.catch(() => {});
}

/**
 * Reads a received message in the parse thread. A message that cannot be read (malformed, past a
 * limit, too slow, too big for the thread's memory) is `{ ok: false, reason }`; only a thread that
 * cannot start throws (then the job is retried, the message not being at fault).
 */
export function parseReply(raw: Uint8Array, deadlineMs = parseDeadlineMs): Promise<MimeResult> {
  const turn = queue.then(() => readInThread(raw, deadlineMs));
  queue = turn.catch(() => {});
  return turn;
}
