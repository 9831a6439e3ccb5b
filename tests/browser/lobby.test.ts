// The lobby as a visitor meets it, in Chromium against the production service: reading open
// challenges signed out, signing in by email from "Sign in to accept", accepting a Kings Court
// challenge, and both players landing in the game (the challenger from their email).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { person, startGameBetween } from "../support/players";
import { linkTo } from "../support/smtp";
import { appForFile, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

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
    expect(text).toContain("Ana (1500?) plays White");
    expect(text).toContain("no finished games yet · posted just now · expires in 14 days");
    // The challenger's name leads to their page.
    expect(await row.getByRole("link", { name: "Ana" }).getAttribute("href")).toBe(`/players/${ana.id}`);
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

    // Ana, who plays White, hears by the game's one email, whose link opens the game.
    const yourMove = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && (m.subject ?? "").startsWith("Ben accepted your challenge"),
    );
    expect(yourMove.subject).toMatch(/^Ben accepted your challenge: your move in Kings Court #\d+ vs Ben$/);
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
    await form.getByLabel("Lowest").fill("1700");
    await form.getByLabel("Highest").fill("1500");
    await form.getByLabel("Note (optional)").fill("Slow and friendly.");
    await form.getByRole("button", { name: "Post the challenge" }).click();
    // An upside-down range is refused at the range, and what was typed stays.
    await form.getByText("The lowest rating must not be above the highest.").waitFor();
    expect(await form.getByLabel("Note (optional)").inputValue()).toBe("Slow and friendly.");
    expect(await form.getByLabel("Game", { exact: true }).inputValue()).toBe("diagonal");
    await form.getByLabel("Highest").fill("1900");
    await form.getByRole("button", { name: "Post the challenge" }).click();
    // Cleo, new to Diagonal, counts as 1500: a range that leaves her out is refused at the range.
    await form.getByText("you have no Diagonal Chess rating yet, which counts as 1500").waitFor();
    await form.getByLabel("Lowest").fill("1400");
    await form.getByRole("button", { name: "Post the challenge" }).click();
    await page.getByRole("status").filter({ hasText: "Your challenge is posted." }).waitFor();
    const row = page.getByRole("listitem").filter({ hasText: "Slow and friendly." });
    expect(await row.textContent()).toContain("Cleo (1500?) plays Black, for players rated 1400–1900");
    expect(await row.textContent()).toContain("Diagonal Chess · 7 days per move · casual");
    await page.screenshot({ path: path.join(screenshotsDir, "challenge-posted-phone.png"), fullPage: true });
    // Withdraw asks first; "Keep it" keeps it.
    await row.getByRole("button", { name: "Withdraw…" }).click();
    await row.getByText("Withdraw this challenge?").waitFor();
    await page.screenshot({
      path: path.join(screenshotsDir, "challenge-withdraw-phone.png"),
      fullPage: true,
    });
    await row.getByRole("link", { name: "Keep it" }).click();
    await row.getByRole("button", { name: "Withdraw…" }).waitFor();
    expect((await db().challenge.findFirstOrThrow({ where: { challengerId: cleo.id } })).status).toBe("OPEN");
    await row.getByRole("button", { name: "Withdraw…" }).click();
    await row.getByRole("button", { name: "Yes, withdraw" }).click();
    await page.getByRole("status").filter({ hasText: "Your challenge is withdrawn." }).waitFor();
    expect(await db().challenge.findFirstOrThrow({ where: { challengerId: cleo.id } })).toMatchObject({
      status: "WITHDRAWN",
      minRating: 1400,
      maxRating: 1900,
      color: "BLACK",
      daysPerMove: 7,
    });
    await context.close();
  });

  it.each([
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const)(
    "a challenge outside the reader's range shows why, and no Accept (%s)",
    async (width, viewport) => {
      const poster = await person("Ola");
      const reader = await person("Nim");
      // Nim's Kings Court rating: 926, provisional.
      await db().rating.create({
        data: {
          userId: reader.id,
          gameType: "kings-court",
          rating: 926.3,
          deviation: 180,
          volatility: 0.06,
          games: 4,
        },
      });
      const posted = await postChallenge(
        poster.id,
        challengeInput.parse({
          gameType: "kings-court",
          colour: "random",
          daysPerMove: "3",
          minRating: "1400",
          maxRating: "1700",
          note: `Only for the 1400s to 1700s (${width}).`,
        }),
        new Date(),
      );
      if (!posted.ok) throw new Error(posted.reason);
      const game = await startGameBetween(reader, await person("Pip"), {}, new Date());
      const context = await app.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(await gameLinkUrl(reader.id, game.id)); // signs Nim in
      await page.goto(`${app.url}/challenges?game=kings-court`);
      const row = page.getByRole("listitem").filter({ hasText: `(${width}).` });
      await row.getByText("Not open to you: for players rated 1400–1700; you are 926?").waitFor();
      // The "?" is explained where it appears, and there is nothing to press.
      expect(await row.textContent()).toContain("The “?” says your rating is provisional");
      expect(await row.getByRole("button").count()).toBe(0);
      await row.screenshot({ path: path.join(screenshotsDir, `lobby-out-of-range-row-${width}.png`) });
      await page.screenshot({
        path: path.join(screenshotsDir, `lobby-out-of-range-${width}.png`),
        fullPage: true,
      });
      // The challenge's own page says the same.
      await page.goto(`${app.url}/challenges/${posted.challengeId}`);
      await page.getByText("Not open to you: for players rated 1400–1700; you are 926?").waitFor();
      expect(await page.getByRole("button", { name: "Accept and start" }).count()).toBe(0);
      await page.screenshot({
        path: path.join(screenshotsDir, `challenge-out-of-range-${width}.png`),
        fullPage: true,
      });
      await context.close();
    },
  );

  it("on a phone the first challenge is in the first screen: the filters are folded under one line", async () => {
    const rex = await person("Rex");
    const posted = await postChallenge(
      rex.id,
      challengeInput.parse({ gameType: "juxtaposition", colour: "white", daysPerMove: "5", note: "First!" }),
      new Date(),
    );
    if (!posted.ok) throw new Error(posted.reason);
    const page = await app.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${app.url}/challenges`);
    const first = page.getByRole("list", { name: "Challenges" }).getByRole("listitem").first();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    // The filters are one line until opened, and say which apply.
    expect(await page.getByLabel("Time per move").isVisible()).toBe(false);
    expect(await page.locator("summary").first().textContent()).toBe(
      "Filter all games, any time, rated or casual",
    );
    await page.screenshot({ path: path.join(screenshotsDir, "lobby-first-screen-phone.png") });
    await page.locator("summary").first().click();
    await page.getByLabel("Time per move").selectOption("5");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/days=5/);
    expect(await page.locator("summary").first().textContent()).toBe(
      "Filter all games, 5 days per move, rated or casual",
    );
    await page.getByRole("listitem").filter({ hasText: "First!" }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}/challenges`);
    await page.screenshot({ path: path.join(screenshotsDir, "lobby-first-screen-desktop.png") });
    await page.close();
  });

  it.each([
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const)("the challenge form says each problem at its field, in view (%s)", async (width, viewport) => {
    const tia = await person("Tia");
    const game = await startGameBetween(tia, await person("Uli"), {}, new Date());
    const context = await app.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(await gameLinkUrl(tia.id, game.id));
    await page.goto(`${app.url}/challenges/new`);
    const form = page.getByRole("form", { name: "Post a challenge" });
    // The range is two boxes side by side, styled like every other field.
    const [low, high] = [form.getByLabel("Lowest"), form.getByLabel("Highest")];
    const [lowBox, highBox] = [await low.boundingBox(), await high.boundingBox()];
    expect(Math.abs((lowBox?.y ?? 0) - (highBox?.y ?? 1))).toBeLessThan(2);
    expect(await low.evaluate((el) => getComputedStyle(el).borderRadius)).toBe(
      await form.getByLabel("Note (optional)").evaluate((el) => getComputedStyle(el).borderRadius),
    );
    await form.getByText("Games from challenges are public").waitFor();
    await low.fill("1700");
    await high.fill("1500");
    await form.getByLabel("Note (optional)").fill("x".repeat(300));
    await form.getByLabel("Note (optional)").evaluate((el: HTMLInputElement) => {
      el.removeAttribute("maxlength");
      el.value = "y".repeat(320);
    });
    await form.getByRole("button", { name: "Post the challenge" }).click();
    const rangeError = form.getByText("The lowest rating must not be above the highest.");
    await rangeError.waitFor();
    const noteError = form.getByText("The note is too long: at most 300 characters.");
    // Each error right under its field, the range's in view with the focus on its first box.
    const errorBox = await rangeError.boundingBox();
    const fieldBox = await low.boundingBox();
    expect(errorBox && fieldBox && errorBox.y - (fieldBox.y + fieldBox.height)).toBeGreaterThanOrEqual(0);
    expect(errorBox && fieldBox && errorBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(40);
    expect(errorBox && errorBox.y + errorBox.height).toBeLessThanOrEqual(viewport.height);
    expect(await low.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await low.getAttribute("aria-invalid")).toBe("true");
    const noteBox = await form.getByLabel("Note (optional)").boundingBox();
    const noteErrorBox = await noteError.boundingBox();
    expect(noteErrorBox && noteBox && noteErrorBox.y - (noteBox.y + noteBox.height)).toBeLessThan(40);
    // No message for the whole form (they used to sit at its top, a screen and a half above).
    expect(await form.locator(".notice.error").count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotsDir, `challenge-form-errors-${width}.png`) });
    await page.screenshot({
      path: path.join(screenshotsDir, `challenge-form-errors-${width}-full.png`),
      fullPage: true,
    });
    expect(await db().challenge.count({ where: { challengerId: tia.id } })).toBe(0);
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
