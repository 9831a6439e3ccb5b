// Where a game is reviewed: in one worker thread of this process, one game at a time, so a review
// (seconds to minutes of search) never blocks the job worker's event loop, its mail or its
// heartbeat. A review past `reviewDeadlineMs` ends the thread (a fresh one takes the next game) and
// fails the job, which the queue retries a few times. Deliberately small: the computer opponent's
// pool (lib/bot, another branch) may take this over.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Result } from "@/lib/engine";
import type { GameReview, ReviewBudget } from "./review";

/**
 * Far above what the budget costs: 200 positions at 20,000 nodes take 2 to 8 minutes on a busy
 * core (Joust, the slowest to search, 2.4 s a position under load: `npm run bench:review`).
 */
export const reviewDeadlineMs = 30 * 60_000;
const startDeadlineMs = 60_000;

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "review-thread.mjs");

export type ReviewRecord = { gameType: string; startPosition: string; notations: readonly string[] };
export type ThreadAnswer = { result: Result<GameReview>; tookMs: number };

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
      () => reject(new Error("the review thread did not start in time")),
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

async function reviewInThread(
  record: ReviewRecord,
  budget: ReviewBudget,
  deadlineMs: number,
): Promise<ThreadAnswer> {
  const current = thread ?? (thread = startThread());
  try {
    await current.ready;
  } catch (error) {
    stopThread(current);
    throw new Error(`Could not start the review thread: ${(error as Error).message}`);
  }
  const id = nextId++;
  const { worker } = current;
  return new Promise<ThreadAnswer>((resolve, reject) => {
    const settle = (stop: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (stop) stopThread(current);
    };
    const onMessage = (message: { id?: number } & Partial<ThreadAnswer>) => {
      if (message.id !== id || !message.result) return;
      settle(false);
      resolve({ result: message.result, tookMs: message.tookMs ?? 0 });
    };
    const onError = (error: Error) => {
      settle(true);
      reject(new Error(`the review thread failed: ${error.message}`));
    };
    const onExit = () => {
      settle(true);
      reject(new Error("the review thread stopped"));
    };
    const timer = setTimeout(() => {
      settle(true);
      reject(new Error(`the review took longer than ${Math.round(deadlineMs / 1000)} s`));
    }, deadlineMs);
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ id, record, budget });
  });
}

/**
 * Reviews a game's record in the review thread, after any review already waiting. A record that
 * does not replay is an answer (`result.ok` false); a thread that crashes or runs out of time throws.
 */
export function reviewOffThread(
  record: ReviewRecord,
  budget: ReviewBudget,
  deadlineMs = reviewDeadlineMs,
): Promise<ThreadAnswer> {
  const turn = queue.then(() => reviewInThread(record, budget, deadlineMs));
  queue = turn.catch(() => {});
  return turn;
}
