// Each variant's special move made through the board UI, as a player would: the ordinary opening
// is played through the service (the same submitMove the page calls), then the player opens the
// game from their emailed link, taps the piece, taps where it goes, picks the option in the
// chooser when several moves share those squares, and sends it. The opponent answers the same way.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { getGame, unwrap } from "@/lib/engine";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { lineTo } from "../support/lines";
import { person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

/** Taps the move's origin and destination, picks it in the chooser if one opens, and sends it. */
async function playOnBoard(page: Page, gameType: string, fen: string, history: string[], text: string) {
  const game = unwrap(getGame(gameType));
  const choice = game.moveChoices({ game: gameType, fen, history }).find((c) => c.text === text);
  if (!choice) throw new Error(`${text} is not legal here`);
  await page.locator(`button[aria-label^="${choice.from},"]`).click();
  const target = page.locator(`button[aria-label^="${choice.to},"]`);
  // A swap target says so (it is no capture), in words and with its own marker.
  if (choice.move.kind === "swap")
    expect(await target.getAttribute("aria-label")).toMatch(/, swap with the \w+ on /);
  await target.click();
  // Several moves share these squares (promotion piece, placement, Joust heading): the chooser
  // shows each with a preview, and the one we want is picked by its notation.
  const sharing = game
    .moveChoices({ game: gameType, fen, history })
    .filter((c) => c.from === choice.from && c.to === choice.to);
  if (sharing.length > 1) {
    const chooser = page.getByRole("group", { name: "Choose the move" });
    await chooser.waitFor();
    await chooser.screenshot({ path: path.join(screenshotsDir, `${gameType}-chooser-phone.png`) });
    expect(await chooser.getByRole("button").count()).toBe(sharing.length + 1); // and Cancel
    // Each option says in words what it does, besides its notation and picture.
    const options = await chooser.locator("li button").allTextContents();
    expect(options).toHaveLength(sharing.length);
    for (const [i, option] of options.entries())
      expect(option.replace(sharing[i]?.text ?? "", ""), option).toMatch(
        /Promote to|Ends (facing|with)|Capture|Castle|Swap with|put the|to [a-l]\d/,
      );
    await chooser.getByRole("button").filter({ hasText: text }).first().click();
  }
  const confirm = page.getByRole("form", { name: "Confirm your move" });
  await expect.poll(() => confirm.textContent()).toContain(text);
  // While confirming, one message box and one Send button on the whole page.
  expect(await page.getByRole("button", { name: "Send move" }).count()).toBe(1);
  // (The message folded under "Add a message or offer a draw" until asked for.)
  await confirm.getByText(/^Add a message/).click();
  expect(await page.getByRole("textbox", { name: "Message to your opponent (optional)" }).count()).toBe(1);
  return confirm;
}

const cases: { gameType: string; wanted: RegExp[]; what: string }[] = [
  {
    gameType: "joust",
    wanted: [/^[A-Z][a-h]\d-[a-h]\d.*x.*@/, /./],
    what: "a multi-action turn with a rotation",
  },
  { gameType: "wild-jokers", wanted: [/\/M@[a-g]\d/, /./], what: "a Mercenary capture with its placement" },
  { gameType: "kings-court", wanted: [/^O-/, /^J/], what: "castling, then a Jester move" },
  { gameType: "juxtaposition", wanted: [/^[PNBRQK][a-h]\d<>/, /./], what: "a swap" },
  { gameType: "diagonal", wanted: [/=/, /./], what: "a promotion" },
];

describe.each(cases)("$gameType through the board", ({ gameType, wanted, what }) => {
  it(`plays ${what} by tapping the board`, async () => {
    const line = lineTo(gameType, wanted);
    const white = await person("Wren");
    const black = await person("Blake");
    const game = await startGameBetween(white, black, { gameType }, new Date());
    await playMoves(game, line.prefix, () => new Date());

    for (const [k, special] of line.special.entries()) {
      const ply = line.prefix.length + k;
      const player = ply % 2 === 0 ? white : black;
      const before = await db().game.findUniqueOrThrow({ where: { id: game.id } });
      const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(await gameLinkUrl(player.id, game.id));
      expect(new URL(page.url()).pathname).toBe(`/games/${game.id}`);
      const confirm = await playOnBoard(page, gameType, before.position, before.history, special);
      if (k === 0)
        await page.screenshot({ path: path.join(screenshotsDir, `${gameType}-confirm-phone.png`) });
      await confirm.getByLabel("Message to your opponent (optional)").fill(`Here comes ${special}`);
      await confirm.getByRole("button", { name: "Send move" }).click();
      await page.getByText("Move sent.").waitFor();
      await context.close();

      const stored = await db().move.findUniqueOrThrow({
        where: { gameId_ply: { gameId: game.id, ply: ply + 1 } },
      });
      expect(stored).toMatchObject({ notation: special, message: `Here comes ${special}` });
    }
    const after = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(after.plies).toBe(line.prefix.length + line.special.length);
  });
});

// Without JavaScript the board cannot answer taps: its hint sends the player to the text form,
// which posts as a plain form; with JavaScript the same hint asks for taps.
describe("the game page without JavaScript", () => {
  it("says to type the move, and the typed move is played", async () => {
    const white = await person("Nora");
    const black = await person("Jasper");
    const game = await startGameBetween(white, black, {}, new Date());

    const context = await app.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(white.id, game.id));
    expect(new URL(page.url()).pathname).toBe(`/games/${game.id}`);
    // What is shown: the page also carries the tap hint, hidden, for the early-taps script to show
    // when JavaScript runs.
    const main = page.locator("main");
    expect(await main.getByText("Your move: type it in the “Or type your move” form").isVisible()).toBe(true);
    expect(await main.getByText("tap a piece").filter({ visible: true }).count()).toBe(0);
    await page.screenshot({
      path: path.join(screenshotsDir, "game-no-javascript-phone.png"),
      fullPage: true,
    });

    const form = page.getByRole("form", { name: "Send a move as text" });
    await form.locator("#move-text").fill("e4");
    await form.getByRole("button", { name: "Send move" }).click();
    await page.getByText("Move sent.").waitFor();
    await context.close();
    const played = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } });
    expect(played).toMatchObject({ notation: "Pe2-e4", san: "e4", fromSquare: "e2", toSquare: "e4" });
  });

  it("with JavaScript, the same hint asks for taps on the board", async () => {
    const white = await person("Nora");
    const black = await person("Jasper");
    const game = await startGameBetween(white, black, {}, new Date());
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(white.id, game.id));
    await expect
      .poll(() => page.textContent("main"))
      .toContain("Your move: tap a piece, then where it goes.");
    await context.close();
  });
});

describe("a mangled invitation link", () => {
  it("says the link is not valid and what to do, at phone and desktop width", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    for (const [width, name] of [
      [390, "phone"],
      [1280, "desktop"],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      const answer = await page.goto(`${app.url}/invitations/cut0short1link?token=cut-short`);
      expect(answer?.status()).toBe(404);
      await page.getByRole("heading", { name: "This invitation link is not valid" }).waitFor();
      expect(await page.textContent("main")).toContain("ask your friend to invite you again");
      await page.screenshot({ path: path.join(screenshotsDir, `invitation-not-valid-${name}.png`) });
    }
    await context.close();
  });
});
