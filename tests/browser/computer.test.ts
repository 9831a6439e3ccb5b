// Playing the computer in Chromium against the built app (`npm start`, its worker and thinking
// thread included): "Play the computer" on /new, a move on the board, and the computer's answer
// appearing on the page without a reload; and the lobby's offer on a challenge nobody took up, with
// its email. Screenshots at 390 and 1280 px go to test-results/screenshots.
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { moveShown } from "@/lib/games/catalog/catalog";
import { hours } from "../support/clock";
import { until } from "../support/jobs";
import { person } from "../support/players";
import { screenshotMail, screenshotsDir, startApp, type TestApp } from "./support/app";
import { phone } from "./support/phone";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
});

const desktop = { viewport: { width: 1280, height: 800 } };

async function signedIn(browser: Browser, userId: string, options: object): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const session = await openSession(userId, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return context;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** At the top of the page, White's back rank (a1) and the move prompt are inside the window. */
async function firstScreenHolds(page: Page, height: number): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const a1 = await page.locator('[aria-label^="a1,"]').boundingBox();
  const prompt = await page.getByText("Your move: tap a piece, then where it goes.").boundingBox();
  expect(a1 && a1.y + a1.height, "the back rank's bottom").toBeLessThanOrEqual(height);
  expect(prompt && prompt.y + prompt.height, "the move prompt's bottom").toBeLessThanOrEqual(height);
}

async function tap(page: Page, from: string, to: string): Promise<void> {
  await page.locator(`button[aria-label^="${from},"]`).click();
  await page.locator(`button[aria-label^="${to},"]`).click();
}

describe("playing the computer", () => {
  it.each([
    ["phone", phone, 390],
    ["desktop", desktop, 1280],
  ] as const)(
    "on the %s: start from /new, move, and see the computer's answer appear",
    async (name, size, width) => {
      const ana = await person("Ana");
      const context = await signedIn(app.browser, ana.id, size);
      const page = await context.newPage();
      await page.goto(`${app.url}/new`);
      await page.getByRole("link", { name: "Play the computer" }).click();
      await page.waitForURL("**/new?against=computer");
      await page.getByRole("heading", { name: "Play the computer" }).waitFor();
      // A newcomer is offered the level for a 1500 rating.
      expect(await page.getByLabel("Level").inputValue()).toBe("4");
      await fitsWidth(page, width);
      await shot(page, `computer-new-${name}`);

      const form = page.getByRole("form", { name: "Play the computer" });
      await form
        .getByLabel("Level")
        .selectOption({ label: "Level 1 — a beginner who has just learned the moves" });
      await form.getByLabel("White (moves first)").check();
      await form.getByRole("button", { name: "Play the computer" }).click();
      await page.waitForURL(/\/games\/[a-z0-9]+$/);
      const gameId = page.url().split("/").at(-1) as string;
      expect(await page.textContent("main")).toContain("Pigeon (computer, level 1)");

      // The computer reads no message, chat or conditional line: the page offers none of them.
      const typed = page.getByRole("form", { name: "Send a move as text" });
      expect(await typed.locator("textarea").count()).toBe(0);
      expect(await typed.textContent()).not.toContain("Message to your opponent");
      await tap(page, "e2", "e4");
      const confirm = page.getByRole("form", { name: "Confirm your move" });
      expect(await confirm.locator("textarea").count()).toBe(0);
      await confirm.getByLabel("Offer the computer a draw with this move").waitFor();
      expect(await confirm.getByText(/Keep answers/).count()).toBe(0);
      await shot(page, `computer-confirm-${name}`);
      await confirm.getByRole("button", { name: "Send move" }).click();
      await page.getByText("Move sent.").waitFor();
      expect(await page.getByRole("heading", { name: "Conditional moves" }).count()).toBe(0);
      expect(await page.getByText(/^Chat with/).count()).toBe(0);
      // The computer answers in the worker; the page, looking again while it thinks, shows the
      // answer without a reload.
      await until(
        async () => (await db().game.findUniqueOrThrow({ where: { id: gameId } })).plies === 2,
        "the computer's answer",
      );
      const answer = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId, ply: 2 } } });
      const shown = moveShown("chess", answer);
      const moves = page.getByRole("region", { name: "Moves", exact: true });
      await until(async () => ((await moves.textContent()) ?? "").includes(shown), `${shown} on the page`);
      await page.getByText(/^Your move — /).waitFor();
      // The next-game bar above the board leaves its back rank and the move prompt on the first
      // screen (the board answers on the same page, ?done=move still in the address).
      await firstScreenHolds(page, size.viewport.height);
      await fitsWidth(page, width);
      await shot(page, `computer-game-${name}`);
      await context.close();
    },
  );

  it("the lobby's offer after a day: its email, and its button on the challenge's page", async () => {
    const bo = await person("Bo");
    const input = challengeInput.parse({ gameType: "joust", colour: "white", daysPerMove: "3" });
    const posted = await postChallenge(bo.id, input, hours(-25, new Date()));
    if (!posted.ok) throw new Error(posted.reason);
    const mail = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(bo.email) && /play the computer\?$/.test(m.subject ?? ""),
    );
    const context = await signedIn(app.browser, bo.id, phone);
    await screenshotMail(context, mail, "computer-offer");
    const page = await context.newPage();
    await page.goto(`${app.url}/challenges/${posted.challengeId}`);
    const offer = page.getByRole("form", { name: "Play the computer instead" });
    await offer.waitFor();
    expect(await offer.textContent()).toContain("Level 4 — an improving club player");
    await fitsWidth(page, 390);
    await shot(page, "computer-offer-phone");
    await offer.getByRole("button", { name: "Play the computer" }).click();
    await page.waitForURL(/\/games\/[a-z0-9]+$/);
    expect(await page.textContent("main")).toContain("Pigeon (computer, level 4)");
    await context.close();
  });
});
