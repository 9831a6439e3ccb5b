// The analysis board (app/games/[id]/analysis): opened from a running game and from a replay's
// ply, moves made for both sides with the game page's own board and chooser (Kings Court castling,
// a Joust heading, a Wild Jokers Mercenary placement), stepping back, branching into a variation,
// saving lines and a note that come back after a reload and that the opponent never sees, and the
// message without JavaScript. Nothing made on the board reaches the game. It also prints the time
// from a tap on a piece to its legal-move dots (the figure), which it does not assert.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { type Game, getGame, type Position, unwrap } from "@/lib/engine";
import { moveShown } from "@/lib/games/catalog/catalog";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { resign } from "@/lib/games/turn/resolve";
import { lineTo } from "../support/lines";
import { person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";
import { formData, hiddenFields, readable } from "./support/http-forms";

const app = appForFile(startApp);

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** A player's page, signed in through their emailed game link, at `path` of the game. */
async function openAs(userId: string, gameId: string, viewport = desktop, at = "") {
  const context = await app.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(userId, gameId));
  expect(new URL(page.url()).pathname).toBe(`/games/${gameId}`);
  if (at) await page.goto(`${app.url}/games/${gameId}${at}`);
  return { context, page };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The move as the board's tree writes it (SAN in chess, the notation with its check mark elsewhere). */
function shownOf(game: Game, position: Position, text: string): string {
  const played = unwrap(game.move(position, text));
  return moveShown(game.id, { notation: played.text, san: played.san });
}

/** Taps the move's squares and, when several moves share them, picks it in the chooser. */
async function playOnBoard(page: Page, game: Game, position: Position, text: string): Promise<number> {
  const choice = game.moveChoices(position).find((c) => c.text === text);
  if (!choice) throw new Error(`${text} is not legal here`);
  await page.locator(`button[aria-label^="${choice.from},"]`).click();
  await page.locator(`button[aria-label^="${choice.to},"]`).click();
  const sharing = game.moveChoices(position).filter((c) => c.from === choice.from && c.to === choice.to);
  if (sharing.length > 1) {
    const chooser = page.getByRole("group", { name: "Choose the move" });
    await chooser.waitFor();
    expect(await chooser.locator("li button").count()).toBe(sharing.length);
    await chooser
      .locator("li button", { has: page.locator("span", { hasText: new RegExp(`^${literal(text)}$`) }) })
      .click();
  }
  return sharing.length;
}

const tree = (page: Page) => page.getByRole("region", { name: "Moves and variations" });
const currentMove = (page: Page) => tree(page).locator('[aria-current="true"]');

/** A move that only one choice makes (no chooser), other than `not`. */
function plainMove(game: Game, position: Position, not: readonly string[] = []): string {
  const choices = game.moveChoices(position);
  const plain = choices.find(
    (c) => !not.includes(c.text) && choices.filter((o) => o.from === c.from && o.to === c.to).length === 1,
  );
  if (!plain) throw new Error("no plain move here");
  return plain.text;
}

/**
 * Milliseconds from a tap on the piece on `square` to its legal-move dots in the page (the
 * target buttons and the SVG markers render together), and to the frame after that.
 */
function tapToDots(page: Page, square: string): Promise<{ dom: number; frame: number }> {
  return page.evaluate(
    (sq) =>
      new Promise<{ dom: number; frame: number }>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label^="${sq},"]`);
        if (!button) return reject(new Error(`no button on ${sq}`));
        const dots = () =>
          document.querySelector(
            'button[aria-label$=", move here"], button[aria-label*=", capture the "], button[aria-label*=", swap with the "]',
          );
        let dom = -1;
        const observer = new MutationObserver(() => {
          if (dom >= 0 || !dots()) return;
          dom = performance.now() - start;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve({ dom, frame: performance.now() - start })));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        const start = performance.now();
        button.click();
      }),
    square,
  );
}

/** Taps up to `count` movable pieces in turn, each put back after; the figures in milliseconds. */
async function timeDots(page: Page, gameType: string, count = 8) {
  const movable = await page
    .locator("button[aria-pressed]")
    .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute("aria-label") ?? "").split(",")[0]));
  const runs: { dom: number; frame: number }[] = [];
  for (const square of movable.slice(0, count)) {
    runs.push(await tapToDots(page, square));
    await page.getByRole("button", { name: "Put the piece back" }).click();
  }
  const sorted = (key: "dom" | "frame") => runs.map((r) => r[key]).sort((a, b) => a - b);
  const median = (list: number[]) => list[Math.floor(list.length / 2)] ?? Number.NaN;
  const figure = {
    gameType,
    pieces: runs.length,
    medianDomMs: Number(median(sorted("dom")).toFixed(1)),
    maxDomMs: Number((sorted("dom").at(-1) ?? Number.NaN).toFixed(1)),
    medianFrameMs: Number(median(sorted("frame")).toFixed(1)),
    maxFrameMs: Number((sorted("frame").at(-1) ?? Number.NaN).toFixed(1)),
  };
  console.log(`[analysis timing] tap to legal-move dots: ${JSON.stringify(figure)}`);
  expect(runs.length).toBeGreaterThan(0);
  return figure;
}

/**
 * Milliseconds from the tap on a plain move's destination (its piece already picked up) to the
 * board of the next position being ready for the other side (the engine has listed its moves),
 * and to the frame after that.
 */
async function tapToNextPosition(page: Page, game: Game, position: Position, text: string) {
  const choice = game.moveChoices(position).find((c) => c.text === text);
  if (!choice) throw new Error(`${text} is not legal here`);
  await page.locator(`button[aria-label^="${choice.from},"]`).click();
  const next = game.turn(position) === "w" ? "Black to move" : "White to move";
  const figure = await page.evaluate(
    ({ to, next }) =>
      new Promise<{ dom: number; frame: number }>((resolve, reject) => {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label^="${to},"]`);
        if (!button) return reject(new Error(`no button on ${to}`));
        const ready = () =>
          [...document.querySelectorAll("p[aria-live]")].some((p) => p.textContent?.startsWith(next)) &&
          document.querySelector("button[aria-pressed]") !== null;
        let dom = -1;
        const observer = new MutationObserver(() => {
          if (dom >= 0 || !ready()) return;
          dom = performance.now() - start;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve({ dom, frame: performance.now() - start })));
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        const start = performance.now();
        button.click();
      }),
    { to: choice.to, next },
  );
  console.log(
    `[analysis timing] move to the next position ready: ${JSON.stringify({ gameType: game.id, move: text, domMs: Number(figure.dom.toFixed(1)), frameMs: Number(figure.frame.toFixed(1)) })}`,
  );
}

