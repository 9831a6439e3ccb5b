// Races made to happen on purpose. A test of a lock (a row's FOR UPDATE) holds that row itself in a
// transaction of its own, starts every contending call, waits until PostgreSQL shows each of them
// waiting behind it (or already finished), and only then lets go. With the lock in the code, the
// calls queue at it and take their turns; without it, they have all read the same state by then
// (their writes, or the foreign-key checks of their inserts, queue at the test's lock instead), and
// the test sees the lost update. Left to timing, the first transaction usually commits before the
// second begins, and a missing lock goes unnoticed.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { replacePrisma } from "@/lib/db/prisma";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { testDatabaseUrl } from "./database";
import { until } from "./jobs";

/** A statement that locks the contended row(s), e.g. `rowLock("User", id)`. */
export type Lock = { sql: string; values: unknown[] };

/** The row of `table` with this id, locked as the service locks it. */
export const rowLock = (table: string, id: string): Lock => ({
  sql: `select 1 from "${table}" where id = $1 for update`,
  values: [id],
});

/** Sessions of this database waiting, directly or through another waiter, on the session `pid`. */
const waitingBehind = `with recursive behind(pid) as (
    select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
    union
    select a.pid from pg_stat_activity a join behind b on b.pid = any(pg_blocking_pids(a.pid))
  ) select count(*)::int as waiting from behind`;

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  return client;
}

/**
 * Runs `calls` behind `lock`, held by the test until every call waits behind it or has finished.
 * Anything else queued at the lock counts as a waiting call (a job of the file's worker writing a
 * row that points at the locked one): let the queue settle first (jobs.ts queueSettled). Returns
 * their results in order (rejecting, as Promise.all does, if one threw). `inTurn` starts
 * each call only once the one before waits, so they queue in the order given. Only the first
 * call's turn is certain: it waits on the test's transaction holding the row's tuple lock, and the
 * others queue behind it. Once a call that updated the row commits, the next waiters compete for the
 * new row version, and a newcomer that arrives at that moment (a job the worker picked up, queued by
 * an earlier call) can take the row before any of them. Assert the later calls' outcomes as a set.
 */
export async function atOnceBehind<T>(
  lock: Lock,
  calls: (() => Promise<T>)[],
  { inTurn = false } = {},
): Promise<T[]> {
  await widenPool(calls.length);
  const holder = await connected();
  // A separate session watches: pg_stat_activity is read once per transaction, and the holder's
  // stays open.
  const watcher = await connected();
  const running: Promise<T>[] = [];
  let finished = 0;
  let pid = 0;
  const behind = (count: number) =>
    until(async () => {
      const [{ waiting }] = (await watcher.query(waitingBehind, [pid])).rows;
      return waiting + finished >= count;
    }, `${count} call(s) to wait behind the test's lock`);
  try {
    await holder.query("begin");
    const locked = await holder.query(lock.sql, lock.values);
    if (locked.rowCount === 0) throw new Error(`the lock locked no row: ${lock.sql} ${lock.values}`);
    pid = (await holder.query("select pg_backend_pid() as pid")).rows[0].pid;
    for (const call of calls) {
      const result = call().finally(() => {
        finished++;
      });
      result.catch(() => {}); // observed below; not "unhandled" if the barrier itself fails first
      running.push(result);
      if (inTurn) await behind(running.length);
    }
    await behind(calls.length);
  } finally {
    await holder.query("commit").catch(() => {});
    await Promise.all([holder.end(), watcher.end()]);
  }
  return Promise.all(running);
}

let widened = 0;

/**
 * Gives this test file's shared Prisma client room for `calls` transactions waiting at once (the
 * service's pool has 10) and a generous transaction timeout: a transaction waiting at the barrier
 * is open all the while, and Prisma's default of 5 s is short on a busy machine. Built once, and
 * again only for a larger race.
 */
async function widenPool(calls: number): Promise<void> {
  const connections = Math.max(10, calls + 2);
  if (connections <= widened) return;
  widened = connections;
  await replacePrisma(
    new PrismaClient({
      adapter: new PrismaPg({ connectionString: testDatabaseUrl(), max: connections }),
      transactionOptions: { maxWait: 60_000, timeout: 60_000 },
    }),
  );
}
