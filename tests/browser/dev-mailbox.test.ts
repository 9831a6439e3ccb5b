// The local mailbox as a developer meets it: `npm run dev` (Next.js in development mode, no
// SMTP_URL, so mail lands in /dev/mailbox), signing in by the link in the mailbox, then reading a
// game email there. A message's frame is as tall as the message at phone and desktop width: the
// page scrolls, the frame never does, and it shrinks again when the window widens.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { freePort } from "@/lib/db/embedded";
import { db, disconnectPrisma } from "@/lib/db/prisma";
import { until } from "../support/jobs";
import { person, playMoves, startGameBetween } from "../support/players";
import { throwawayPostgres } from "../support/postgres";
import { operatorEnvironment } from "../support/service";
import { launchChromium, screenshotsDir } from "./support/app";

const root = path.resolve(import.meta.dirname, "../..");
// Development mode compiles each page on its first request: minutes on two busy cores.
const slow = 180_000;

let database: Awaited<ReturnType<typeof throwawayPostgres>>;
let dev: ChildProcess;
let output = "";
let url: string;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  // Its own database rather than the developer's .data/postgres, and a free port; otherwise the
  // command and its environment are a developer's: no NODE_ENV, no SMTP_URL, no APP_URL.
  database = await throwawayPostgres("pigeonpost_dev");
  const port = await freePort();
  url = `http://localhost:${port}`; // the address the service puts in its links by default
  dev = spawn("npm", ["run", "dev"], {
    cwd: root,
    detached: true, // its own process group: stopping it takes npm, the launcher and Next.js down
    stdio: ["ignore", "pipe", "pipe"],
    // A free port for the reply receiver too (its development default, 2525, may be taken here).
    env: operatorEnvironment({
      PORT: String(port),
      DATABASE_URL: database.url,
      INBOUND_SMTP_PORT: String(await freePort()),
    }),
  });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  await until(
    async () => {
      if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output}`);
      return output.includes("Pigeon Post is ready");
    },
    "npm run dev to say it is ready",
    slow,
  );
  // This process's service layer works on the same database (to start a game below).
  process.env.DATABASE_URL = database.url;
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await disconnectPrisma();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    process.kill(-dev.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  await database?.stop();
}, 120_000);

/** The message frame's height against its document's, once the frame has fitted itself. */
async function frameFit(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Email as HTML"]');
    const mail = frame?.contentDocument;
    if (!frame || !mail?.scrollingElement || mail.URL !== "about:srcdoc" || mail.readyState !== "complete")
      return null;
    return {
      frame: frame.clientHeight,
      scrollHeight: mail.scrollingElement.scrollHeight,
      content: Math.ceil(mail.documentElement.getBoundingClientRect().height),
      sandbox: frame.getAttribute("sandbox") ?? "",
    };
  });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

type Fit = NonNullable<Awaited<ReturnType<typeof frameFit>>>;

/** All of the message shows, with no room to scroll inside the frame and none to spare below. */
const whole = (fit: Fit | null) =>
  fit !== null && fit.frame >= fit.scrollHeight && Math.abs(fit.frame - fit.content) <= 1;

/** Waits until the frame has fitted its message, and returns the measures. */
async function fitted(page: Page): Promise<Fit> {
  await expect.poll(async () => whole(await frameFit(page)), { timeout: 30_000 }).toBe(true);
  const fit = await frameFit(page);
  if (!fit) throw new Error("no message frame");
  return fit;
}

describe("the local mailbox under npm run dev", () => {
  it("signs in by the mailed link and shows each message whole, at phone and desktop width", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    onTestFailed(async () => {
      console.log(`npm run dev output:\n${output}`);
      // What the page showed (the reply box's status, or its absence).
      console.log(`page at failure: ${page.url()}`);
      await page.screenshot({ path: path.join(screenshotsDir, "dev-mailbox-failure.png"), fullPage: true });
      // Where a reply stopped, if one did: its stored row and the queue's jobs.
      const inbound = await db().inboundMail.findMany({
        select: { state: true, outcome: true, rcptTo: true, receivedAt: true, handledAt: true },
      });
      const jobs = await db().$queryRaw`
        select task_identifier, attempts, last_error, run_at, locked_at from graphile_worker.jobs`;
      console.log(
        "inbound mail:",
        JSON.stringify(inbound, null, 1),
        "\njobs:",
        JSON.stringify(jobs, null, 1),
      );
    });
    page.setDefaultTimeout(slow);
    page.setDefaultNavigationTimeout(slow);
    const address = `dev-${Math.random().toString(36).slice(2, 10)}@example.com`;

    await page.goto(`${url}/signin`);
    await page.getByLabel("Your email address").fill(address);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();

    await page.goto(`${url}/dev/mailbox`);
    await page.getByRole("link", { name: "Your sign-in link for Pigeon Post" }).first().click();
    await page.waitForURL(/\/dev\/mailbox\/\w+$/);
    const signIn = await fitted(page);
    // The mail's own scripts would not run; this page can still measure it.
    expect(signIn.sandbox.split(" ")).toContain("allow-same-origin");
    expect(signIn.sandbox).not.toContain("allow-scripts");
    expect(await pageWidth(page)).toBeLessThanOrEqual(390); // long headers wrap too
    await page.screenshot({
      path: path.join(screenshotsDir, "dev-mailbox-sign-in-phone.png"),
      fullPage: true,
    });

    // Wider, this message reflows shorter (its long link takes fewer lines): the frame follows it
    // down, where a frame sized by its document's scrollHeight would only ever grow.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => (await frameFit(page))?.frame ?? 0, { timeout: 30_000 })
      .toBeLessThan(signIn.frame);
    await fitted(page);
    await page.screenshot({
      path: path.join(screenshotsDir, "dev-mailbox-sign-in-desktop.png"),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });

    // The mail's button opens its link in a new tab (target="_blank"), as from a web mail client.
    const [confirm] = await Promise.all([
      context.waitForEvent("page", { timeout: slow }),
      page.frameLocator('iframe[title="Email as HTML"]').getByRole("link", { name: "Sign in" }).click(),
    ]);
    confirm.setDefaultTimeout(slow);
    await confirm.getByRole("button", { name: "Sign in" }).click();
    await confirm.getByText("Welcome to Pigeon Post!").waitFor();
    await confirm.close();

    // A game whose opponent has moved: the your-move email, with its board picture, is the tallest.
    const me = await db().user.findUniqueOrThrow({ where: { email: address } });
    const opponent = await person("Ana");
    const game = await startGameBetween(opponent, me, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    await until(
      async () =>
        (await db().mailboxMessage.count({ where: { to: address, subject: { startsWith: "Your move" } } })) >
        0,
      "the your-move email in the mailbox",
      slow,
    );
    await page.goto(`${url}/dev/mailbox`);
    await page
      .getByRole("link", { name: /^Your move/ })
      .first()
      .click();
    await page.waitForURL(/\/dev\/mailbox\/\w+$/);

    const phone = await fitted(page);
    expect(phone.content).toBeGreaterThan(520); // taller than the frame's height before it fits
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: path.join(screenshotsDir, "dev-mailbox-your-move-phone.png"),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await fitted(page);
    await page.screenshot({
      path: path.join(screenshotsDir, "dev-mailbox-your-move-desktop.png"),
      fullPage: true,
    });

    // The plain-text part follows the whole HTML one.
    const frameBottom = await page
      .locator('iframe[title="Email as HTML"]')
      .evaluate((f) => f.getBoundingClientRect().bottom);
    const textTop = await page
      .getByRole("heading", { name: "Plain text" })
      .evaluate((h) => h.getBoundingClientRect().top);
    expect(textTop).toBeGreaterThan(frameBottom);

    // Reply to it from the mailbox: a real email into the reply receiver, the move is played, and
    // the answer lands in the mailbox, in the thread.
    const box = page.getByRole("form", { name: "Reply to this email" });
    await box.getByLabel("Your reply").fill("e5\nYour move, Ana!");
    await box.getByRole("button", { name: "Send reply" }).click();
    await box.getByRole("status").filter({ hasText: "Reply sent." }).waitFor();
    await until(
      async () => (await db().move.count({ where: { gameId: game.id, ply: 2 } })) === 1,
      "the replied move to be played",
      slow,
    );
    expect(
      await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 2 } } }),
    ).toMatchObject({
      san: "e5",
      message: "Your move, Ana!",
    });
    await until(
      async () =>
        (await db().mailboxMessage.count({
          where: { to: address, subject: { startsWith: "Re: Your move" } },
        })) > 0,
      "the answer in the mailbox",
      slow,
    );
    await page.goto(`${url}/dev/mailbox`);
    await page
      .getByRole("link", { name: /^Re: Your move/ })
      .first()
      .click();
    await page.waitForURL(/\/dev\/mailbox\/\w+$/);
    await fitted(page);
    expect(
      await page.frameLocator('iframe[title="Email as HTML"]').getByRole("heading").first().textContent(),
    ).toBe("Played: 1... e5");
    await page.screenshot({
      path: path.join(screenshotsDir, "dev-mailbox-answer-desktop.png"),
      fullPage: true,
    });
    await context.close();
  }, 600_000);
});
