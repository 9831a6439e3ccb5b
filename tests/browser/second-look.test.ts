// Pages as a phone (390 × 844, a touch screen) and a desktop (1280 × 800) show them, measured:
// the rating chart (a step per game, each day's date once, as wide as its card), an invitation
// that was answered (what happened, when, and the way to the game), the player page's record
// table (inside the screen), the home page's invitation card (its answer line at the card's
// right edge), key hints (none on a touch screen), and the analysis board (the whole board on a
// desktop's first screen; on a phone the evaluation beside the board once the engine runs).
// Screenshots of each go to test-results/screenshots as `look-<part>-<width>.png`.
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { resign } from "@/lib/games/turn/resolve";
import { finishedRow, person, playMoves, startGameBetween } from "../support/players";
import { appForFile, screenshotsDir, startApp } from "./support/app";
import { phone } from "./support/phone";

const app = appForFile(startApp);

const desktop = { viewport: { width: 1280, height: 800 } };
const widths = [
  { name: "phone", options: phone },
  { name: "desktop", options: desktop },
] as const;

const dayMs = 86_400_000;

async function signedIn(browser: Browser, userId: string, options: object): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const session = await openSession(userId, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return context;
}

/** The first screen only: a full-page capture resizes the emulated phone and drops its touch screen. */
async function shot(target: Page | Locator, name: string): Promise<void> {
  await target.screenshot({ path: path.join(screenshotsDir, `look-${name}.png`) });
}

/** Where the text `text` is drawn inside `within` (the text itself, not its element's box). */
async function textBox(within: Locator, text: string) {
  return within.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const { left, right, top, bottom } = range.getBoundingClientRect();
      return { left, right, top, bottom };
    }
    throw new Error(`no text "${wanted}"`);
  }, text);
}

