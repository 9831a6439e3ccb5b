// The job queue as the app tests see it: through graphile-worker's public interface only (the
// `graphile_worker.jobs` view, WorkerUtils, runOnce), never its private tables, which change
// between versions. What a job carries is checked by what it does when it runs (`runDue`).
import { Logger, makeWorkerUtils, runOnce, type Task } from "graphile-worker";
import { db } from "@/lib/db/prisma";
import type { TaskName } from "@/lib/jobs/queue";
import { testDatabaseUrl } from "./database";

export type QueuedJob = { task: string; key: string; runAt: Date };

/** The queued jobs whose key mentions `id` (a game's or an invitation's), ordered by key. */
export function jobsOf(id: string): Promise<QueuedJob[]> {
  return db().$queryRaw<QueuedJob[]>`select task_identifier as task, key, run_at as "runAt"
    from graphile_worker.jobs where key like ${`%${id}%`} order by key`;
}

/**
 * Polls `check` every 50 ms until it holds; throws naming `what` after `timeoutMs`. The limit is
 * generous on purpose: on a machine whose cores are busy with other work, a worker can take many
 * seconds to pick a job up, and only a real hang should fail a test.
 */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * Waits until no job (of these tasks, or of any) is due or running: everything queued to happen
 * by now has happened, so a count of emails sent is final ("nothing more was sent"). A job due
 * later, or a failed one waiting out its retry delay, is not waited for. Something must be running
 * the jobs: the file's worker, or the test's own runOnce of those tasks before this.
 */
export const queueSettled = (tasks?: string[]) =>
  until(
    async () => {
      const [{ due }] = await db().$queryRaw<{ due: number }[]>`select count(*)::int as due
      from graphile_worker.jobs where run_at <= now() and attempts < max_attempts
        and (${tasks ?? null}::text[] is null or task_identifier = any(${tasks ?? null}::text[]))`;
      return due === 0;
    },
    `the job queue${tasks ? ` (${tasks.join(", ")})` : ""} to settle`,
  );

/** The queued job with this key: its id, how often it ran, whether the last run failed; null once gone. */
async function queued(key: string): Promise<{ id: string; attempts: number; failed: boolean } | null> {
  const rows = await db().$queryRaw<{ id: string; attempts: number; failed: boolean }[]>`
    select id::text, attempts, last_error is not null as failed from graphile_worker.jobs where key = ${key}`;
  return rows[0] ?? null;
}

/** Waits until the job with this key has left the queue: done, or dropped as malformed. */
export const jobDone = (key: string) => until(async () => (await queued(key)) === null, `job ${key}`);

/** Waits until the job with this key has failed at least `times` times (and is still queued). */
export const jobFailed = (key: string, times: number) =>
  until(async () => {
    const job = await queued(key);
    return job?.failed === true && job.attempts >= times;
  }, `job ${key} to fail ${times} time(s)`);

/** Makes the queued job with this key due now (e.g. a retry graphile-worker's backoff holds back). */
export async function runNow(key: string): Promise<void> {
  const job = await queued(key);
  if (!job) throw new Error(`no queued job ${key}`);
  const utils = await makeWorkerUtils({ connectionString: testDatabaseUrl() });
  try {
    await utils.rescheduleJobs([job.id], { runAt: new Date() });
  } finally {
    await utils.release();
  }
}

const quiet = new Logger(() => () => {});

/**
 * Runs the due jobs of these tasks once, with the handlers given (the worker's own, usually), as a
 * worker would: jobs of other tasks stay queued.
 */
export async function runDue(handlers: Partial<Record<TaskName, Task>>): Promise<void> {
  await runOnce({
    connectionString: testDatabaseUrl(),
    taskList: handlers as Record<string, Task>,
    logger: quiet,
  });
}
