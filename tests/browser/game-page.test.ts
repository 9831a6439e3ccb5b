// The game page and board at a phone's 390 px (a touch screen) and a desktop's 1280 × 800, as the
// issue measured them: a header of one line, the game's story (moves and messages) before its tools,
// the board and its move chooser on the first screen under a notice, Kings Court's whole board
// (squares a finger can hit on request), key hints only where there are keys, a tapped piece that says how it moves, each game's
// own typed-move examples, the home page's cards and the rules pages. Screenshots of every page
// for all six games, at both widths, go to test-results/screenshots.
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { games, getGame, type Position, unwrap } from "@/lib/engine";
import { moveExamples } from "@/lib/games/catalog/move-examples";
import { resign } from "@/lib/games/turn/resolve";
import { person, playMoves, startGameBetween } from "../support/players";
import { seeded } from "../support/playout";
import { appForFile, screenshotsDir, startApp } from "./support/app";
import { phone } from "./support/phone";

const app = appForFile(startApp);

const desktop = { viewport: { width: 1280, height: 800 } };
const widths = [
  { name: "phone", options: phone },
  { name: "desktop", options: desktop },
] as const;
const gameIds = games().map((g) => g.id);

/** A browser context signed in as `userId`. */
async function signedIn(browser: Browser, userId: string, options: object): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const session = await openSession(userId, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return context;
}

/** `plies` random moves of `gameType` from its start, none of which ends the game (seeded). */
function quietMoves(gameType: string, plies: number, seed = 3): string[] {
  const game = unwrap(getGame(gameType));
  const random = seeded(seed);
  let position = game.start();
  const moves: string[] = [];
  for (let i = 0; i < plies; i++) {
    const quiet = game
      .legalMoves(position)
      .filter((move) => game.outcome(game.play(position, move)).status === "ongoing");
    const move = quiet[Math.floor(random() * quiet.length)];
    moves.push(game.printMove(position, move));
    position = game.play(position, move);
  }
  return moves;
}

/** Ana (White) and Ben, `plies` moves into a game of `gameType`, Ben's second move with a message. */
async function gameOf(
  gameType: string,
  plies: number,
  players?: { ana: { id: string }; ben: { id: string } },
) {
  const ana = players?.ana ?? (await person("Ana"));
  const ben = players?.ben ?? (await person("Ben"));
  const game = await startGameBetween(ana, ben, { gameType, takebacks: true }, new Date());
  const moves = quietMoves(gameType, plies).map((move, i) =>
    i === 3 ? ([move, "Your turn: mind the queen."] as const) : move,
  );
  await playMoves(game, moves, () => new Date());
  return { ana, ben, game };
}

async function positionOf(gameId: string): Promise<Position> {
  const row = await db().game.findUniqueOrThrow({ where: { id: gameId } });
  return { game: row.gameType, fen: row.position, history: row.history };
}

/** Where White's king stands now. */
async function kingSquare(gameId: string): Promise<string> {
  const position = await positionOf(gameId);
  const king = unwrap(getGame(position.game))
    .boardView(position)
    .find((p) => p.color === "w" && p.letter === "K");
  if (!king) throw new Error("no white king");
  return king.square;
}

/** A square whose piece the side to move may pick up (a button on the board in any version). */
async function movableSquare(gameId: string): Promise<string> {
  const position = await positionOf(gameId);
  const [first] = unwrap(getGame(position.game)).moveChoices(position);
  if (!first) throw new Error("no move");
  return first.from;
}

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
};

/** The board's picture on the game page. */
const boardPicture = (page: Page) =>
  page.getByRole("region", { name: "Board" }).locator("svg[role=img]").first();

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage });

describe("the header", () => {
  it("is one line at 390 px, its links in a Menu, and one line at 1280 px", async () => {
    const ana = await person("Anastasia Longfellow");
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, ana.id, options);
      const page = await context.newPage();
      await page.goto(`${app.url}/`);
      const header = page.locator("header.site-header");
      const brand = await boxOf(header.getByRole("link", { name: "Pigeon Post" }));
      // Everything the header shows sits on the brand's line: nothing wraps onto a line of its own.
      const shown = await header.locator("a, button, summary").filter({ visible: true }).all();
      expect(shown.length, name).toBeGreaterThanOrEqual(2);
      for (const item of shown) {
        const box = await boxOf(item);
        const label = (await item.textContent()) ?? "";
        expect(
          Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2)),
          `${name}: ${label}`,
        ).toBeLessThan(12);
      }
      expect((await boxOf(header)).height, name).toBeLessThanOrEqual(64);
      if (name === "phone") {
        await header.getByText("Menu", { exact: true }).click();
        for (const link of ["New game", "Challenges", "My games", "Account"])
          expect(await header.getByRole("link", { name: link }).isVisible(), link).toBe(true);
        expect(await header.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
        await shot(page, "header-menu-phone");
        await header.getByRole("link", { name: "Challenges" }).click();
        await page.waitForURL(/\/challenges$/);
        // Followed, the menu folds away.
        await expect.poll(() => header.getByRole("link", { name: "Account" }).isVisible()).toBe(false);
      }
      await context.close();
    }
  });
});

