// PostgreSQL restarted under load: the production service (`npm start`: Next.js and its worker in
// one real process) keeps running while its database is stopped for 40 seconds and started again
// on the same port. Moves keep being submitted throughout (a person told "briefly unavailable"
// tries again), emails are mid-send when the database goes (their "sent" cannot be recorded
// until it is back), and a player in Chromium sends a move during the outage. Nothing may be lost
// or doubled, the person must see the outage for what it is and keep what they typed, and the
// service must recover by itself.
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { moveNotSent } from "@/app/_forms/game";
import { freePort } from "@/lib/db/embedded";
import { briefOutage } from "@/lib/db/unavailable";
import { until } from "../support/jobs";
import { linkTo } from "../support/smtp";
import { expectTargets, Ledger } from "./support/ledger";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

const outageMs = 40_000;
let world: Stage;
let service: Script;
let url: string;
let browser: Browser;

beforeAll(async () => {
  world = await stage("faults_pg");
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  service = runScript("scripts/start.ts", { ...world.env, PORT: String(port), APP_URL: url });
  await service.waitFor("Pigeon Post is ready");
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-sync",
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await service?.stop();
  await world?.stop();
});

const textForm = (page: Page) => page.getByRole("form", { name: "Send a move as text" });

it("a 40-second PostgreSQL restart under load: moves and emails neither lost nor doubled, and the person is told why", async () => {
  onTestFailed(() => console.log(`service output:\n${service.output()}`));
  const ledger = new Ledger("PostgreSQL restart (40 s)", world.smtp);
  await ledger.startGames(5);
  const [browserTable, ...load] = [ledger.tables[4], ...ledger.tables.slice(0, 4)];
  await ledger.settle(120_000);

  // White of the fifth game opens the game from the emailed link, signed in, before the outage.
  const start = world.smtp.messages.find((m) => m.envelopeTo.includes(browserTable.white.email));
  const playLink = linkTo(start?.text, "/play/");
  const page = await (await browser.newContext()).newPage();
  await page.goto(playLink);
  await textForm(page).getByLabel("Your move", { exact: true }).waitFor();

  await ledger.playRound(load);
  await ledger.settle(120_000);

  // The next emails are slow to be accepted, so some are mid-send when the database goes.
  world.smtp.setAcceptDelay(3000);
  await ledger.playRound(load);
  await until(async () => world.smtp.pendingReplies().length >= 1, "an email waiting for its reply");
  await world.pg.stop();
  const stoppedAt = Date.now();
  world.smtp.setAcceptDelay(0);
  const moving = ledger.playRound(load); // told "briefly unavailable", each player tries again

  // The person in the browser: the move is not sent, they are told why, and what they typed stays.
  const form = textForm(page);
  await form.getByLabel("Your move", { exact: true }).fill(browserTable.line[0]);
  await form.getByText(/^Add a message/).click(); // the message box waits folded
  await form.getByLabel("Message to your opponent (optional)").fill("Sent through an outage");
  await form.getByRole("button", { name: "Send move" }).click();
  await expect.poll(() => form.getByRole("alert").textContent(), { timeout: 60_000 }).toBe(moveNotSent);
  expect(await form.getByLabel("Your move", { exact: true }).inputValue()).toBe(browserTable.line[0]);
  expect(await form.getByLabel("Message to your opponent (optional)").inputValue()).toBe(
    "Sent through an outage",
  );
  // A link from an email answers 503, and says why.
  const during = await fetch(playLink, { redirect: "manual" });
  expect(during.status).toBe(503);
  expect(await during.text()).toContain(briefOutage);

  await until(
    async () => Date.now() - stoppedAt >= outageMs,
    "the end of the 40-second outage",
    outageMs + 10_000,
  );
  await world.pg.start();
  ledger.faultEndedAt = Date.now();
  await moving;

  // The same person presses Send again: it goes through.
  await form.getByRole("button", { name: "Send move" }).click();
  await page.getByText("Move sent.").waitFor({ timeout: 60_000 });
  ledger.played(browserTable, 1);

  await ledger.playRound(load);
  await ledger.playRound(load);
  await ledger.settle();
  const row = await ledger.count();
  expectTargets(row);
  expect(row.toldUnavailable).toBeGreaterThan(0);
  expect((await fetch(playLink, { redirect: "manual" })).status).toBe(303);
  expect(service.child.exitCode).toBeNull();
  expect(service.output()).not.toMatch(/Unhandled|unhandledRejection|uncaught/i);
});
