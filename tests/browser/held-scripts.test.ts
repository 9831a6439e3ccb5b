// The framework held back on a board page until the first tap (scripts/support/hold-scripts.mjs),
// as the production server sends it. The page's clock is Playwright's and stands still unless the
// test moves it, so "before the tap" and "a moment later" are steps of the test, not races:
// - the move page's scripts are fetched ahead (preloads) but none runs; a tap on the board is
//   answered by the early-taps script; right after that tap the framework runs, and the board
//   plays on from the tap;
// - with no tap, it runs once the loader's time is up, and not before;
// - a page under the same paths without a board (a game that is not there) runs it at once;
// - a first click on a button, before the framework runs, is kept and made again once it does:
//   the draw is offered from the page as it stands, not by a reload; text typed in before then
//   is React's once it runs;
// - pages elsewhere (home) keep their script tags as Next.js wrote them.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { releaseAfterMs } from "../../scripts/support/hold-scripts.mjs";
import { gameAfterD4D5 } from "../support/players";
import { appForFile, startApp } from "./support/app";
import { isHydrated, untilHydrated } from "./support/hydration";
import { firstVisitPhone } from "./support/phone";

const app = appForFile(startApp);

// A first visit: the service worker's cache plays no part here.
const phone = firstVisitPhone;

const stage = () => gameAfterD4D5("Holder", "Waiter");

/** A phone whose pages' clocks stand still until the test moves them. */
async function stillPhone(
  userId?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await app.browser.newContext(phone);
  if (userId) {
    const session = await openSession(userId, new Date());
    await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  }
  await context.clock.install();
  await context.clock.pauseAt(Date.now() + 60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** White's game page of a staged game on a still phone, its board on screen. */
async function openGamePageStill() {
  const { white, game } = await stage();
  const phoneAndPage = await stillPhone(white.id);
  await phoneAndPage.page.goto(`${app.url}/games/${game.id}`);
  await phoneAndPage.page.locator('[data-square="e2"]').waitFor();
  return { game, ...phoneAndPage };
}

/**
 * What the page has of the framework's scripts: held (preloads) and as scripts. (React, once it
 * runs, takes the preloads out of the head; the scripts stay.)
 */
const scripts = (page: Page) =>
  page.evaluate(() => ({
    held: [...document.querySelectorAll("link[data-held-script='']")].map((l) => l.getAttribute("href")),
    running: document.querySelectorAll("script[src*='/_next/static/chunks/']:not([nomodule])").length,
  }));

/** The build's scripts this page has fetched so far (its own clock's `performance` is a stand-in). */
function fetchedScripts(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on("requestfinished", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/_next\/static\/chunks\/.*\.js$/.test(pathname)) fetched.add(pathname);
  });
  return fetched;
}

describe("the framework held until the first tap", () => {
  it("the move page fetches its scripts but runs none; the first tap is answered, then the page runs", async () => {
    const { white, game } = await stage();
    const { context, page, errors } = await stillPhone();
    const fetched = fetchedScripts(page);
    await page.goto(await gameLinkUrl(white.id, game.id));
    await page.locator('[data-square="e2"]').waitFor();
    const before = await scripts(page);
    expect(before.held.length).toBeGreaterThan(3);
    expect(before.running).toBe(0);
    // Every held script is fetched ahead, so that it is ready when the tap comes.
    await expect
      .poll(() => before.held.every((href) => fetched.has(href ?? "")), { timeout: 30_000 })
      .toBe(true);
    expect(await isHydrated(page)).toBe(false);

    await page.locator('[data-square="e2"]').tap();
    await page.locator('[aria-label="e4, move here"]').waitFor();
    // The loader waits for the answer to be painted (a frame), then adds the scripts: the tap,
    // not the loader's time, let them run.
    expect((await scripts(page)).running).toBe(0);
    await context.clock.runFor(100);
    expect((await scripts(page)).running).toBeGreaterThanOrEqual(before.held.length);
    await context.clock.resume();
    await untilHydrated(page);
    // Each held script runs (and the framework adds its own, for the parts it loads later).
    const after = await scripts(page);
    expect(after.held).toEqual([]);
    expect(after.running).toBeGreaterThanOrEqual(before.held.length);

    // The board took the tap: the pawn is still picked up, and e4 is a move to confirm.
    await page.locator('[aria-label="e4, move here"]').tap();
    const confirm = page.getByRole("form", { name: "Confirm your move" });
    await confirm.waitFor();
    expect(await confirm.locator('input[name="move"]').inputValue()).toBe("Pe2-e4");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with no tap, the page runs once the loader's time is up, and not before", async () => {
    const { context, page, errors } = await openGamePageStill();
    await page.waitForFunction(() => document.readyState === "complete");
    const held = (await scripts(page)).held.length;
    await context.clock.runFor(releaseAfterMs - 100);
    expect(await scripts(page)).toMatchObject({ running: 0 });
    expect((await scripts(page)).held).toHaveLength(held);
    expect(await isHydrated(page)).toBe(false);

    await context.clock.runFor(100);
    expect((await scripts(page)).running).toBeGreaterThanOrEqual(held);
    await context.clock.resume();
    await untilHydrated(page);
    const after = await scripts(page);
    expect(after.held).toEqual([]);
    expect(after.running).toBeGreaterThanOrEqual(held);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a page under the same paths with no board runs at once", async () => {
    const { white } = await stage();
    const { context, page, errors } = await stillPhone(white.id);
    const answer = await page.goto(`${app.url}/games/no-such-game`);
    expect(answer?.status()).toBe(404);
    // The clock stands still: only the loader's own look at the page can let the scripts run.
    await untilHydrated(page);
    expect(await page.locator("[data-early-board]").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a first click on a button is kept, and made again on the page once it runs", async () => {
    const { game, context, page, errors } = await openGamePageStill();
    // The draw offer's disclosure opened as a tap on its summary would, but without the tap.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll("details"))
        if (details.querySelector("summary")?.textContent === "Offer a draw…") details.open = true;
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page.getByRole("button", { name: "Offer a draw", exact: true }).click();
    expect(await isHydrated(page)).toBe(false);
    await context.clock.runFor(100);
    await context.clock.resume();
    await page
      .getByText(/offered a draw/i)
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const stored = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(stored.drawOfferedBy).toBe("WHITE");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("text typed before the page runs is React's once it does", async () => {
    const { game, context, page, errors } = await openGamePageStill();
    const box = page.getByLabel("Message to Waiter");
    await box.fill("Thinking of the Sicilian…"); // as a paste: no key pressed, so no early release
    expect(await isHydrated(page)).toBe(false);
    await context.clock.runFor(releaseAfterMs);
    await context.clock.resume();
    await untilHydrated(page);
    // The count under the box is React's own state: it has the text (React took the box as empty).
    const count = `${"Thinking of the Sicilian…".length} / `;
    await page.locator("#chat-hint").getByText(count).waitFor();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(async () => (await db().gameMessage.findMany({ where: { gameId: game.id } })).map((m) => m.body))
      .toEqual(["Thinking of the Sicilian…"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a page without a board keeps its scripts as Next.js wrote them", async () => {
    const { white } = await stage();
    const context = await app.browser.newContext(phone);
    const session = await openSession(white.id, new Date());
    await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
    const page = await context.newPage();
    await page.goto(app.url);
    await untilHydrated(page);
    const found = await scripts(page);
    expect(found.held).toEqual([]);
    expect(await page.locator("link[data-held-script]").count()).toBe(0);
    expect(found.running).toBeGreaterThan(0);
    await context.close();
  });
});
