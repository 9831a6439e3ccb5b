// The job queue as the app tests read it: graphile-worker's own tables, since its public view
// hides payloads.
import { db } from "@/lib/db/prisma";

export type QueuedJob = { task: string; key: string; runAt: Date; payload: Record<string, unknown> };

/** The queued jobs whose key mentions `id` (a game's or an invitation's), ordered by key. */
export function jobsOf(id: string): Promise<QueuedJob[]> {
  return db().$queryRaw<QueuedJob[]>`select t.identifier as task, j.key, j.run_at as "runAt", j.payload
    from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
    where j.key like ${`%${id}%`} order by j.key`;
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

/** The queued job with this key: how often it ran, and whether the last run failed; null once gone. */
async function queued(key: string): Promise<{ attempts: number; failed: boolean } | null> {
  const rows = await db().$queryRaw<{ attempts: number; failed: boolean }[]>`
    select attempts, last_error is not null as failed from graphile_worker._private_jobs where key = ${key}`;
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
