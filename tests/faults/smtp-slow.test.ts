// SMTP slow to accept: the server takes 65 s to answer each message, longer than the 60-second
// transaction the old sendOnce held open across SMTP (which expired, rolled the record back, and
// sent the message again). A real `npm run worker` on production timings.
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { expectTargets, Ledger } from "./support/ledger";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

let world: Stage;
let worker: Script;

beforeAll(async () => {
  world = await stage("faults_slow");
  worker = runScript("scripts/worker.ts", world.env);
  await worker.waitFor("worker running");
});
afterAll(async () => {
  await worker?.stop();
  await world?.stop();
});

it("a server that takes 65 s to accept gets every email exactly once", async () => {
  onTestFailed(() => console.log(`worker output:\n${worker.output()}`));
  const ledger = new Ledger("SMTP slow (65 s to accept)", world.smtp);
  await ledger.startGames(4);
  await ledger.settle(120_000);
  world.smtp.setAcceptDelay(65_000);
  await ledger.playRound();
  // Four emails wait 65 s each for their 250, all at once (the worker runs four jobs).
  await ledger.settle(180_000);
  world.smtp.setAcceptDelay(0);
  ledger.faultEndedAt = Date.now();
  await ledger.playRound();
  await ledger.settle();
  const row = await ledger.count();
  expectTargets(row);
  expect(
    world.smtp.messages.filter((m) => m.receivedAt - ledger.faultEndedAt < 0).length,
  ).toBeGreaterThanOrEqual(8);
});