describe("the rating chart", () => {
  it("takes one step per game, names each day once, and fills its card", async () => {
    const rea = await person("Rea");
    const sam = await person("Sam");
    const first = Date.UTC(2026, 9, 5); // 5 Oct 2026
    // Three games on 5 Oct (morning, noon, evening), two on the 6th, one on the 9th.
    const ends = [10, 13, 18, 24 + 11, 24 + 16, 96 + 9].map((hours) => new Date(first + hours * 3_600_000));
    let rating = 1500;
    for (const [n, at] of ends.entries()) {
      const game = await finishedRow(rea, sam, {
        finishedAt: at,
        winner: n % 3 === 1 ? "b" : "w",
        rated: true,
      });
      const after = rating + (n % 3 === 1 ? -15 : 20);
      await db().ratingChange.create({
        data: {
          userId: rea.id,
          gameId: game.id,
          gameType: "chess",
          before: rating,
          after,
          deviation: 90,
          at,
        },
      });
      rating = after;
    }
    await db().rating.create({
      data: {
        userId: rea.id,
        gameType: "chess",
        rating,
        deviation: 90,
        volatility: 0.06,
        games: ends.length,
      },
    });
    for (const { name, options } of widths) {
      const context = await app.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${app.url}/players/${rea.id}`);
      const chart = page.getByRole("img", { name: /Chess rating over the last 6 rated games/ });
      await chart.waitFor();
      await shot(page.getByRole("region", { name: "Ratings" }), `6-chart-${name}`);
      // One step per game: the dots evenly apart, however close in time the games ended.
      const xs = await chart
        .locator("circle")
        .evaluateAll((dots) => dots.map((dot) => dot.getBoundingClientRect().x));
      expect(xs).toHaveLength(6);
      const gaps = xs.slice(1).map((x, i) => x - xs[i]);
      for (const gap of gaps) expect(gap, `${name}: ${gaps}`).toBeCloseTo(gaps[0], 0);
      expect(gaps[0], name).toBeGreaterThan(20);
      // A date where the day changes, each once, under that day's first game.
      const dates = await chart.locator("text").allTextContents();
      expect(
        dates.filter((text) => /^\d+ [A-Z][a-z]{2}$/.test(text)),
        name,
      ).toEqual(["5 Oct", "6 Oct", "9 Oct"]);
      // As wide as the card's content.
      const item = page.getByRole("region", { name: "Ratings" }).getByRole("listitem").first();
      const [chartBox, itemBox] = [await chart.boundingBox(), await item.boundingBox()];
      expect(chartBox?.width, name).toBeGreaterThanOrEqual((itemBox?.width ?? 0) - 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await context.close();
    }
  });
});

describe("an invitation that was answered", () => {
  /** An invitation from Ana to Ben of Joust Chess, Ana playing White, in state `status`. */
  async function invitation(status: "ACCEPTED" | "DECLINED" | "WITHDRAWN" | "EXPIRED") {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const respondedAt = new Date(Date.UTC(2026, 10, 20, 9, 30));
    const game =
      status === "ACCEPTED" ? await startGameBetween(ana, ben, { gameType: "joust" }, respondedAt) : null;
    const row = await db().invitation.create({
      data: {
        gameType: "joust",
        inviterId: ana.id,
        inviteeEmail: ben.email,
        inviterColor: "WHITE",
        daysPerMove: 3,
        status,
        expiresAt: new Date(Date.UTC(2026, 10, 25, 12, 0)),
        respondedAt: status === "EXPIRED" ? null : respondedAt,
        gameId: game?.id ?? null,
        createdAt: new Date(Date.UTC(2026, 10, 18, 8, 0)),
      },
    });
    return { ana, ben, gameId: game?.id ?? null, id: row.id };
  }

  it("accepted: says so, by whom and when, and leads to the game, for both players", async () => {
    const { ana, ben, gameId, id } = await invitation("ACCEPTED");
    for (const { name, options } of widths) {
      for (const [who, viewer, heading, said] of [
        [
          "invitee",
          ben,
          "You accepted Ana's invitation to play Joust Chess",
          "You accepted it on Friday 20 November, 09:30",
        ],
        [
          "inviter",
          ana,
          "Ben accepted your invitation to play Joust Chess",
          "Ben accepted it on Friday 20 November, 09:30",
        ],
      ] as const) {
        const context = await signedIn(app.browser, viewer.id, options);
        const page = await context.newPage();
        await page.goto(`${app.url}/invitations/${id}`);
        const main = page.locator("main");
        if (who === "invitee") await shot(page, `7-accepted-${name}`);
        expect(await page.getByRole("heading", { level: 1 }).textContent(), `${who} ${name}`).toBe(heading);
        expect(await main.textContent()).toContain(said);
        expect(await main.textContent()).not.toMatch(/would play|invites you/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          options.viewport.width,
        );
        const go = main.getByRole("link", { name: "Go to the game" });
        expect(await go.getAttribute("href")).toBe(`/games/${gameId}`);
        // The way to the game is on the first screen.
        const box = await go.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(options.viewport.height);
        if (who === "invitee" && name === "phone") {
          await go.click();
          await page.waitForURL(new RegExp(`/games/${gameId}$`));
        }
        await context.close();
      }
    }
  });

  it.each([
    [
      "DECLINED",
      "You declined Ana's invitation to play Joust Chess",
      "You declined it on Friday 20 November, 09:30",
    ],
    [
      "WITHDRAWN",
      "Ana withdrew the invitation to play Joust Chess",
      "Ana withdrew it on Friday 20 November, 09:30",
    ],
    ["EXPIRED", "Ana's invitation to play Joust Chess expired", "It expired on Wednesday 25 November, 12:00"],
  ] as const)("%s: says so plainly to the invitee", async (status, heading, said) => {
    const { ben, id } = await invitation(status);
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, ben.id, options);
      const page = await context.newPage();
      await page.goto(`${app.url}/invitations/${id}`);
      if (status === "DECLINED") await shot(page, `7-declined-${name}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent(), name).toBe(heading);
      const main = await page.locator("main").textContent();
      expect(main).toContain(said);
      expect(main).not.toMatch(/You would play|invites you|Open until/);
      expect(await page.getByRole("button", { name: /Accept/ }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
        options.viewport.width,
      );
      await context.close();
    }
  });
});

