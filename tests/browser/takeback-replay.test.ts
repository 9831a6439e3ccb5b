// Issue 26's game states in Chromium against the built app: a takeback asked and accepted on the
// game pages and the move played in its place, with both emails (the takeback's and the your-move
// after the replayed move); a stale second tab whose move is refused and which then shows the game
// as it stands; the game page and the emails while a vacation pauses the clocks; a declined draw
// offer's email. Screenshots at 390 and 1280 px (and of each email) go to test-results/screenshots.
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addLine } from "@/lib/conditional/lines";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { submitMove } from "@/lib/games/turn/play";
import { answerDraw, offerDraw } from "@/lib/games/turn/resolve";
import { startVacation } from "@/lib/vacation/vacation";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";
import { appForFile, screenshotMail, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const phone = { viewport: { width: 390, height: 844 }, isMobile: true };
const desktop = { viewport: { width: 1280, height: 900 } };

async function openGame(context: BrowserContext, who: Person, gameId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(who.id, gameId));
  await page.waitForURL(`**/games/${gameId}`);
  return page;
}
const newContext = (browser: Browser, size: object) => browser.newContext(size);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

const mailTo = (who: Person, subject: RegExp) => (m: Received) =>
  m.envelopeTo.includes(who.email) && subject.test(m.subject ?? "");

async function tap(page: Page, from: string, to: string): Promise<void> {
  await page.locator(`button[aria-label^="${from},"]`).click();
  await page.locator(`button[aria-label^="${to},"]`).click();
}

describe("a takeback and the move played after it", () => {
  it("Wendy takes Nf3 back with Bart's consent and plays d4: she gets the takeback email, he the your-move", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, { daysPerMove: 3, takebacks: true }, new Date());
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    // Wendy keeps a conditional line for the move she will take back: it goes with it.
    await addLine({ gameId: game.id, userId: wendy.id, ply: 4, moves: ["Nc6", "Bc4"] });
    const firstMail = await app.smtp.waitFor(mailTo(bart, /^Your move: .*\(move 2\)$/));
    expect(firstMail.text).toContain("played *2. Nf3*.");

    const wendyContext = await newContext(app.browser, desktop);
    const wendyPage = await openGame(wendyContext, wendy, game.id);
    await wendyPage.locator("summary", { hasText: "Ask to take back your move…" }).click();
    await wendyPage.getByRole("button", { name: "Ask to take back your move", exact: true }).click();
    await wendyPage.getByRole("status").filter({ hasText: "Takeback asked." }).waitFor();

    const bartContext = await newContext(app.browser, phone);
    const bartPage = await openGame(bartContext, bart, game.id);
    const banner = bartPage
      .getByRole("status")
      .filter({ hasText: "Wendy asks to take back their last move" });
    await banner.getByRole("button", { name: "Accept the takeback" }).click();
    await bartPage.getByRole("status").filter({ hasText: "Takeback accepted" }).waitFor();

    // The takeback's email to Wendy: her move is gone, and so are the lines she kept for it.
    const accepted = await app.smtp.waitFor(mailTo(wendy, /^Bart accepted your takeback/));
    expect(accepted.text).toContain("Bart let you take your move back.");
    expect(accepted.text).toContain("your conditional moves, set for a position that is gone, were cleared");
    expect(accepted.text).toMatch(
      /It is your move: you have \d days? \d+ hours?|It is your move: you have 3 days/,
    );
    await screenshotMail(wendyContext, accepted, "takeback-accepted");

    // Wendy plays d4 on the board; her page says the lines were cleared.
    await wendyPage.reload();
    expect(await wendyPage.textContent("main")).toContain("Moves were taken back, so your conditional moves");
    await tap(wendyPage, "d2", "d4");
    const confirm = wendyPage.getByRole("form", { name: "Confirm your move" });
    await confirm.getByRole("button", { name: "Send move" }).click();
    await wendyPage.getByText("Move sent.").waitFor();

    // Bart's your-move for the replayed turn: move 2 again, with d4 this time.
    const replayed = await app.smtp.waitFor(
      (m) => mailTo(bart, /^Your move: .*\(move 2\)$/)(m) && (m.text ?? "").includes("played *2. d4*."),
    );
    expect(replayed.text).not.toContain("Nf3");
    await screenshotMail(bartContext, replayed, "your-turn-after-takeback");
    // From the email's link, the position with d4.
    await bartPage.goto((/http:\/\/[^\s]+\/play\/[A-Za-z0-9_-]+/.exec(replayed.text ?? "") ?? [""])[0]);
    const moves = bartPage.getByRole("region", { name: "Moves" });
    await moves.waitFor();
    expect(await moves.textContent()).toContain("d4");
    await fitsWidth(bartPage, 390);
    await shot(bartPage, "after-takeback-phone");
    await wendyContext.close();
    await bartContext.close();
  });
});

