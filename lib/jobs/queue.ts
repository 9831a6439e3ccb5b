// The job queue (graphile-worker) lives in PostgreSQL, in its own `graphile_worker` schema.
// Jobs are added with its SQL function inside the caller's transaction, so a job exists
// exactly when the change that caused it was committed.
import { runMigrations } from "graphile-worker";
import { Prisma } from "../generated/prisma/client";
import type { PayloadIn } from "./payloads";
import { type TaskName, tasks } from "./task-names";

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

/** Applies several job changes in one statement (one round trip inside a move's transaction). */
export async function changeJobs(tx: Transaction, changes: readonly JobChange[]): Promise<void> {
  if (changes.length === 0) return;
  const calls = changes.map((change) =>
    "remove" in change
      ? Prisma.sql`graphile_worker.remove_job(${change.remove}::text) is null`
      : Prisma.sql`graphile_worker.add_job(
          ${change.add}::text,
          ${JSON.stringify(change.payload)}::json,
          queue_name := ${change.queueName ?? null}::text,
          run_at := ${change.runAt ?? null}::timestamptz,
          max_attempts := ${change.maxAttempts ?? retryAttempts}::int,
          job_key := ${change.jobKey}::text,
          job_key_mode := ${change.jobKeyMode ?? "replace"}::text
        ) is null`,
  );
  await tx.$executeRaw`select ${Prisma.join(calls)}`;
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
