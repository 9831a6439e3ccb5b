// A worker killed mid-send (SIGKILL: no cleanup, its jobs stay locked, its email claims say
// SENDING). A second `npm run worker`, started after the kill, must find the dead one by its
// silent heartbeat, free its jobs and claims, and deliver everything once, within 5 minutes of
// the kill. Both workers run on production timings: this is the scenario that proves them.
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { until } from "../support/jobs";
import { expectTargets, Ledger } from "./support/ledger";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

let world: Stage;
const workers: Script[] = [];

beforeAll(async () => {
  world = await stage("faults_kill");
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await world?.stop();
});

const startWorker = async () => {
  const worker = runScript("scripts/worker.ts", world.env);
  workers.push(worker);
  await worker.waitFor("worker running");
  return worker;
};

it("a worker killed while its emails wait for the server's reply: the next worker sends them once", async () => {
  onTestFailed(() => {
    for (const [i, w] of workers.entries()) console.log(`worker ${i + 1} output:\n${w.output()}`);
  });
  const ledger = new Ledger("worker SIGKILL mid-send", world.smtp);
  const first = await startWorker();
  await ledger.startGames(4);
  await ledger.settle(120_000);

  // The server now holds each reply for 10 s: kill the worker while at least two messages wait for
  // theirs, and none is due within 2 s (a reply written just before the kill would be a delivery
  // the worker never heard of: the one duplicate window, which this scenario is not about).
  world.smtp.setAcceptDelay(10_000);
  await ledger.playRound();
  await until(async () => {
    const due = world.smtp.pendingReplies();
    return due.length >= 2 && Math.min(...due) - Date.now() > 2000;
  }, "two messages waiting for their reply");
  const delivered = world.smtp.messages.length;
  first.signalGroup("SIGKILL");
  expect(await first.exited).toBe("SIGKILL");
  ledger.faultEndedAt = Date.now();
  // Whatever the killed worker had sent (even in full, just before it died) waits its 10 s as well,
  // by when the server has long seen the connection close: no reply reaches a dead sender.
  await until(
    async () => world.smtp.pendingReplies().length === 0,
    "the killed worker's replies to fall due",
  );
  world.smtp.setAcceptDelay(0);

  const second = await startWorker();
  await ledger.playRound();
  await ledger.settle();
  const row = await ledger.count();
  expectTargets(row);
  // The killed worker's sends were cut off before their reply, so they did not count; the second
  // worker freed its jobs and claims and sent them.
  await until(async () => world.smtp.abandoned() >= 2, "the killed worker's messages to be abandoned");
  expect(world.smtp.messages.length).toBeGreaterThan(delivered);
  expect(second.output()).toMatch(/freed the jobs of dead worker pools \[pool-/);
});
