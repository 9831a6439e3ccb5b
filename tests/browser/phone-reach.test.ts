// What a thumb reaches on a phone (issue 37, "within reach"), measured at 390 × 844 with a touch
// screen: once a move is chosen on the board, its Send button on the first screen without
// scrolling, in every game, Kings Court's twelve files included (its board no wider than the
// screen); each new-game form's button within the first two screens; on the game page the
// conversation within a screen of the board, the tools after it, and nothing wider than the
// screen; and on a desktop, Send right under the board too, the message folded until asked for.
// (The analysis board's evaluation beside its board and the key hints' absence on a touch screen
// are measured in ./second-look.test.ts.) Screenshots go to test-results/screenshots as
// `reach-<part>.png`.
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { games, getGame, type Position, unwrap } from "@/lib/engine";
import { person, playMoves, startGameBetween } from "../support/players";
import { seeded } from "../support/playout";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const screen = { width: 390, height: 844 };
const phone = { viewport: screen, isMobile: true, hasTouch: true };

async function signedIn(browser: Browser, userId: string, options: object = phone): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const session = await openSession(userId, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return context;
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
};

/** Where a box is on the page (not the screen): its top and bottom. */
async function onPage(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  const scrolled = await page.evaluate(() => window.scrollY);
  return { top: box.y + scrolled, bottom: box.y + box.height + scrolled };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotsDir, `reach-${name}.png`) });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const boardPicture = (page: Page) =>
  page.getByRole("region", { name: "Board" }).locator("svg[role=img]").first();

/** Ana (White) to move in a game of `gameType` after `plies` quiet plies, every fourth with a message. */
async function anaToMove(gameType: string, plies = 4) {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const game = await startGameBetween(ana, ben, { gameType }, new Date());
  const rules = unwrap(getGame(gameType));
  const random = seeded(7);
  let position = rules.start();
  const moves: (string | readonly [string, string])[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const quiet = rules
      .legalMoves(position)
      .filter((move) => rules.outcome(rules.play(position, move)).status === "ongoing");
    const move = quiet[Math.floor(random() * quiet.length)];
    const text = rules.printMove(position, move);
    moves.push(ply % 4 === 1 ? [text, `After ${text}: your turn, and a word or two more.`] : text);
    position = rules.play(position, move);
  }
  await playMoves(game, moves, () => new Date());
  return { ana, ben, game };
}

async function positionOf(gameId: string): Promise<Position> {
  const row = await db().game.findUniqueOrThrow({ where: { id: gameId } });
  return { game: row.gameType, fen: row.position, history: row.history };
}

