// A finished game whose review has not run yet (here: no job worker at all, START_WORKER=off, so
// the review job stays queued): its replay says "Review pending…" and shows no marks, at phone and
// desktop widths.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resign } from "@/lib/games/resolve";
import { person, playMoves, startGameBetween } from "../support/players";
import { screenshotsDir, startApp, type TestApp } from "./support/app";

let app: TestApp;
let gameId: string;

beforeAll(async () => {
  app = await startApp({ env: { START_WORKER: "off" } });
  const white = await person("Ana");
  const black = await person("Bart");
  const game = await startGameBetween(white, black, { gameType: "kings-court", public: true }, new Date());
  await playMoves(game, ["Pf2-f4", "Pg7-g5", "Pf4xg5"], () => new Date());
  expect((await resign(game.id, black.id, new Date())).ok).toBe(true);
  gameId = game.id;
});
afterAll(async () => {
  await app?.stop();
  expect(app?.cspViolations() ?? []).toEqual([]);
});

describe("a finished game waiting for its review", () => {
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const)
    it(`says the review is pending and marks nothing (${name})`, async () => {
      const context = await app.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${gameId}`);
      const review = page.getByRole("region", { name: "Computer review" });
      expect(await review.getByRole("status").textContent()).toMatch(/^Review pending…/);
      expect(await page.locator("[data-mark]").count()).toBe(0);
      expect(await page.locator('[data-part="better-move"], [data-arrow]').count()).toBe(0);
      await page.screenshot({
        path: path.join(screenshotsDir, `review-pending-${name}.png`),
        fullPage: true,
      });
      await context.close();
    });
});
