// A rated game from the invitation to the ratings it changed, in Chromium against the production
// service: Rhea (a visitor) ticks "Rated game" on the new-game form and confirms her address;
// Sol accepts the rated invitation from his email; each makes one move in the text box from their
// "your move" email's link; Rhea resigns on the game page. The game page then shows both changes,
// Sol's player page his rating with its history chart (drawn by the server: no JavaScript), the
// archive's "Rated only" filter the game with its changes, and the leaderboard the provisional
// ratings apart, then the settled ones ranked.
// Screenshots at 390 and 1280 px go to test-results/screenshots.
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { finishedRow, person } from "../support/players";
import { linkTo, type Received } from "../support/smtp";
import { appForFile, screenshotMail, screenshotsDir, startApp } from "./support/app";

const app = appForFile(startApp);

const rhea = "rhea@example.com";
const sol = "sol@example.com";
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** The page at `url` in a fresh browser (signed out) at both widths, each saved as `<name>-<width>.png`. */
async function screenshots(browser: Browser, url: string, name: string, page?: Page): Promise<void> {
  for (const [width, viewport] of Object.entries(widths)) {
    const shown = page ?? (await browser.newPage({ viewport }));
    if (page) await page.setViewportSize(viewport);
    await shown.goto(url);
    await shown.screenshot({ path: path.join(screenshotsDir, `${name}-${width}.png`), fullPage: true });
    if (!page) await shown.close();
  }
}

/** A your-move email, or the one an acceptance brings the inviter who moves first. */
const yourMove = (to: string) => (m: Received) =>
  m.envelopeTo.includes(to) && /^Your move|^.+ accepted your invitation: your move/.test(m.subject ?? "");

async function typeMove(page: Page, move: string): Promise<void> {
  await page.getByLabel("Your move", { exact: true }).fill(move);
  await page
    .getByRole("form", { name: "Send a move as text" })
    .getByRole("button", { name: "Send move" })
    .click();
  await page.getByText("Move sent.").waitFor();
}

