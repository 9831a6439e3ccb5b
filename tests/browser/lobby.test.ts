// The lobby as a visitor meets it, in Chromium against the production service: reading open
// challenges signed out, signing in by email from "Sign in to accept", accepting a Kings Court
// challenge, and both players landing in the game (the challenger from their email).
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/links";
import { person, startGameBetween } from "../support/players";
import { linkTo } from "../support/smtp";
import { screenshotsDir, startApp, type TestApp } from "./support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.stop();
  expect(app?.cspViolations() ?? []).toEqual([]);
});

describe("the lobby", () => {
  it("a visitor reads it, signs in, accepts a Kings Court challenge; both players land in the game", async () => {
    const ana = await person("Ana");
    const posted = await postChallenge(
      ana.id,
      challengeInput.parse({
        gameType: "kings-court",
        colour: "white",
        daysPerMove: "3",
        rated: "on",
        note: "Castling both ways, please.",
      }),
      new Date(),
    );
    if (!posted.ok) throw new Error(posted.reason);
    const ben = await person("Ben");

    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/challenges?game=kings-court`);
    const row = page.getByRole("listitem").filter({ hasText: "Castling both ways, please." });
    await row.waitFor();
    const text = (await row.textContent()) ?? "";
    expect(text).toContain("Kings Court · 3 days per move · rated");
    expect(text).toContain("Ana (new) plays White");
    expect(text).toContain("no finished games yet");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(screenshotsDir, "lobby-phone.png"), fullPage: true });

    await row.getByRole("link", { name: "Sign in to accept" }).click();
    await page.getByLabel("Your email address").fill(ben.email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    const mail = await app.smtp.waitFor((m) => m.envelopeTo.includes(ben.email));
    await page.goto(linkTo(mail.text, "/signin/confirm"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`**/challenges/${posted.challengeId}`);
    await page.screenshot({ path: path.join(screenshotsDir, "challenge-phone.png"), fullPage: true });

    await page.getByRole("button", { name: "Accept and start" }).click();
    await page.waitForURL(/\/games\/\w+$/);
    const gameId = new URL(page.url()).pathname.split("/").pop() as string;
    expect(await db().game.findUniqueOrThrow({ where: { id: gameId } })).toMatchObject({
      whiteId: ana.id,
      blackId: ben.id,
      gameType: "kings-court",
      rated: true,
    });
    expect(await page.textContent("main")).toContain("Ana");
    await context.close();

    // Ana, who plays White, hears by her first your-move email and its link opens the game.
    const yourMove = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && (m.subject ?? "").startsWith("Your move"),
    );
    const anaContext = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const anaPage = await anaContext.newPage();
    await anaPage.goto(linkTo(yourMove.text, "/play/"));
    expect(new URL(anaPage.url()).pathname).toBe(`/games/${gameId}`);
    await anaPage.goto(`${app.url}/challenges`);
    expect(await anaPage.textContent("main")).not.toContain("Castling both ways, please.");
    // She follows Joust Chess, at once.
    const follow = anaPage.getByRole("form", { name: "Email me about new challenges" });
    await follow.getByLabel("Joust Chess").selectOption("instant");
    await follow.getByRole("button", { name: "Save" }).click();
    await follow.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    expect(await db().gameFollow.findMany({ where: { userId: ana.id } })).toMatchObject([
      { gameType: "joust", mode: "INSTANT" },
    ]);
    expect(await follow.getByLabel("Joust Chess").inputValue()).toBe("instant"); // not reset to Off
    await anaPage.screenshot({ path: path.join(screenshotsDir, "lobby-desktop.png"), fullPage: true });
    await anaContext.close();

    // Ben posts a Joust challenge: Ana hears of it at once, and stops these emails from its footer
    // without signing in.
    const joust = await postChallenge(
      ben.id,
      challengeInput.parse({ gameType: "joust", colour: "random", daysPerMove: "5" }),
      new Date(),
    );
    if (!joust.ok) throw new Error(joust.reason);
    const notice = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && (m.subject ?? "").startsWith("New Joust Chess challenge"),
    );
    expect(notice.subject).toBe("New Joust Chess challenge from Ben");
    expect(notice.text).toContain(`/challenges/${joust.challengeId}`);
    const stop = await app.browser.newPage();
    await stop.goto(linkTo(notice.text, "/unsubscribe/"));
    await stop.getByRole("button", { name: "Stop emails about new challenges" }).click();
    await stop.getByRole("status").filter({ hasText: "no more emails about new challenges" }).waitFor();
    expect(await db().gameFollow.count({ where: { userId: ana.id } })).toBe(0);
    await stop.close();
  });

  it("a player posts a challenge from the form, sees it in the lobby, and withdraws it", async () => {
    const cleo = await person("Cleo");
    const game = await startGameBetween(cleo, await person("Dan"), {}, new Date());
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(cleo.id, game.id)); // signs Cleo in
    await page.goto(`${app.url}/challenges/new`);
    const form = page.getByRole("form", { name: "Post a challenge" });
    await form.getByLabel("Game", { exact: true }).selectOption("diagonal");
    await form.getByLabel("Time per move").selectOption("7");
    await form.getByLabel("You play").selectOption("black");
    await form.getByLabel("from").fill("1700");
    await form.getByLabel("to").fill("1500");
    await form.getByLabel("Note (optional)").fill("Slow and friendly.");
    await form.getByRole("button", { name: "Post the challenge" }).click();
    // An upside-down range is refused, and what was typed stays.
    await form.getByText("The lowest rating must not be above the highest.").waitFor();
    expect(await form.getByLabel("Note (optional)").inputValue()).toBe("Slow and friendly.");
    expect(await form.getByLabel("Game", { exact: true }).inputValue()).toBe("diagonal");
    await form.getByLabel("to").fill("1900");
    await form.getByRole("button", { name: "Post the challenge" }).click();
    await page.getByRole("status").filter({ hasText: "Your challenge is posted." }).waitFor();
    const row = page.getByRole("listitem").filter({ hasText: "Slow and friendly." });
    expect(await row.textContent()).toContain("Cleo (new) plays Black, for players rated 1700–1900");
    expect(await row.textContent()).toContain("Diagonal Chess · 7 days per move · casual");
    await page.screenshot({ path: path.join(screenshotsDir, "challenge-posted-phone.png"), fullPage: true });
    await row.getByRole("button", { name: "Withdraw" }).click();
    await page.getByRole("status").filter({ hasText: "Your challenge is withdrawn." }).waitFor();
    expect(await db().challenge.findFirstOrThrow({ where: { challengerId: cleo.id } })).toMatchObject({
      status: "WITHDRAWN",
      minRating: 1700,
      maxRating: 1900,
      color: "BLACK",
      daysPerMove: 7,
    });
    await context.close();
  });

  it("a filter that does not read is said so, with no rows; a made-up challenge is a 404", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.url}/challenges?game=checkers`);
    expect(await page.textContent("main")).toContain("There is no such game to filter by.");
    const missing = await page.goto(`${app.url}/challenges/nope`);
    expect(missing?.status()).toBe(404);
    await page.close();
  });
});
