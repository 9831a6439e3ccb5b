// Conditional lines built by playing them on a board, without leaving the page, at phone and
// desktop width: on the game page while the opponent is to move (chess: several variations, one
// after another; Joust: a Knight's leap and its heading through the chooser), with the player's own
// move ("play my move and keep these answers": Juxtaposition, a swap among the answers), and on the
// analysis board (chess both ways; Wild Jokers, a Mercenary placement in a kept line). Every line
// then answers the opponent's move as a typed one does. Screenshots go to test-results/screenshots.
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { type Game, getGame, type Position, unwrap } from "@/lib/engine";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { submitMove } from "@/lib/games/turn/play";
import { lineTo } from "../support/lines";
import { person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

async function openAs(userId: string, gameId: string, viewport: { width: number; height: number }, at = "") {
  const context = await app.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(userId, gameId));
  expect(new URL(page.url()).pathname).toBe(`/games/${gameId}`);
  if (at) await page.goto(`${app.url}/games/${gameId}${at}`);
  return { context, page };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Plays `texts` on the board inside `scope` from `position`, through the chooser where several moves share squares. */
async function playOn(
  scope: Locator,
  game: Game,
  position: Position,
  texts: readonly string[],
): Promise<Position> {
  let here = position;
  for (const text of texts) {
    const choice = game.moveChoices(here).find((c) => c.text === text);
    if (!choice) throw new Error(`${text} is not legal here`);
    await scope.locator(`button[aria-label^="${choice.from},"]`).click();
    await scope.locator(`button[aria-label^="${choice.to},"]`).click();
    const sharing = game.moveChoices(here).filter((c) => c.from === choice.from && c.to === choice.to);
    if (sharing.length > 1) {
      const chooser = scope.getByRole("group", { name: "Choose the move" });
      await chooser
        .locator("li button", {
          has: scope.page().locator("span", { hasText: new RegExp(`^${literal(text)}$`) }),
        })
        .click();
    }
    here = unwrap(game.playText(here, text));
    // The board is ready for the next move once it shows whose move it is.
    await scope.getByText(`${game.turn(here) === "w" ? "White" : "Black"} to move: tap a piece`).waitFor();
  }
  return here;
}

/** The game's first `count` ply as the engine writes them: canonical texts. */
const lineRow = (gameId: string, userId: string) =>
  db().conditionalLine.findUnique({ where: { gameId_userId: { gameId, userId } } });

/** A marker in the page's window: still there after an in-page change, gone after a new page. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __stayed: true }));
const stayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true);

async function screenshots(page: Page, name: string, of?: Locator) {
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    if (of) await of.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(screenshotsDir, `${name}-${viewport.width}.png`),
      fullPage: true,
    });
    // The part itself, for a closer look.
    if (of) await of.screenshot({ path: path.join(screenshotsDir, `${name}-${viewport.width}-part.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
}

describe("conditional lines on the game page's board", () => {
  it("chess: several variations kept one after another on the board, then the opponent's move is answered", async () => {
    const chess = unwrap(getGame("chess"));
    const white = await person("Ada");
    const black = await person("Bea");
    const game = await startGameBetween(white, black, {}, new Date());
    const { context, page } = await openAs(black.id, game.id, desktop);
    await mark(page);
    const card = page.getByRole("region", { name: "Conditional moves" });
    await card.getByRole("button", { name: "Play lines on a board" }).click();
    const board = card.getByRole("region", { name: "Board for your conditional lines" });
    await board.getByText("Play Ada's move on the board, then your answer to it.").waitFor();

    const start = chess.start();
    const afterE4 = await playOn(board, chess, start, ["Pe2-e4"]);
    await board.getByText(/now play your answer to e4/).waitFor();
    await playOn(board, chess, afterE4, ["Pc7-c5"]);
    await board.getByRole("button", { name: "Keep this line" }).click();
    await board.getByText("1. e4 c5 is kept.").waitFor();
    const lines = card.getByRole("list", { name: "Your conditional lines" });
    await expect.poll(() => lines.getByRole("listitem").allTextContents()).toEqual(["1. e4 c5 Delete"]);

    // Back to the start: another of Ada's first moves, and a longer line under 1. e4 c5.
    await board.getByRole("button", { name: "back to the start", exact: true }).click();
    await playOn(board, chess, start, ["Pd2-d4", "Pd7-d5"]);
    await board.getByRole("button", { name: "Keep this line" }).click();
    await board.getByText("1. d4 d5 is kept.").waitFor();
    await board.getByRole("button", { name: "back to the start", exact: true }).click();
    // 1. e4 c5 are on the board's tree already: stepping through them, then on.
    await board
      .getByRole("navigation", { name: "These lines in notation" })
      .getByRole("button", { name: /c5$/ })
      .click();
    const afterC5 = unwrap(chess.playMoves(start, ["Pe2-e4", "Pc7-c5"]));
    await playOn(board, chess, afterC5, ["Ng1-f3", "Pd7-d6"]);
    await board.getByRole("button", { name: "Keep this line" }).click();
    await expect
      .poll(() => lines.getByRole("listitem").allTextContents())
      .toEqual(["1. e4 c5 2. Nf3 d6 Delete", "1. d4 d5 Delete"]);
    // All of it without leaving the page.
    expect(await stayed(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/games/${game.id}`);
    await screenshots(page, "conditional-board-chess", card);

    // Ada plays 1. e4: Bea's 1... c5 is played at once, and 2. Nf3 d6 waits.
    const moved = await submitMove({ gameId: game.id, userId: white.id, ply: 1, move: "e4" }, new Date());
    expect(moved.ok && moved.game.plies).toBe(2);
    const row = await lineRow(game.id, black.id);
    expect(row?.ply).toBe(3);
    expect(row?.tree).toEqual([
      { their: "Ng1-f3", theirSan: "Nf3", mine: "Pd7-d6", mineSan: "d6", next: [] },
    ]);
    await context.close();
  });

  it("Joust: a line whose answer is a Knight's leap, its heading chosen on the board", async () => {
    const joust = unwrap(getGame("joust"));
    const line = lineTo("joust", [/./, /^H[a-h]\d\^[a-h]\d@/]);
    const white = await person("Jo");
    const black = await person("Jem");
    const game = await startGameBetween(white, black, { gameType: "joust" }, new Date());
    await playMoves(game, line.prefix, () => new Date());
    // The owner waits for the other side's move, the first of the line.
    const owner = line.prefix.length % 2 === 0 ? black : white;
    const mover = owner === black ? white : black;
    const { context, page } = await openAs(owner.id, game.id, phone);
    const card = page.getByRole("region", { name: "Conditional moves" });
    await card.getByRole("button", { name: "Play lines on a board" }).click();
    const board = card.getByRole("region", { name: "Board for your conditional lines" });
    const position = unwrap(joust.playMoves(joust.start(), line.prefix));
    await playOn(board, joust, position, line.special);
    await board.getByRole("button", { name: "Keep this line" }).click();
    await board.getByText(/ is kept\./).waitFor();
    await screenshots(page, "conditional-board-joust", card);
    const row = await lineRow(game.id, owner.id);
    expect(row?.tree).toMatchObject([{ their: line.special[0], mine: line.special[1], next: [] }]);

    const ply = line.prefix.length + 1;
    const moved = await submitMove(
      { gameId: game.id, userId: mover.id, ply, move: line.special[0] },
      new Date(),
    );
    expect(moved.ok && moved.game.plies).toBe(ply + 1);
    const last = await db().move.findFirst({ where: { gameId: game.id }, orderBy: { ply: "desc" } });
    expect(last?.notation).toBe(line.special[1]);
    await context.close();
  });

  it("Juxtaposition, my move: answers kept with it, a swap among them, sent in one submission", async () => {
    const juxtaposition = unwrap(getGame("juxtaposition"));
    const line = lineTo("juxtaposition", [/./, /./, /^[PNBRQK][a-h]\d<>[a-h]\d$/]);
    const [mine, reply, answer] = line.special;
    const white = await person("Jin");
    const black = await person("Jay");
    const game = await startGameBetween(white, black, { gameType: "juxtaposition" }, new Date());
    await playMoves(game, line.prefix, () => new Date());
    const player = line.prefix.length % 2 === 0 ? white : black;
    const opponent = player === white ? black : white;
    const { context, page } = await openAs(player.id, game.id, phone);
    const position = unwrap(juxtaposition.playMoves(juxtaposition.start(), line.prefix));
    // The player's own move, on the game's board.
    const boardColumn = page.getByRole("region", { name: "Board" });
    const choice = juxtaposition.moveChoices(position).find((c) => c.text === mine);
    if (!choice) throw new Error(`${mine} is not legal`);
    await boardColumn.locator(`button[aria-label^="${choice.from},"]`).click();
    await boardColumn.locator(`button[aria-label^="${choice.to},"]`).click();
    const sharing = juxtaposition
      .moveChoices(position)
      .filter((c) => c.from === choice.from && c.to === choice.to);
    if (sharing.length > 1)
      await boardColumn
        .getByRole("group", { name: "Choose the move" })
        .locator("li button", { has: page.locator("span", { hasText: new RegExp(`^${literal(mine)}$`) }) })
        .click();
    const confirm = page.getByRole("form", { name: "Confirm your move" });
    await confirm.getByRole("button", { name: `Keep answers to ${opponent.name}'s replies…` }).click();
    const board = confirm.getByRole("region", {
      name: `Board for your answers to ${opponent.name}'s replies`,
    });
    const after = unwrap(juxtaposition.playText(position, mine));
    await playOn(board, juxtaposition, after, [reply, answer]);
    await board.getByRole("button", { name: "Keep this answer" }).click();
    await board.getByText(/ goes with your move\./).waitFor();
    expect(
      await confirm.getByRole("list", { name: "Answers kept with your move" }).getByRole("listitem").count(),
    ).toBe(1);
    await screenshots(page, "conditional-keep-answers-juxtaposition", confirm);
    await confirm.getByRole("button", { name: "Send move and keep 1 answer" }).click();
    await page.getByText("Move sent.").waitFor();

    const ply = line.prefix.length + 1;
    expect((await lineRow(game.id, player.id))?.tree).toMatchObject([
      { their: reply, mine: answer, next: [] },
    ]);
    // The opponent replies as expected: the swap is played for the player at once.
    const replied = await submitMove(
      { gameId: game.id, userId: opponent.id, ply: ply + 1, move: reply },
      new Date(),
    );
    expect(replied.ok && replied.game.plies).toBe(ply + 2);
    const moves = await db().move.findMany({ where: { gameId: game.id }, orderBy: { ply: "asc" } });
    expect(moves.slice(-3).map((m) => m.notation)).toEqual([mine, reply, answer]);
    await context.close();
  });
});

describe("conditional lines on the analysis board", () => {
  it("chess: lines kept from the board without leaving it, shown and deleted; and my move sent with its answers", async () => {
    const chess = unwrap(getGame("chess"));
    const white = await person("Cy");
    const black = await person("Di");
    const game = await startGameBetween(white, black, {}, new Date());
    const { context, page } = await openAs(black.id, game.id, desktop, "/analysis");
    await mark(page);
    const panel = page.getByRole("region", { name: "Conditional moves" });
    const board = page.getByRole("region", { name: "Analysis board" });
    await board.locator("button[aria-pressed]").first().waitFor();
    const start = chess.start();
    await playOn(board, chess, start, ["Pe2-e4", "Pe7-e5"]);
    await panel.getByRole("button", { name: "Keep this line" }).click();
    await panel.getByText("1. e4 e5 is kept.").waitFor();
    // Another variation: back to the start on the board, Cy's other move.
    await board.getByRole("button", { name: "First position" }).click();
    await playOn(board, chess, start, ["Pc2-c4", "Pe7-e5"]);
    await panel.getByRole("button", { name: "Keep this line" }).click();
    const lines = panel.getByRole("list", { name: "Your conditional lines" });
    await expect.poll(() => lines.getByRole("listitem").count()).toBe(2);
    expect(await lines.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^1\. e4 e5/),
      expect.stringMatching(/^1\. c4 e5/),
    ]);
    // A line shown on the board from the list; one deleted.
    await panel.getByRole("button", { name: "Show the line 1. e4 e5 on the board" }).click();
    await panel.getByText("1. e4 e5 is kept.").waitFor();
    await panel.getByRole("button", { name: "Delete the line 1. c4 e5" }).click();
    await expect.poll(() => lines.getByRole("listitem").count()).toBe(1);
    expect(await stayed(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/games/${game.id}/analysis`);
    await screenshots(page, "conditional-analysis-chess", panel);
    expect((await lineRow(game.id, black.id))?.tree).toMatchObject([{ their: "Pe2-e4", mine: "Pe7-e5" }]);
    await context.close();

    // Cy's own move: e4, and the answer to 1... c5, sent from the analysis board.
    const cy = await openAs(white.id, game.id, phone, "/analysis");
    const cyBoard = cy.page.getByRole("region", { name: "Analysis board" });
    const cyPanel = cy.page.getByRole("region", { name: "Conditional moves" });
    await cyBoard.locator("button[aria-pressed]").first().waitFor();
    await playOn(cyBoard, chess, start, ["Pe2-e4", "Pc7-c5", "Ng1-f3"]);
    await cyPanel.getByRole("button", { name: "Keep this answer" }).click();
    await cyPanel.getByText(/goes with your move/).waitFor();
    await screenshots(cy.page, "conditional-analysis-my-move", cyPanel);
    await cyPanel.getByRole("button", { name: "Send 1. e4 and keep this answer" }).click();
    await cy.page.waitForURL(`**/games/${game.id}?done=move`);
    // Di's kept line answers 1. e4 at once with 1... e5, which Cy's answer (to 1... c5) does not
    // meet: Cy's lines are cleared and it is Cy's move.
    const moves = await db().move.findMany({ where: { gameId: game.id }, orderBy: { ply: "asc" } });
    expect(moves.map((m) => m.notation)).toEqual(["Pe2-e4", "Pe7-e5"]);
    expect(await lineRow(game.id, white.id)).toBeNull();
    await cy.context.close();
  });

  it("Wild Jokers: a kept line whose answer puts a captured Mercenary back, chosen on the board", async () => {
    const jokers = unwrap(getGame("wild-jokers"));
    const line = lineTo("wild-jokers", [/./, /\/M@[a-g]\d/]);
    const white = await person("Wil");
    const black = await person("Jac");
    const game = await startGameBetween(white, black, { gameType: "wild-jokers" }, new Date());
    await playMoves(game, line.prefix, () => new Date());
    const owner = line.prefix.length % 2 === 0 ? black : white;
    const { context, page } = await openAs(owner.id, game.id, phone, "/analysis");
    const board = page.getByRole("region", { name: "Analysis board" });
    const panel = page.getByRole("region", { name: "Conditional moves" });
    await board.locator("button[aria-pressed]").first().waitFor();
    const position = unwrap(jokers.playMoves(jokers.start(), line.prefix));
    await playOn(board, jokers, position, line.special);
    await panel.getByRole("button", { name: "Keep this line" }).click();
    await panel.getByText(/ is kept\./).waitFor();
    await screenshots(page, "conditional-analysis-wild-jokers", panel);
    expect((await lineRow(game.id, owner.id))?.tree).toMatchObject([
      { their: line.special[0], mine: line.special[1], next: [] },
    ]);
    await context.close();
  });
});
