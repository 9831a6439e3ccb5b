// The move chooser in every game, at phone and desktop width: the player to move taps a move that
// several moves share (a promotion piece, a Joust heading, a Mercenary's placement, castling or
// the King's step, a swap's promotion), and the chooser shows each option with its notation, a
// caption in plain words and a preview large enough to see; picking one leaves one message box
// and one Send button on the page. The ordinary opening is played through the service.
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { GAME_IDS, type GameId, getGame, unwrap } from "@/lib/engine";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { lineTo } from "../support/lines";
import { person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const promotions = (square: string, pieces: readonly string[]) =>
  pieces.map((piece) => new RegExp(`^(Capture on ${square}, p|P)romote to ${piece}$`));

/**
 * Per game: the move to reach (the first legal move matching `wanted`), and the caption every
 * option must show, either one pattern per option in the chooser's order or one for them all.
 */
const cases: Record<GameId, { wanted: RegExp; what: string; captions: RegExp[] | RegExp }> = {
  chess: {
    wanted: /=Q$/,
    what: "a promotion",
    captions: promotions("[a-h][18]", ["queen", "rook", "bishop", "knight"]),
  },
  joust: {
    wanted: /^H[a-h]\d\^[a-h]\d@/,
    what: "a Knight's leap and the way it ends facing",
    captions:
      /^Ends (facing (north|south|east|west|north-east|north-west|south-east|south-west)|with its pips on the (ranks and files \(\+\)|diagonals \(x\)))$/,
  },
  "wild-jokers": {
    wanted: /\/M@[a-g]\d/,
    what: "a Mercenary captured and put back",
    captions: /^Capture on [a-g]\d, put the Mercenary on [a-g]\d$/,
  },
  "kings-court": {
    wanted: /^O-/,
    what: "castling or the King's own step",
    captions: [/^King to [a-l]\d$/, /^Castle: king to [a-l]\d, rook to [a-l]\d$/], // 12 files
  },
  diagonal: {
    wanted: /=Q/,
    what: "a promotion",
    captions: promotions("[a-h]\\d", ["queen", "rook", "bishop", "knight"]),
  },
  juxtaposition: {
    wanted: /^P[a-h]\d<>[a-h][18]=/,
    what: "a Pawn swapped onto the last rank, promoting",
    captions: ["queen", "rook", "bishop", "knight", "flag", "stone"].map(
      (piece) => new RegExp(`^Swap with the stone on [a-h][18], promote to ${piece}$`),
    ),
  },
};

const widths = [
  { width: 390, height: 844, name: "phone" },
  { width: 1280, height: 800, name: "desktop" },
] as const;

/** An option's notation, caption and preview width, as the player sees them. */
async function readOption(option: Locator) {
  const [notation = "", caption = ""] = await option.locator("span").allTextContents();
  const captionVisible = await option.locator("span").nth(1).isVisible();
  const preview = await option.getByRole("img").boundingBox();
  return { notation, caption, captionVisible, preview };
}

async function noSidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe.each(GAME_IDS.map((gameType) => ({ gameType, ...cases[gameType] })))(
  "$gameType's move chooser",
  ({ gameType, wanted, what, captions }) => {
    it(`offers ${what} with words and pictures at phone and desktop width`, async () => {
      const game = unwrap(getGame(gameType));
      const line = lineTo(gameType, [wanted]);
      const white = await person("Wren");
      const black = await person("Blake");
      const started = await startGameBetween(white, black, { gameType }, new Date());
      await playMoves(started, line.prefix, () => new Date());
      const player = line.prefix.length % 2 === 0 ? white : black;
      const row = await db().game.findUniqueOrThrow({ where: { id: started.id } });
      const position = { game: gameType, fen: row.position, history: row.history };
      const special = game.moveChoices(position).find((c) => c.text === line.special[0]);
      if (!special) throw new Error(`${line.special[0]} is not legal here`);
      const sharing = game.movesBetween(position, special.from, special.to).map((c) => c.text);
      expect(sharing.length).toBeGreaterThan(1);
      const expected = Array.isArray(captions) ? captions : sharing.map(() => captions);
      expect(expected).toHaveLength(sharing.length);

      for (const [i, { width, height, name }] of widths.entries()) {
        const context = await app.browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        await page.goto(await gameLinkUrl(player.id, started.id));
        expect(new URL(page.url()).pathname).toBe(`/games/${started.id}`);
        await page.locator(`button[aria-label^="${special.from},"]`).click();
        await page.locator(`button[aria-label^="${special.to},"]`).click();

        const chooser = page.getByRole("group", { name: "Choose the move" });
        await chooser.waitFor();
        const options = await chooser.locator("li button").all();
        const seen = await Promise.all(options.map(readOption));
        // Every move between the two squares, once each; in the chooser's order, with its words.
        expect(seen.map((o) => o.notation).sort()).toEqual([...sharing].sort());
        for (const [k, option] of seen.entries()) {
          expect(option.caption, option.notation).toMatch(expected[k] as RegExp);
          expect(option.captionVisible, option.notation).toBe(true);
          expect(option.preview?.width ?? 0, `${option.notation} at ${width}px`).toBeGreaterThanOrEqual(130);
          expect((option.preview?.x ?? -1) >= 0, option.notation).toBe(true);
          expect((option.preview?.x ?? width) + (option.preview?.width ?? 0)).toBeLessThanOrEqual(width);
        }
        expect(new Set(seen.map((o) => o.caption)).size).toBe(seen.length);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
        await chooser.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshotsDir, `chooser-${gameType}-${name}.png`) });

        // Picking the first option (the queen, where there is one) asks to confirm it, with one
        // message box and one Send button on the whole page.
        const first = seen[0]?.notation ?? "";
        await options[0]?.click();
        const confirm = page.getByRole("form", { name: "Confirm your move" });
        await expect.poll(() => confirm.textContent()).toContain(first);
        const send = page.getByRole("button", { name: "Send move" });
        const message = page.getByRole("textbox", { name: "Message to your opponent (optional)" });
        expect(await send.count()).toBe(1);
        expect(await send.isVisible()).toBe(true);
        // The message waits folded under "Add a message or offer a draw".
        expect(await message.count()).toBe(0);
        await confirm.getByText(/^Add a message/).click();
        expect(await message.count()).toBe(1);
        expect(await message.isVisible()).toBe(true);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(width);
        await confirm.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(screenshotsDir, `chooser-${gameType}-confirm-${name}.png`) });

        if (i === widths.length - 1) {
          // The picked option is the move that is played.
          await send.click();
          await page.getByText("Move sent.").waitFor();
          const stored = await db().move.findUniqueOrThrow({
            where: { gameId_ply: { gameId: started.id, ply: line.prefix.length + 1 } },
          });
          expect(stored.notation).toBe(first);
        }
        await context.close();
      }
    });
  },
);
