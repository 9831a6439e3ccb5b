// The analysis board kept over a reload, at desktop and phone width: a variation tried, promoted to
// the main line and commented comes back after a reload and on another device (another browser,
// signed in by the game's link), exported as PGN with its variation and comment; the opponent's
// board, page and PGN show none of it. Screenshots go to test-results/screenshots.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { movetext } from "../support/pgn";
import { person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

async function analysisAs(userId: string, gameId: string, viewport: { width: number; height: number }) {
  const context = await app.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(userId, gameId));
  await page.goto(`${app.url}/games/${gameId}/analysis`);
  await page.locator("button[aria-pressed]").first().waitFor();
  return { context, page };
}

/** The tree as the page writes it: each move button (✎ for a comment) and bracket, spaced. */
const notation = (page: Page) =>
  page.getByRole("navigation", { name: "The moves in notation" }).evaluate((nav) =>
    [...nav.querySelectorAll("button, span")]
      .filter(
        (el) => el.tagName === "BUTTON" || (!el.closest("button") && /^[()]$/.test(el.textContent ?? "")),
      )
      .map((el) => (el.textContent ?? "").replace(", with your comment", " ✎").trim())
      .join(" "),
  );
const kept = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: "Your analysis is kept: it is here when you come back" })
    .waitFor();

async function tap(page: Page, from: string, to: string) {
  await page.locator(`button[aria-label^="${from},"]`).click();
  await page.locator(`button[aria-label^="${to},"]`).click();
}

describe("the analysis board, kept", () => {
  it.each([
    ["desktop", desktop, phone],
    ["phone", phone, desktop],
  ] as const)(
    "on %s: a promoted, commented variation comes back after a reload and on another device",
    async (name, viewport, other) => {
      const white = await person("Kim");
      const black = await person("Lee");
      const game = await startGameBetween(white, black, {}, new Date());
      await playMoves(game, ["e4", "e5"], () => new Date());
      const { context, page } = await analysisAs(white.id, game.id, viewport);
      await kept(page);
      expect(await notation(page)).toBe("1. e4 e5");

      // Back to 1. e4, then 1... c5 2. Nf3: a variation beside the game's 1... e5.
      await page
        .getByRole("navigation", { name: "The moves in notation" })
        .getByRole("button", { name: /e4$/ })
        .click();
      await tap(page, "c7", "c5");
      await tap(page, "g1", "f3");
      await expect.poll(() => notation(page)).toBe("1. e4 e5 ( 1… c5 2. Nf3 )");
      await page.getByRole("button", { name: "Promote this variation" }).click();
      await expect.poll(() => notation(page)).toBe("1. e4 c5 ( 1… e5 ) 2. Nf3");
      const comment = page.getByRole("textbox", { name: "Your comment on 2. Nf3" });
      await comment.fill("The open Sicilian, as planned.");
      await page.getByRole("button", { name: "Keep the comment" }).click();
      await kept(page);
      await page.screenshot({ path: path.join(screenshotsDir, `analysis-kept-${name}.png`), fullPage: true });

      // After a reload: the same tree, the comment on its move, the game's own move still marked as played.
      await page.reload();
      await page.locator("button[aria-pressed]").first().waitFor();
      await expect.poll(() => notation(page)).toBe("1. e4 c5 ( 1… e5 ) 2. Nf3 ✎");
      await page
        .getByRole("navigation", { name: "The moves in notation" })
        .getByRole("button", { name: /Nf3/ })
        .click();
      expect(await page.getByRole("textbox", { name: "Your comment on 2. Nf3" }).inputValue()).toBe(
        "The open Sicilian, as planned.",
      );
      await page
        .getByRole("navigation", { name: "The moves in notation" })
        .getByRole("button", { name: /e5$/ })
        .click();
      await page.getByText("1… e5: played in the game.").waitFor();
      await page.screenshot({
        path: path.join(screenshotsDir, `analysis-kept-reloaded-${name}.png`),
        fullPage: true,
      });

      // The PGN of the analysis: the promoted line first, the game's move as its variation, the comment.
      const pgn = await (await page.request.get(`${app.url}/games/${game.id}/analysis/pgn`)).text();
      expect(pgn).toContain("1. e4 c5 (1... e5) 2. Nf3 {The open Sicilian, as planned.} *");
      await context.close();

      // Another device: the same analysis.
      const elsewhere = await analysisAs(white.id, game.id, other);
      await expect.poll(() => notation(elsewhere.page)).toBe("1. e4 c5 ( 1… e5 ) 2. Nf3 ✎");
      expect(await elsewhere.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        other.width,
      );
      await elsewhere.context.close();

      // The opponent: their own board has the game's moves only; the PGN route gives them their own.
      const theirs = await analysisAs(black.id, game.id, other);
      await kept(theirs.page);
      expect(await notation(theirs.page)).toBe("1. e4 e5");
      const theirPgn = await (
        await theirs.page.request.get(`${app.url}/games/${game.id}/analysis/pgn`)
      ).text();
      expect(movetext(theirPgn)).not.toContain("c5");
      expect(theirPgn).not.toContain("Sicilian");
      await theirs.context.close();
      // Without a session: no analysis at all.
      expect((await fetch(`${app.url}/games/${game.id}/analysis/pgn`)).status).toBe(404);
    },
  );
});