describe("a stale second tab", () => {
  it.each([
    ["phone", phone, 390],
    ["desktop", desktop, 1280],
  ] as const)(
    "on the %s: its move is refused and it shows the game as it stands",
    async (name, size, width) => {
      const wendy = await person("Wendy");
      const bart = await person("Bart");
      const game = await startGameBetween(wendy, bart, { daysPerMove: 3 }, new Date());
      await playMoves(game, ["e4"], () => new Date());
      const context = await newContext(app.browser, size);
      const first = await openGame(context, bart, game.id);
      const second = await context.newPage();
      // A tab that stays stale: its live stream cannot connect (a laptop that slept, a network
      // that dropped it), so only sending a move tells it the game moved on.
      await second.route(/\/events(\?|$)/, (route) => route.abort());
      await second.goto(first.url());

      // The first tab plays f6 as text; the second, still showing Black's move 1, picks e6 on the board.
      await first.getByLabel("Your move", { exact: true }).fill("f6");
      await first
        .getByRole("form", { name: "Send a move as text" })
        .getByRole("button", { name: "Send move" })
        .click();
      await first.getByText("Move sent.").waitFor();
      await tap(second, "e7", "e6");
      await second
        .getByRole("form", { name: "Confirm your move" })
        .getByRole("button", { name: "Send move" })
        .click();

      const notice = second.getByRole("alert").filter({ hasText: "had already been sent" });
      await notice.waitFor();
      expect(await notice.textContent()).toBe(
        "Your move for this turn, f6, had already been sent (from another tab or device, or by a second click), so the move chosen on that page was not sent. This is the game as it stands now.",
      );
      // The position now: White to move, f6 in the list, and no move form or Send button for Black.
      const main = (await second.textContent("main")) ?? "";
      expect(main).toContain("Wendy's move");
      expect(main).not.toContain("Pf7-f6");
      expect(await second.getByRole("button", { name: "Send move" }).count()).toBe(0);
      expect(await second.getByRole("heading", { name: "Or type your move" }).count()).toBe(0);
      // Its pawn answers a tap with how it moves, but cannot be picked up (no aria-pressed).
      expect(await second.locator('button[aria-label^="e7,"][aria-pressed]').count()).toBe(0);
      const row = await db().game.findUniqueOrThrow({ where: { id: game.id }, include: { moves: true } });
      expect(row.moves.map((m) => m.notation).sort()).toEqual(["Pe2-e4", "Pf7-f6"]);
      await fitsWidth(second, width);
      await shot(second, `stale-tab-${name}`);
      await context.close();
    },
  );
});

describe("a game paused by a vacation", () => {
  it("its page shows the deadline after the return; the vacationer's emails say the clock is paused", async () => {
    const bo = await person("Bo");
    const ana = await person("Ana", { timeZone: "Europe/Paris" });
    await db().user.update({ where: { id: ana.id }, data: { vacationSeconds: 10 * 86_400 } });
    const game = await startGameBetween(bo, ana, { daysPerMove: 3 }, new Date());
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    expect((await startVacation(ana.id, day, new Date())).ok).toBe(true);
    await submitMove({ gameId: game.id, userId: bo.id, ply: 1, move: "e4" }, new Date());
    const yourMove = await app.smtp.waitFor(mailTo(ana, /^Your move/));
    expect(yourMove.text).toContain("The clock is paused until your return from vacation on");
    const anaContext = await newContext(app.browser, phone);
    await screenshotMail(anaContext, yourMove, "your-turn-paused");
    // Bo offers a draw; its email to Ana says the clock is paused too.
    await offerDraw(game.id, bo.id, new Date());
    const offer = await app.smtp.waitFor(mailTo(ana, /^Bo offers a draw/));
    expect(offer.text).toContain("It is your move. The clock is paused until your return from vacation on");
    await screenshotMail(anaContext, offer, "draw-offer-paused");
    // Her page while it waits: the banner to answer it, and no offer of her own to send with a move
    // (it would take the place of Bo's; the service refuses it too).
    const offered = await openGame(anaContext, ana, game.id);
    await offered.getByRole("status").filter({ hasText: "Bo offers a draw." }).waitFor();
    expect(await offered.getByLabel("Offer a draw with this move").count()).toBe(0);
    await offered.close();
    await answerDraw(game.id, ana.id, false, new Date());
    const declined = await app.smtp.waitFor(mailTo(bo, /^Ana declined your draw offer/));
    await screenshotMail(anaContext, declined, "draw-declined");

    for (const [who, size, width, name] of [
      [ana, phone, 390, "paused-game-phone"],
      [bo, desktop, 1280, "paused-game-desktop"],
    ] as const) {
      const context = await newContext(app.browser, size);
      const page = await openGame(context, who, game.id);
      const main = (await page.textContent("main")) ?? "";
      if (who === ana) expect(await page.getByLabel("Offer a draw with this move").count()).toBe(1);
      expect(main).toMatch(/Clock paused; after the return on \d{1,2} [A-Z][a-z]+ the deadline is /);
      expect(main).toContain("3 days left (clock paused)");
      await fitsWidth(page, width);
      await shot(page, name);
      await context.close();
    }
    await anaContext.close();
  });
});
