// A finished game whose review has not run yet (here: no job worker at all, START_WORKER=off, so
// the review job stays queued): its replay says "Review pending…" and shows no marks, at phone and
// desktop widths. When the review is stored (here by this process, as the worker would), the open
// page shows the marks by itself: the review announces itself (lib/live/), and nothing polls. A
// game that ended before reviews existed offers "Ask for a review", which makes it pending.
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { resign } from "@/lib/games/turn/resolve";
import { reviewFinishedGame } from "@/lib/review/store";
import { person, playMoves, startGameBetween } from "../support/players";
import { screenshotsDir, startApp, type TestApp } from "./support/app";

let app: TestApp;

beforeAll(async () => {
  app = await startApp({ env: { START_WORKER: "off" } });
});
afterAll(async () => {
  await app?.stop();
  expect(app?.cspViolations() ?? []).toEqual([]);
});

/** A finished public Kings Court game: 3. Pf4xg5 wins a pawn, then Black resigns. */
async function finishedGame() {
  const white = await person("Ana");
  const black = await person("Bart");
  const game = await startGameBetween(white, black, { gameType: "kings-court", public: true }, new Date());
  await playMoves(game, ["Pf2-f4", "Pg7-g5", "Pf4xg5"], () => new Date());
  expect((await resign(game.id, black.id, new Date())).ok).toBe(true);
  return game.id;
}

/** A signed-in viewer's page (the live stream is for signed-in viewers). */
async function viewerPage(viewport: { width: number; height: number }): Promise<Page> {
  const viewer = await person("Cleo");
  const context = await app.browser.newContext({ viewport });
  const session = await openSession(viewer.id, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return context.newPage();
}

/** The review card's words once the stored review reaches the page: well within the 8 s it polled at. */
const reviewShown = (page: Page) =>
  page
    .getByRole("region", { name: "Computer review" })
    .getByRole("list", { name: "What the marks mean" })
    .waitFor({ timeout: 5000 });

const sizes = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

describe("a finished game waiting for its review", () => {
  for (const [name, viewport] of sizes)
    it(`says the review is pending, marks nothing, then shows the review when stored (${name})`, async () => {
      const gameId = await finishedGame();
      const page = await viewerPage(viewport);
      await page.goto(`${app.url}/games/${gameId}`);
      const review = page.getByRole("region", { name: "Computer review" });
      expect(await review.getByRole("status").textContent()).toMatch(/^Review pending…/);
      expect(await page.locator("[data-mark]").count()).toBe(0);
      expect(await page.locator('[data-part="better-move"], [data-arrow]').count()).toBe(0);
      await page.screenshot({
        path: path.join(screenshotsDir, `review-pending-${name}.png`),
        fullPage: true,
      });
      expect(await reviewFinishedGame(gameId, { nodes: 2000, maxPlies: 200 })).toBe("reviewed");
      await reviewShown(page);
      await page.context().close();
    });
});

describe("a finished game with no review", () => {
  for (const [name, viewport] of sizes)
    it(`offers "Ask for a review", which makes it pending (${name})`, async () => {
      const gameId = await finishedGame();
      // As a game that ended before reviews existed: no review and no job.
      await db().$executeRaw`select graphile_worker.remove_job(${`review:${gameId}`})`;
      const page = await viewerPage(viewport);
      await page.goto(`${app.url}/games/${gameId}`);
      const review = page.getByRole("region", { name: "Computer review" });
      await review.getByRole("button", { name: "Ask for a review" }).click();
      await page.waitForURL(/\?done=review-asked$/);
      expect(await review.getByRole("status").textContent()).toMatch(/^Review pending…/);
      expect(await page.getByText("Review asked for.").count()).toBe(1);
      await page.screenshot({ path: path.join(screenshotsDir, `review-ask-${name}.png`), fullPage: true });
      await page.context().close();
    });
});
