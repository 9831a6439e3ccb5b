// A job announced a moment before a runner can take it (lib/jobs/early-notice.ts): PostgreSQL can
// deliver graphile-worker's "jobs:insert" notice before the adding transaction is visible, and the
// runner it woke then slept until its next poll (2 s: a level-1 computer answer took 2 s, not
// 0.05 s, one round in three). Made to happen on purpose: the job is due 80 ms after its notice,
// so the first look finds nothing, and the worker polls only every 10 minutes, so no poll can
// rescue it. The job is taken all the same, by a runner woken again after the empty look.
import { afterAll, beforeAll, describe, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { addJob, tasks } from "@/lib/jobs/queue";
import { startWorker, type Worker } from "@/lib/worker";
import { testDatabaseUrl } from "../support/database";
import { until } from "../support/jobs";

let worker: Worker;
beforeAll(async () => {
  worker = await startWorker({ connectionString: testDatabaseUrl(), pollInterval: 600_000, log: () => {} });
});
afterAll(() => worker.stop());

const queued = async (key: string) =>
  (
    await db().$queryRaw<
      { n: number }[]
    >`select count(*)::int as n from graphile_worker.jobs where key = ${key}`
  )[0].n > 0;

describe("a job noticed before it can be taken", () => {
  it.each([
    ["the mail lane", tasks.yourTurn],
    ["the computer's lane", tasks.computerMove],
  ])("is taken by %s without waiting for a poll", async (_, task) => {
    const key = `early-notice-${task}-${Math.random().toString(36).slice(2)}`;
    // A malformed payload: the task drops the job at once (and says so), which is all we need.
    await db().$transaction((tx) =>
      addJob(tx, task, { gameId: 42 } as never, { jobKey: key, runAt: new Date(Date.now() + 80) }),
    );
    // Well below the next poll (10 minutes): only a runner woken after its notice takes it.
    await until(async () => !(await queued(key)), `job ${key} taken after its notice`, 30_000);
  });
});
