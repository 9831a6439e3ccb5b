// The engine in the browser and the engine review on the page, at phone and desktop widths: the
// analysis board's engine starts only when asked (no Web Worker before "Start engine"), shows an
// evaluation, a best line and its depth, draws the best move on the board when asked and starts
// again for a new position; a reviewed game's replay marks the blunder in the move list, and
// stepping to it shows the better move as text and as an arrow on the board. It prints the
// engine's nodes per second in this browser, which it does not assert.
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { resign } from "@/lib/games/turn/resolve";
import { until } from "../support/jobs";
import { person, playMoves, startGameBetween } from "../support/players";
import { screenshotsDir, startApp, type TestApp } from "./support/app";

let app: TestApp;
let gameId: string;

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

beforeAll(async () => {
  // A smaller review budget than production's, so the review is ready soon on a busy machine.
  app = await startApp({ env: { REVIEW_NODES: "6000" } });
  const white = await person("Ana");
  const black = await person("Bart");
  const game = await startGameBetween(white, black, { gameType: "chess", public: true }, new Date());
  // 2...Qg5?? hangs the queen to the knight.
  await playMoves(game, ["e4", "e5", "Nf3", "Qg5", "Nxg5"], () => new Date());
  expect((await resign(game.id, black.id, new Date())).ok).toBe(true);
  gameId = game.id;
});
afterAll(async () => {
  await app?.stop();
  expect(app?.cspViolations() ?? []).toEqual([]);
});

const evaluationText = /^([+-]\d+\.\d\d|#-?\d+)$/;

/** Starts the engine on the page; `workers` has heard of every Web Worker since before the page loaded. */
async function startedEngine(page: Page, workers: readonly string[]) {
  const engine = page.getByRole("region", { name: "Engine" });
  await engine.getByRole("button", { name: "Start engine" }).waitFor();
  // The page's script has run (the board built its move tree) and nothing more is loading.
  await page.getByRole("navigation", { name: "The moves in notation" }).waitFor();
  await page.waitForLoadState("networkidle");
  expect(workers, "no engine before it is asked for").toEqual([]);
  await engine.getByRole("button", { name: "Start engine" }).click();
  await until(async () => workers.length > 0, "the engine's Web Worker");
  expect(workers).toHaveLength(1);
  const evaluation = engine.locator('[data-part="evaluation"]');
  await until(async () => evaluationText.test((await evaluation.textContent()) ?? ""), "an evaluation");
  await until(async () => /depth \d+/.test((await engine.textContent()) ?? ""), "a depth");
  return engine;
}

describe("the analysis board's engine", () => {
  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const)
    it(`shows an evaluation, a best line and the best move on the board (${name})`, async () => {
      const context = await app.browser.newContext({ viewport });
      const page = await context.newPage();
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      await page.goto(`${app.url}/games/${gameId}/analysis?ply=3`);
      const engine = await startedEngine(page, workers);
      // The line deepens: wait until a depth of at least 4 is reached.
      await until(
        async () => Number(/depth (\d+)/.exec((await engine.textContent()) ?? "")?.[1] ?? 0) >= 4,
        "depth 4",
      );
      const line = (await engine.locator('[data-part="best-line"]').textContent())?.trim() ?? "";
      // Numbered from the position's move: Black is to move after 2. Nf3.
      expect(line).toMatch(/^2… [A-Za-z]\S* 3\. [A-Za-z]/);
      const board = page.getByRole("region", { name: "Analysis board" });
      expect(await board.locator("[data-arrow]").count()).toBe(0);
      await engine.getByLabel(/Show the best move/).check();
      await board.locator("[data-arrow]").waitFor();
      // The speed, once it has searched for a while (a quarter of a million nodes, or done).
      const figures = async () =>
        (await engine.textContent())?.match(/depth.*?nodes\/s( · done)?/)?.[0] ?? "";
      await until(async () => /done|\d\.\dM nodes|[2-9]\d\dk nodes/.test(await figures()), "a longer search");
      console.log(`engine (${name}): ${await figures()}`);
      await page.screenshot({
        path: path.join(screenshotsDir, `engine-analysis-${name}.png`),
        fullPage: true,
      });

      // Another position: the search starts again, in a new worker, and the arrow follows.
      await page.getByRole("button", { name: "Back one move" }).click();
      await until(async () => workers.length === 2, "a new search for the new position");
      const evaluation = engine.locator('[data-part="evaluation"]');
      await until(async () => evaluationText.test((await evaluation.textContent()) ?? ""), "its evaluation");
      await board.locator("[data-arrow]").waitFor();
      await engine.getByRole("button", { name: "Stop engine" }).click();
      await engine.getByRole("button", { name: "Start engine" }).waitFor();
      expect(await board.locator("[data-arrow]").count()).toBe(0);
      await context.close();
    });
});

describe("a reviewed game's replay", () => {
  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const)
    it(`marks the blunder and shows the better move when stepping to it (${name})`, async () => {
      await until(
        async () => (await db().gameReview.count({ where: { gameId } })) === 1,
        "the review job",
        180_000,
      );
      const context = await app.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${gameId}?ply=3`);
      const moves = page.getByRole("region", { name: "Moves" });
      const blunder = moves.locator('li[data-ply="4"] [data-mark="blunder"]');
      await blunder.waitFor();
      expect(await blunder.textContent()).toContain("??");
      expect(await moves.locator('li[data-ply="5"] [data-mark]').count()).toBe(0);
      const review = page.getByRole("region", { name: "Computer review" });
      expect(await review.textContent()).toMatch(/blunder/);
      // No better move on a move that was not marked.
      expect(await page.locator('[data-part="better-move"]').count()).toBe(0);
      expect(await page.locator("[data-arrow]").count()).toBe(0);

      await page.getByRole("link", { name: "Next move" }).click();
      const better = page.locator('[data-part="better-move"]');
      await better.waitFor();
      expect(await better.textContent()).toMatch(/Blunder\. Better was \S+/);
      expect(await page.getByRole("region", { name: "Board" }).locator("[data-arrow]").count()).toBe(1);
      await page.screenshot({ path: path.join(screenshotsDir, `review-replay-${name}.png`), fullPage: true });

      // The analysis board's move tree carries the same mark, on the game's move only.
      await page.goto(`${app.url}/games/${gameId}/analysis?ply=4`);
      const tree = page.getByRole("navigation", { name: "The moves in notation" });
      const marked = tree.locator('[data-mark="blunder"]');
      await marked.waitFor();
      expect(await tree.locator("[data-mark]").count()).toBe(1);
      expect(await marked.locator("xpath=ancestor::button").textContent()).toMatch(/^\S+\?\? \(blunder\)$/);
      await page.screenshot({
        path: path.join(screenshotsDir, `review-analysis-${name}.png`),
        fullPage: true,
      });
      await context.close();
    });
});
