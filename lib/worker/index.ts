// The worker: runs the queue's jobs (game mail, deadlines, digests, invitation mail, replies). It runs
// inside `npm run dev` / `npm start` and alone as `npm run worker`; several may run at once,
// since graphile-worker locks each job (and each cron tick) in PostgreSQL. Each process also
// keeps a heartbeat and sweeps up after dead ones (lib/jobs/liveness.ts). Which jobs run in which
// of its lanes: ./lanes.ts; a lane's runner, replaced when it stops by itself: ./runner.ts.
import { type LogFunctionFactory, Logger } from "graphile-worker";
import pg from "pg";
import { stopThinking } from "../bot/tasks";
import { workerLimits } from "../db/time-limits";
import { warmInbound } from "../inbound/tasks";
import {
  farewell,
  type LivenessTimings,
  poolsHere,
  productionTimings,
  watchLiveness,
} from "../jobs/liveness";
import { outageLog } from "../jobs/outage-log";
import { hushTraces } from "../jobs/quiet-traces";
import { type Health, healthWithin } from "../ops/health";
import { log as serviceLog, withLogContext } from "../ops/log";
import { readQueueWith } from "../ops/metrics";
import { type Queryable, queueState } from "../ops/queue-state";
import { workerLanes } from "./lanes";
import { restartingRunner } from "./runner";

export type WorkerOptions = {
  connectionString: string;
  concurrency?: number;
  /** How often to look for jobs that became due (retries, deadlines); new jobs arrive by NOTIFY. */
  pollInterval?: number;
  /** Where log lines go; default the console, errors and warnings only below info. */
  log?: (level: string, message: string) => void;
  /** Heartbeat, dead-process and retry timings; production's unless a test shortens them. */
  liveness?: Partial<LivenessTimings>;
};

export type Worker = {
  /** What /healthz says, read through this worker's own (direct) connections. */
  health: () => Promise<Health>;
  stop: () => Promise<void>;
};

export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const timings: LivenessTimings = { ...productionTimings, ...options.liveness };
  const concurrency = options.concurrency ?? 4;
  let stopping = false;
  const write =
    options.log ??
    ((level: string, message: string) => {
      if (level === "error") serviceLog.error(message);
      else if (level === "warning") serviceLog.warn(message);
    });
  const { log, trouble, reachable, expected } = outageLog(write, () => stopping);
  // Kept after stop(): a runner given up on may still fail its last look for a job later.
  hushTraces(expected);

  const placed = workerLanes(concurrency);
  // Our own pool, so it has an 'error' listener for its whole life: an idle connection that the
  // server closes (a restart, a shutdown) must never become an unhandled 'error' event.
  // With the worker's time limits (lib/db/time-limits.ts): graphile-worker's LISTEN connection and
  // its job queries come from this pool, so a frozen database fails them instead of hanging them.
  const db = new pg.Pool({
    connectionString: options.connectionString,
    // Each lane's jobs at once, and each lane's LISTEN connection.
    max: placed.reduce((sum, lane) => sum + lane.concurrency + 1, 0),
    ...workerLimits,
  });
  const connectionLost = (error: Error) => trouble(`database connection lost: ${error.message}`);
  db.on("error", connectionLost);
  db.on("connect", (client) => client.on("error", connectionLost));

  // A line about a job names it (graphile-worker's scope), like the lines our own tasks write.
  const factory: LogFunctionFactory = (scope) => (level, message) =>
    scope.jobId
      ? withLogContext({ jobId: scope.jobId, task: scope.taskIdentifier }, () => log(level, message))
      : log(level, message);

  const lanes = placed.map((lane) =>
    restartingRunner(lane, {
      pgPool: db,
      pollInterval: options.pollInterval ?? 2000,
      logger: new Logger(factory),
      log,
      stopping: () => stopping,
    }),
  );
  for (const each of lanes) await each.launch();
  warmInbound();
  const watch = watchLiveness(db, timings, { log, trouble, reachable, expected });

  let stopped: Promise<void> | undefined;
  const queryable: Queryable = {
    query: async <T>(sql: string) => ({ rows: (await db.query(sql)).rows as T[] }),
  };
  readQueueWith(() => queueState(queryable));
  return {
    health: () => healthWithin(queryable),
    stop: () => {
      stopped ??= (async () => {
        stopping = true;
        watch.stop();
        // Takes no new job and waits for the running ones (a mail being sent is recorded as
        // sent), unless the database is gone: then nothing can be recorded, and waiting would
        // only sit out the queue's own retries. Whatever is left, another worker's sweep frees.
        const finished = await Promise.race([
          Promise.all(lanes.map((each) => each.stop())).then(
            () => true,
            () => true,
          ),
          databaseGone(db).then(() => false),
        ]);
        await stopThinking();
        if (!finished) return;
        if (poolsHere.size === 0) await farewell(db).catch(() => {});
        // A runner left behind after an outage may still hold a connection: do not wait for it.
        await Promise.race([
          db.end().catch(() => {}),
          new Promise((resolve) => setTimeout(resolve, 3000).unref()),
        ]);
      })();
      return stopped;
    },
  };
}

/** Resolves once the database stops answering (checked every second). */
async function databaseGone(db: pg.Pool): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      await db.query("select 1");
    } catch {
      return;
    }
  }
}
