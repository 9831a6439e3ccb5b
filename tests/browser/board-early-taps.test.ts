// Taps on the board before the page is interactive. The page's scripts are held back on purpose
// (route interception: every /_next/static/ script waits behind a barrier the test opens), so the
// taps land while the board is only HTML, whatever the machine's speed. Then:
// - the move page lights up the tapped pawn's targets at once (the inline early-taps script, from
//   the legal moves in the HTML), says it is getting ready when a target is tapped, and once the
//   scripts run, offers exactly that move to confirm; sent, it is the game's move;
//   a piece that cannot move says what it is at once, and the picker's note takes over;
// - the analysis board lights up the pawn's targets at once too, and keeps it picked up once ready;
// - the waiting player's page says what a tapped piece is at once, in the board's words, and the
//   board's own note takes over once ready;
// - so does a finished game's replay, whose board comes with the rules engine, after the page.
//   A tap on an empty square puts a picked-up piece back and shows nothing more, as the board.
//   (Any tap on a piece in Joust, whose notes say where the pips point, is kept and answered once
//   the page is ready: the move page's target tap above shows the kept tap.)
import path from "node:path";
import type { BrowserContext, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { resign } from "@/lib/games/turn/resolve";
import { gameAfterD4D5 } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";
import { isHydrated as hydrated } from "./support/hydration";
import { firstVisitPhone } from "./support/phone";

const app = appForFile(startApp);

// The service worker (lib/http/script-cache.ts) would serve a second visit's scripts from its cache,
// past the hold below: these pages stand for a first visit, scripts still on the wire.
const phone = firstVisitPhone;

/** Holds every script of the build until `release()`: the page is HTML only until then. */
async function holdScripts(context: BrowserContext) {
  const held: Route[] = [];
  let released = false;
  await context.route(/\/_next\/static\/.*\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    held: () => held.length,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const stage = () => gameAfterD4D5("Early", "Waiting");

/** The page's errors and console errors from now on (a hydration mismatch is one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** White's move page of a staged game, on a phone, its scripts held back: the board as HTML only. */
async function openMovePageHeld() {
  const { white, game } = await stage();
  const context = await app.browser.newContext(phone);
  const scripts = await holdScripts(context);
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(white.id, game.id), { waitUntil: "domcontentloaded" });
  await page.locator('[data-square="e2"]').waitFor();
  return { game, context, scripts, page };
}

describe("a tap before the page is interactive", () => {
  it("the move page answers it at once, and makes the move tapped once its scripts run", async () => {
    const { game, context, scripts, page } = await openMovePageHeld();
    expect(scripts.held()).toBeGreaterThan(0);
    // The hint asks for taps, not the text form (the no-JavaScript hint), before React has run.
    await page.getByText("Your move: tap a piece, then where it goes.").waitFor();
    expect(await page.getByText("Your move: type it in").isVisible()).toBe(false);

    // Only HTML: the early-taps script lights up e2's targets, from the moves the page carries.
    await page.locator('[data-square="e2"]').tap();
    await page.locator('[aria-label="e4, move here"]').waitFor();
    await expect(page.locator('[aria-label="e3, move here"]').count()).resolves.toBe(1);
    await expect(page.locator('[aria-label*="move here"]').count()).resolves.toBe(2);
    // A second tap on the pawn puts it back, as on the real board; a third picks it up again.
    await page.locator('[data-square="e2"]').tap();
    await expect(page.locator('[aria-label*="move here"]').count()).resolves.toBe(0);
    await page.locator('[data-square="e2"]').tap();
    await page.screenshot({ path: path.join(screenshotsDir, "early-taps-targets-phone.png") });
    await page.locator('[aria-label="e4, move here"]').tap();
    await page.getByText("Getting the board ready").waitFor();
    await page.screenshot({ path: path.join(screenshotsDir, "early-taps-getting-ready-phone.png") });
    expect(await hydrated(page)).toBe(false); // all of this before React ran

    // The scripts arrive: the taps are played in order, and the board offers e2–e4 to confirm.
    await scripts.release();
    const confirm = page.getByRole("form", { name: "Confirm your move" });
    await confirm.waitFor();
    expect(await confirm.locator('input[name="move"]').inputValue()).toBe("Pe2-e4");
    expect(await page.getByText("Getting the board ready").isVisible()).toBe(false);
    expect(await page.locator("[data-early-tap], [data-early-target]").count()).toBe(0);
    await confirm.getByRole("button", { name: "Send move" }).click();
    await page.getByText("Move sent").first().waitFor();
    const moves = await db().move.findMany({ where: { gameId: game.id }, orderBy: { ply: "asc" } });
    expect(moves.map((m) => m.notation)).toEqual(["Pd2-d4", "Pd7-d5", "Pe2-e4"]);
    await context.close();
  });

  it("the move page says what a piece that cannot move is at once; the picker's note takes over", async () => {
    const { context, scripts, page } = await openMovePageHeld();
    const errors = pageErrors(page);
    const early = page.locator("[data-early-note]");
    // After 1. d4 d5 the h1 rook has nowhere to go: a tap on it asks what it is.
    await page.locator('[data-square="h1"]').tap();
    await early.getByText("White rook on h1.").waitFor();
    const said = await early.textContent();
    expect(said).toMatch(/^White rook on h1\. A rook /);
    expect(await page.getByText("Getting the board ready").isVisible()).toBe(false);
    expect(await hydrated(page)).toBe(false);

    // The picker plays the tap: its own note, in the same words, and the script's is gone.
    await scripts.release();
    await page.locator("[data-piece-note]").getByText("White rook on h1.").waitFor();
    expect(await page.locator("[data-piece-note]").textContent()).toBe(said);
    expect(await early.textContent()).toBe("");
    expect(await page.locator("[data-early-tap]").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a tap on an empty square puts the piece back and says nothing more, before the scripts run and after", async () => {
    const { context, scripts, page } = await openMovePageHeld();
    const errors = pageErrors(page);
    const ready = page.getByText("Getting the board ready");
    // Nothing picked up: e5 is empty after 1. d4 d5, and a tap there changes nothing.
    await page.locator('[data-square="e5"]').tap();
    // e2 picked up, then the empty e5 (not one of its targets): the pawn is put back.
    await page.locator('[data-square="e2"]').tap();
    await page.locator('[aria-label="e4, move here"]').waitFor();
    await page.locator('[data-square="e5"]').tap();
    await expect(page.locator('[aria-label*="move here"]').count()).resolves.toBe(0);
    expect(await page.locator("[data-early-tap], [aria-pressed=true]").count()).toBe(0);
    expect(await ready.isVisible()).toBe(false);
    expect(
      await page.evaluate(() => document.querySelector("[data-getting-ready]")?.hasAttribute("hidden")),
    ).toBe(true);
    // Last, the h1 rook: its note, whose words on the board's own note mark the replay's end.
    await page.locator('[data-square="h1"]').tap();
    await page.locator("[data-early-note]").getByText("White rook on h1.").waitFor();
    expect(await hydrated(page)).toBe(false);

    // The board plays the four taps, one at a time (the picker replays a tap a render), and ends
    // where the script did: nothing picked up, the rook's note, and e2 still answers a tap.
    await scripts.release();
    await page.locator("[data-piece-note]").getByText("White rook on h1.").waitFor();
    expect(await page.locator("[aria-pressed=true]").count()).toBe(0);
    expect(await ready.isVisible()).toBe(false);
    await page.locator('[data-square="e2"]').tap();
    await page.locator('[aria-label="e4, move here"]').waitFor();
    // And the board, running, puts it back on a tap on the empty e5, as the script did.
    await page.locator('[data-square="e5"]').tap();
    await page.locator('[aria-label="e2, white pawn"][aria-pressed=false]').waitFor();
    expect(await page.locator('[aria-label*="move here"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a tap made while the board plays the kept taps comes after them", async () => {
    // The page can start between a player's two taps (the framework runs after the first one,
    // scripts/support/hold-scripts.mjs), and the second can reach React after the board has taken
    // the kept taps and before it has played them. Made to happen here: the moment the board takes
    // them, a tap on e4 is queued (a microtask, before React's next render).
    const { context, scripts, page } = await openMovePageHeld();
    await page.locator('[data-square="e2"]').tap();
    await page.locator('[aria-label="e4, move here"]').waitFor();
    await page.evaluate(() => {
      const store = window as unknown as Record<string, unknown>;
      let state = store.__pigeonPostEarlyTaps;
      Object.defineProperty(window, "__pigeonPostEarlyTaps", {
        configurable: true,
        get: () => state,
        set: (value) => {
          state = value;
          if (value === null)
            queueMicrotask(() => document.querySelector<HTMLElement>('[data-square="e4"]')?.click());
        },
      });
    });
    await scripts.release();
    const confirm = page.getByRole("form", { name: "Confirm your move" });
    await confirm.waitFor();
    expect(await confirm.locator('input[name="move"]').inputValue()).toBe("Pe2-e4");
    await context.close();
  });

  it("holds a tap's presses on a square back from React until the board takes the taps", async () => {
    // React, on the first press it sees while it hydrates, finishes the whole page's hydration at
    // once in that event, and the early answer waits behind it. The script's own listeners come
    // before React's (on the document, where React listens too): stand-ins registered after it here.
    const { context, scripts, page } = await openMovePageHeld();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const type of ["pointerdown", "pointerup", "touchstart", "touchend", "mousedown", "mouseup"])
        document.addEventListener(
          type,
          (e) => seen.push(`${e.type} ${(e.target as Element).nodeName}`),
          true,
        );
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0));

    await page.locator('[data-square="e2"]').tap();
    await page.locator('[aria-label="e4, move here"]').waitFor();
    expect(await seen()).toEqual([]);
    // Not a square: passed on as ever.
    await page.getByText("Your move: tap a piece, then where it goes.").tap();
    expect((await seen()).map((e) => e.split(" ")[0])).toEqual(
      expect.arrayContaining(["pointerdown", "touchstart", "pointerup", "touchend"]),
    );

    // The board takes the taps (e2 picked up), and from then on its presses reach React.
    await scripts.release();
    await page.getByText("e2 is selected").first().waitFor();
    await page.locator('[data-square="e2"]').tap();
    expect((await seen()).map((e) => e.split(" ")[0])).toEqual(
      expect.arrayContaining(["pointerdown", "touchstart", "pointerup", "touchend"]),
    );
    await context.close();
  });

  it("the analysis board lights up a pawn's moves at once, and keeps it picked up once it runs", async () => {
    const { white, game } = await stage();
    const context = await app.browser.newContext(phone);
    const session = await openSession(white.id, new Date());
    await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
    const scripts = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/games/${game.id}/analysis`, { waitUntil: "domcontentloaded" });
    await page.locator('[data-square="e2"]').tap();
    await page.locator('[aria-label="e4, move here"]').waitFor();
    expect(await hydrated(page)).toBe(false);

    // The analysis board replaces the page's picture and plays the tap: e2 picked up, on its board.
    await scripts.release();
    await page.locator('button[aria-label="e4, move here"]').waitFor();
    await page.getByText("e2 is selected: tap a highlighted square.").waitFor();
    expect(await page.locator("[data-early-tap], [data-early-target]").count()).toBe(0);
    await context.close();
  });

  /**
   * Opens the game page as `userId` with its scripts held back and taps `square` (a piece the
   * viewer cannot move) twice: the script's note says what the piece is (`title`), the second tap
   * puts it away. Once the scripts run, the board plays both taps (no note), the script's note is
   * gone, and a tap now gets the board's note in the same words; no error (React leaves the
   * script's note alone while it hydrates).
   */
  async function noteAtOnce(userId: string, gameId: string, square: string, title: string, shot: string) {
    const context = await app.browser.newContext(phone);
    const session = await openSession(userId, new Date());
    await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
    const scripts = await holdScripts(context);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await page.goto(`${app.url}/games/${gameId}`, { waitUntil: "domcontentloaded" });
    const early = page.locator("[data-early-note]");
    const piece = page.locator(`[data-square="${square}"]`);

    await piece.tap();
    await early.getByText(title).waitFor();
    const said = await early.textContent();
    expect(said).toMatch(new RegExp(`^${title} A \\w+ `));
    expect(await page.getByText("Getting the board ready").isVisible()).toBe(false);
    expect(await piece.getAttribute("data-early-tap")).toBe("");
    await page.screenshot({ path: path.join(screenshotsDir, `early-taps-${shot}-note.png`) });
    await piece.tap();
    expect(await early.textContent()).toBe("");
    expect(await piece.getAttribute("data-early-tap")).toBeNull();
    expect(await hydrated(page)).toBe(false);

    // The board plays both taps (asked, put away): no note, its hint instead; asked now, its note
    // says what the script's said.
    await scripts.release();
    await page.getByText("Tap a piece to see how it moves.").waitFor();
    expect(await page.locator("[data-piece-note]").textContent()).toBe("");
    await piece.tap();
    await page.locator("[data-piece-note]").getByText(title).waitFor();
    expect(await page.locator("[data-piece-note]").textContent()).toBe(said);
    expect(await early.textContent()).toBe("");
    expect(await page.locator("[data-early-tap]").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }

  it("the waiting player's tap on a piece says what it is at once; the board's note takes over", async () => {
    const { black, game } = await stage();
    await noteAtOnce(black.id, game.id, "g8", "Black knight on g8.", "waiting");
  });

  it("a tap on a finished game's replay says what the piece is at once; the replay's note takes over", async () => {
    const { white, black, game } = await stage();
    await resign(game.id, black.id, new Date());
    await noteAtOnce(white.id, game.id, "e1", "White king on e1.", "replay");
  });
});
