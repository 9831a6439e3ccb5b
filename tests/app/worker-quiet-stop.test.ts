// Ctrl+C in a terminal stops the embedded PostgreSQL together with the worker, so a job runner's
// look for a job can fail after it was told to stop, and graphile-worker then prints that error
// with `console.trace` (lib/jobs/quiet-traces.ts). Made to happen on purpose: the job table is
// locked so the looks hang, the worker is stopped, and only then are the hanging connections
// terminated as PostgreSQL's shutdown does. Nothing is printed; an unexpected trace still is.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startWorker } from "@/lib/worker";
import { testDatabaseUrl } from "../support/database";
import { until } from "../support/jobs";

const printed: unknown[][] = [];
const consoleTrace = console.trace;
// Before the worker starts: its hush wraps whatever console.trace is then.
console.trace = (...args: unknown[]) => {
  printed.push(args);
};
afterAll(() => {
  console.trace = consoleTrace;
});

async function client() {
  const each = new pg.Client({ connectionString: testDatabaseUrl() });
  await each.connect();
  return each;
}

const count = async (on: pg.Client, where: string) =>
  (
    await on.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
    )
  ).rows[0].n;

describe("stopping while PostgreSQL goes away", () => {
  it("prints no trace for a look for a job that the shutdown cut off", async () => {
    const worker = await startWorker({
      connectionString: testDatabaseUrl(),
      pollInterval: 600_000,
      log: () => {},
    });
    const locker = await client();
    const watcher = await client();
    try {
      await locker.query("begin");
      await locker.query("lock table graphile_worker._private_jobs in access exclusive mode");
      // Every lane is told of a job and looks for one: the looks wait for the lock.
      await watcher.query(`select pg_notify('jobs:insert', '{"count":1}')`);
      await until(
        async () => (await count(watcher, "wait_event_type = 'Lock'")) >= 3,
        "three lanes' looks waiting",
      );

      const stopped = worker.stop();
      // Each lane has run its UNLISTEN: its runners were released while their looks still hang.
      await until(
        async () => (await count(watcher, "query like 'UNLISTEN%'")) >= 3,
        "the three lanes stopping",
      );
      await watcher.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      await locker.query("rollback");
      await stopped;
    } finally {
      await locker.end();
      await watcher.end();
    }
    expect(printed).toEqual([]);

    // A trace that is not a lost connection is printed as before.
    console.trace(new TypeError("something else"));
    expect(printed).toHaveLength(1);
  });
});
