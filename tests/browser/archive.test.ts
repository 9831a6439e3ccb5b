// A new visitor, not signed in, finds a finished game in the archive and replays it: filters the
// archive by game, opens the game, steps through it with the keyboard and the move list (the
// address and the board follow, and a position matches what the server draws at that ?ply),
// downloads the PGN, and the link preview points at a real board picture. The games are played
// to their end through the service beforehand, as in the variants test. Screenshots of the replay
// (desktop and phone, visitor and player) go to test-results/screenshots.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fromPgn } from "@/lib/archive/pgn";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { catalog } from "@/lib/games/catalog/catalog";
import { person, playMoves, startGameBetween } from "../support/players";
import { playout } from "../support/playout";
import { readPng } from "../support/png";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const hourMs = 3_600_000;
const secret = "Meet me at the usual bench";

/**
 * A public game played to its end through the service, each move 40 to 100 minutes after the last,
 * all within the last three days (an older move's deadline would end the game on time first).
 */
async function finishedGame(gameType: string, moves: readonly string[], names: [string, string]) {
  const white = await person(names[0]);
  const black = await person(names[1]);
  const startedAt = new Date(Date.now() - (moves.length + 1) * hourMs);
  const game = await startGameBetween(white, black, { gameType }, startedAt);
  await playMoves(
    game,
    moves.map((move, index) => (index === 1 ? [move, secret] : move)),
    (ply) => new Date(startedAt.getTime() + ply * hourMs - ((ply - 1) % 3) * 20 * 60_000),
  );
  return { id: game.id, white, black };
}

const caption = (page: Page) => page.locator("#replay-caption");
const plyInUrl = (page: Page) => new URL(page.url()).searchParams.get("ply");
const board = (page: Page) => page.getByRole("region", { name: "Board" }).locator("svg[role=img]");
/** The tinted squares of the last move (the renderer's highlight colour), as x,y pairs. */
const highlight = (page: Page) =>
  board(page)
    .locator('rect[fill="#f2c84b"]')
    .evaluateAll((rects) => rects.map((r) => `${r.getAttribute("x")},${r.getAttribute("y")}`));

/** The board, the caption and the address all show `ply`. */
async function expectAt(page: Page, ply: number, text: string | RegExp) {
  await expect.poll(() => plyInUrl(page)).toBe(String(ply));
  await expect.poll(() => caption(page).textContent()).toMatch(text);
  expect(await page.locator("[aria-current=true]").getAttribute("href")).toContain(`ply=${ply}`);
}

/** Label and notation as the caption starts: "1. Pe2-e4", "12… Ng8-f6". */
const moveText = (moves: readonly string[], ply: number) =>
  `${Math.ceil(ply / 2)}${ply % 2 === 1 ? "." : "…"} ${moves[ply - 1]}`;

async function pngSize(url: string): Promise<[number, number]> {
  const response = await fetch(url);
  expect(response.headers.get("content-type")).toBe("image/png");
  const png = readPng(Buffer.from(await response.arrayBuffer()));
  return [png.width, png.height];
}

