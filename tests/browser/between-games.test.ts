// From one game to the next, in Chromium against the production build: after a move, the next
// game waiting (with how many wait) and the way back to all games; a rematch offered on a finished
// game and accepted by the other player from theirs; "Challenge this player" from a player page.
// Each at 390 and 1280 px, with screenshots in test-results/screenshots.
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { resign } from "@/lib/games/turn/resolve";
import { finishedRow, type Person, person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotMail, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const sizes = [
  ["phone", { viewport: { width: 390, height: 844 }, isMobile: true }],
  ["desktop", { viewport: { width: 1280, height: 800 } }],
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function openGame(context: BrowserContext, who: Person, gameId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(who.id, gameId));
  await page.waitForURL(`**/games/${gameId}`);
  return page;
}

/** Plays from → to on the board and sends it. */
async function move(page: Page, from: string, to: string): Promise<void> {
  await page.locator(`button[aria-label^="${from},"]`).click();
  await page.locator(`button[aria-label^="${to},"]`).click();
  await page
    .getByRole("form", { name: "Confirm your move" })
    .getByRole("button", { name: "Send move" })
    .click();
  await page.waitForURL(/\?done=move$/);
}

describe.each(sizes)("the next game after a move (%s)", (size, options) => {
  it("leads from each move to the next game waiting, then back to all games", async () => {
    const ana = await person("Ana");
    const [ben, cy, dee] = await Promise.all(["Ben", "Cy", "Dee"].map((name) => person(name)));
    const now = new Date();
    const first = await startGameBetween(ana, ben, { daysPerMove: 7 }, now);
    const soonest = await startGameBetween(ana, cy, { daysPerMove: 2 }, now);
    const last = await startGameBetween(ana, dee, { daysPerMove: 5 }, now);
    const context = await app.browser.newContext(options);
    const page = await openGame(context, ana, first.id);

    await move(page, "e2", "e4");
    const next = page.getByRole("navigation", { name: "Next game" });
    await next.getByText("Next game waiting for you (2 in all)").waitFor();
    expect(await next.textContent()).toContain("Chess vs Cy · 1 day 23 hours left");
    // One compact bar with the move's notice, above a board whose back rank stays on the first screen.
    expect(await next.getByRole("status").textContent()).toMatch(/^Move sent\./);
    await page.evaluate(() => window.scrollTo(0, 0));
    const a1 = await page.locator('[aria-label^="a1,"]').boundingBox();
    expect(a1 && a1.y + a1.height, "the back rank's bottom").toBeLessThanOrEqual(options.viewport.height);
    await fitsWidth(page, options.viewport.width);
    await shot(page, `next-game-${size}`);
    await next.getByRole("link", { name: "Next game" }).click();
    await page.waitForURL(`**/games/${soonest.id}`);

    await move(page, "d2", "d4");
    await next.getByText("Next game waiting for you", { exact: true }).waitFor();
    await next.getByRole("link", { name: "Next game" }).click();
    await page.waitForURL(`**/games/${last.id}`);

    await move(page, "g1", "f3");
    await next.getByText("No other game waits for your move.").waitFor();
    await shot(page, `next-game-none-${size}`);
    await next.getByRole("link", { name: "Back to my games" }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByText("No game is waiting for you.").waitFor();
    await context.close();
  });
});

describe.each(sizes)("a rematch (%s)", (size, options) => {
  it("Ana offers one on the finished game; Ben sees the offer on his and starts it, colours swapped", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, { daysPerMove: 5, rated: true }, new Date());
    await playMoves(game, ["e4", "e5"], () => new Date());
    const resigned = await resign(game.id, ben.id, new Date());
    if (!resigned.ok) throw new Error(resigned.reason);

    const anaContext = await app.browser.newContext(options);
    const anaPage = await openGame(anaContext, ana, game.id);
    const card = anaPage.getByRole("region", { name: "Rematch" });
    expect(await card.textContent()).toContain("Chess, 5 days per move, rated; you play Black.");
    await card.getByRole("button", { name: "Offer a rematch" }).click();
    await card.getByText("You offered Ben a rematch").waitFor();
    await fitsWidth(anaPage, options.viewport.width);
    await shot(anaPage, `rematch-offered-${size}`);
    // A second press is not possible from the page, and the service would find the first offer.
    expect(await card.getByRole("button", { name: "Offer a rematch" }).count()).toBe(0);

    const benContext = await app.browser.newContext(options);
    const benPage = await openGame(benContext, ben, game.id);
    const offer = benPage.getByRole("region", { name: "Rematch" });
    await offer.getByText("Ana offers a rematch").waitFor();
    expect(await offer.textContent()).toContain("you play White.");
    await shot(benPage, `rematch-offer-${size}`);
    await offer.getByRole("button", { name: "Accept and start" }).click();
    await benPage.waitForURL((url) => url.pathname.startsWith("/games/") && !url.pathname.endsWith(game.id));
    await benPage.getByRole("heading", { name: "Ben – Ana" }).waitFor();
    const rematchId = new URL(benPage.url()).pathname.split("/").pop() as string;
    expect(await db().game.findUniqueOrThrow({ where: { id: rematchId } })).toMatchObject({
      whiteId: ben.id,
      blackId: ana.id,
      daysPerMove: 5,
      rated: true,
    });
    expect(await db().invitation.count({ where: { rematchOfId: game.id } })).toBe(1);

    // Ana hears once, and her finished game now leads to the rematch.
    const told = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && /accepted your rematch offer/.test(m.subject ?? ""),
    );
    expect(told.subject).toMatch(/^Ben accepted your rematch offer: Chess #\d+ vs Ben has started$/);
    const offered = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(ben.email) && /offers a rematch/.test(m.subject ?? ""),
    );
    expect(offered.subject).toBe("Ana offers a rematch of your Chess game, colours swapped");
    expect(offered.text).not.toContain(ana.email);
    if (size === "phone") {
      await screenshotMail(anaContext, told, "game-started-black");
      await screenshotMail(anaContext, offered, "rematch-invitation");
    }
    await anaPage.reload();
    await card.getByRole("link", { name: "Go to the rematch" }).click();
    await anaPage.waitForURL(`**/games/${rematchId}`);
    await anaContext.close();
    await benContext.close();
  });
});