describe("the game page", () => {
  it("tells the game's story (moves and messages) before its tools, on a phone and a desktop", async () => {
    for (const gameType of gameIds) {
      // Ana's move (the typed move and the resign buttons), and Ben's (conditional moves too).
      const mine = await gameOf(gameType, 8);
      const theirs = await gameOf(gameType, 9, mine);
      for (const { name, options } of widths) {
        const context = await signedIn(app.browser, mine.ana.id, options);
        const page = await context.newPage();
        for (const [which, { game }] of [
          ["mine", mine],
          ["theirs", theirs],
        ] as const) {
          await page.goto(`${app.url}/games/${game.id}`);
          const moves = await boxOf(page.getByRole("heading", { name: "Moves", exact: true }));
          const message = await boxOf(page.getByText("Your turn: mind the queen."));
          const tools =
            which === "mine"
              ? ["Or type your move", "Resign or draw"]
              : ["Conditional moves", "Resign or draw"];
          for (const tool of tools) {
            const heading = await boxOf(page.getByRole("heading", { name: tool, exact: true }));
            expect(moves.y, `${gameType} ${which} ${name}: Moves above ${tool}`).toBeLessThan(heading.y);
            expect(message.y, `${gameType} ${which} ${name}: the message above ${tool}`).toBeLessThan(
              heading.y,
            );
          }
          await shot(page, `game-${gameType}-${which}-${name}`, true);
        }
        await context.close();
      }
    }
  });

  it("keeps the board and its own back rank on the first screen of 1280 × 800 under a notice", async () => {
    for (const gameType of gameIds) {
      const { ana, game } = await gameOf(gameType, 8);
      const context = await signedIn(app.browser, ana.id, desktop);
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${game.id}?done=draw-declined`);
      await page.getByText("Draw offer declined. The game goes on.").waitFor();
      const board = await boxOf(boardPicture(page));
      expect(board.y + board.height, `${gameType}: the board's bottom edge`).toBeLessThanOrEqual(800);
      expect(board.width, `${gameType}: a board, not a stamp`).toBeGreaterThan(440);
      // The player at the bottom (the viewer, whose back rank is the bottom one) is in sight too.
      const me = await boxOf(page.getByRole("region", { name: "Board" }).getByText("White · you"));
      expect(me.y + me.height, gameType).toBeLessThanOrEqual(800);
      await shot(page, `game-${gameType}-notice-desktop`);
      await context.close();
    }
  });

  it("opens the move chooser on the first screen too, over the board (1280 × 800)", async () => {
    // In Joust every move ends with a turn, so a piece moved to a square always brings the chooser.
    const { ana, game } = await gameOf("joust", 8);
    const joust = unwrap(getGame("joust"));
    const position = await positionOf(game.id);
    const choices = joust.moveChoices(position).filter((c) => c.from !== c.to);
    const move = choices.find((c) => joust.movesBetween(position, c.from, c.to).length > 1);
    if (!move) throw new Error("no move with a choice");
    const context = await signedIn(app.browser, ana.id, desktop);
    const page = await context.newPage();
    await page.goto(`${app.url}/games/${game.id}?done=draw-declined`);
    await page.locator(`button[aria-label^="${move.from},"]`).click();
    await page.locator(`button[aria-label^="${move.to},"]`).click();
    const chooser = page.getByRole("group", { name: "Choose the move" });
    await chooser.waitFor();
    const box = await boxOf(chooser);
    const board = await boxOf(boardPicture(page));
    expect(box.y, "the chooser's top").toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, "the chooser's bottom").toBeLessThanOrEqual(800);
    expect(box.y + box.height, "within the board").toBeLessThanOrEqual(board.y + board.height + 1);
    await shot(page, "game-joust-chooser-notice-desktop");
    // And it still plays the move: the first option asks to be confirmed.
    await chooser.locator("li button").first().click();
    await page.getByRole("form", { name: "Confirm your move" }).waitFor();
    await context.close();
  });

  it("draws Kings Court's whole board on a phone; squares of at least 40 px on request", async () => {
    const { ana, game } = await gameOf("kings-court", 6);
    const context = await signedIn(app.browser, ana.id, phone);
    const page = await context.newPage();
    await page.goto(`${app.url}/games/${game.id}`);
    const square = page.locator(`button[aria-label^="${await movableSquare(game.id)},"]`);
    // The whole board at first, so that a chosen move's Send button shares the screen with it.
    expect((await boxOf(boardPicture(page))).width).toBeLessThanOrEqual(390);
    expect((await boxOf(square)).width).toBeLessThan(40);
    await shot(page, "game-kings-court-whole-board-phone");

    await page.getByRole("button", { name: "Larger squares" }).click();
    await expect.poll(async () => (await boxOf(square)).width).toBeGreaterThanOrEqual(40);
    expect((await boxOf(square)).height).toBeGreaterThanOrEqual(40);
    // The board scrolls sideways within itself; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "game-kings-court-squares-phone");
    // The choice stays on this device.
    await page.reload();
    await page.getByRole("button", { name: "Show the whole board" }).click();
    await expect.poll(async () => (await boxOf(square)).width).toBeLessThan(40);

    // An 8 × 8 board fits the phone with squares to spare, and offers nothing of the kind.
    const chess = await gameOf("chess", 6);
    const own = await signedIn(app.browser, chess.ana.id, phone);
    const small = await own.newPage();
    await small.goto(`${app.url}/games/${chess.game.id}`);
    const chessSquare = small.locator(`button[aria-label^="${await movableSquare(chess.game.id)},"]`);
    expect((await boxOf(chessSquare)).width).toBeGreaterThanOrEqual(44);
    expect(await small.getByRole("button", { name: "Larger squares" }).count()).toBe(0);
    await own.close();
    await context.close();
  });

  it("says how a tapped piece moves, near the board, without getting in the way of moving", async () => {
    const { ana, game } = await gameOf("chess", 8);
    const position = await positionOf(game.id);
    const chess = unwrap(getGame("chess"));
    const view = chess.boardView(position);
    const theirKnight = view.find((p) => p.color === "b" && p.letter === "N");
    const myPawnMove = chess
      .moveChoices(position)
      .find((c) => view.find((p) => p.square === c.from)?.letter === "P");
    if (!theirKnight || !myPawnMove) throw new Error("no knight or no pawn move");
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, ana.id, options);
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${game.id}`);
      const note = page.locator("[data-piece-note]");
      // The opponent's knight: not Ana's to move, but she may ask what it does.
      await page.locator(`button[aria-label^="${theirKnight.square},"]`).click();
      await expect.poll(() => note.textContent()).toContain(`Black knight on ${theirKnight.square}.`);
      expect(await note.textContent()).toContain(
        "A knight moves two squares in one direction and one to the side",
      );
      const board = await boxOf(boardPicture(page));
      const noteBox = await boxOf(note);
      expect(noteBox.y - (board.y + board.height), `${name}: the note is by the board`).toBeLessThan(120);
      if (name === "phone")
        expect(noteBox.y + noteBox.height, "on the first screen").toBeLessThanOrEqual(844);
      await shot(page, `game-piece-note-${name}`);
      // Her own pawn: picked up as before (and described), then played.
      const pawn = page.locator(`button[aria-label^="${myPawnMove.from},"]`);
      await pawn.click();
      expect(await pawn.getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => note.textContent()).toContain(`White pawn on ${myPawnMove.from}.`);
      await page.locator(`button[aria-label^="${myPawnMove.to},"]`).click();
      const confirm = page.getByRole("form", { name: "Confirm your move" });
      await expect.poll(() => confirm.textContent()).toContain(myPawnMove.text);
      await context.close();
    }

    // Not her move: her own pieces answer too.
    const waiting = await gameOf("wild-jokers", 9);
    const context = await signedIn(app.browser, waiting.ana.id, phone);
    const page = await context.newPage();
    await page.goto(`${app.url}/games/${waiting.game.id}`);
    await page.locator(`button[aria-label^="${await kingSquare(waiting.game.id)},"]`).click();
    await expect
      .poll(() => page.locator("[data-piece-note]").textContent())
      .toMatch(/^White king on [a-g]\d\. A King steps one square in any direction/);
    await shot(page, "game-wild-jokers-piece-note-phone");
    await context.close();
  });

  it("offers each game's own moves as typing examples", async () => {
    for (const gameType of gameIds) {
      const { ana, game } = await gameOf(gameType, 6);
      const position = await positionOf(game.id);
      const examples = moveExamples(gameType, position);
      expect(examples.length).toBeGreaterThanOrEqual(2);
      const context = await signedIn(app.browser, ana.id, phone);
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${game.id}`);
      // Each example a move of this very position, in this game's notation.
      const shown = await page.locator("#move-text-hint code").allTextContents();
      expect(shown, gameType).toEqual(examples);
      const rules = unwrap(getGame(gameType));
      for (const text of shown) expect(rules.move(position, text).ok, `${gameType}: ${text}`).toBe(true);
      await context.close();
    }
  });

  it("shows key hints only where there are keys", async () => {
    const { ana, ben, game } = await gameOf("chess", 6);
    await resign(game.id, ben.id, new Date());
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, ana.id, options);
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${game.id}`);
      await page.getByRole("navigation", { name: "Step through the game" }).waitFor();
      expect(await page.getByText("Keys: ← → step").isVisible(), name).toBe(name === "desktop");
      // The replay's pieces answer a tap as well.
      await page.locator(`button[aria-label^="${await kingSquare(game.id)},"]`).click();
      await expect.poll(() => page.locator("[data-piece-note]").textContent()).toMatch(/^White king on /);
      // The first screen only: a full-page capture resizes the emulated phone and, with it, drops
      // its touch screen, so the key hint would show in the picture though not on the phone.
      await shot(page, `game-replay-${name}`);
      await context.close();
    }
  });
});

describe("the home page", () => {
  it("says whose time is running out, and a finished game's result first", async () => {
    const mine = await gameOf("kings-court", 8); // Ana to move
    const theirs = await startGameBetween(mine.ana, mine.ben, { gameType: "joust" }, new Date());
    await playMoves(theirs, quietMoves("joust", 1), () => new Date()); // Ben to move
    const done = await startGameBetween(mine.ana, mine.ben, { gameType: "diagonal" }, new Date());
    await resign(done.id, mine.ben.id, new Date());
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, mine.ana.id, options);
      const page = await context.newPage();
      await page.goto(`${app.url}/`);
      const waiting = page.getByRole("region", { name: "Waiting for your opponent" });
      expect(await waiting.textContent()).toMatch(/Ben has \d+ (days?|hours?)\b.* left/);
      const yours = page.getByRole("region", { name: "Your move" });
      expect(await yours.textContent()).toMatch(/You have \d+ (days?|hours?)\b.* left/);
      const finished = (await page.getByRole("region", { name: "Recently finished" }).textContent()) ?? "";
      expect(finished).toContain("You won by resignation");
      expect(finished).toContain("You played White");
      expect(finished).not.toContain("You play White");
      await shot(page, `home-${name}`, true);
      await context.close();
    }
    const visitor = await app.browser.newContext(phone);
    const page = await visitor.newPage();
    await page.goto(`${app.url}/`);
    // Signed out, the two buttons wrap apart, not touching.
    const signIn = await boxOf(page.getByRole("link", { name: "Sign in with your email" }));
    const find = await boxOf(page.getByRole("link", { name: "Find an opponent" }));
    const apart =
      find.y >= signIn.y + signIn.height
        ? find.y - (signIn.y + signIn.height)
        : find.x - (signIn.x + signIn.width);
    expect(apart).toBeGreaterThanOrEqual(8);
    await shot(page, "home-visitor-phone", true);
    await visitor.close();
  });
});

describe("the rules pages", () => {
  it("draw their diagrams large and say each thing once", async () => {
    for (const { name, options } of widths) {
      const context = await app.browser.newContext(options);
      const page = await context.newPage();
      for (const gameType of gameIds) {
        await page.goto(`${app.url}/rules/${gameType}`);
        const diagrams = await page.locator("figure svg[role=img]").all();
        expect(diagrams.length, gameType).toBeGreaterThan(0);
        for (const diagram of diagrams) {
          const { x, width } = await boxOf(diagram);
          if (name === "desktop") expect(width, `${gameType} diagram`).toBeGreaterThanOrEqual(400);
          else expect(x + width, `${gameType} diagram`).toBeLessThanOrEqual(390);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), gameType).toBeLessThanOrEqual(
          options.viewport.width,
        );
        if (gameType === "kings-court") {
          const text = (await page.locator("main").textContent()) ?? "";
          expect(text.split("Because the flight may capture").length - 1).toBe(1);
          // Once, and after the flight is explained.
          expect(text.indexOf("Because the flight may capture")).toBeGreaterThan(
            text.indexOf("the king may fly two squares"),
          );
        }
        await shot(page, `rules-${gameType}-${name}`, true);
      }
      await context.close();
    }
  });
});
