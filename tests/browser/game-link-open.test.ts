// A game link opened in a browser already signed in as its owner (the second email of a game, on
// the same phone): the game page comes at the link's own address, with no redirect first (a round
// trip a slow network makes dear), and then shows /games/<id> in the address. It is the game page in
// every way: a move made there is played, the opponent's answer appears on it by itself, and without
// JavaScript its text form plays a move too. Anyone else (no session, an expired one, another
// account, a link that does not work) is answered by the link's route as before.
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { sessionCookieName } from "@/lib/auth/session-token";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { submitMove } from "@/lib/games/turn/play";
import { person, startGameBetween } from "../support/players";
import { appForFile, startApp } from "./support/app";
import { phone } from "./support/phone";

const app = appForFile(startApp);

async function signedIn(context: BrowserContext, userId: string) {
  const session = await openSession(userId, new Date());
  await context.addCookies([{ name: session.name, value: session.value, url: app.url }]);
  return `${session.name}=${session.value}`;
}

async function stage() {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const game = await startGameBetween(ana, ben, {}, new Date());
  return { ana, ben, game, link: await gameLinkUrl(ana.id, game.id) };
}

/** Where a redirect points, as a path and query. */
function pathOf(response: Response, base: string): string {
  const to = new URL(response.headers.get("location") ?? "", base);
  return `${to.pathname}${to.search}`;
}

const get = (url: string, cookie: string) => fetch(url, { headers: { cookie }, redirect: "manual" });

describe("a game link opened by its owner's signed-in browser", () => {
  it("is the game page at once, which then says /games/<id>: moves, and hears the answer", async () => {
    const { ana, ben, game, link } = await stage();
    const context = await app.browser.newContext(phone);
    const cookie = await signedIn(context, ana.id);

    // Over HTTP: the page itself, no redirect, nothing written to the browser, no referrer, no index.
    const opened = await get(link, cookie);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("set-cookie")).toBeNull();
    expect(opened.headers.get("referrer-policy")).toBe("same-origin");
    const html = await opened.text();
    expect(html).toContain('data-square="e2"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    const page = await context.newPage();
    const response = await page.goto(link);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(response?.status()).toBe(200);
    await page.waitForURL(`**/games/${game.id}`);
    await page.evaluate(() => {
      (window as unknown as { mark: number }).mark = 1;
    });

    await page.locator('button[aria-label^="e2,"]').tap();
    await page.locator('button[aria-label="e4, move here"]').tap();
    const confirm = page.getByRole("form", { name: "Confirm your move" });
    await confirm.getByRole("button", { name: "Send move" }).click();
    await page.getByText("Move sent").first().waitFor();
    const moves = await db().move.findMany({ where: { gameId: game.id }, orderBy: { ply: "asc" } });
    expect(moves.map((m) => m.notation)).toEqual(["Pe2-e4"]);

    // Ben answers elsewhere: the page shows it by itself (its live updates follow /games/<id>).
    await page.goto(link); // the link again, now that it is Ben's turn: still the page, at once
    await page.waitForURL(`**/games/${game.id}`);
    await page.evaluate(() => {
      (window as unknown as { mark: number }).mark = 2;
    });
    const reply = await submitMove({ gameId: game.id, userId: ben.id, ply: 2, move: "Pe7-e5" }, new Date());
    expect(reply.ok).toBe(true);
    await page.getByText(/^Your move — /).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(2);
    await context.close();
  });

  it("without JavaScript, its text form plays the move", async () => {
    const { ana, game, link } = await stage();
    const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: phone.viewport });
    await signedIn(context, ana.id);
    const page = await context.newPage();
    const response = await page.goto(link);
    expect(response?.request().redirectedFrom()).toBeNull();
    const form = page.getByRole("form", { name: "Send a move as text" });
    await form.locator("#move-text").fill("e4");
    await form.getByRole("button", { name: "Send move" }).click();
    await page.getByText("Move sent.").waitFor();
    const played = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } });
    expect(played.notation).toBe("Pe2-e4");
    await context.close();
  });

  it("leaves everyone else to the link's route: an ended session signs in, another account is asked", async () => {
    const { ben, game, link } = await stage();
    // A session cookie the server no longer knows: back to the link's route, which signs in again.
    const stale = `${sessionCookieName(app.url)}=not-a-session`;
    const backToRoute = `${new URL(link).pathname}?open`;
    const first = await get(link, stale);
    expect([303, 307]).toContain(first.status);
    expect(pathOf(first, link)).toBe(backToRoute);
    const again = await get(`${link}?open`, stale);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`${app.url}/games/${game.id}`);
    expect(again.headers.get("set-cookie")).toMatch(/session-token=/);

    // Ben's browser opening Ana's link is asked whether to switch, as before.
    const bens = await openSession(ben.id, new Date());
    const asked = await get(link, `${bens.name}=${bens.value}`);
    expect([303, 307]).toContain(asked.status);
    expect(pathOf(asked, link)).toBe(`${new URL(link).pathname}/switch`);
    const page = await app.browser.newContext(phone).then(async (context) => {
      await context.addCookies([{ name: bens.name, value: bens.value, url: app.url }]);
      return context.newPage();
    });
    await page.goto(link);
    await page.waitForURL(`${link}/switch`);
    await page.getByText("Sign in as Ana").waitFor();
    await page.context().close();

    // A link that does not work: the route's own page, whatever the browser holds.
    const broken = await fetch(`${app.url}/play/not-a-real-token`, {
      headers: { cookie: `${bens.name}=${bens.value}` },
    });
    expect(broken.status).toBe(404);
    expect(await broken.text()).toContain("This game link does not work");
  });
});