describe("a rated game", () => {
  it("is offered as rated, played, resigned, and changes both ratings on the game page and the player page", async () => {
    const rheaPage = await app.browser.newPage({ viewport: widths.desktop });
    const solPage = await app.browser.newPage({ viewport: widths.phone, isMobile: true });

    // Rhea invites Sol to a rated game of chess: the box is unticked until she ticks it.
    await rheaPage.goto(`${app.url}/new`);
    const ratedBox = rheaPage.getByRole("checkbox", { name: "Rated game" });
    expect(await ratedBox.isChecked()).toBe(false);
    await rheaPage.locator('input[name="gameType"][value="chess"]').check();
    await rheaPage.getByLabel("Your opponent's email address").fill(sol);
    await rheaPage.locator('input[name="colour"][value="white"]').check();
    await ratedBox.check();
    await rheaPage.getByLabel("Your email address").fill(rhea);
    // The choice with its hint, at both widths.
    for (const [width, viewport] of Object.entries(widths)) {
      await rheaPage.setViewportSize(viewport);
      await rheaPage.locator(".field", { has: ratedBox }).screenshot({
        path: path.join(screenshotsDir, `ratings-new-game-${width}.png`),
      });
    }
    await rheaPage.getByRole("button", { name: "Continue" }).click();
    const signIn = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(rhea) && /sign-in link/.test(m.subject ?? ""),
    );
    await rheaPage.goto(linkTo(signIn.text, "/signin/confirm"));
    await rheaPage.getByRole("button", { name: "Sign in" }).click();
    await rheaPage.getByRole("button", { name: "Save and go to the invitation" }).click(); // her welcome
    await rheaPage.getByRole("button", { name: "Send the invitation" }).click();

    // Sol's invitation says rated, in its subject and on its page; he accepts.
    const invitation = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(sol) && /invites you/.test(m.subject ?? ""),
    );
    expect(invitation.subject).toBe("Rhea invites you to a rated game of Chess");
    expect(invitation.text).toContain("*Rating:* Rated: the result changes both players' Chess ratings");
    await solPage.goto(linkTo(invitation.text, "/invitations/"));
    await solPage.getByText("Rated: the result changes both players' Chess ratings").waitFor();
    await solPage.screenshot({
      path: path.join(screenshotsDir, "ratings-invitation-phone.png"),
      fullPage: true,
    });
    await solPage.getByRole("button", { name: "Accept and start the game" }).click();
    await solPage.getByRole("button", { name: "Save and go to the game" }).click(); // his welcome
    await solPage.waitForURL(/\/games\//);
    const gamePath = new URL(solPage.url()).pathname;
    await solPage.getByText(/· rated ·/).waitFor();
    await screenshots(app.browser, solPage.url(), "ratings-game", solPage);
    // Both are new to chess: each counts as a provisional 1500 ("1500?") beside their names.
    expect(await solPage.getByRole("region", { name: "Board" }).textContent()).toMatch(
      /Rhea \(1500\?\).*Sol \(1500\?\)/s,
    );

    // One move each from the emailed links, so the game counts; then Rhea resigns.
    await rheaPage.goto(linkTo((await app.smtp.waitFor(yourMove(rhea))).text, "/play/"));
    await typeMove(rheaPage, "e4");
    const solTurn = await app.smtp.waitFor(yourMove(sol));
    expect(solTurn.text).toContain("Rhea played *1. e4*.");
    await screenshotMail(solPage.context(), solTurn, "ratings-your-turn");
    await solPage.goto(linkTo(solTurn.text, "/play/"));
    await typeMove(solPage, "e5");
    await rheaPage.goto(`${app.url}${gamePath}`);
    await rheaPage.getByRole("link", { name: "Resign…" }).click();
    await rheaPage.getByRole("button", { name: "Yes, resign" }).click();
    await rheaPage.getByText("won by resignation").first().waitFor();

    // The game page: each player's new (provisional) rating and the change, the same size both ways.
    const ratings = await db().rating.findMany({ where: { gameType: "chess" }, include: { user: true } });
    const of = (email: string) => ratings.find((r) => r.user.email === email)?.rating ?? 0;
    const points = Math.round(of(sol) - 1500);
    expect(points).toBeGreaterThan(100);
    expect(Math.round(1500 - of(rhea))).toBe(points);
    const board = rheaPage.getByRole("region", { name: "Board" });
    await expect.poll(() => board.textContent()).toContain(`Sol (${Math.round(of(sol))}?) +${points}`);
    expect(await board.textContent()).toContain(`Rhea (${Math.round(of(rhea))}?) −${points}`);
    expect(await rheaPage.locator("main").textContent()).toContain("rated");
    const over = await app.smtp.waitFor(
      (m) => m.envelopeTo.includes(rhea) && /^Game over/.test(m.subject ?? ""),
    );
    expect(over.text).toContain(
      `Rated game: your Chess rating is now ${Math.round(of(rhea))}? (−${points}).`,
    );
    await screenshotMail(rheaPage.context(), over, "ratings-game-over");
    await screenshots(app.browser, `${app.url}${gamePath}`, "ratings-game-over", rheaPage);

    // Sol's player page: his rating with its deviation, and its history drawn as an SVG chart in the
    // server's HTML, with a rating scale, a date and the point of the game.
    const solRating = ratings.find((r) => r.user.email === sol);
    const player = `${app.url}/players/${solRating?.userId}`;
    const html = await (await fetch(player)).text();
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Chess rating over the last 1 rated game, \d+ \w+ \d{4}: from 1500 to \d+"/,
    );
    expect(html).toContain("<polyline");
    await solPage.goto(player);
    const chart = solPage.getByRole("img", { name: /Chess rating over the last 1 rated game/ });
    await chart.waitFor();
    expect((await chart.boundingBox())?.width).toBeGreaterThan(300);
    expect(await chart.locator("circle").count()).toBe(1);
    const scale = await chart.locator("text").allTextContents();
    expect(scale).toContain("1500");
    expect(scale).toContain(String(Math.round(of(sol))));
    expect(scale.some((text) => /^\d+ [A-Z][a-z]{2}$/.test(text))).toBe(true); // a date, "3 Dec"
    const ratingsCard = solPage.getByRole("region", { name: "Ratings" });
    expect(await ratingsCard.textContent()).toContain(
      `Chess ${Math.round(of(sol))}? ± ${Math.round(solRating?.deviation ?? 0)} 1 rated game, provisional`,
    );
    expect(await ratingsCard.textContent()).toContain("A “?” marks a provisional rating");
    // The latest games with their changes, a click away.
    await ratingsCard.getByText("Every rated game", { exact: true }).click();
    expect(await ratingsCard.getByRole("row").nth(1).textContent()).toContain(`won vs Rhea+${points}`);
    await screenshots(app.browser, player, "ratings-player");

    // The archive's "Rated only" filter finds it, with both changes on its row.
    const archive = await app.browser.newPage({ viewport: widths.phone });
    await archive.goto(`${app.url}/archive`);
    await archive.getByLabel("Rated or casual").selectOption("rated");
    await archive.getByRole("button", { name: "Show games" }).click();
    await archive.waitForURL(/kind=rated/);
    const row = archive.getByRole("listitem").filter({ hasText: "Rhea – Sol" });
    expect(await row.textContent()).toContain(`rated: Rhea −${points}, Sol +${points}`);
    await archive.close();
    await screenshots(app.browser, `${app.url}/archive?kind=rated`, "ratings-archive");

    // Provisional ratings are listed apart, marked, until settled ones rank above them.
    const board2 = await app.browser.newPage({ viewport: widths.phone });
    await board2.goto(`${app.url}/ratings/chess`);
    await board2.getByText("No settled Chess rating yet").waitFor();
    const provisionalList = board2.getByRole("region", { name: "Provisional ratings" });
    expect(await provisionalList.getByRole("row").allTextContents()).toEqual([
      "PlayerRatingRated games",
      `Sol${Math.round(of(sol))}? ± ${Math.round(solRating?.deviation ?? 0)}1`,
      `Rhea${Math.round(of(rhea))}? ± ${Math.round(ratings.find((r) => r.user.email === rhea)?.deviation ?? 0)}1`,
    ]);
    expect(await provisionalList.textContent()).toContain("A “?” marks a provisional rating");
    await screenshots(app.browser, `${app.url}/ratings/chess`, "ratings-leaderboard-provisional");
    await board2.goto(`${app.url}/ratings`);
    await board2.screenshot({
      path: path.join(screenshotsDir, "ratings-index-provisional-phone.png"),
      fullPage: true,
    });
    expect(
      await board2.getByRole("listitem").filter({ hasText: "No settled rating yet" }).first().textContent(),
    ).toContain(`Sol ${Math.round(of(sol))}?`);
    await board2.close();
    await settledPlayers(gamePath.split("/").at(-1) ?? "");
    await screenshots(app.browser, `${app.url}/ratings/chess`, "ratings-leaderboard");
    const listed = await app.browser.newPage();
    await listed.goto(`${app.url}/ratings/chess`);
    expect(
      await listed.getByRole("region", { name: "Leaderboard" }).getByRole("row").allTextContents(),
    ).toEqual(["#PlayerRatingRated games", "1Tova1832 ± 6242", "2Uri1718 ± 6217"]);
    await listed.goto(`${app.url}/ratings`);
    await listed.getByRole("link", { name: "Chess", exact: true }).click();
    await listed.waitForURL(/\/ratings\/chess$/);
    await screenshots(app.browser, `${app.url}/ratings`, "ratings-index");
    await listed.close();
  });
});

