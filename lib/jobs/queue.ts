// The job queue (graphile-worker) lives in PostgreSQL, in its own `graphile_worker` schema.
// Jobs are added with its SQL function inside the caller's transaction, so a job exists
// exactly when the change that caused it was committed.
import { runMigrations } from "graphile-worker";
import { Prisma } from "../generated/prisma/client";
import { dueSoonMs, lanesNoticePayload } from "./early-notice";
import type { PayloadIn } from "./payloads";
import { type LaneName, laneOf, type TaskName, tasks } from "./task-names";

export { type TaskName, tasks };

export type Transaction = Prisma.TransactionClient;

/** Creates or updates graphile-worker's schema (idempotent; safe from several processes). */
export async function installQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, logger: undefined });
}

/**
 * How often a failed job is tried before the queue gives up on it. The worker's sweep caps the
 * wait between attempts at a minute (lib/jobs/liveness.ts), so 5000 attempts ride out an SMTP or
 * database outage of more than three days without dropping an email, a deadline or an expiry.
 */
export const retryAttempts = 5000;

type JobOptions = {
  /** One pending job per key: adding again replaces the pending one (e.g. a moved deadline). */
  jobKey: string;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * "preserve_run_at": adding again while the job waits keeps its time (the payload is still
   * replaced): the first of several changes sets when one job for all of them runs.
   */
  jobKeyMode?: "replace" | "preserve_run_at";
  /** Jobs of one named queue run one at a time, in order (e.g. the emails of one game's chat). */
  queueName?: string;
};

/** A job to add (or replace, by key) with its task's payload (./payloads.ts), or a pending job to drop. */
export type JobChange =
  | { [T in TaskName]: { add: T; payload: PayloadIn<T> } & JobOptions }[TaskName]
  | { remove: string };

/**
 * Applies several job changes in one statement (one round trip inside a move's transaction). The
 * adds go to graphile-worker's `add_jobs` together, one call per key mode: one call is one
 * `jobs:insert` notice, and every notice wakes each lane's runners to look for work (a move's four
 * jobs, one at a time, made about 18 empty looks a move: `BENCH_STATEMENTS=1 npm run bench:web`).
 * `add_job` with a key does exactly this for one job. A key named twice in one call (which
 * `add_jobs` cannot take in one insert) goes through `add_job`, one change at a time, in order.
 * A notice of our own comes first: which lanes can take the jobs now (./early-notice.ts).
 */
export async function changeJobs(tx: Transaction, changes: readonly JobChange[]): Promise<void> {
  if (changes.length === 0) return;
  const keys = changes.map((change) => ("remove" in change ? change.remove : change.jobKey));
  const calls = new Set(keys).size === keys.length ? together(changes) : oneByOne(changes);
  // Evaluated first, so its notice comes just before the adds' own (./early-notice.ts).
  const notice = lanesNotice(changes, calls.filter((call) => call.adds).length);
  const all = notice ? [notice, ...calls.map((call) => call.sql)] : calls.map((call) => call.sql);
  await tx.$executeRaw`select ${Prisma.join(all)}`;
}

/** A call in the statement, and whether it adds jobs (then graphile-worker sends a notice). */
type Call = { sql: Prisma.Sql; adds: boolean };

/** The notice of which lanes can take the changes' jobs now (see ./early-notice.ts), if any add. */
function lanesNotice(changes: readonly JobChange[], notices: number): Prisma.Sql | null {
  if (notices === 0) return null;
  const soon = Date.now() + dueSoonMs;
  const lanes: Partial<Record<LaneName, number>> = {};
  for (const change of changes) {
    if (!("add" in change) || (change.runAt && change.runAt.getTime() > soon)) continue;
    const lane = laneOf(change.add);
    lanes[lane] = (lanes[lane] ?? 0) + 1;
  }
  return Prisma.sql`pg_notify('jobs:insert', ${lanesNoticePayload({ lanes, notices })}) is null`;
}

type Add = Exclude<JobChange, { remove: string }>;

function together(changes: readonly JobChange[]): Call[] {
  const adds = changes.filter((change): change is Add => "add" in change);
  const removes = changes.filter((change) => "remove" in change).map((change) => removeCall(change.remove));
  const byMode = (mode: "replace" | "preserve_run_at") =>
    adds.filter((add) => (add.jobKeyMode ?? "replace") === mode);
  const addCalls = (["replace", "preserve_run_at"] as const)
    .map((mode) => [mode, byMode(mode)] as const)
    .filter(([, specs]) => specs.length > 0)
    .map(
      ([mode, specs]) => Prisma.sql`(select count(*) from graphile_worker.add_jobs(
          ARRAY[${Prisma.join(specs.map(spec))}],
          job_key_preserve_run_at := ${mode === "preserve_run_at"}::boolean
        )) >= 0`,
    );
  return [...removes.map((sql) => ({ sql, adds: false })), ...addCalls.map((sql) => ({ sql, adds: true }))];
}

/** One job's row for `add_jobs` (graphile_worker.job_spec: no priority, no flags). */
function spec(add: Add): Prisma.Sql {
  return Prisma.sql`(
    ${add.add}::text,
    ${JSON.stringify(add.payload)}::json,
    ${add.queueName ?? null}::text,
    ${add.runAt ?? null}::timestamptz,
    ${add.maxAttempts ?? retryAttempts}::smallint,
    ${add.jobKey}::text,
    null::smallint,
    null::text[]
  )::graphile_worker.job_spec`;
}

function oneByOne(changes: readonly JobChange[]): Call[] {
  return changes.map((change) =>
    "remove" in change
      ? { sql: removeCall(change.remove), adds: false }
      : {
          adds: true,
          sql: Prisma.sql`graphile_worker.add_job(
          ${change.add}::text,
          ${JSON.stringify(change.payload)}::json,
          queue_name := ${change.queueName ?? null}::text,
          run_at := ${change.runAt ?? null}::timestamptz,
          max_attempts := ${change.maxAttempts ?? retryAttempts}::int,
          job_key := ${change.jobKey}::text,
          job_key_mode := ${change.jobKeyMode ?? "replace"}::text
        ) is null`,
        },
  );
}

function removeCall(key: string): Prisma.Sql {
  return Prisma.sql`graphile_worker.remove_job(${key}::text) is null`;
}

/** One job added (or replaced, by key); several at once go through changeJobs. */
export async function addJob<T extends TaskName>(
  tx: Transaction,
  task: T,
  payload: PayloadIn<T>,
  options: JobOptions,
): Promise<void> {
  await changeJobs(tx, [{ add: task, payload, ...options } as JobChange]);
}
