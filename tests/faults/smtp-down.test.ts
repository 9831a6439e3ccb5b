// SMTP down: first refusing connections, then answering every message "421 try again later",
// while moves keep coming. Nothing may be lost or doubled, and everything must go out soon after
// the server is back. The worker's retry cap and sweep are shortened (5 s, 1 s) so the outage can
// span many capped retries in a minute; tests/app/outbox.test.ts checks the production cap.
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { db } from "@/lib/db/prisma";
import { tasks } from "@/lib/jobs/queue";
import { until } from "../support/jobs";
import { expectTargets, Ledger } from "./support/ledger";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

const liveness = { heartbeatMs: 1000, deadAfterMs: 5000, sweepMs: 1000, retryCapMs: 5000 };
let world: Stage;
let worker: Script;

beforeAll(async () => {
  world = await stage("faults_smtp_down");
  worker = runScript("tests/faults/support/worker-process.ts", {
    ...world.env,
    FAULT_LIVENESS: JSON.stringify(liveness),
  });
  await worker.waitFor("fault worker running");
});
afterAll(async () => {
  await worker?.stop();
  await world?.stop();
});

/** Waits until every waiting your-move job has failed at least `times` times. */
async function everyJobFailed(times: number): Promise<void> {
  await until(
    async () => {
      const jobs = await db().$queryRaw<{ attempts: number }[]>`
        select attempts from graphile_worker.jobs where task_identifier = ${tasks.yourTurn}`;
      return jobs.length > 0 && jobs.every((job) => job.attempts >= times);
    },
    `every your-move job to fail ${times} times`,
    180_000,
  );
}

it("a server that refuses connections, then says 421, loses and doubles nothing", async () => {
  onTestFailed(() => console.log(`worker output:\n${worker.output()}`));
  const ledger = new Ledger("SMTP down (refused, then 421)", world.smtp);
  await ledger.startGames(4);
  await ledger.settle(120_000);

  await world.smtp.setRefusing(true);
  await ledger.playRound();
  await ledger.startGames(2);
  await everyJobFailed(4);
  await world.smtp.setRefusing(false);
  world.smtp.setDown(true);
  await ledger.startGames(2);
  await everyJobFailed(8);
  world.smtp.setDown(false);
  ledger.faultEndedAt = Date.now();

  await ledger.playRound();
  await ledger.playRound();
  await ledger.settle();
  const row = await ledger.count();
  expectTargets(row);
  expect(worker.output()).toMatch(/421|ECONNREFUSED/);
});