describe("a long rating history", () => {
  it("reads at a phone's and a desktop's width: a scale, dates, a point per game, the latest games' changes", async () => {
    const vera = await person("Vera");
    const rivals = await Promise.all(["Wim", "Xan"].map((name) => person(name)));
    // 40 rated Joust games over about eight months, every fifth one private.
    let rating = 1500;
    const start = Date.now() - 240 * 86_400_000;
    for (let n = 0; n < 40; n++) {
      const at = new Date(start + n * 6 * 86_400_000);
      const won = n % 3 !== 0;
      const game = await finishedRow(vera, rivals[n % 2], {
        finishedAt: at,
        gameType: "joust",
        winner: won ? "w" : "b",
        public: n % 5 !== 4,
        rated: true,
      });
      const after = rating + (won ? 14 - n / 4 : -(12 - n / 5));
      await db().ratingChange.create({
        data: {
          userId: vera.id,
          gameId: game.id,
          gameType: "joust",
          before: rating,
          after,
          deviation: 90,
          at,
        },
      });
      rating = after;
    }
    await db().rating.create({
      data: { userId: vera.id, gameType: "joust", rating, deviation: 64, volatility: 0.06, games: 40 },
    });
    for (const [width, viewport] of Object.entries(widths)) {
      const page = await app.browser.newPage({ viewport });
      await page.goto(`${app.url}/players/${vera.id}`);
      const chart = page.getByRole("img", { name: /Joust Chess rating over the last 40 rated games/ });
      await chart.waitFor();
      const box = await chart.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await chart.locator("circle").count()).toBe(40);
      const labels = await chart.locator("text").allTextContents();
      const dates = labels.filter((text) => /^[A-Z][a-z]{2}( \d{4})?$/.test(text)); // "Jan", "Mar 2027"
      expect(dates.length).toBeGreaterThanOrEqual(width === "phone" ? 2 : 4);
      expect(labels.filter((text) => /^\d{4}$/.test(text)).length).toBeGreaterThanOrEqual(3); // the scale
      // Its text is drawn at its size, never shrunk below 11 px.
      const fontSize = await chart
        .locator("text")
        .first()
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(fontSize).toBeGreaterThanOrEqual(11);
      const card = page.getByRole("region", { name: "Ratings" });
      await card.getByText("The last 10 rated games").click();
      const rows = card.getByRole("table").getByRole("row");
      expect(await rows.count()).toBe(11);
      expect(await rows.nth(1).textContent()).toContain("a private game"); // the latest, game 40
      expect(await rows.nth(2).textContent()).toMatch(/^\d+ \w{3} \d{4}(won|lost) vs (Wim|Xan)[+−]\d+\d+$/);
      expect(await card.getByText("a private game").count()).toBe(2);
      await card.screenshot({ path: path.join(screenshotsDir, `ratings-history-${width}.png`) });
      await page.close();
    }
  });
});

/** Two players with settled chess ratings and a recent rated game (the one just played, as record). */
async function settledPlayers(gameId: string): Promise<void> {
  for (const [name, rating, games] of [
    ["Tova", 1831.7, 42],
    ["Uri", 1718.2, 17],
  ] as const) {
    const user = await db().user.create({ data: { email: `${name.toLowerCase()}@example.com`, name } });
    await db().rating.create({
      data: { userId: user.id, gameType: "chess", rating, deviation: 62, volatility: 0.06, games },
    });
    await db().ratingChange.create({
      data: {
        userId: user.id,
        gameId,
        gameType: "chess",
        before: rating - 8,
        after: rating,
        deviation: 62,
        at: new Date(),
      },
    });
  }
}