/** Nothing made on the analysis board reaches the game. */
const gameMoves = (gameId: string) => db().move.count({ where: { gameId } });

describe("the analysis board", () => {
  it("Kings Court from a running game: castling through the chooser, both sides, back, a variation, saved lines and notes only its author sees", async () => {
    const gameType = "kings-court";
    const game = unwrap(getGame(gameType));
    const line = lineTo(gameType, [/^O-/]);
    const white = await person("Kira");
    const black = await person("Carl");
    const started = await startGameBetween(white, black, { gameType }, new Date());
    await playMoves(started, line.prefix, () => new Date());
    const [player, opponent] = line.prefix.length % 2 === 0 ? [white, black] : [black, white];
    const position = unwrap(game.playMoves(game.start(), line.prefix));
    const castle = line.special[0];
    const afterCastle = unwrap(game.playText(position, castle));
    const reply = plainMove(game, afterCastle);
    const other = plainMove(game, position, [castle]);
    const note = "Castle, then open the h-file before Carl's jesters wake up.";

    const { context, page } = await openAs(player.id, started.id);
    await page.getByRole("link", { name: "Analysis board" }).click();
    await page.waitForURL(`**/games/${started.id}/analysis`);
    await page.locator("button[aria-pressed]").first().waitFor();
    // Once its script runs, the board replaces the message meant for browsers without JavaScript.
    expect(await page.getByText("needs JavaScript").count()).toBe(0);
    // The board opens at the game's position: its last move is the current one in the tree.
    expect(await currentMove(page).textContent()).toContain(
      shownOf(game, unwrap(game.playMoves(game.start(), line.prefix.slice(0, -1))), line.prefix.at(-1) ?? ""),
    );

    await timeDots(page, gameType);

    // Castling shares its squares with the King's own step: the chooser offers both.
    expect(await playOnBoard(page, game, position, castle)).toBeGreaterThan(1);
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, position, castle));
    // The other side answers on the same board.
    await tapToNextPosition(page, game, afterCastle, reply);
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, afterCastle, reply));

    // Back two moves, then another move: a variation beside the castling line.
    await page.getByRole("button", { name: "Back one move" }).click();
    await page.getByRole("button", { name: "Back one move" }).click();
    await playOnBoard(page, game, position, other);
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, position, other));
    const written =
      (await tree(page).getByRole("navigation", { name: "The moves in notation" }).textContent()) ?? "";
    expect(written).toContain(`${shownOf(game, position, castle)}`);
    expect(written).toMatch(new RegExp(`\\(\\d+(\\.|…) ?${literal(shownOf(game, position, other))}\\)`));

    // Save the variation, then the castling line (picked from the tree), then a note.
    await page.getByRole("button", { name: "Save this line to my notes" }).click();
    await page.getByRole("status").filter({ hasText: "Line saved to your notes." }).waitFor();
    await tree(page)
      .getByRole("button", { name: new RegExp(`${literal(shownOf(game, position, castle))}$`) })
      .click();
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, position, castle));
    await page.getByRole("button", { name: "Save this line to my notes" }).click();
    const notes = page.getByRole("region", { name: "Your private notes" });
    await expect.poll(() => notes.locator("li").count()).toBe(2);
    await notes.getByRole("textbox", { name: "Notes on this game" }).fill(note);
    await notes.getByRole("button", { name: "Save notes" }).click();
    await notes.getByRole("status").filter({ hasText: "Notes saved." }).waitFor();
    await page.screenshot({
      path: path.join(screenshotsDir, "analysis-kings-court-desktop.png"),
      fullPage: true,
    });
    expect(await gameMoves(started.id)).toBe(line.prefix.length);

    // After a reload: the note and both lines, in notation; a saved line shows on the board.
    await page.reload();
    // The castling and the reply, with the reply's move number between them when Black castled.
    const castleLine = new RegExp(
      `${literal(shownOf(game, position, castle))} (\\d+\\. )?${literal(shownOf(game, afterCastle, reply))}`,
    );
    await expect
      .poll(() => notes.getByRole("textbox", { name: "Notes on this game" }).inputValue())
      .toBe(note);
    const saved = await notes.locator("li").allTextContents();
    expect(saved).toHaveLength(2);
    expect(saved[0]).toContain(shownOf(game, position, other));
    expect(saved[1]).toMatch(castleLine);
    await page.locator("button[aria-pressed]").first().waitFor();
    await notes.getByRole("button", { name: "Show on the board" }).nth(1).click();
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, afterCastle, reply));
    // The game page shows the notes too, with the PGN that carries them.
    await page.goto(`${app.url}/games/${started.id}`);
    expect(await notes.textContent()).toMatch(castleLine);
    const ownPgn = await page.request.get(`${app.url}/games/${started.id}/pgn?notes=1`);
    expect(await ownPgn.text()).toContain(note);
    await notes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotsDir, "analysis-notes-game-page-desktop.png") });
    await page.setViewportSize(phone);
    await notes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotsDir, "analysis-notes-game-page-phone.png") });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // From the game page, a saved line opens on the analysis board at its last move.
    await notes.getByRole("link", { name: "Open on the board" }).nth(1).click();
    await page.waitForURL(/\/analysis\?line=/);
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, afterCastle, reply));
    await context.close();

    // The opponent: not on their game page, their analysis page, their PGN with notes, nor the JSON.
    const theirs = await openAs(opponent.id, started.id, desktop, "/analysis");
    await theirs.page.locator("button[aria-pressed]").first().waitFor();
    for (const url of [
      `/games/${started.id}`,
      `/games/${started.id}/analysis`,
      `/games/${started.id}/pgn?notes=1`,
      `/games/${started.id}/pgn`,
      `/games/${started.id}/json`,
    ]) {
      const body = await (await theirs.page.request.get(`${app.url}${url}`)).text();
      expect(body, url).not.toContain("jesters wake up");
      expect(body, url).not.toMatch(castleLine);
    }
    expect(await theirs.page.getByRole("region", { name: "Your private notes" }).locator("li").count()).toBe(
      0,
    );
    await theirs.context.close();
    expect(await gameMoves(started.id)).toBe(line.prefix.length);
  });

  it("Joust from a running game: a Knight's leap and its heading through the chooser, at phone width", async () => {
    const gameType = "joust";
    const game = unwrap(getGame(gameType));
    const line = lineTo(gameType, [/^H[a-h]\d\^[a-h]\d@/]);
    const white = await person("Jo");
    const black = await person("Jules");
    const started = await startGameBetween(white, black, { gameType }, new Date());
    await playMoves(started, line.prefix, () => new Date());
    const player = line.prefix.length % 2 === 0 ? white : black;
    const position = unwrap(game.playMoves(game.start(), line.prefix));
    const leap = line.special[0];

    const { context, page } = await openAs(player.id, started.id, phone, "/analysis");
    await page.locator("button[aria-pressed]").first().waitFor();
    await timeDots(page, gameType);
    expect(await playOnBoard(page, game, position, leap)).toBeGreaterThan(1);
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, position, leap));
    const after = unwrap(game.playText(position, leap));
    const answer = plainMove(game, after);
    await tapToNextPosition(page, game, after, answer);
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, after, answer));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: path.join(screenshotsDir, "analysis-joust-phone.png"), fullPage: true });
    expect(await gameMoves(started.id)).toBe(line.prefix.length);
    await context.close();
  });

  it("Wild Jokers from a replay's ply: another Mercenary placement than the game's becomes a variation; a visitor may analyse too", async () => {
    const gameType = "wild-jokers";
    const game = unwrap(getGame(gameType));
    const line = lineTo(gameType, [/\/M@[a-g]\d/]);
    const white = await person("Wilma");
    const black = await person("Jack");
    const started = await startGameBetween(white, black, { gameType }, new Date());
    const played = line.special[0];
    await playMoves(started, [...line.prefix, played], () => new Date());
    const loser = line.prefix.length % 2 === 0 ? black : white;
    await resign(started.id, loser.id, new Date());
    const player = line.prefix.length % 2 === 0 ? white : black;
    const position = unwrap(game.playMoves(game.start(), line.prefix));
    const special = game.moveChoices(position).find((c) => c.text === played);
    const placement = game
      .movesBetween(position, special?.from ?? "", special?.to ?? "")
      .map((c) => c.text)
      .find((text) => text !== played);
    if (!placement) throw new Error("only one placement here");

    const { context, page } = await openAs(player.id, started.id, phone, `?ply=${line.prefix.length}`);
    await page.getByRole("link", { name: "Analyse from here" }).click();
    await page.waitForURL(`**/games/${started.id}/analysis?ply=${line.prefix.length}`);
    await page.locator("button[aria-pressed]").first().waitFor();
    expect(await playOnBoard(page, game, position, placement)).toBeGreaterThan(1);
    await expect.poll(() => currentMove(page).textContent()).toContain(shownOf(game, position, placement));
    // The game's own placement stays the main line; the one tried here is a variation after it.
    const written =
      (await tree(page).getByRole("navigation", { name: "The moves in notation" }).textContent()) ?? "";
    expect(written).toContain(`${shownOf(game, position, played)}(`);
    // A long record scrolls inside its box: the current move is scrolled into view there.
    const box = await tree(page).getByRole("navigation", { name: "The moves in notation" }).boundingBox();
    const shown = await currentMove(page).boundingBox();
    // (a pixel's rounding allowed)
    expect(shown && box && shown.y >= box.y - 1 && shown.y + shown.height <= box.y + box.height + 1).toBe(
      true,
    );
    await page.getByRole("button", { name: "Save this line to my notes" }).click();
    await page.getByRole("status").filter({ hasText: "Line saved to your notes." }).waitFor();
    await page.screenshot({
      path: path.join(screenshotsDir, "analysis-wild-jokers-phone.png"),
      fullPage: true,
    });
    await context.close();

    // A visitor of the finished public game: the same board, nothing to save, no notes.
    const visitor = await app.browser.newPage({ viewport: desktop });
    await visitor.goto(`${app.url}/games/${started.id}/analysis?ply=${line.prefix.length}`);
    await visitor.locator("button[aria-pressed]").first().waitFor();
    await playOnBoard(visitor, game, position, placement);
    await expect.poll(() => currentMove(visitor).textContent()).toContain(shownOf(game, position, placement));
    expect(await visitor.getByRole("button", { name: "Save this line to my notes" }).count()).toBe(0);
    expect(await visitor.getByRole("region", { name: "Your private notes" }).count()).toBe(0);
    // A tried move can be deleted: its variation goes, the game's own move stays, and the board is
    // back at the position before it (a move of the game, which offers no delete).
    const notation = visitor.getByRole("navigation", { name: "The moves in notation" });
    expect(await notation.textContent()).toContain(`${shownOf(game, position, played)}(`);
    await visitor.getByRole("button", { name: `Delete ${shownOf(game, position, placement)}` }).click();
    await expect.poll(async () => (await notation.textContent()) ?? "").not.toContain("(");
    expect(await notation.textContent()).toContain(shownOf(game, position, played));
    expect(await visitor.getByRole("button", { name: /^Delete / }).count()).toBe(0);
    await visitor.screenshot({
      path: path.join(screenshotsDir, "analysis-wild-jokers-desktop.png"),
      fullPage: true,
    });
    await visitor.close();
  });

  it("without JavaScript shows the position and says the board needs JavaScript", async () => {
    const white = await person("Nora");
    const black = await person("Ned");
    const started = await startGameBetween(white, black, {}, new Date());
    await playMoves(started, ["e4"], () => new Date());
    for (const viewport of [phone, desktop]) {
      const context = await app.browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(await gameLinkUrl(black.id, started.id));
      await page.goto(`${app.url}/games/${started.id}/analysis`);
      await page.getByText("The analysis board runs in your browser and needs JavaScript.").waitFor();
      expect(await page.getByRole("img").count()).toBeGreaterThan(0);
      expect(await page.locator("button[aria-pressed]").count()).toBe(0);
      await page.screenshot({
        path: path.join(screenshotsDir, `analysis-no-js-${viewport.width}.png`),
        fullPage: true,
      });
      await context.close();
    }
  });

  it("the notes form works as a plain form: it saves text, and a NUL byte is refused with a message and writes nothing", async () => {
    const white = await person("Olga");
    const black = await person("Otto");
    const started = await startGameBetween(white, black, {}, new Date());
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(white.id, started.id));
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await context.close();
    const gamePage = `${app.url}/games/${started.id}`;
    const post = async (text: string) => {
      const html = await (await fetch(gamePage, { headers: { cookie } })).text();
      const body = formData(hiddenFields(html, 'name="text"'), { text });
      const answer = await fetch(gamePage, { method: "POST", body, headers: { cookie, origin: app.url } });
      return readable(await answer.text(), answer.headers.get("content-type"));
    };
    const stored = () =>
      db().gameNote.findUnique({ where: { gameId_userId: { gameId: started.id, userId: white.id } } });

    expect(await post("Play the Catalan.")).toContain("Notes saved.");
    expect((await stored())?.text).toBe("Play the Catalan.");
    const refused = await post("Play the\u0000 Catalan!");
    expect(refused).toContain("Notes can't contain control characters.");
    expect((await stored())?.text).toBe("Play the Catalan.");
    // Black's page of the same game has Black's own, empty, notes.
    expect(await db().gameNote.count({ where: { gameId: started.id, userId: black.id } })).toBe(0);
  });
});
