// The pages of moving by reply, in Chromium against the production service: the confirm link a
// reply we could not authenticate gets (opening it changes nothing; its button plays the move,
// once; with or without JavaScript), and the account page's switch for replies.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { confirmKeyHash } from "@/lib/inbound/answer";
import { withUnsubscribeKey } from "@/lib/mail/unsubscribe";
import { person, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

/** A reply from Ana, stored as one the sender checks failed for, and the key of its confirm link. */
async function replyWaitingForConfirm(text: string) {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const game = await startGameBetween(ana, ben, {}, new Date());
  const key = randomBytes(16).toString("hex");
  const [first, ...rest] = text.split("\n");
  // Written as the inbound job leaves it (its sender checks are lib/inbound's tests' business).
  await db().inboundMail.create({
    data: {
      messageId: `<confirm-${key}@example.com>`,
      envelopeFrom: ana.email,
      rcptTo: [],
      // Read already: the raw message is gone, its subject kept for the answer.
      subject: "Re: Your move",
      state: "CONFIRMING",
      userId: ana.id,
      gameId: game.id,
      confirmHash: confirmKeyHash(key),
      outcome: {
        kind: "confirm",
        said: { command: { kind: "move", text: first }, message: rest.join("\n").trim() || undefined },
        detail: "dmarc=fail",
        text,
        ply: 0,
      },
    },
  });
  return { ana, game, key };
}

const plies = async (gameId: string) => (await db().game.findUniqueOrThrow({ where: { id: gameId } })).plies;

describe("the confirm link", () => {
  it.each([
    { js: true, width: 390 },
    { js: false, width: 1280 },
  ])("opening it changes nothing; its button plays the move once (JavaScript $js)", async ({ js, width }) => {
    const { game, key } = await replyWaitingForConfirm("Nf3\nMy move, by mail.");
    const context = await app.browser.newContext({ javaScriptEnabled: js, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/reply/${key}`);
    await page.reload(); // a scanner, then the person: still nothing played
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("said Nf3.");
    expect(main).toContain("With your message: “My move, by mail.”");
    expect(main).toContain("nothing has been played yet");
    expect(await plies(game.id)).toBe(0);
    await page.screenshot({ path: path.join(screenshotsDir, `reply-confirm-${width}.png`), fullPage: true });

    await page.getByRole("button", { name: "Yes, play Nf3" }).click();
    await page.getByRole("status").filter({ hasText: "Played: Nf3." }).waitFor();
    expect(await plies(game.id)).toBe(1);
    expect(
      await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } }),
    ).toMatchObject({ san: "Nf3", message: "My move, by mail." });

    // Opened again: what came of it, and no button.
    await page.goto(`${app.url}/reply/${key}`);
    expect(await page.textContent("main")).toContain("This reply was confirmed. Played: Nf3.");
    expect(await page.getByRole("button", { name: /Yes, play/ }).count()).toBe(0);
    expect(await plies(game.id)).toBe(1);
    await context.close();
  });

  it("a made-up key says the link does not work, with no button", async () => {
    const page = await app.browser.newPage();
    const response = await page.goto(`${app.url}/reply/${"ab".repeat(16)}`);
    expect(response?.status()).toBe(200);
    expect(await page.textContent("main")).toContain("This confirm link does not work any more");
    expect(await page.getByRole("button", { name: /Yes, play/ }).count()).toBe(0);
    await page.close();
  });
});

describe("the account page", () => {
  it("turns moving by reply off and on", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const context = await app.browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(ana.id, game.id)); // signs Ana in
    await page.goto(`${app.url}/account`);
    await page.getByText("Moves by reply are on.").waitFor();
    await page.getByRole("button", { name: "Turn off moves by reply" }).click();
    await page.getByText("Moves by reply are off.").waitFor();
    expect((await db().user.findUniqueOrThrow({ where: { id: ana.id } })).replyMoves).toBe(false);
    await page.screenshot({ path: path.join(screenshotsDir, "account-reply-moves-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Turn on moves by reply" }).click();
    await page.getByText("Moves by reply are on.").waitFor();
    expect((await db().user.findUniqueOrThrow({ where: { id: ana.id } })).replyMoves).toBe(true);
    await context.close();
  });

  it("the switch for email about games against the computer, off by default; a page marks her seen", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, {}, new Date());
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const before = Date.now();
    await page.goto(await gameLinkUrl(ana.id, game.id)); // signs Ana in
    await page.goto(`${app.url}/account`);
    // Any page she opens touches her lastSeenAt (what "away" is measured from).
    const seen = (await db().user.findUniqueOrThrow({ where: { id: ana.id } })).lastSeenAt;
    expect(seen?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await page.getByText("No email about games against the computer.").waitFor();
    await page.getByRole("button", { name: "Email me when I am away" }).click();
    await page
      .getByText(/^One email when the computer has answered and you have been away 10 minutes\./)
      .waitFor();
    expect((await db().user.findUniqueOrThrow({ where: { id: ana.id } })).computerMail).toBe(true);
    await page.getByRole("button", { name: "Stop these emails" }).click();
    await page.getByText("No email about games against the computer.").waitFor();
    expect((await db().user.findUniqueOrThrow({ where: { id: ana.id } })).computerMail).toBe(false);
    await context.close();
  });
});

// Pages whose address holds a key send no Referer to other sites ("same-origin"). Under
// "no-referrer" a browser without JavaScript posts their forms with `Origin: null`, which Next.js
// refuses as cross-site (it answered 500): the forms must work with JavaScript off.
describe("the forms of pages with a key in their address, without JavaScript", () => {
  it("the unsubscribe page saves a choice", async () => {
    const ana = await withUnsubscribeKey(await person("Ana"));
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/unsubscribe/${ana.unsubscribeKey}`);
    await page.getByRole("button", { name: "One daily digest" }).click();
    await page.getByRole("status").filter({ hasText: "Saved: one daily digest." }).waitFor();
    expect((await db().user.findUniqueOrThrow({ where: { id: ana.id } })).emailMode).toBe("DIGEST");
    await context.close();
  });
});