describe.each(sizes)("challenging a player from their page (%s)", (size, options) => {
  it("Ana challenges Ben to Joust Chess by name; his address appears nowhere", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    await finishedRow(ben, await person("Cy"), { finishedAt: new Date() });
    const session = await openSession(ana.id, new Date());
    const context = await app.browser.newContext(options);
    await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
    const page = await context.newPage();

    await page.goto(`${app.url}/players/${ben.id}`);
    await fitsWidth(page, options.viewport.width);
    await shot(page, `challenge-player-page-${size}`);
    await page.getByRole("link", { name: "Challenge Ben" }).click();
    await page.getByRole("heading", { name: "Challenge Ben" }).waitFor();
    expect(await page.textContent("main")).toContain("Your opponent: Ben");
    expect(await page.getByLabel("Your opponent's email address").count()).toBe(0);
    await page.getByRole("radio", { name: /Joust Chess/ }).check();
    await page.getByLabel("Black", { exact: true }).check();
    await shot(page, `challenge-player-form-${size}`);
    await page.getByRole("button", { name: "Challenge Ben" }).click();

    await page.getByRole("heading", { name: "Your invitation to Ben: Joust Chess" }).waitFor();
    await page.getByRole("img", { name: "The Joust Chess start position, seen from Black's side" }).waitFor();
    expect(await page.textContent("main")).not.toContain(ben.email);
    await shot(page, `challenge-player-sent-${size}`);
    expect(
      await db().invitation.findFirstOrThrow({ where: { inviterId: ana.id, inviteeId: ben.id } }),
    ).toMatchObject({ gameType: "joust", inviterColor: "BLACK", status: "PENDING" });
    await context.close();
  });
});
