// Live game pages in Chromium against the built service (its worker and reply receiver on): with
// both players' pages open, what one does appears on the other's page without a reload, whether
// it came from the page, by an email reply (through the real receiver and the worker), or from
// the worker itself (the computer's answer, a conditional answer played with an emailed move);
// chat and a draw offer too; and a page that missed an event while its stream was down catches up
// when the stream comes back. Each page is marked in the browser when it is opened: a reload would
// lose the mark, so "still marked" proves the page updated itself.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { addLine } from "@/lib/conditional/lines";
import { db } from "@/lib/db/prisma";
import { moveShown } from "@/lib/games/catalog/catalog";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { sendChat } from "@/lib/games/talk/chat";
import { submitMove } from "@/lib/games/turn/play";
import { offerDraw } from "@/lib/games/turn/resolve";
import { streamsPerPerson } from "@/lib/live/limits";
import { until } from "../support/jobs";
import { computerGame, type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";
import { appForFile, startAppTakingReplies } from "./support/app";

const app = appForFile(startAppTakingReplies);

const desktop = { viewport: { width: 1280, height: 900 } };
/** Within this the change must show: the issue asks for 1 s; a busy test machine gets slack. */
const liveWaitMs = 5_000;

async function openGame(context: BrowserContext, who: Person, gameId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(await gameLinkUrl(who.id, gameId));
  await page.waitForURL(`**/games/${gameId}`);
  await page.evaluate(() => {
    (window as unknown as { livePageMark: number }).livePageMark = 1;
  });
  return page;
}

/** The page has not been reloaded since it was opened. */
const notReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { livePageMark?: number }).livePageMark)).toBe(1);

const movesOf = (page: Page) => page.getByRole("region", { name: "Moves", exact: true });

/** Waits until the page's move list shows `text`, without reloading it. */
async function shows(page: Page, text: string): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: liveWaitMs });
  await notReloaded(page);
}

async function movesShow(page: Page, text: string): Promise<void> {
  await until(
    async () => ((await movesOf(page).textContent()) ?? "").includes(text),
    `${text} in the moves`,
    liveWaitMs,
  );
  await notReloaded(page);
}

/** The "your move" email to `who` for the game (sent by the worker), and its reply address. */
async function yourMoveMail(who: Person, number: number): Promise<string> {
  const mail = await app.smtp.waitFor(
    (m: Received) => m.envelopeTo.includes(who.email) && (m.subject ?? "").includes(`#${number}`),
  );
  const replyTo = mail.headerLines.find((h) => h.key === "reply-to")?.line.replace(/^[^:]+:\s*/, "");
  if (!replyTo) throw new Error(`no Reply-To on "${mail.subject}"`);
  return replyTo.replace(/^.*<|>.*$/g, "");
}

describe("two players' pages", () => {
  it("a move on one page, chat and a draw offer appear on the other without a reload; a typed message stays", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const anaContext = await app.browser.newContext(desktop);
    const benContext = await app.browser.newContext(desktop);
    const anaPage = await openGame(anaContext, ana, game.id);
    const benPage = await openGame(benContext, ben, game.id);
    // Ben starts writing while he waits; the update must not lose it.
    const benChat = benPage.getByRole("region", { name: "Chat with Ana" });
    await benChat.getByLabel("Message to Ana").fill("Thinking of the Sicilian…");

    await anaPage.locator('button[aria-label^="e2,"]').click();
    await anaPage.locator('button[aria-label^="e4,"]').click();
    await anaPage
      .getByRole("form", { name: "Confirm your move" })
      .getByRole("button", { name: "Send move" })
      .click();
    await anaPage.getByText("Move sent.").waitFor();
    await movesShow(benPage, "e4");
    await benPage.getByText(/^Your move — /).waitFor({ timeout: liveWaitMs });
    expect(await benChat.getByLabel("Message to Ana").inputValue()).toBe("Thinking of the Sicilian…");

    const sent = Date.now();
    expect((await sendChat(game.id, ana.id, "Your move, Ben!", new Date())).ok).toBe(true);
    await shows(benPage, "Your move, Ben!");
    console.log(`live page: a chat message shown on the other page ${Date.now() - sent} ms after its commit`);
    expect((await offerDraw(game.id, ana.id, new Date())).ok).toBe(true);
    await shows(benPage, "Ana offers a draw.");
    expect(await benChat.getByLabel("Message to Ana").inputValue()).toBe("Thinking of the Sicilian…");
    await anaContext.close();
    await benContext.close();
  });

  it("a move by email reply shows on both pages, with the conditional answer it set off", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    // Ana's conditional move: if Ben answers 1… c5, she plays 2. Nf3.
    const line = await addLine({ gameId: game.id, userId: ana.id, ply: 2, moves: ["c5", "Nf3"] });
    expect(line.ok).toBe(true);
    const anaContext = await app.browser.newContext(desktop);
    const benContext = await app.browser.newContext(desktop);
    const anaPage = await openGame(anaContext, ana, game.id);
    const benPage = await openGame(benContext, ben, game.id);

    // Ben answers the worker's "your move" email; the worker reads the reply and plays it, and
    // Ana's conditional answer with it.
    await app.reply({
      from: ben.email,
      to: await yourMoveMail(ben, game.number),
      text: "c5",
      subject: "Your move",
    });
    await movesShow(anaPage, "Nf3");
    await movesShow(benPage, "Nf3");
    expect((await movesOf(benPage).textContent()) ?? "").toContain("c5");
    await benPage.getByText(/^Your move — /).waitFor({ timeout: liveWaitMs });
    await anaContext.close();
    await benContext.close();
  });
});

