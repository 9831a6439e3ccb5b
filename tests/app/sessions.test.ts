// Sessions at rest and the emailed game link. The Session table holds only hashes of the tokens
// browsers carry; next-auth's adapter still works with the raw token. Opening a /play link any
// number of times (mail scanners, link previews, the same person on three devices) leaves one
// session row, and HEAD writes nothing. Route handlers are called as Next.js calls them; only the
// request's cookie jar is stood in for (there is no request scope in a test).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET, HEAD } from "@/app/play/[token]/route";
import { authAdapter } from "@/lib/auth/adapter";
import { closeSession, openSession, sessionUserId } from "@/lib/auth/open-session";
import { sessionTokenHash } from "@/lib/auth/session-token";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl, linkOwner } from "@/lib/games/stored/links";
import { person, startGameBetween } from "../support/players";

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
  }),
}));

beforeEach(() => jar.clear());

const cookieName = "next-auth.session-token"; // APP_URL is http in the tests
const sessionsOf = (userId: string) => db().session.findMany({ where: { userId } });

describe("sessions at rest", () => {
  it("next-auth's adapter stores a hash and still answers to the raw token", async () => {
    const ana = await person("Ana");
    const adapter = authAdapter();
    const raw = "raw-session-token-0123456789abcdefghijklmnop";
    const expires = new Date(Date.now() + 60_000);
    expect(await adapter.createSession?.({ sessionToken: raw, userId: ana.id, expires })).toEqual({
      sessionToken: raw,
      userId: ana.id,
      expires,
    });
    const rows = await sessionsOf(ana.id);
    expect(rows.map((row) => row.tokenHash)).toEqual([sessionTokenHash(raw)]);
    expect(JSON.stringify(rows)).not.toContain(raw);

    const found = await adapter.getSessionAndUser?.(raw);
    expect(found?.session.sessionToken).toBe(raw);
    expect(found?.user).toMatchObject({ id: ana.id, email: ana.email });
    // The stored hash is not a token: presenting it finds nothing.
    expect(await adapter.getSessionAndUser?.(sessionTokenHash(raw))).toBeNull();

    const later = new Date(Date.now() + 120_000);
    expect(await adapter.updateSession?.({ sessionToken: raw, expires: later })).toMatchObject({
      expires: later,
    });
    expect(await adapter.updateSession?.({ sessionToken: "unknown", expires: later })).toBeNull();
    await adapter.deleteSession?.(raw);
    expect(await sessionsOf(ana.id)).toEqual([]);
  });

  it("sessions opened by an accepted invitation are hashed too, and signing out ends them", async () => {
    const bo = await person("Bo");
    const now = new Date();
    const cookie = await openSession(bo.id, now);
    expect((await sessionsOf(bo.id)).map((row) => row.tokenHash)).toEqual([sessionTokenHash(cookie.value)]);
    expect(await sessionUserId(cookie.value, now)).toBe(bo.id);
    expect(await sessionUserId(sessionTokenHash(cookie.value), now)).toBeNull();
    await closeSession(cookie.value);
    expect(await sessionUserId(cookie.value, now)).toBeNull();
  });
});

describe("opening an emailed game link", () => {
  async function linkFor() {
    const [white, black] = [await person("Wes"), await person("Bea")];
    const game = await startGameBetween(white, black, {}, new Date());
    const url = new URL(await gameLinkUrl(black.id, game.id));
    const token = url.pathname.split("/").pop() ?? "";
    return { game, black, token };
  }
  const open = (method: typeof GET, token: string) =>
    method(new Request(`http://127.0.0.1:3999/play/${token}`, { method: method === HEAD ? "HEAD" : "GET" }), {
      params: Promise.resolve({ token }),
    });
  const sessionCookie = (response: Response) =>
    /next-auth\.session-token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];

  it("20 opens without a cookie (a scanner, other devices) leave one session, and every one signs in", async () => {
    const { game, black, token } = await linkFor();
    const cookies = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await open(GET, token);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`http://127.0.0.1:3999/games/${game.id}`);
      cookies.add(sessionCookie(response) ?? "");
    }
    expect(cookies.size).toBe(1);
    const [cookie] = cookies;
    expect(await sessionsOf(black.id)).toHaveLength(1);
    expect(await sessionUserId(cookie, new Date())).toBe(black.id);
  });

  it("a browser already signed in as the recipient gets no new cookie", async () => {
    const { black, token } = await linkFor();
    const first = await open(GET, token);
    jar.set(cookieName, sessionCookie(first) ?? "");
    const again = await open(GET, token);
    expect(again.status).toBe(303);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await sessionsOf(black.id)).toHaveLength(1);
  });

  it("a browser signed in as someone else is asked first: the GET signs nobody in and writes nothing", async () => {
    const { game, black, token } = await linkFor();
    const bo = await person("Bo");
    const bos = await openSession(bo.id, new Date());
    jar.set(cookieName, bos.value);
    for (let i = 0; i < 3; i++) {
      const response = await open(GET, token);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`http://127.0.0.1:3999/play/${token}/switch`);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await sessionsOf(black.id)).toHaveLength(0);
    expect(await sessionUserId(bos.value, new Date())).toBe(bo.id);
    // The page it leads to names both people.
    expect(await linkOwner(token, new Date())).toEqual({
      userId: black.id,
      gameId: game.id,
      owner: { name: "Bea", email: black.email },
    });
  });

  it("HEAD answers the same redirect and creates nothing", async () => {
    const { game, black, token } = await linkFor();
    for (let i = 0; i < 5; i++) {
      const response = await open(HEAD, token);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`http://127.0.0.1:3999/games/${game.id}`);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await sessionsOf(black.id)).toHaveLength(0);
    expect((await open(HEAD, "x".repeat(43))).status).toBe(404);
  });

  it("signed out, or past its 90 days, the link's session is made again: still one row", async () => {
    const { black, token } = await linkFor();
    const cookie = sessionCookie(await open(GET, token)) ?? "";
    await closeSession(cookie); // signed out on some device
    expect(await sessionsOf(black.id)).toHaveLength(0);
    expect(sessionCookie(await open(GET, token))).toBe(cookie);
    await db().session.updateMany({
      where: { userId: black.id },
      data: { expires: new Date(Date.now() - 1000) },
    });
    expect(await sessionUserId(cookie, new Date())).toBeNull();
    expect(sessionCookie(await open(GET, token))).toBe(cookie);
    expect(await sessionUserId(cookie, new Date())).toBe(black.id);
    expect(await sessionsOf(black.id)).toHaveLength(1);
  });

  it("a forged link opens nothing", async () => {
    const response = await open(GET, "f".repeat(43));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("This game link does not work");
  });
});