describe("phone fits", () => {
  it("the player page's record table stays inside the screen, every column readable", async () => {
    const una = await person("Una");
    const vic = await person("Vic");
    for (const gameType of ["chess", "joust", "kings-court", "wild-jokers"]) {
      await finishedRow(una, vic, { finishedAt: new Date(Date.now() - dayMs), gameType, winner: "draw" });
      await finishedRow(vic, una, { finishedAt: new Date(Date.now() - 2 * dayMs), gameType });
    }
    for (const { name, options } of widths) {
      const context = await app.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${app.url}/players/${una.id}`);
      const record = page.getByRole("region", { name: "Record" });
      const table = record.getByRole("table");
      await table.waitFor();
      await shot(record, `8-record-${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
        options.viewport.width,
      );
      // The table's box (scrolling inside itself if it must) ends inside the card.
      const [cardBox, scoreBox] = [await record.boundingBox(), await table.boundingBox()];
      expect(scoreBox && cardBox && scoreBox.x + scoreBox.width, name).toBeLessThanOrEqual(
        (cardBox?.x ?? 0) + (cardBox?.width ?? 0),
      );
      await table.getByRole("columnheader", { name: "Score" }).scrollIntoViewIfNeeded();
      const score = await textBox(record, "Score");
      expect(score.right, name).toBeLessThanOrEqual(options.viewport.width);
      expect(score.right - score.left, name).toBeGreaterThan(25); // the whole word, not "S"
      await context.close();
    }
  });

  it("the home page's invitation card puts “Accept or decline” at the card's right edge, with its expiry", async () => {
    const wes = await person("Wes");
    const xia = await person("Xia");
    await db().invitation.create({
      data: {
        gameType: "joust",
        inviterId: xia.id,
        inviteeEmail: wes.email,
        inviterColor: "WHITE",
        daysPerMove: 3,
        expiresAt: new Date(Date.now() + 6 * dayMs),
      },
    });
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, wes.id, options);
      const page = await context.newPage();
      await page.goto(app.url);
      const card = page.getByRole("link", { name: /Joust Chess from Xia/ });
      await card.waitFor();
      await shot(card, `8-invitation-card-${name}`);
      const answer = await textBox(card, "Accept or decline");
      // The expiry's whole line (its own element, as wide as its text).
      const expiryBox = await card.getByText(/^expires in /).boundingBox();
      const expiry = { right: (expiryBox?.x ?? 0) + (expiryBox?.width ?? 0), top: expiryBox?.y ?? 0 };
      const right = await card.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.right - Number.parseFloat(getComputedStyle(element).paddingRight) - 1; // the border
      });
      expect(answer.right, name).toBeCloseTo(right, 0);
      expect(Math.abs(answer.right - right), name).toBeLessThanOrEqual(2);
      expect(Math.abs(expiry.right - right), name).toBeLessThanOrEqual(2);
      expect(expiry.top, name).toBeGreaterThan(answer.top);
      await context.close();
    }
  });

  it("key hints show where there are keys, never on a touch screen (replay and analysis)", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4", "e5", "Nf3", "Nc6"], () => new Date());
    await resign(game.id, ben.id, new Date());
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, ana.id, options);
      const page = await context.newPage();
      for (const [where, waitFor] of [
        ["", "Step through the game"],
        ["/analysis", "Step through the analysis"],
      ] as const) {
        await page.goto(`${app.url}/games/${game.id}${where}`);
        await page.getByRole("navigation", { name: waitFor }).waitFor();
        const hint = page.getByText("Keys: ← → step");
        expect(await hint.isVisible(), `${name} ${where}`).toBe(name === "desktop");
      }
      await page.goto(`${app.url}/games/${game.id}`);
      await page.getByRole("navigation", { name: "Step through the game" }).waitFor();
      await shot(page, `8-replay-${name}`);
      await context.close();
    }
  });
});

describe("the analysis board", () => {
  it("fits a desktop's first screen, and on a phone shows the evaluation with the board", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    for (const { name, options } of widths) {
      const context = await signedIn(app.browser, ana.id, options);
      const page = await context.newPage();
      await page.goto(`${app.url}/games/${game.id}/analysis`);
      await page.getByRole("navigation", { name: "The moves in notation" }).waitFor();
      await page.waitForLoadState("networkidle");
      const board = page.getByRole("region", { name: "Analysis board" }).locator("svg").first();
      await shot(page, `9-analysis-${name}`);
      const before = await board.boundingBox();
      expect(before && before.y + before.height, `${name}: the board's bottom edge`).toBeLessThanOrEqual(
        options.viewport.height,
      );
      expect(before?.width, name).toBeGreaterThanOrEqual(name === "phone" ? 350 : 480);
      await page.getByRole("button", { name: "Start engine" }).click();
      const evaluation = page.locator(
        '[data-part="evaluation"]:visible, [data-part="board-evaluation"]:visible',
      );
      await expect
        .poll(async () => (await evaluation.first().textContent()) ?? "", { timeout: 30_000 })
        .toMatch(/^([+-]\d+\.\d\d|#-?\d+)$/);
      await shot(page, `9-analysis-engine-${name}`);
      const [boardBox, evaluationBox] = [await board.boundingBox(), await evaluation.first().boundingBox()];
      for (const box of [boardBox, evaluationBox]) {
        expect(box?.y, name).toBeGreaterThanOrEqual(0);
        expect(box && box.y + box.height, name).toBeLessThanOrEqual(options.viewport.height);
      }
      await context.close();
    }
  });
});
