// What a newcomer meets, in Chromium against the production build, at 390 and 1280 px: a player
// with no rating for a game reads "1500?" beside their name, as any provisional rating does (not
// "(new)", which stayed after any number of casual games), and a challenge whose range leaves them
// out is refused at the range; the welcome shows only a small header
// until a name is saved, and offers the address's name capitalised; a visitor's home page says
// that one can play the computer. Screenshots in test-results/screenshots.
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const sizes = [
  ["phone", { viewport: { width: 390, height: 844 }, isMobile: true }],
  ["desktop", { viewport: { width: 1280, height: 800 } }],
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const tag = () => Math.random().toString(36).slice(2, 8);

async function signedIn(userId: string, options: object): Promise<BrowserContext> {
  const context = await app.browser.newContext(options);
  const session = await openSession(userId, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return context;
}

describe.each(sizes)("a newcomer (%s)", (size, options) => {
  it("with no rating for the game reads 1500? beside their name, on the game page and in the lobby", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    // Casual games leave them unrated: still 1500?, never "(new)".
    const casual = await startGameBetween(ana, bo, {}, new Date());
    await playMoves(casual, ["e4", "e5"], () => new Date());
    const posted = await postChallenge(
      ana.id,
      challengeInput.parse({ gameType: "joust", colour: "white", daysPerMove: "3", note: `Ana's ${tag()}` }),
      new Date(),
    );
    if (!posted.ok) throw new Error(posted.reason);

    // Ana's own page of the game (an ongoing game is its players' only).
    const context = await signedIn(ana.id, options);
    const page = await context.newPage();
    await page.goto(`${app.url}/games/${casual.id}`);
    await page.getByRole("heading", { name: "Ana – Bo" }).waitFor();
    await shot(page, `newcomer-game-${size}`);
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("Ana (1500?)");
    expect(main).toContain("Bo (1500?)");
    expect(main).not.toContain("(new)");
    await fitsWidth(page, options.viewport.width);

    await page.goto(`${app.url}/challenges?game=joust`);
    const row = page.getByRole("listitem").filter({ hasText: "Ana's" }).first();
    await row.waitFor();
    await shot(page, `newcomer-lobby-${size}`);
    expect(await row.textContent()).toContain("Ana (1500?) plays White");
    expect(await page.textContent("main")).not.toContain("(new)");
    await fitsWidth(page, options.viewport.width);
    await context.close();
  });

  it("is welcomed under a small header, offered their address's name capitalised", async () => {
    const ana = await db().user.create({ data: { email: `ana.lopez@${tag()}.example.com` } });
    const context = await signedIn(ana.id, options);
    const page = await context.newPage();
    await page.goto(`${app.url}/new`);
    await page.getByRole("heading", { name: "Welcome to Pigeon Post!" }).waitFor();
    await shot(page, `newcomer-welcome-${size}`);
    expect(await page.getByLabel("Your name").inputValue()).toBe("Ana Lopez");
    // No way around the welcome from the header: no New game, Challenges, Tournaments or My games.
    expect(await page.locator("header a[href='/new'], header a[href='/challenges']").count()).toBe(0);
    expect(await page.locator("header a[href='/tournaments'], header a[href='/']:not(.brand)").count()).toBe(
      0,
    );
    await page.getByRole("button", { name: "Sign out" }).first().waitFor({ state: "attached" });
    await fitsWidth(page, options.viewport.width);

    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL(`**/new`);
    // Saved: the whole header is back.
    await page.locator("header a[href='/challenges']").first().waitFor({ state: "attached" });
    expect((await db().user.findUniqueOrThrow({ where: { id: ana.id } })).name).toBe("Ana Lopez");
    await context.close();
  });
});

describe.each(sizes)("a newcomer's challenge (%s)", (size, options) => {
  it("with a range that leaves its poster out is refused at the range, saying they count as 1500", async () => {
    const val = await person("Val");
    const context = await signedIn(val.id, options);
    const page = await context.newPage();
    await page.goto(`${app.url}/challenges/new`);
    const form = page.getByRole("form", { name: "Post a challenge" });
    await form.getByLabel("Game", { exact: true }).selectOption("diagonal");
    await form.getByLabel("Lowest").fill("1600");
    await form.getByLabel("Highest").fill("1900");
    await form.getByRole("button", { name: "Post the challenge" }).click();
    await page
      .getByText(/leaves out players like you|Your challenge is posted/)
      .first()
      .waitFor();
    await shot(page, `newcomer-range-${size}`);
    const said = form.getByText(
      "This challenge would be for players rated 1600–1900; you have no Diagonal Chess rating yet, which counts as 1500, so it leaves out players like you. Widen the range to take you in.",
    );
    expect(await said.count()).toBe(1);
    // At the range, under its boxes, with the focus on the first; nothing posted.
    const [saidBox, lowBox] = [await said.boundingBox(), await form.getByLabel("Lowest").boundingBox()];
    expect(saidBox && lowBox && saidBox.y - (lowBox.y + lowBox.height)).toBeGreaterThanOrEqual(0);
    expect(await form.getByLabel("Lowest").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await form.getByLabel("Highest").inputValue()).toBe("1900");
    expect(await db().challenge.count({ where: { challengerId: val.id } })).toBe(0);
    await fitsWidth(page, options.viewport.width);
    await context.close();
  });
});

describe.each(sizes)("a visitor's home page (%s)", (size, options) => {
  it("says that one can play the computer, and the link leads to it", async () => {
    const context = await app.browser.newContext(options);
    const page = await context.newPage();
    await page.goto(app.url);
    await page.getByRole("heading", { name: "Slow chess, by post" }).waitFor();
    await shot(page, `visitor-home-${size}`);
    const link = page.getByRole("link", { name: "Play the computer" });
    expect(await link.getAttribute("href")).toBe("/new?against=computer");
    await fitsWidth(page, options.viewport.width);
    await link.click();
    await page.getByRole("heading", { name: "Play the computer" }).waitFor();
    await context.close();
  });
});
