// Tournaments in Chromium against the production service: a player creates one through the form (a
// bad field is said at the field and writes nothing), another joins from its page, two more by the
// service, it starts, one game is played to mate, and the crosstable says so at a phone's width and
// a desktop's: the cell's result and its link, the page no wider than the phone while the table
// scrolls in its own box. Then the game page names its round, the exports carry the tournament's
// tags, the player page lists it, a withdrawal asks first and marks the row, and an
// invitation-only tournament is missing without its key.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { db } from "@/lib/db/prisma";
import { createTournament } from "@/lib/tournaments/create";
import { joinTournament } from "@/lib/tournaments/entries";
import { createInput } from "@/lib/tournaments/input";
import { startTournament } from "@/lib/tournaments/start";
import { person, playMoves } from "../support/players";
import { appForFile, startApp } from "./support/app";

const app = appForFile(startApp);
const shots = "/work/notes/shots";
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function signedIn(userId: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await app.browser.newContext({ viewport });
  const session = await openSession(userId, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return context.newPage();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("tournaments", () => {
  it("created through the form, joined, started, a game played: the crosstable says so at 390 and 1280 px", async () => {
    await mkdir(shots, { recursive: true });
    const [ana, ben, cal, dee] = [
      await person("Ana"),
      await person("Ben"),
      await person("Cal"),
      await person("Dee"),
    ];

    // Ana creates it; a name too short is refused at the name, what she chose stays, nothing is written.
    const anaPage = await signedIn(ana.id, phone);
    await anaPage.goto(`${app.url}/tournaments/new`);
    const form = anaPage.getByRole("form", { name: "Create a tournament" });
    await form.getByLabel("Name", { exact: true }).fill("ab");
    await form.getByLabel("Game", { exact: true }).selectOption("chess");
    await form.getByLabel("Number of players").fill("4");
    await form.getByLabel("Rated").check();
    await form.getByRole("button", { name: "Create the tournament" }).click();
    const nameError = form.locator("#name-error");
    await nameError.waitFor();
    expect(await nameError.textContent()).toBe("Give the tournament a name of at least 3 characters.");
    expect(await form.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByLabel("Number of players").inputValue()).toBe("4");
    expect(await form.getByLabel("Game", { exact: true }).inputValue()).toBe("chess");
    expect(await form.getByLabel("Rated").isChecked()).toBe(true);
    expect(await form.getByLabel("I play in it").isChecked()).toBe(true);
    expect(await db().tournament.count({ where: { creatorId: ana.id } })).toBe(0);
    expect(await pageWidth(anaPage)).toBeLessThanOrEqual(390);
    await anaPage.screenshot({ path: path.join(shots, "t36-create-error-phone.png"), fullPage: true });

    await form.getByLabel("Name", { exact: true }).fill("Autumn Cup");
    await form.getByLabel("Description (optional)").fill("Four players, one game each against the others.");
    await form.getByRole("button", { name: "Create the tournament" }).click();
    await anaPage.waitForURL(/\/tournaments\/\w+\?created=1$/);
    const id = new URL(anaPage.url()).pathname.split("/").pop() as string;
    await anaPage.getByRole("status").filter({ hasText: "Your tournament is created." }).waitFor();
    expect(await db().tournament.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "Autumn Cup",
      gameType: "chess",
      maxPlayers: 4,
      rated: true,
      creatorId: ana.id,
      inviteKey: null,
    });

    // Ben sees it on the home page, finds it in the list and joins from its page.
    const benPage = await signedIn(ben.id, phone);
    await benPage.goto(`${app.url}/`);
    const open = benPage.getByRole("region", { name: "Tournaments open for entry" });
    expect(await open.getByRole("link", { name: "Autumn Cup" }).getAttribute("href")).toBe(
      `/tournaments/${id}`,
    );
    expect(await open.textContent()).toContain("1 of 4 players · starts when full");
    await benPage.goto(`${app.url}/tournaments?game=chess`);
    const row = benPage.getByRole("listitem").filter({ hasText: "Autumn Cup" });
    expect(await row.textContent()).toContain("Chess · single round robin · 3 days per move · rated");
    expect(await row.textContent()).toContain(
      "1 of 4 players · open to every rating · starts as soon as it is full",
    );
    expect(await pageWidth(benPage)).toBeLessThanOrEqual(390);
    await benPage.screenshot({ path: path.join(shots, "t36-list-phone.png"), fullPage: true });
    await row.getByRole("link", { name: "Autumn Cup" }).click();
    await benPage.waitForURL(`**/tournaments/${id}`);
    await benPage.getByRole("button", { name: "Join" }).click();
    await benPage.getByRole("status").filter({ hasText: "You are in." }).waitFor();
    expect(await benPage.getByRole("region", { name: "What you can do" }).textContent()).toContain(
      "You have joined.",
    );
    await benPage.screenshot({ path: path.join(shots, "t36-entrants-phone.png"), fullPage: true });

    // An empty state that helps: no Joust tournaments yet, and a way to make one.
    await benPage.goto(`${app.url}/tournaments?game=joust`);
    await benPage.getByText("No open tournaments for Joust Chess yet.").waitFor();
    expect(await benPage.getByRole("link", { name: "Create a tournament" }).last().getAttribute("href")).toBe(
      "/tournaments/new?game=joust",
    );
    // A bad filter is said, not a 500.
    const bad = await benPage.goto(`${app.url}/tournaments?rating=lots`);
    expect(bad?.status()).toBe(200);
    await benPage.getByText("A rating is a number, e.g. 1500.").waitFor();

    for (const player of [cal, dee])
      expect((await joinTournament(id, player.id, null, new Date())).ok).toBe(true);
    // The start job may beat this call to it; either way the tournament runs.
    await startTournament(id, new Date(), () => 0);
    expect((await db().tournament.findUniqueOrThrow({ where: { id } })).status).toBe("RUNNING");

    // A game without Ben is played to mate: Black wins.
    const games = await db().game.findMany({ where: { tournamentId: id }, orderBy: { number: "asc" } });
    expect(games).toHaveLength(6);
    const played = games.find((game) => game.whiteId !== ben.id && game.blackId !== ben.id);
    if (!played) throw new Error("every game has Ben in it");
    await playMoves(played, ["f3", "e5", "g4", "Qh4#"], () => new Date());
    const names = new Map([ana, ben, cal, dee].map((p) => [p.id, p.name as string]));
    const [white, black] = [names.get(played.whiteId), names.get(played.blackId)];
    const round = played.tournamentRound;

    for (const [width, viewport] of [
      ["phone", phone],
      ["desktop", desktop],
    ] as const) {
      const page = await signedIn(ana.id, viewport);
      await page.goto(`${app.url}/tournaments/${id}`);
      const table = page.getByRole("region", { name: "Crosstable, Stage 1" });
      const won = table.getByRole("link", {
        name: `${black} against ${white}, with Black, round ${round}: won`,
      });
      const lost = table.getByRole("link", {
        name: `${white} against ${black}, with White, round ${round}: lost`,
      });
      expect(await won.textContent()).toBe("1");
      expect(await won.getAttribute("href")).toBe(`/games/${played.id}`);
      expect(await lost.textContent()).toBe("0");
      // A game still being played is a dot, linked to its game too.
      const open = games.find((game) => game.id !== played.id) as (typeof games)[number];
      const playing = table.getByRole("link", {
        name: `${names.get(open.whiteId)} against ${names.get(open.blackId)}, with White, round ${open.tournamentRound}: being played`,
      });
      expect(await playing.textContent()).toBe("·");
      // Points, games, SB, wins and place of the winner's row.
      const winnerRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: black }) });
      expect((await winnerRow.getByRole("cell").allTextContents()).slice(-5)).toEqual([
        "1",
        "1",
        "0",
        "1",
        "1",
      ]);
      await page.getByText("Players equal on points are separated by, in this order:").waitFor();
      await page.getByText("Sonneborn-Berger", { exact: true }).waitFor();
      if (width === "phone") {
        expect(await pageWidth(page)).toBeLessThanOrEqual(390);
        // The table scrolls inside its box, the names column staying put.
        const box = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(box.scroll).toBeGreaterThan(box.client);
        const nameCell = table.getByRole("rowheader", { name: black });
        expect(await nameCell.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
        await page.screenshot({ path: path.join(shots, "t36-crosstable-phone.png"), fullPage: true });
        await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await page.screenshot({ path: path.join(shots, "t36-crosstable-phone-scrolled.png") });
      } else {
        await page.screenshot({ path: path.join(shots, "t36-crosstable-desktop.png"), fullPage: true });
      }
      await page.context().close();
    }

    // The game page names its round and tournament.
    await anaPage.goto(`${app.url}/games/${played.id}`);
    const line = anaPage.locator('[data-part="tournament"]');
    expect(await line.textContent()).toBe(`Round ${round} of Autumn Cup`);
    expect(await line.getByRole("link", { name: "Autumn Cup" }).getAttribute("href")).toBe(
      `/tournaments/${id}`,
    );
    await anaPage.screenshot({ path: path.join(shots, "t36-game-line-phone.png") });

    // The exports: every game Ana may see, with the tournament's Event and Round.
    const pgn = await (await anaPage.request.get(`${app.url}/tournaments/${id}/pgn`)).text();
    expect(pgn).toContain('[Event "Autumn Cup"]');
    expect(pgn).toContain(`[Round "1.${round}"]`);
    expect(pgn).toContain("2. g4 Qh4# 0-1");
    const json = await (await anaPage.request.get(`${app.url}/tournaments/${id}/json`)).json();
    expect(json.games.find((game: { id: string }) => game.id === played.id)).toMatchObject({
      stage: 1,
      round,
      result: "black",
    });

    // The winner's page lists it.
    await anaPage.goto(`${app.url}/players/${played.blackId}`);
    const listed = anaPage.getByRole("region", { name: "Tournaments" });
    expect(await listed.textContent()).toContain("Autumn Cup Chess · playing");

    // Ben withdraws, asked first in plain words; his row is marked.
    await benPage.goto(`${app.url}/tournaments/${id}`);
    await benPage.getByRole("button", { name: "Withdraw…" }).click();
    await benPage
      .getByText(
        "Your unfinished games are lost; with fewer than half your games finished your results are struck out.",
      )
      .waitFor();
    await benPage.screenshot({ path: path.join(shots, "t36-withdraw-phone.png"), fullPage: true });
    await benPage.getByRole("link", { name: "Stay in" }).click();
    expect(
      (await db().tournamentEntry.findFirstOrThrow({ where: { tournamentId: id, userId: ben.id } }))
        .withdrawnAt,
    ).toBeNull();
    await benPage.getByRole("button", { name: "Withdraw…" }).click();
    await benPage.getByRole("button", { name: "Yes, withdraw" }).click();
    await benPage.getByRole("status").filter({ hasText: "You have withdrawn" }).waitFor();
    const benRow = benPage
      .getByRole("region", { name: "Crosstable, Stage 1" })
      .getByRole("rowheader", { name: /^\d+ Ben/ });
    expect(await benRow.textContent()).toContain("withdrawn — results struck");
    await benPage.getByText("Ben withdrew with fewer than half of their games finished").waitFor();
    expect(await pageWidth(benPage)).toBeLessThanOrEqual(390);
    await benPage.screenshot({ path: path.join(shots, "t36-withdrawn-phone.png"), fullPage: true });
  });

  it("an invitation-only tournament is missing without its key, and its organiser sees the link", async () => {
    const eve = await person("Eve");
    const created = await createTournament(
      eve.id,
      createInput(new Date()).parse({
        name: "Friends only",
        gameType: "kings-court",
        form: "double",
        daysPerMove: "5",
        maxPlayers: "5",
        start: "when-full",
        entry: "invitation",
        play: "on",
      }),
      new Date(),
    );
    if (!created.ok) throw new Error(created.reason);
    const { inviteKey } = await db().tournament.findUniqueOrThrow({ where: { id: created.tournamentId } });
    const fay = await person("Fay");
    const fayPage = await signedIn(fay.id, phone);
    expect((await fayPage.goto(`${app.url}/tournaments/${created.tournamentId}`))?.status()).toBe(404);
    expect((await fayPage.request.get(`${app.url}/tournaments/${created.tournamentId}/pgn`)).status()).toBe(
      404,
    );
    expect((await fayPage.goto(`${app.url}/tournaments/nothing-here`))?.status()).toBe(404);
    await fayPage.goto(`${app.url}/tournaments/${created.tournamentId}?key=${inviteKey}`);
    await fayPage.getByRole("button", { name: "Join" }).click();
    await fayPage.getByRole("status").filter({ hasText: "You are in." }).waitFor();
    expect(await db().tournamentEntry.count({ where: { tournamentId: created.tournamentId } })).toBe(2);
    // Not in the list.
    await fayPage.goto(`${app.url}/tournaments?game=kings-court`);
    expect(await fayPage.textContent("main")).not.toContain("Friends only");
    // The create form and the list at a desktop's width.
    const wide = await signedIn(fay.id, desktop);
    await wide.goto(`${app.url}/tournaments/new`);
    await wide.getByRole("form", { name: "Create a tournament" }).waitFor();
    await wide.screenshot({ path: path.join(shots, "t36-create-desktop.png"), fullPage: true });
    await wide.goto(`${app.url}/tournaments`);
    await wide.screenshot({ path: path.join(shots, "t36-list-desktop.png"), fullPage: true });

    const evePage = await signedIn(eve.id, desktop);
    await evePage.goto(`${app.url}/tournaments/${created.tournamentId}`);
    expect(await evePage.getByLabel("Invitation link").inputValue()).toBe(
      `${new URL(app.url).origin}/tournaments/${created.tournamentId}?key=${inviteKey}`,
    );
    await evePage.screenshot({ path: path.join(shots, "t36-invitation-desktop.png"), fullPage: true });
  });
});
