// How far the job queue is behind, for /healthz and /metrics (./health.ts, ./metrics.ts) and a
// worker's own health port: read from graphile-worker's public `jobs` view, never written.

/** Anything that runs SQL and returns rows: a pg Pool, or Prisma through `viaPrisma`. */
export type Queryable = { query: <T>(sql: string) => Promise<{ rows: T[] }> };

export type QueueState = { ok: true; runnable: number; lagSeconds: number } | { ok: false; reason: string };

/**
 * Jobs due now that no worker runs, and the age of the oldest of them: how far the workers are
 * behind. Read through graphile-worker's public `jobs` view. A lock older than 4 hours is one
 * graphile-worker itself treats as abandoned, so its job counts as waiting.
 */
export async function queueState(db: Queryable): Promise<QueueState> {
  try {
    const { rows } = await db.query<{ runnable: number; lag: number }>(
      `select count(*)::int as runnable,
              coalesce(extract(epoch from now() - min(run_at)), 0)::float8 as lag
       from graphile_worker.jobs
       where run_at <= now() and attempts < max_attempts
         and (locked_at is null or locked_at < now() - interval '4 hours')`,
    );
    return { ok: true, runnable: rows[0].runnable, lagSeconds: Math.max(0, rows[0].lag) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split("\n")[0] };
  }
}
