// A move without JavaScript: the board cannot answer taps, so its hint sends the player to the
// text form, which posts as a plain form; with JavaScript the same hint asks for taps.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/links";
import { person, startGameBetween } from "../support/players";
import { screenshotsDir, startApp, type TestApp } from "./support/app";

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

describe("the game page without JavaScript", () => {
  it("says to type the move, and the typed move is played", async () => {
    const white = await person("Nora");
    const black = await person("Jasper");
    const game = await startGameBetween(white, black, {}, new Date());

    const context = await app.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(white.id, game.id));
    expect(new URL(page.url()).pathname).toBe(`/games/${game.id}`);
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("Your move: type it in the “Or type your move” form");
    expect(main).not.toContain("tap a piece");
    await page.screenshot({
      path: path.join(screenshotsDir, "game-no-javascript-phone.png"),
      fullPage: true,
    });

    const form = page.getByRole("form", { name: "Send a move as text" });
    await form.locator("#move-text").fill("e4");
    await form.getByRole("button", { name: "Send move" }).click();
    await page.getByText("Move sent.").waitFor();
    await context.close();
    const played = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } });
    expect(played).toMatchObject({ notation: "Pe2-e4", san: "e4", fromSquare: "e2", toSquare: "e4" });
  });

  it("with JavaScript, the same hint asks for taps on the board", async () => {
    const white = await person("Nora");
    const black = await person("Jasper");
    const game = await startGameBetween(white, black, {}, new Date());
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(white.id, game.id));
    await expect
      .poll(() => page.textContent("main"))
      .toContain("Your move: tap a piece, then where it goes.");
    await context.close();
  });
});

describe("a mangled invitation link", () => {
  it("says the link is not valid and what to do, at phone and desktop width", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    for (const [width, name] of [
      [390, "phone"],
      [1280, "desktop"],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      const answer = await page.goto(`${app.url}/invitations/cut0short1link?token=cut-short`);
      expect(answer?.status()).toBe(404);
      await page.getByRole("heading", { name: "This invitation link is not valid" }).waitFor();
      expect(await page.textContent("main")).toContain("ask your friend to invite you again");
      await page.screenshot({ path: path.join(screenshotsDir, `invitation-not-valid-${name}.png`) });
    }
    await context.close();
  });
});
