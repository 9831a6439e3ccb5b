// A lane's job runner, replaced when it stops by itself: graphile-worker 0.17 gives up on a pool
// when recording a finished or failed job cannot reach the database, and such a runner is left
// behind (its pool leaves our heartbeat, so the sweep frees its jobs like a dead process's) while a
// fresh one takes over once the database answers. Which jobs a lane runs: ./lanes.ts.
import { EventEmitter } from "node:events";
import { type Logger, type Runner, run, type WorkerEvents } from "graphile-worker";
import type pg from "pg";
import { lookAgainAfterEarlyNotices } from "../jobs/early-notice";
import { poolsHere } from "../jobs/liveness";
import type { Lane } from "./lanes";

/** How long to wait before starting a new job runner after one stopped by itself. */
const restartDelayMs = 10_000;

export type RunnerContext = {
  readonly pgPool: pg.Pool;
  /** How often to look for jobs that became due (retries, deadlines); new jobs arrive by NOTIFY. */
  readonly pollInterval: number;
  readonly logger: Logger;
  readonly log: (level: string, message: string) => void;
  /** Whether the worker is stopping (then nothing is replaced). */
  readonly stopping: () => boolean;
  /** The runner's graphile-worker events, when the caller listens too (tests); else its own. */
  readonly events?: WorkerEvents;
};

export type LaneRunner = { launch: () => Promise<void>; stop: () => Promise<void> };

export function restartingRunner(
  { name, tasks: taskList, concurrency: laneConcurrency, crontab }: Lane,
  { pgPool, pollInterval, logger, log, stopping, events = new EventEmitter() }: RunnerContext,
): LaneRunner {
  let currentPool: string | null = null;
  events.on("pool:create", ({ workerPool }) => {
    poolsHere.add(workerPool.id);
    currentPool = workerPool.id;
  });
  events.on("pool:release", ({ workerPool }) => poolsHere.delete(workerPool.id));
  lookAgainAfterEarlyNotices(events, name);
  // graphile-worker 0.17 gives up on a pool when recording a finished or failed job cannot reach
  // the database (its batch "retry" rethrows at once), and that pool's shutdown then waits forever.
  // So such a runner is left behind: its pool leaves our heartbeat, so the sweep frees its jobs
  // like a dead process's, and a fresh runner takes over once the database answers.
  events.on("pool:fatalError", ({ workerPool, error }) => {
    poolsHere.delete(workerPool.id);
    if (workerPool.id === currentPool) replace(String(error));
  });
  let runner: Runner | null = null;
  const launch = async (): Promise<void> => {
    const started = await run({
      pgPool,
      events,
      concurrency: laneConcurrency,
      pollInterval,
      taskList,
      crontab,
      // Finishing a job goes through graphile-worker's batches, whose failure (the database
      // gone) stops the pool (see pool:fatalError) instead of being an unhandled rejection.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      // The process that starts us decides how to shut down (and calls stop()).
      noHandleSignals: true,
      logger,
    });
    runner = started;
    started.promise.then(
      () => runner === started && replace("it stopped"),
      (error) => runner === started && replace(String(error)),
    );
  };
  let replacing = false;
  const replace = (why: string) => {
    if (stopping() || replacing) return;
    replacing = true;
    runner = null;
    currentPool = null;
    log("error", `the ${name} job runner stopped (${why.split("\n")[0]}); starting a new one`);
    const again = () =>
      setTimeout(() => {
        if (stopping()) return;
        launch().then(() => {
          replacing = false;
        }, again);
      }, restartDelayMs).unref();
    again();
  };
  return { launch, stop: () => runner?.stop() ?? Promise.resolve() };
}
