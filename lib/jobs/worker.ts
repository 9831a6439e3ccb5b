// The worker: runs the queue's jobs (game mail, deadlines, digests, invitation mail). It runs
// inside `npm run dev` / `npm start` and alone as `npm run worker`; several may run at once,
// since graphile-worker locks each job (and each cron tick) in PostgreSQL.
import { type LogFunctionFactory, Logger, type Runner, run } from "graphile-worker";
import { housekeepingCrontab, housekeepingTasks } from "../housekeeping/tasks";
import { invitationTasks } from "../invitations/tasks";
import { gameMailCrontab, gameMailTasks } from "../notify/tasks";

export type WorkerOptions = {
  connectionString: string;
  concurrency?: number;
  /** How often to look for jobs that became due (retries, deadlines); new jobs arrive by NOTIFY. */
  pollInterval?: number;
  /** Where log lines go; default the console, errors and warnings only below info. */
  log?: (level: string, message: string) => void;
};

export type Worker = { stop: () => Promise<void>; runner: Runner };

/** The scheduled jobs every worker runs: the hourly digest and the daily sweep. */
export const workerCrontab = `${gameMailCrontab}\n${housekeepingCrontab}`;

export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const write =
    options.log ??
    ((level: string, message: string) => {
      if (level === "error") console.error(`[worker] ${message}`);
      else if (level === "warning") console.warn(`[worker] ${message}`);
    });
  const factory: LogFunctionFactory = () => (level, message) => write(level, message);
  const runner = await run({
    connectionString: options.connectionString,
    concurrency: options.concurrency ?? 4,
    pollInterval: options.pollInterval ?? 2000,
    taskList: { ...gameMailTasks, ...invitationTasks, ...housekeepingTasks },
    crontab: workerCrontab,
    // The process that starts us decides how to shut down (and calls stop()).
    noHandleSignals: true,
    logger: new Logger(factory),
  });
  let stopped: Promise<void> | undefined;
  return {
    runner,
    stop: () => {
      stopped ??= runner.stop();
      return stopped;
    },
  };
}