describe("on the move page", () => {
  it.each(games().map((g) => g.id))(
    "%s: once a move is chosen, Send is on the first screen",
    async (gameType) => {
      const { ana, game } = await anaToMove(gameType);
      const position = await positionOf(game.id);
      const rules = unwrap(getGame(gameType));
      // A move with no chooser (one move between its two squares) where there is one; in Joust,
      // whose every turn has a choice of routes, the chooser's first.
      const moves = rules.moveChoices(position).filter((c) => c.from !== c.to);
      const between = (c: { from: string; to: string }) => rules.movesBetween(position, c.from, c.to).length;
      const move = moves.find((c) => between(c) === 1) ?? moves[0];
      if (!move) throw new Error("no move");
      const context = await signedIn(app.browser, ana.id);
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${game.id}`);
      const board = boardPicture(page);
      expect((await boxOf(board)).width, "the board's width").toBeLessThanOrEqual(screen.width);
      expect(await pageWidth(page), "the page's width").toBeLessThanOrEqual(screen.width);
      await page.locator(`button[aria-label^="${move.from},"]`).tap();
      await page.locator(`button[aria-label^="${move.to},"]`).tap();
      if (between(move) > 1)
        await page.getByRole("group", { name: "Choose the move" }).locator("li button").first().tap();
      const confirm = page.getByRole("form", { name: "Confirm your move" });
      await confirm.waitFor();
      await shot(page, `move-${gameType}`);
      // Where the chooser opened below the board, the screen stays where the choice was tapped.
      if (between(move) === 1) expect(await page.evaluate(() => window.scrollY), "scrolled").toBe(0);
      const send = await boxOf(confirm.getByRole("button", { name: /^Send move/ }));
      expect(send.y, "Send's top").toBeGreaterThanOrEqual(0);
      expect(send.y + send.height, "Send's bottom").toBeLessThanOrEqual(screen.height);
      expect((await boxOf(boardPicture(page))).width, "the chosen move's board").toBeLessThanOrEqual(
        screen.width,
      );
      await context.close();
    },
  );
});

describe("the new-game forms", () => {
  it.each([
    ["/new", "Send the invitation"],
    ["/new?against=computer", "Play the computer"],
  ])("%s puts “%s” within the first two screens", async (where, label) => {
    const ana = await person("Ana");
    const context = await signedIn(app.browser, ana.id);
    const page = await context.newPage();
    await page.goto(`${app.url}${where}`);
    const button = page.getByRole("button", { name: label, exact: true });
    const { bottom } = await onPage(page, button);
    await button.scrollIntoViewIfNeeded();
    await shot(page, `new-${label.split(" ").at(-1)}`);
    expect(bottom, label).toBeLessThanOrEqual(2 * screen.height);
    expect(await pageWidth(page)).toBeLessThanOrEqual(screen.width);
    await context.close();
  });
});

describe("the game page", () => {
  it("keeps board, move and conversation together, the tools after them, nothing wider than the screen", async () => {
    // Thirty moves in, with eight messages.
    const { ana, game } = await anaToMove("chess", 30);
    const context = await signedIn(app.browser, ana.id);
    const page = await context.newPage();
    await page.goto(`${app.url}/games/${game.id}`);
    const board = await onPage(page, boardPicture(page));
    const chat = page.getByRole("form", { name: "Send a message" });
    const chatAt = await onPage(page, chat);
    const tools = await onPage(page, page.locator('[data-part="tools"]'));
    const record = await onPage(page, page.getByRole("heading", { name: "Moves", exact: true }));
    await shot(page, "game-top");
    await chat.scrollIntoViewIfNeeded();
    await shot(page, "game-chat");
    expect(chatAt.top - board.bottom, "from the board to the chat").toBeLessThanOrEqual(screen.height);
    expect(tools.top, "the tools after the chat").toBeGreaterThanOrEqual(chatAt.bottom);
    expect(record.top, "the record after the board").toBeGreaterThanOrEqual(board.bottom);
    expect(await pageWidth(page)).toBeLessThanOrEqual(screen.width);
    await context.close();
  });
});

describe("on a desktop (1280 × 800)", () => {
  it("Send sits right under the board too, the message folded until asked for", async () => {
    const desktop = { viewport: { width: 1280, height: 800 } };
    for (const gameType of ["chess", "kings-court"]) {
      const { ana, game } = await anaToMove(gameType, 12);
      const position = await positionOf(game.id);
      const rules = unwrap(getGame(gameType));
      const move = rules
        .moveChoices(position)
        .find((c) => c.from !== c.to && rules.movesBetween(position, c.from, c.to).length === 1);
      if (!move) throw new Error("no plain move");
      const context = await signedIn(app.browser, ana.id, desktop);
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${game.id}`);
      await shot(page, `desktop-game-${gameType}`);
      await page.locator(`button[aria-label^="${move.from},"]`).click();
      await page.locator(`button[aria-label^="${move.to},"]`).click();
      const confirm = page.getByRole("form", { name: "Confirm your move" });
      await confirm.waitFor();
      await shot(page, `desktop-move-${gameType}`);
      const board = await onPage(page, boardPicture(page));
      const send = await onPage(page, confirm.getByRole("button", { name: /^Send move/ }));
      // Under the board: the bottom player, the move, the fold and the kept answers' opener.
      expect(send.top - board.bottom, gameType).toBeLessThanOrEqual(300);
      const message = confirm.getByRole("textbox", { name: "Message to your opponent (optional)" });
      expect(await message.isVisible(), gameType).toBe(false);
      await confirm.getByText("Add a message or offer a draw").click();
      await message.fill("Your turn.");
      await shot(page, `desktop-move-open-${gameType}`);
      await context.close();
    }
    const ana = await person("Ana");
    const context = await signedIn(app.browser, ana.id, desktop);
    const page = await context.newPage();
    await page.goto(`${app.url}/new`);
    await shot(page, "desktop-new");
    await context.close();
  });
});
