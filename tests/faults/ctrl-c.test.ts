// Ctrl+C on `npm run dev` and `npm start`, with an email being sent at that moment. A terminal's
// Ctrl+C signals every process of the foreground group at once, PostgreSQL included when it is the
// embedded one; `kill -INT <pid>` (or a service manager) signals the launcher alone. Either way the
// service must stop in order, quietly (no stack, no unhandled 'error' event from a pool whose
// connections PostgreSQL closed) and exit 0; signalled alone, it first finishes the email it was
// sending and records it.
import { afterEach, describe, expect, it, onTestFailed } from "vitest";
import { freePort } from "@/lib/db/embedded";
import { db } from "@/lib/db/prisma";
import { messageIdFor } from "@/lib/mail/send";
import { until } from "../support/jobs";
import { emailFrom, Ledger } from "./support/ledger";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

let world: Stage | undefined;
let service: Script | undefined;
afterEach(async () => {
  await service?.stop();
  await world?.stop();
  service = undefined;
  world = undefined;
});

/** Starts the script on a fresh stage and gets one email to the point where it waits for its 250. */
async function serveWithMailInFlight(script: string, nodeEnv: string) {
  world = await stage(`faults_ctrl_c_${nodeEnv}`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const running = runScript(script, { ...world.env, NODE_ENV: nodeEnv, PORT: String(port), APP_URL: url });
  service = running;
  onTestFailed(() => console.log(`${script} output:\n${running.output()}`));
  await running.waitFor("Pigeon Post is ready");
  const ledger = new Ledger(`ctrl-c ${nodeEnv}`, world.smtp);
  await ledger.startGames(1);
  await ledger.settle(120_000);
  world.smtp.setAcceptDelay(3000);
  await ledger.playRound();
  await until(async () => world?.smtp.pendingReplies().length === 1, "the email to wait for its reply");
  const table = ledger.tables[0];
  return { running, world, eventKey: `your-turn:${table.id}:1:${table.black.id}` };
}

const quiet = (output: string) => {
  expect(output).not.toMatch(/Unhandled 'error' event|unhandledRejection|Uncaught/i);
  expect(output).not.toMatch(/^\s+at .+[:(]\d+:\d+\)?$/m); // no stack trace line
  expect(output).not.toMatch(/^Trace:|severity: 'FATAL'|terminating connection/m);
};

describe("Ctrl+C", () => {
  it("npm run dev, from a terminal (the launcher, Next.js and PostgreSQL all get SIGINT): exits 0, quietly", async () => {
    const { running, world } = await serveWithMailInFlight("scripts/dev.ts", "development");
    const postgres = await world.pg.pid();
    running.signalGroup("SIGINT");
    if (postgres) process.kill(postgres, "SIGINT");
    expect(await running.exited).toBe(0);
    quiet(running.output());
  });

  it("npm start, signalled alone (kill -INT): finishes and records the email in flight, exits 0, quietly", async () => {
    const { running, world, eventKey } = await serveWithMailInFlight("scripts/start.ts", "production");
    running.child.kill("SIGINT");
    expect(await running.exited).toBe(0);
    quiet(running.output());
    expect(running.output()).toContain("Stopping Pigeon Post");
    const messageId = messageIdFor(eventKey, emailFrom);
    expect(world.smtp.messages.filter((m) => m.messageId === messageId)).toHaveLength(1);
    expect(await db().sentEmail.findUnique({ where: { eventKey } })).toMatchObject({ state: "SENT" });
  });
});
