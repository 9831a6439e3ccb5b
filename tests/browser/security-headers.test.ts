// The security headers of every kind of response the production service sends (proxy.ts,
// lib/http/security-headers.ts), read over HTTP; then Chromium opens each kind of page and must meet
// no Content-Security-Policy violation (tests/browser/support/app.ts watches every page of every
// browser test), with the pages' scripts really running under the nonce.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameLinkUrl } from "@/lib/games/stored/links";
import { createInvitation } from "@/lib/invitations/create";
import { withUnsubscribeKey } from "@/lib/mail/unsubscribe";
import { person, playMoves, startGameBetween } from "../support/players";
import { type Service, startService } from "../support/service";
import { linkTo } from "../support/smtp";
import { startApp, type TestApp } from "./support/app";
import { untilHydrated } from "./support/hydration";

let app: TestApp;
let paths: Record<string, string>;

beforeAll(async () => {
  app = await startApp();
  const [white, black] = [await person("Hedda"), await person("Ivo")];
  const t0 = new Date(Date.now() - 3_600_000);
  const finished = await startGameBetween(white, black, {}, t0);
  await playMoves(
    finished,
    ["f2-f3", "e7-e5", "g2-g4", "Qd8-h4"],
    (ply) => new Date(t0.getTime() + ply * 60_000),
  );
  const running = await startGameBetween(white, black, {}, new Date());
  const invitation = await createInvitation(
    {
      gameType: "chess",
      opponentEmail: "invited@example.com",
      colour: "white",
      daysPerMove: "3",
      public: "on",
    },
    white,
    new Date(),
  );
  if (!invitation.ok) throw new Error(invitation.reason);
  // The invitation's link comes in its email (the token is made when it is sent).
  const invitationLink = linkTo(
    (await app.smtp.waitFor((m) => m.envelopeTo.includes("invited@example.com"))).text,
    "/invitations/",
  );
  const play = new URL(await gameLinkUrl(black.id, running.id));
  const unsubscribe = (await withUnsubscribeKey(black)).unsubscribeKey;
  paths = {
    home: "/",
    rules: "/rules/joust",
    archive: "/archive",
    replay: `/games/${finished.id}?ply=2`,
    signIn: "/signin",
    newGame: "/new",
    json: `/games/${finished.id}/json`,
    png: `/games/${finished.id}/board.png?ply=2`,
    pgn: `/games/${finished.id}/pgn`,
    session: "/api/auth/session",
    redirect: "/account",
    notFound: "/no/such/page",
    play: play.pathname,
    unsubscribe: `/unsubscribe/${unsubscribe}`,
    oneClick: `/api/unsubscribe/${unsubscribe}`,
    invitation: new URL(invitationLink).pathname + new URL(invitationLink).search,
    confirm: "/signin/confirm?token=forged&email=ana%40example.com",
  };
});
afterAll(() => app?.stop());

const get = (path: string) => fetch(`${app.url}${path}`, { redirect: "manual" });

describe("every kind of response carries the security headers", () => {
  const kinds: [string, number, RegExp, "same-origin" | "strict-origin-when-cross-origin"][] = [
    ["home", 200, /text\/html/, "strict-origin-when-cross-origin"],
    ["rules", 200, /text\/html/, "strict-origin-when-cross-origin"],
    ["replay", 200, /text\/html/, "strict-origin-when-cross-origin"],
    ["json", 200, /application\/json/, "strict-origin-when-cross-origin"],
    ["png", 200, /image\/png/, "strict-origin-when-cross-origin"],
    ["pgn", 200, /application\/x-chess-pgn/, "strict-origin-when-cross-origin"],
    ["session", 200, /application\/json/, "strict-origin-when-cross-origin"],
    ["redirect", 307, /.*/, "strict-origin-when-cross-origin"],
    ["notFound", 404, /text\/html/, "strict-origin-when-cross-origin"],
    ["play", 303, /.*/, "same-origin"],
    ["unsubscribe", 200, /text\/html/, "same-origin"],
    ["oneClick", 200, /text\/plain/, "same-origin"],
    ["invitation", 200, /text\/html/, "same-origin"],
    ["confirm", 404, /text\/html/, "same-origin"],
  ];

  it.each(kinds)("%s: status %i", async (kind, status, type, referrer) => {
    const response = await get(paths[kind]);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type") ?? "").toMatch(type);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe(referrer);
    // APP_URL is http here: no HSTS (the https case is below).
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("an HTML page's scripts carry this response's nonce, a new one each time", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await get(paths.home);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("the build's static files say nosniff", async () => {
    const html = await (await get(paths.home)).text();
    const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const response = await get(css);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("the broken-link page's inline style carries the nonce", async () => {
    const response = await get("/play/not-a-real-link-token-at-all-0123456789");
    expect(response.status).toBe(404);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(await response.text()).toContain(`<style nonce="${nonce}">`);
  });
});

describe("served over https (APP_URL https://…)", () => {
  let secure: Service;
  beforeAll(async () => {
    secure = await startService({ env: { APP_URL: "https://pigeon.test" }, serviceLayer: false });
  });
  afterAll(() => secure?.stop());

  it("asks browsers to keep to https and upgrades insecure requests", async () => {
    for (const path of ["/", "/rules", "/no/such/page"]) {
      const response = await fetch(`${secure.url}${path}`, { redirect: "manual" });
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
      expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    }
  });
});

describe("in Chromium, under the CSP", () => {
  it("every kind of page opens with no violation, and its scripts run", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    for (const kind of [
      "home",
      "rules",
      "archive",
      "signIn",
      "newGame",
      "unsubscribe",
      "invitation",
      "notFound",
    ]) {
      const response = await page.goto(`${app.url}${paths[kind]}`);
      expect(response?.status(), kind).toBeLessThan(500);
    }
    // The replay page's script steps through the game with the arrow keys (hydrated, so it ran).
    // A key pressed before React has hydrated the page is not seen: wait for it, as a reader would.
    await page.goto(`${app.url}${paths.replay}`);
    await untilHydrated(page);
    await page.locator("body").press("ArrowRight");
    await page.waitForURL(/ply=3/);
    // The emailed link signs in and opens the game's move page.
    await page.goto(`${app.url}${paths.play}`);
    await page.waitForURL(/\/games\//);
    expect(await page.getByTestId("signed-in-as").textContent()).toBe("Ivo");
    await context.close();
    expect(app.cspViolations()).toEqual([]);
  });
});
