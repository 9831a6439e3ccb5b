// A move's job changes (lib/jobs/queue.ts changeJobs) go to the queue as one add_jobs call per key
// mode: one "jobs:insert" notice for them all, since every notice wakes each lane's runners to look
// for work. What a key does is kept: a second add replaces the waiting job's payload and time
// ("replace"), or keeps its time ("preserve_run_at"); a removal drops a waiting job; a key named
// twice in one call applies the changes in order.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { changeJobs, type JobChange, tasks } from "@/lib/jobs/queue";
import { testDatabaseUrl } from "../support/database";

let listener: pg.Client;
const notices: string[] = [];
let marked: (() => void) | null = null;

beforeAll(async () => {
  listener = new pg.Client({ connectionString: testDatabaseUrl() });
  await listener.connect();
  listener.on("notification", ({ channel, payload }) => {
    if (channel === "job-changes-mark") marked?.();
    else notices.push(payload ?? "");
  });
  await listener.query(`LISTEN "jobs:insert"`);
  await listener.query(`LISTEN "job-changes-mark"`);
});
afterAll(() => listener.end());

/** The "jobs:insert" notices of the changes, committed: those received before a later mark. */
async function allNoticesOf(changes: JobChange[]): Promise<Record<string, unknown>[]> {
  notices.length = 0;
  await db().$transaction((tx) => changeJobs(tx, changes));
  // Notices reach a listener in commit order: once the mark is here, so are the changes' notices.
  const mark = new Promise<void>((resolve) => (marked = resolve));
  await db().$executeRaw`select pg_notify('job-changes-mark', '')`;
  await mark;
  return notices.map((payload) => JSON.parse(payload) as Record<string, unknown>);
}

/** How many of the changes' notices are graphile-worker's (each wakes every lane's runners). */
async function noticesOf(changes: JobChange[]): Promise<number> {
  return (await allNoticesOf(changes)).filter((notice) => Number(notice.count) > 0).length;
}

type Job = {
  key: string;
  task: string;
  payload: unknown;
  run_at: Date;
  max_attempts: number;
  queue: string | null;
};
async function job(key: string): Promise<Job | undefined> {
  const rows = await db().$queryRaw<Job[]>`
    select j.key, t.identifier as task, j.payload, j.run_at, j.max_attempts, q.queue_name as queue
    from graphile_worker._private_jobs j
    join graphile_worker._private_tasks t on t.id = j.task_id
    left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
    where j.key = ${key}`;
  return rows[0];
}

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

describe("a transaction's job changes", () => {
  it("are one notice for four jobs, each stored as asked", async () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map(unique);
    const count = await noticesOf([
      { add: tasks.yourTurn, payload: { gameId: "g1", ply: 3 }, jobKey: a },
      { add: tasks.deadline, payload: { gameId: "g1", ply: 3 }, jobKey: b, runAt: later(60) },
      { add: tasks.reminder, payload: { gameId: "g1", ply: 3 }, jobKey: c, runAt: later(30), maxAttempts: 7 },
      { add: tasks.yourTurn, payload: { gameId: "g2", ply: 1 }, jobKey: d, queueName: "chat-g2" },
    ]);
    expect(count).toBe(1);
    expect(await job(a)).toMatchObject({
      task: tasks.yourTurn,
      payload: { gameId: "g1", ply: 3 },
      max_attempts: 5000,
    });
    expect((await job(b))?.run_at.getTime()).toBeGreaterThan(later(59).getTime());
    expect(await job(c)).toMatchObject({ task: tasks.reminder, max_attempts: 7 });
    expect(await job(d)).toMatchObject({ queue: "chat-g2" });
  });

  it("announce first which lanes can take their jobs now, for the add notices that follow", async () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map(unique);
    const seen = await allNoticesOf([
      { add: tasks.yourTurn, payload: { gameId: "g1", ply: 3 }, jobKey: a },
      { add: tasks.deadline, payload: { gameId: "g1", ply: 3 }, jobKey: b, runAt: later(60) },
      { add: tasks.computerMove, payload: { gameId: "g1", ply: 4 }, jobKey: c },
      { add: tasks.gameReview, payload: { gameId: "g1" }, jobKey: d, runAt: later(60) },
    ]);
    expect(seen).toEqual([
      { count: 0, lanes: { mail: 1, computer: 1 }, notices: 1 },
      expect.objectContaining({ count: 4 }),
    ]);
    // Two key modes: two add notices, announced once.
    const [e, f] = ["e", "f"].map(unique);
    const two = await allNoticesOf([
      { add: tasks.gameReview, payload: { gameId: "g1" }, jobKey: e },
      { add: tasks.deadline, payload: { gameId: "g1", ply: 3 }, jobKey: f, jobKeyMode: "preserve_run_at" },
    ]);
    expect(two[0]).toEqual({ count: 0, lanes: { review: 1, mail: 1 }, notices: 2 });
    expect(two.slice(1).map((notice) => notice.count)).toEqual([1, 1]);
    // Only removals: nothing to announce.
    expect(await allNoticesOf([{ remove: unique("gone") }])).toEqual([]);
  });

  it("replace a waiting job by its key, or keep its time when asked", async () => {
    const [replaced, kept] = ["replaced", "kept"].map(unique);
    await noticesOf([
      { add: tasks.deadline, payload: { gameId: "g1", ply: 3 }, jobKey: replaced, runAt: later(60) },
      {
        add: tasks.deadline,
        payload: { gameId: "g1", ply: 3 },
        jobKey: kept,
        runAt: later(60),
        jobKeyMode: "preserve_run_at",
      },
    ]);
    const count = await noticesOf([
      { add: tasks.deadline, payload: { gameId: "g1", ply: 5 }, jobKey: replaced, runAt: later(120) },
      {
        add: tasks.deadline,
        payload: { gameId: "g1", ply: 5 },
        jobKey: kept,
        runAt: later(120),
        jobKeyMode: "preserve_run_at",
      },
    ]);
    expect(count).toBe(2); // one add_jobs call per key mode
    const [r, k] = [await job(replaced), await job(kept)];
    expect(r?.payload).toEqual({ gameId: "g1", ply: 5 });
    expect(r?.run_at.getTime()).toBeGreaterThan(later(119).getTime());
    expect(k?.payload).toEqual({ gameId: "g1", ply: 5 });
    expect(k?.run_at.getTime()).toBeLessThan(later(61).getTime());
  });

  it("drop a waiting job with a removal beside adds", async () => {
    const [gone, added] = ["gone", "added"].map(unique);
    await noticesOf([
      { add: tasks.deadline, payload: { gameId: "g1", ply: 3 }, jobKey: gone, runAt: later(60) },
    ]);
    await noticesOf([
      { remove: gone },
      { add: tasks.deadline, payload: { gameId: "g1", ply: 4 }, jobKey: added, runAt: later(60) },
    ]);
    expect(await job(gone)).toBeUndefined();
    expect(await job(added)).toBeDefined();
  });

  it("naming one key twice apply in order", async () => {
    const [twice, back] = ["twice", "back"].map(unique);
    await noticesOf([
      { add: tasks.deadline, payload: { gameId: "g1", ply: 3 }, jobKey: twice, runAt: later(60) },
      { add: tasks.deadline, payload: { gameId: "g1", ply: 4 }, jobKey: twice, runAt: later(90) },
      { add: tasks.deadline, payload: { gameId: "g1", ply: 3 }, jobKey: back, runAt: later(60) },
      { remove: back },
    ]);
    expect((await job(twice))?.payload).toEqual({ gameId: "g1", ply: 4 });
    expect(await job(back)).toBeUndefined();
  });
});