describe("a visitor replays a finished game from the archive", () => {
  it("filters, opens, steps with keys and the move list, downloads the PGN, and the preview is a real picture", async () => {
    const script = playout("kings-court", 5).moves;
    const court = await finishedGame("kings-court", script, ["Ana", "Bart"]);
    await finishedGame("chess", ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"], ["Cleo", "Dan"]);
    const last = script.length;

    const visitor = await app.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await visitor.newPage();
    await page.goto(`${app.url}/archive`);
    await page.getByLabel("Game", { exact: true }).selectOption("kings-court");
    await page.getByRole("button", { name: "Show games" }).click();
    await page.waitForURL(/game=kings-court/);
    await expect.poll(() => page.getByRole("link", { name: "Cleo – Dan" }).count()).toBe(0);
    await page.getByRole("link", { name: "Ana – Bart" }).first().click();
    await page.waitForURL(new RegExp(`/games/${court.id}$`));

    // It opens at the final position, with the result, the rules version, and no private messages.
    const main = page.locator("main");
    await expect.poll(() => caption(page).textContent()).toContain(moveText(script, last));
    expect(await main.textContent()).toContain("Ana (White) won by checkmate");
    expect(await main.textContent()).toContain("Played under the Kings Court rules, version 2");
    expect(await main.textContent()).not.toContain(secret);
    expect(await page.locator("[aria-current=true]").textContent()).toContain(script[last - 1]);
    const finalHighlight = await highlight(page);
    expect(finalHighlight).toHaveLength(2);

    // The link preview: an absolute address of the board at this ply, answering a 600 × 400 PNG.
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toBe(`${app.url}/games/${court.id}/board.png?ply=${last}&size=600`);
    expect(await pngSize(ogImage ?? "")).toEqual([600, 400]);
    // Link-preview robots read the first bytes only: the tags are in the <head> they are sent.
    const forRobot = await fetch(`${app.url}/games/${court.id}?ply=4`, {
      headers: { "user-agent": "facebookexternalhit/1.1" },
    });
    const head = (await forRobot.text()).split("</head>")[0];
    expect(head).toContain(
      `<meta property="og:image" content="${app.url}/games/${court.id}/board.png?ply=4&amp;size=600"/>`,
    );
    expect(head).toContain("<title>Ana – Bart · Kings Court · Ana won by checkmate · Pigeon Post</title>");

    // The keyboard: back one, to the start, forward, to the end.
    await page.keyboard.press("ArrowLeft");
    await expectAt(page, last - 1, moveText(script, last - 1));
    expect(await highlight(page)).not.toEqual(finalHighlight);
    await page.keyboard.press("Home");
    await expectAt(page, 0, "Starting position");
    expect(await highlight(page)).toEqual([]);
    const middle = Math.floor(last / 2);
    let before = await highlight(page);
    for (let ply = 1; ply <= middle; ply++) {
      await page.keyboard.press("ArrowRight");
      await expectAt(page, ply, moveText(script, ply));
      const now = await highlight(page);
      expect(now, `highlight at ply ${ply}`).not.toEqual(before);
      before = now;
    }
    expect(await caption(page).textContent()).toMatch(
      / — (Ana \(White\)|Bart \(Black\)), took (1 hour( 40 minutes)?|40 minutes)$/,
    );
    await page.screenshot({ path: path.join(screenshotsDir, "replay-desktop.png"), fullPage: true });

    // The board drawn in the browser is the one the server draws at that address (JavaScript off).
    const plain = await app.browser.newContext({ javaScriptEnabled: false });
    const server = await plain.newPage();
    await server.goto(page.url());
    expect(await board(server).evaluate((svg) => svg.outerHTML)).toBe(
      await board(page).evaluate((svg) => svg.outerHTML),
    );
    // Without JavaScript the steps are plain links to the next address.
    await server.getByRole("link", { name: "Next move" }).click();
    await server.waitForURL(new RegExp(`ply=${middle + 1}$`));
    expect(await server.locator("#replay-caption").textContent()).toContain(moveText(script, middle + 1));
    await plain.close();

    // End, and the current move is scrolled into view inside the move list.
    await page.keyboard.press("End");
    await expectAt(page, last, moveText(script, last));
    expect(await highlight(page)).toEqual(finalHighlight);
    const list = await page.locator("ol:has([aria-current=true])").boundingBox();
    const current = await page.locator("[aria-current=true]").boundingBox();
    expect(current && list && current.y >= list.y && current.y + current.height <= list.y + list.height).toBe(
      true,
    );

    // Arrow keys typed in a form field move its caret, not the game (the key handler runs synchronously).
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement("input"), { id: "probe" })),
    );
    await page.locator("#probe").focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    expect(plyInUrl(page)).toBe(String(last));
    expect(await caption(page).textContent()).toContain(moveText(script, last));
    await page.locator("#probe").evaluate((input) => input.remove());

    // A click on a move in the list goes there.
    await page.getByRole("link", { name: new RegExp(`^2\\. ${literally(script[2])}$`) }).click();
    await expectAt(page, 3, moveText(script, 3));
    await page.getByRole("link", { name: "Previous move" }).click();
    await expectAt(page, 2, moveText(script, 2));

    // The PGN download: Kings Court's tags and every move, and none of the players' messages.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "PGN", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kings-court-ana-vs-bart-\d{4}-\d{2}-\d{2}\.pgn$/);
    const pgn = await readFile((await download.path()) ?? "", "utf8");
    expect(pgn).toContain('[Variant "Kings Court"]');
    expect(pgn).toContain('[White "Ana"]');
    expect(pgn).toContain('[RulesVersion "kings-court-2"]');
    expect(pgn).not.toContain(secret);
    const imported = fromPgn(pgn, Object.fromEntries(catalog.map((entry) => [entry.id, entry.name])));
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.game.moves).toEqual(script);

    // Ana's name leads to her page: her record in this game and the game itself.
    const outcome = await db().game.findUniqueOrThrow({ where: { id: court.id } });
    const anaScore = outcome.winner === "w" ? [1, 0, 0] : outcome.winner === "draw" ? [0, 1, 0] : [0, 0, 1];
    await page.getByRole("link", { name: "Ana", exact: true }).first().click();
    await page.waitForURL(new RegExp(`/players/${court.white.id}$`));
    await page.getByRole("heading", { name: "Ana", exact: true }).waitFor();
    const courtLine = page.getByRole("row", { name: /^Kings Court/ });
    expect(await courtLine.locator("td").allTextContents()).toEqual([
      "1",
      ...anaScore.map(String),
      `${anaScore[0] * 100 + anaScore[1] * 50}%`,
    ]);
    expect(await page.getByRole("link", { name: "Ana – Bart" }).getAttribute("href")).toBe(
      `/games/${court.id}`,
    );
    expect(await page.locator("main").textContent()).not.toContain("@example.com");
    await page.screenshot({ path: path.join(screenshotsDir, "player-desktop.png"), fullPage: true });

    // On a phone.
    const phone = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const small = await phone.newPage();
    await small.goto(`${app.url}/games/${court.id}?ply=${middle}`);
    await expect
      .poll(() => small.locator("#replay-caption").textContent())
      .toContain(moveText(script, middle));
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await small.screenshot({ path: path.join(screenshotsDir, "replay-phone.png"), fullPage: true });
    // A stale or mistyped link still lands on the game, and says what it shows instead.
    await small.goto(`${app.url}/games/${court.id}?ply=999`);
    expect(await small.getByRole("status").first().textContent()).toContain(
      `This game ended after ${last} half-moves, so there is no half-move 999`,
    );
    expect(await small.locator("#replay-caption").textContent()).toContain(moveText(script, last));
    await phone.close();
    await visitor.close();

    // A player, signed in, sees the messages of their game with the moves.
    const session = await openSession(court.black.id, new Date());
    const player = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await player.addCookies([{ name: session.name, value: session.value, url: app.url }]);
    const own = await player.newPage();
    await own.goto(`${app.url}/games/${court.id}?ply=2`);
    await expect.poll(() => own.locator("#replay-caption").textContent()).toContain(moveText(script, 2));
    expect(await own.locator("main").textContent()).toContain(`Bart wrote: ${secret}`);
    await own.screenshot({ path: path.join(screenshotsDir, "replay-player-phone.png"), fullPage: true });
    await player.close();
  });
});

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
