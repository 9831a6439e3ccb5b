// The worker: runs the queue's jobs (game mail, deadlines, digests, invitation mail, replies). It runs
// inside `npm run dev` / `npm start` and alone as `npm run worker`; several may run at once,
// since graphile-worker locks each job (and each cron tick) in PostgreSQL. Each process also
// keeps a heartbeat and sweeps up after dead ones (lib/jobs/liveness.ts).
import { EventEmitter } from "node:events";
import {
  type LogFunctionFactory,
  Logger,
  type Runner,
  run,
  type TaskList,
  type WorkerEvents,
} from "graphile-worker";
import pg from "pg";
import { computerConcurrency, computerMailTasks, computerTasks, stopThinking } from "./bot/tasks";
import { challengeCrontab, challengeTasks } from "./challenges/tasks";
import { workerLimits } from "./db/time-limits";
import { housekeepingCrontab, housekeepingTasks } from "./housekeeping/tasks";
import { inboundTasks, warmInbound } from "./inbound/tasks";
import { invitationTasks } from "./invitations/tasks";
import { lookAgainAfterEarlyNotices } from "./jobs/early-notice";
import { farewell, type LivenessTimings, poolsHere, productionTimings, watchLiveness } from "./jobs/liveness";
import { outageLog } from "./jobs/outage-log";
import { hushTraces } from "./jobs/quiet-traces";
import { gameMailCrontab, gameMailTasks } from "./notify/tasks";
import { type Health, healthWithin } from "./ops/health";
import { log as serviceLog, withLogContext } from "./ops/log";
import { readQueueWith } from "./ops/metrics";
import { type Queryable, queueState } from "./ops/queue-state";
import { reviewTasks } from "./review/tasks";
import { vacationTasks } from "./vacation/tasks";

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

/** How long to wait before starting a new job runner after one stopped by itself. */
const restartDelayMs = 10_000;

/** The scheduled jobs every worker runs: the hourly digest and the daily sweep. */
export const workerCrontab = `${gameMailCrontab}\n${housekeepingCrontab}\n${challengeCrontab}`;

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

  // Our own pool, so it has an 'error' listener for its whole life: an idle connection that the
  // server closes (a restart, a shutdown) must never become an unhandled 'error' event.
  // With the worker's time limits (lib/db/time-limits.ts): graphile-worker's LISTEN connection and
  // its job queries come from this pool, so a frozen database fails them instead of hanging them.
  const db = new pg.Pool({
    connectionString: options.connectionString,
    max: concurrency + computerConcurrency() + 1 + 3,
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

  /**
   * A job runner for these tasks, replaced when it stops by itself. Three run in each worker: one for
   * the mail, deadlines and replies, one for the computer's moves (lib/bot/) and one for reviews
   * (lib/review/), so searches that
   * wait for a thinking thread never take the places of emails (graphile-worker runs a runner's
   * jobs `concurrency` at a time, and picks only the tasks it knows).
   */
  const lane = (name: string, taskList: TaskList, laneConcurrency: number, crontab?: string) => {
    const events: WorkerEvents = new EventEmitter();
    let currentPool: string | null = null;
    events.on("pool:create", ({ workerPool }) => {
      poolsHere.add(workerPool.id);
      currentPool = workerPool.id;
    });
    events.on("pool:release", ({ workerPool }) => poolsHere.delete(workerPool.id));
    lookAgainAfterEarlyNotices(events);
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
        pgPool: db,
        events,
        concurrency: laneConcurrency,
        pollInterval: options.pollInterval ?? 2000,
        taskList,
        crontab,
        // Finishing a job goes through graphile-worker's batches, whose failure (the database
        // gone) stops the pool (see pool:fatalError) instead of being an unhandled rejection.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
        // The process that starts us decides how to shut down (and calls stop()).
        noHandleSignals: true,
        logger: new Logger(factory),
      });
      runner = started;
      started.promise.then(
        () => runner === started && replace("it stopped"),
        (error) => runner === started && replace(String(error)),
      );
    };
    let replacing = false;
    const replace = (why: string) => {
      if (stopping || replacing) return;
      replacing = true;
      runner = null;
      currentPool = null;
      log("error", `the ${name} job runner stopped (${why.split("\n")[0]}); starting a new one`);
      const again = () =>
        setTimeout(() => {
          if (stopping) return;
          launch().then(() => {
            replacing = false;
          }, again);
        }, restartDelayMs).unref();
      again();
    };
    return { launch, stop: () => runner?.stop() ?? Promise.resolve() };
  };
  const lanes = [
    lane(
      "mail",
      {
        ...gameMailTasks,
        ...invitationTasks,
        ...housekeepingTasks,
        ...inboundTasks,
        ...challengeTasks,
        ...vacationTasks,
        ...computerMailTasks,
      },
      concurrency,
      workerCrontab,
    ),
    lane("computer", computerTasks, computerConcurrency()),
    // A review searches for minutes (lib/review/): one at a time, in a lane of its own, so it
    // holds neither an email's place nor a computer move's.
    lane("review", reviewTasks, 1),
  ];
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
