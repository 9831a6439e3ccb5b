// The pages of issue 17's time and courtesy parts, in Chromium against the built app: a takeback
// asked on the phone and accepted on the desktop, an abort, a vacation started and ended on the
// account page (and seen from the opponent's game page), and the clock chosen on /new.
// Screenshots at 390 and 1280 px go to test-results/screenshots.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const phone = { viewport: { width: 390, height: 844 }, isMobile: true };
const desktop = { viewport: { width: 1280, height: 900 } };

/** A page signed in as `who` on the game `gameId` (the emailed link signs in). */
async function openGame(browser: Browser, who: Person, gameId: string, size: object): Promise<Page> {
  const context = await browser.newContext(size);
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(who.id, gameId));
  await page.waitForURL(`**/games/${gameId}`);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe("takebacks and abort on the game page", () => {
  it("Bo asks on his phone; Ana accepts on her desktop and the move is gone", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, { daysPerMove: 3, takebacks: true }, new Date());
    await playMoves(game, ["e4", "e5"], () => new Date());

    const boPage = await openGame(app.browser, bo, game.id, phone);
    await boPage.locator("summary", { hasText: "Ask to take back your move…" }).click();
    await boPage.getByRole("button", { name: "Ask to take back your move", exact: true }).click();
    await boPage.getByRole("status").filter({ hasText: "Takeback asked." }).waitFor();
    expect(await boPage.getByRole("button", { name: "Ask to take back your move" }).count()).toBe(0);
    await fitsWidth(boPage, 390);
    await shot(boPage, "takeback-asked-phone");

    const anaPage = await openGame(app.browser, ana, game.id, desktop);
    const banner = anaPage.getByRole("status").filter({ hasText: "Bo asks to take back their last move." });
    await banner.waitFor();
    // It is Ana's move: the banner says a move declines it.
    expect(await banner.textContent()).toContain("or simply move");
    await shot(anaPage, "takeback-banner-desktop");
    await banner.getByRole("button", { name: "Accept the takeback" }).click();
    await anaPage.getByRole("status").filter({ hasText: "Takeback accepted" }).waitFor();
    const row = await db().game.findUniqueOrThrow({ where: { id: game.id }, include: { moves: true } });
    expect(row.plies).toBe(1);
    expect(row.moves.map((m) => m.notation)).toEqual(["Pe2-e4"]);
    await boPage.context().close();
    await anaPage.context().close();
  });

  it("a player aborts before both have moved; the page says so and offers no moves", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, { daysPerMove: 3 }, new Date());
    const page = await openGame(app.browser, bo, game.id, phone);
    await page.getByRole("button", { name: "Abort the game" }).click();
    await page.getByRole("status").filter({ hasText: "You aborted this game." }).waitFor();
    expect(await page.textContent("main")).toContain("Game aborted before both sides had moved");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("ABORTED");
    await fitsWidth(page, 390);
    await shot(page, "game-aborted-phone");
    await page.context().close();
  });
});

describe("vacation on the account page", () => {
  it("Ana starts one; Bo's game page shows it; she comes back", async () => {
    const ana = await person("Ana", { timeZone: "Europe/Paris" });
    const bo = await person("Bo");
    const game = await startGameBetween(bo, ana, { daysPerMove: 7 }, new Date());
    const page = await openGame(app.browser, ana, game.id, phone);
    await page.goto(`${app.url}/account`);
    const section = page.getByRole("region", { name: "Vacation" });
    expect(await section.textContent()).toContain("Vacation left: 2 days 12 hours.");
    // The form offers the earliest day allowed (two days on), and refuses one beyond the allowance.
    const back = section.getByLabel("Back on");
    const earliest = await back.inputValue();
    expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await back.fill("2099-01-01");
    await section.getByRole("button", { name: "Start the vacation" }).click();
    await section
      .getByRole("alert")
      .filter({ hasText: "of vacation, and you have 2 days 12 hours left." })
      .waitFor();
    await back.fill(earliest);
    await section.getByRole("button", { name: "Start the vacation" }).click();
    await section.getByText("You are on vacation until").waitFor();
    await fitsWidth(page, 390);
    await shot(page, "vacation-account-phone");
    const paused = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(paused.pausedAt).not.toBeNull();

    const boPage = await openGame(app.browser, bo, game.id, desktop);
    expect(await boPage.textContent("main")).toMatch(
      /Ana is on vacation until \d{1,2} [A-Z][a-z]+: the clocks are paused\./,
    );
    await shot(boPage, "vacation-opponent-desktop");
    await boPage.context().close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "vacation-account-desktop");
    await section.getByRole("button", { name: "Come back now" }).click();
    await section.getByText("Welcome back: your games run again.").waitFor();
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).pausedAt).toBeNull();
    await page.context().close();
  });
});

describe("an increment game's page", () => {
  it("shows the time control and each side's time", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, { daysPerMove: 10, incrementDays: 2 }, new Date());
    const page = await openGame(app.browser, bo, game.id, phone);
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("10 days + 2 days per move");
    expect(main).toMatch(/Time left: Ana (9 days 23 hours|10 days) · Bo 10 days/);
    await fitsWidth(page, 390);
    await shot(page, "increment-game-phone");
    await page.context().close();
  });
});

describe("choosing the clock on /new", () => {
  it("10 days + 2 days per move, takebacks allowed, reaches the invitation", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, { daysPerMove: 3 }, new Date());
    const page = await openGame(app.browser, ana, game.id, desktop);
    await page.goto(`${app.url}/new`);
    await page.locator('input[name="gameType"][value="chess"]').check();
    const friend = `friend-${Math.random().toString(36).slice(2)}@example.com`;
    await page.getByLabel("Your opponent's email address").fill(friend);
    await page.getByLabel("Time per move (or the starting bank)").selectOption("10");
    await page.getByText(/^More choices/).click();
    await page.getByLabel("Days added per move").selectOption("2");
    await page.getByLabel("Takebacks").selectOption("yes");
    await shot(page, "new-game-clock-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await fitsWidth(page, 390);
    await shot(page, "new-game-clock-phone");
    await page.getByRole("button", { name: /Send the invitation|Continue/ }).click();
    await page.waitForURL(/\/invitations\//);
    expect(await page.textContent("main")).toContain("10 days + 2 days per move");
    expect(await db().invitation.findFirstOrThrow({ where: { inviteeEmail: friend } })).toMatchObject({
      daysPerMove: 10,
      incrementDays: 2,
      takebacks: true,
    });
    await page.context().close();
  });
});
