// A job announced to one lane wakes that lane's runners and no other's (lib/jobs/early-notice.ts):
// graphile-worker's own notice would wake as many runners as jobs were added in every lane. Two
// lanes run here on this file's database, the polls 10 minutes apart, so every look counted comes
// from a notice. After the mail job has run, a marker notice is sent: each lane's listener hears
// notices in commit order, so once the computer lane has heard the marker it has handled the job's
// notice too, and any runner it woke has started looking.
import { EventEmitter } from "node:events";
import { Logger, type WorkerEvents } from "graphile-worker";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { changeJobs, tasks } from "@/lib/jobs/queue";
import type { LaneName } from "@/lib/jobs/task-names";
import { type LaneRunner, restartingRunner } from "@/lib/worker/runner";
import { testDatabaseUrl } from "../support/database";
import { until } from "../support/jobs";

type Lane = { runner: LaneRunner; events: WorkerEvents; looks: number; empty: number; marked: boolean };
const lanes = {} as Record<Exclude<LaneName, "review">, Lane>;
let pgPool: pg.Pool;
let ran = 0;

beforeAll(async () => {
  pgPool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 10 });
  const logger = new Logger(() => () => {});
  for (const [name, task, concurrency] of [
    ["mail", tasks.yourTurn, 4],
    ["computer", tasks.computerMove, 2],
  ] as const) {
    const events: WorkerEvents = new EventEmitter();
    const lane: Lane = { events, looks: 0, empty: 0, marked: false, runner: null as unknown as LaneRunner };
    events.on("worker:getJob:start", () => lane.looks++);
    events.on("worker:getJob:empty", () => lane.empty++);
    events.on("pool:listen:notification", ({ message }) => {
      if (message.payload?.includes('"marker"')) lane.marked = true;
    });
    lane.runner = restartingRunner(
      {
        name,
        tasks: {
          [task]: async () => {
            ran++;
          },
        },
        concurrency,
      },
      { pgPool, pollInterval: 600_000, logger, log: () => {}, stopping: () => false, events },
    );
    await lane.runner.launch();
    lanes[name] = lane;
  }
  // Every runner looks once as it starts; those looks are not a notice's.
  await until(
    async () => lanes.mail.empty >= 4 && lanes.computer.empty >= 2,
    "the runners' first looks",
    30_000,
  );
});
afterAll(async () => {
  await Promise.all(Object.values(lanes).map((lane) => lane.runner.stop()));
  await pgPool.end();
});

describe("a job announced to the mail lane", () => {
  it("wakes a mail runner and none of the computer's", async () => {
    lanes.mail.looks = 0;
    lanes.computer.looks = 0;
    await db().$transaction((tx) =>
      changeJobs(tx, [
        { add: tasks.yourTurn, payload: { gameId: "g1", ply: 3 }, jobKey: "lane-wakes-now" },
        // Due in an hour: announced to nobody, taken by a poll when due.
        {
          add: tasks.reminder,
          payload: { gameId: "g1", ply: 3 },
          jobKey: "lane-wakes-later",
          runAt: new Date(Date.now() + 3_600_000),
        },
      ]),
    );
    await until(async () => ran === 1, "the mail job run", 30_000);
    await db().$executeRaw`select pg_notify('jobs:insert', '{"count":0,"marker":true}')`;
    await until(async () => lanes.computer.marked, "the marker heard by the computer lane", 30_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lanes.computer.looks).toBe(0);
    expect(lanes.mail.looks).toBeGreaterThanOrEqual(1);
  });
});
