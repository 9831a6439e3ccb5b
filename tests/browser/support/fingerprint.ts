// "Nothing was written": a fingerprint of every row a request could write, read before and after
// the requests under test (tests/browser/bad-input.test.ts, tests/browser/fuzz.test.ts).
import { parseCrontab } from "graphile-worker";
import { db } from "@/lib/db/prisma";
import { workerCrontab } from "@/lib/worker/lanes";
import { until } from "../../support/jobs";

/**
 * A fingerprint of everything a request could write: every application table's rows (but the
 * workers' heartbeats, written every few seconds on the clock, and a person's `lastSeenAt`, which
 * any request of theirs touches once a minute: lib/accounts/last-seen.ts), and the queued jobs
 * (but the cron ticks', which come on the clock, not from a request).
 */
export async function everything(): Promise<Record<string, string>> {
  const tables = await db().$queryRaw<{ name: string }[]>`select table_name as name
    from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
    and table_name not in ('_prisma_migrations', 'WorkerHeartbeat') order by 1`;
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = await db().$queryRawUnsafe<{ print: string; count: bigint }[]>(
      `select md5(coalesce(string_agg(r, '|' order by r), '')) as print, count(*) as count
        from (select (to_jsonb(t) - 'lastSeenAt')::text as r from "${name}" t) rows`,
    );
    prints[name] = `${rows[0].count} rows ${rows[0].print}`;
  }
  // Every job but the crontab's own ticks; a job replaced by key (new payload or time) gets a new revision.
  const scheduled = parseCrontab(workerCrontab).map((item) => item.task);
  const jobs = await db().$queryRaw<{ print: string; count: bigint }[]>`
    select md5(coalesce(string_agg(j.id || ' ' || j.task_identifier || ' ' || coalesce(j.key, '') || ' ' || j.revision || ' ' || j.run_at, '|' order by j.id), '')) as print,
      count(*) as count
    from graphile_worker.jobs j where j.task_identifier <> all(${scheduled}::text[])`;
  prints.jobs = `${jobs[0].count} rows ${jobs[0].print}`;
  return prints;
}

/** Until no job is due: the setup's emails are sent, so only the rows could write now. */
export async function quiet(): Promise<void> {
  await until(async () => {
    const due = await db().$queryRaw<{ n: bigint }[]>`select count(*) as n from graphile_worker.jobs
      where run_at <= now() and attempts < max_attempts`;
    return due[0].n === 0n;
  }, "the setup's jobs to finish");
}