describe("the stream's door", () => {
  it("is for the game's players: a clear 401 without a session, 404 for someone else's private game", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const eve = await person("Eve");
    const game = await startGameBetween(ana, ben, { public: false }, new Date());
    const cookieOf = async (who: Person) => {
      const session = await openSession(who.id, new Date());
      return `${session.name}=${session.value}`;
    };
    const ask = async (path: string, who?: Person) => {
      const response = await fetch(`${app.url}${path}`, {
        headers: who ? { cookie: await cookieOf(who) } : {},
      });
      return { status: response.status, text: (await response.text()).trim() };
    };
    expect(await ask(`/games/${game.id}/events`)).toEqual({
      status: 401,
      text: "Sign in to follow this game live.",
    });
    expect(await ask(`/games/${game.id}/events`, eve)).toEqual({
      status: 404,
      text: "There is no such game.",
    });
    expect(await ask("/games/..%2Fx/events", eve)).toEqual({ status: 404, text: "There is no such game." });
    expect(await ask("/events")).toEqual({ status: 401, text: "Sign in to see your games live." });
    // A player's stream answers at once with its headers and first comment.
    const stream = await fetch(`${app.url}/games/${game.id}/events?since=0`, {
      headers: { cookie: await cookieOf(ana) },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-store");
    const reader = stream.body?.getReader();
    const first = new TextDecoder().decode((await reader?.read())?.value);
    expect(first).toContain("retry: 1000\n");
    await reader?.cancel();
  });

  it(`refuses a person's ${streamsPerPerson + 1}th stream with a reason, and counts a closed one out`, async () => {
    const ana = await person("Ana");
    const session = await openSession(ana.id, new Date());
    const headers = { cookie: `${session.name}=${session.value}` };
    const open = () => fetch(`${app.url}/events`, { headers });
    const streams = [];
    for (let i = 0; i < streamsPerPerson; i++) streams.push(await open());
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(`You have ${streamsPerPerson} pages with live updates open`);
    // The browser goes (its connection closes): the server notices and frees the place.
    await streams[0].body?.cancel();
    await until(
      async () => {
        const again = await open();
        await again.body?.cancel();
        return again.status === 200;
      },
      "a place freed by the closed stream",
      10_000,
    );
    for (const stream of streams.slice(1)) await stream.body?.cancel();
  });
});

describe("the home page", () => {
  it("moves a game into “Your move” when the opponent moves, and lists a new game, without a reload", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const context = await app.browser.newContext(desktop);
    const page = await openGame(context, ben, game.id);
    await page.goto(app.url);
    await page.evaluate(() => {
      (window as unknown as { livePageMark: number }).livePageMark = 1;
    });
    const yourMove = page.getByRole("region", { name: "Your move" });
    const waiting = page.getByRole("region", { name: "Waiting for your opponent" });
    await waiting.getByText("Chess vs Ana").waitFor();
    expect(await yourMove.getByRole("listitem").count()).toBe(0);

    await playMoves(game, ["e4"], () => new Date());
    await yourMove.getByText("Chess vs Ana").waitFor({ timeout: liveWaitMs });
    expect(await yourMove.getByRole("listitem").count()).toBe(1);
    await notReloaded(page);

    const cy = await person("Cy");
    await startGameBetween(cy, ben, { gameType: "joust" }, new Date());
    await waiting.getByText("vs Cy").waitFor({ timeout: liveWaitMs });
    await notReloaded(page);
    await context.close();
  });
});

describe("the computer's answer", () => {
  it("appears on the page by the live stream, from the worker", async () => {
    const ana = await person("Ana");
    const started = await computerGame(ana);
    const context = await app.browser.newContext(desktop);
    const page = await openGame(context, ana, started.gameId);
    const moved = await submitMove(
      { gameId: started.gameId, userId: ana.id, ply: 1, move: "d4" },
      new Date(),
    );
    expect(moved.ok).toBe(true);
    await until(
      async () => (await db().game.findUniqueOrThrow({ where: { id: started.gameId } })).plies === 2,
      "the computer's answer",
    );
    const answer = await db().move.findUniqueOrThrow({
      where: { gameId_ply: { gameId: started.gameId, ply: 2 } },
    });
    await movesShow(page, moveShown("chess", answer));
    await context.close();
  });
});

describe("a page whose stream was down", () => {
  it("catches up on the change it missed when the stream comes back", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const context = await app.browser.newContext(desktop);
    // The stream cannot connect at first: the browser keeps trying.
    let refused = 0;
    await context.route("**/events?since=*", (route) => {
      refused++;
      return route.abort("connectionreset");
    });
    const page = await openGame(context, ben, game.id);
    await until(async () => refused > 0, "the stream's first try");
    await playMoves(game, ["e4"], () => new Date());
    // Nothing can tell the page of the move now; once the stream is back, it catches up.
    expect(await movesOf(page).textContent()).not.toContain("e4");
    await context.unroute("**/events?since=*");
    await movesShow(page, "e4");
    await context.close();
  });
});
