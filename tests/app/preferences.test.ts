// Email preferences: who gets which mail, the daily digest, the unsubscribe page's action and
// RFC 8058 one-click unsubscribe. A real worker, PostgreSQL and SMTP receiver.
import { createHash } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { updatePreferences } from "@/app/actions/account/preferences";
import { GET, POST } from "@/app/api/unsubscribe/[key]/route";
import UnsubscribePage from "@/app/unsubscribe/[key]/page";
import { db } from "@/lib/db/prisma";
import { resolveGameLink } from "@/lib/games/stored/links";
import { submitMove } from "@/lib/games/turn/play";
import { addJob, tasks } from "@/lib/jobs/queue";
import { keyInAddress, replyTarget } from "@/lib/mail/reply-address";
import { failedLookups, withUnsubscribeKey } from "@/lib/mail/unsubscribe";
import { digestDue } from "@/lib/notify/digest";
import { wantsMail } from "@/lib/notify/preferences";
import { formData } from "../support/forms";
import { jobDone } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";

// The request's headers, as the server stamps them (lib/http/client-address.ts): there is no request
// scope in a test, so only this is stood in for; each test can be a different client.
const request = vi.hoisted(() => ({ peer: "192.0.2.1" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-pigeon-peer-address": request.peer }),
}));
let clients = 0;
const newClient = () => {
  request.peer = `192.0.2.${++clients}`;
};

const stage = mailStage();

const reload = (who: Person) => db().user.findUniqueOrThrow({ where: { id: who.id } });
/** The key an email to this person would carry. */
const keyOf = async (who: Person) => (await withUnsubscribeKey(who)).unsubscribeKey;
const to = (who: Person) => (m: Received) => m.envelopeTo.includes(who.email);

describe("who gets which mail", () => {
  it.each([
    ["EACH_MOVE", false, { "your-turn": true, digest: false, reminder: true, "game-over": true }],
    ["DIGEST", false, { "your-turn": false, digest: true, reminder: true, "game-over": true }],
    ["NONE", false, { "your-turn": false, digest: false, reminder: true, "game-over": true }],
    ["EACH_MOVE", true, { "your-turn": false, digest: false, reminder: false, "game-over": false }],
    ["DIGEST", true, { "your-turn": false, digest: false, reminder: false, "game-over": false }],
  ] as const)("%s, mailOff %s", (emailMode, mailOff, expected) => {
    for (const [kind, wanted] of Object.entries(expected)) {
      expect(wantsMail({ emailMode, mailOff }, kind as keyof typeof expected), kind).toBe(wanted);
    }
  });
});

describe("daily digest", () => {
  // 09:30 in Tokyo is 00:30 UTC.
  const tokyoMorning = "2026-11-24T00:30:00Z";

  it.each([
    ["before the morning hour", "2026-11-23T22:00:00Z", null, null],
    ["at 09:30, none sent yet", tokyoMorning, null, "2026-11-24"],
    ["already sent this local day", tokyoMorning, "2026-11-23T23:10:00Z", null],
    ["last one was yesterday (local)", tokyoMorning, "2026-11-23T14:00:00Z", "2026-11-24"],
  ])("Tokyo reader %s", (_, now, last, due) => {
    const reader = { timeZone: "Asia/Tokyo", lastDigestAt: last ? new Date(last) : null };
    expect(digestDue(reader, new Date(now))).toBe(due);
  });

  it("a DIGEST player gets no email per move, then one digest listing the games waiting for them", async () => {
    // The next 09:30 in Tokyo (00:30 UTC) from now: the cron tick the digest is decided for.
    const tokyoMorning = new Date();
    tokyoMorning.setUTCHours(0, 30, 0, 0);
    if (tokyoMorning <= new Date()) tokyoMorning.setUTCDate(tokyoMorning.getUTCDate() + 1);
    const dee = await person("Dee", { emailMode: "DIGEST", timeZone: "Asia/Tokyo" });
    const ana = await person("Ana");
    const cy = await person("Cy");
    const games = [
      await startGameBetween(ana, dee, {}, new Date()),
      await startGameBetween(dee, cy, { gameType: "joust", daysPerMove: 5 }, new Date()),
      // Dee's opponent's move: not in the digest.
      await startGameBetween(cy, dee, {}, new Date()),
    ];
    expect(
      (await submitMove({ gameId: games[0].id, userId: ana.id, ply: 1, move: "e4" }, new Date())).ok,
    ).toBe(true);
    await jobDone(`your-turn:${games[0].id}:1`);
    await jobDone(`your-turn:${games[1].id}:0`);
    expect(stage.smtp.messages.filter(to(dee))).toHaveLength(0);

    const tick = (ts: Date) =>
      db().$transaction((tx) =>
        addJob(
          tx,
          tasks.digest,
          { _cron: { ts: ts.toISOString() } },
          { jobKey: `test-digest:${ts.toISOString()}` },
        ),
      );
    await tick(tokyoMorning);
    const digest = await stage.smtp.waitFor(to(dee));
    const text = digest.text ?? "";
    expect(digest.subject).toBe("Pigeon Post digest: 2 games wait for your move");
    expect(text).toMatch(/Chess #\d+ vs Ana/);
    expect(text).toContain("they played 1. e4");
    expect(text).toMatch(/Joust Chess #\d+ vs Cy \S+, move 1 \(your first move\)/);
    expect(text).toContain("(Asia/Tokyo)");
    // Soonest deadline first: the three-day game before the five-day one.
    expect(text.search(/(^|\s)Chess #\d+ vs Ana/)).toBeLessThan(text.search(/Joust Chess #\d+ vs Cy/));
    const tokens = [...text.matchAll(/\/play\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
    expect(
      new Set(await Promise.all(tokens.map(async (t) => (await resolveGameLink(t, new Date()))?.gameId))),
    ).toEqual(new Set([games[0].id, games[1].id]));
    expect(
      digest.headerLines.some((h) => h.line === "List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
    ).toBe(true);
    // Two games wait: a reply could not say which one it is for, so no reply address.
    expect(digest.headerLines.some((h) => h.key === "reply-to")).toBe(false);
    expect(text).not.toContain("Reply with your move");
    // The mail reaches the receiver before the job records it: wait for the job to finish.
    await jobDone(`test-digest:${tokyoMorning.toISOString()}`);
    expect((await reload(dee)).lastDigestAt).toEqual(tokyoMorning);

    // The next hourly tick the same local day sends nothing more.
    const later = new Date(tokyoMorning.getTime() + 3_600_000);
    await tick(later);
    await jobDone(`test-digest:${later.toISOString()}`);
    expect(stage.smtp.messages.filter(to(dee))).toHaveLength(1);
  });

  it("with one game waiting, the digest's Reply-To takes that game's move", async () => {
    const morning = new Date();
    morning.setUTCHours(0, 30, 0, 0);
    if (morning <= new Date()) morning.setUTCDate(morning.getUTCDate() + 1);
    const eve = await person("Eve", { emailMode: "DIGEST", timeZone: "Asia/Tokyo" });
    const game = await startGameBetween(eve, await person("Fay"), {}, new Date());
    await db().$transaction((tx) =>
      addJob(
        tx,
        tasks.digest,
        { _cron: { ts: morning.toISOString() } },
        { jobKey: `test-digest-one:${eve.id}` },
      ),
    );
    const digest = await stage.smtp.waitFor(to(eve));
    expect(digest.text).toContain("Reply with your move, or open the game.");
    const replyTo =
      digest.headerLines.find((h) => h.key === "reply-to")?.line.replace(/^[^:]+:\s*/, "") ?? "";
    const key = keyInAddress(replyTo);
    expect(key).not.toBeNull();
    expect(await replyTarget(key as string)).toEqual({
      userId: eve.id,
      gameId: game.id,
      ply: 0,
      rewinds: 0,
      chat: false,
    });
  });
});

describe("changing preferences without signing in", () => {
  it.each([
    ["digest", { emailMode: "DIGEST", mailOff: false }],
    ["no-turn-mail", { emailMode: "NONE", mailOff: false }],
    ["stop-all", { emailMode: "NONE", mailOff: true }],
    ["each-move", { emailMode: "EACH_MOVE", mailOff: false }],
  ] as const)("the unsubscribe page's %s button", async (choice, expected) => {
    newClient();
    const bo = await person("Bo", { emailMode: "NONE" });
    expect(await updatePreferences({}, formData({ key: await keyOf(bo), choice }))).toEqual({
      saved: choice,
    });
    expect(await reload(bo)).toMatchObject(expected);
  });

  it("turns away an unknown choice or key and changes nothing", async () => {
    newClient();
    const bo = await person("Bo");
    expect(await updatePreferences({}, formData({ key: await keyOf(bo), choice: "spam-me" }))).toEqual({
      error: "Choose one of the email options.",
    });
    expect(await updatePreferences({}, formData({ key: "c".repeat(25), choice: "stop-all" }))).toMatchObject({
      error: expect.stringContaining("does not work"),
    });
    expect(await reload(bo)).toMatchObject({ emailMode: "EACH_MOVE", mailOff: false });
  });

  it("the page of an unknown key is the plain 404 page", async () => {
    newClient();
    const bo = await person("Bo");
    await expect(UnsubscribePage({ params: Promise.resolve({ key: "c".repeat(25) }) })).rejects.toMatchObject(
      {
        digest: expect.stringContaining("404"),
      },
    );
    // A known key shows whose settings these are and the current choice, with no sign-in.
    const key = await keyOf(bo);
    const page = renderToStaticMarkup(await UnsubscribePage({ params: Promise.resolve({ key }) }));
    expect(page).toContain(bo.email);
    expect(page).toContain(`value="${key}"`);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  const call = (handler: typeof POST, key: string, body?: string) =>
    handler(
      new Request(`http://127.0.0.1:3999/api/unsubscribe/${key}`, {
        method: body === undefined ? "GET" : "POST",
        body,
        headers: body === undefined ? undefined : { "content-type": "application/x-www-form-urlencoded" },
      }),
      { params: Promise.resolve({ key }) },
    );

  it("a GET changes nothing; the one-click POST stops all mail", async () => {
    newClient();
    const bo = await person("Bo", { emailMode: "DIGEST" });
    const key = await keyOf(bo);
    const opened = await call(GET, key);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(`/unsubscribe/${key}`);
    expect(await reload(bo)).toMatchObject({ mailOff: false, emailMode: "DIGEST" });

    const posted = await call(POST, key, "List-Unsubscribe=One-Click");
    expect(posted.status).toBe(200);
    expect(await reload(bo)).toMatchObject({ mailOff: true, emailMode: "DIGEST" });
  });

  it("a POST without the RFC 8058 body is refused; a wrong key is 404 and changes nobody", async () => {
    newClient();
    const bo = await person("Bo");
    const key = await keyOf(bo);
    expect((await call(POST, key, "")).status).toBe(400);
    expect(
      (
        await call(
          POST,
          key.replace(/.$/, (c) => (c === "a" ? "b" : "a")),
          "List-Unsubscribe=One-Click",
        )
      ).status,
    ).toBe(404);
    expect((await call(GET, "not-a-key")).status).toBe(404);
    expect(await reload(bo)).toMatchObject({ mailOff: false });
  });
});

describe("unsubscribe keys at rest and against guessing", () => {
  const call = (handler: typeof POST, key: string) =>
    handler(
      new Request(`http://127.0.0.1:3999/api/unsubscribe/${key}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      { params: Promise.resolve({ key }) },
    );

  it("gives each email its own 128-bit key and stores only its SHA-256", async () => {
    const bo = await person("Bo");
    const [first, second] = [await keyOf(bo), await keyOf(bo)];
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes, base64url
    expect(second).not.toBe(first);
    const rows = await db().unsubscribeKey.findMany({ where: { userId: bo.id } });
    expect(rows.map((row) => row.keyHash).sort()).toEqual(
      [first, second].map((key) => createHash("sha256").update(key).digest("hex")).sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(first);
  });

  it("an expired key no longer works", async () => {
    newClient();
    const bo = await person("Bo");
    const key = await keyOf(bo);
    await db().unsubscribeKey.updateMany({
      where: { userId: bo.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await call(POST, key)).status).toBe(404);
    expect(await reload(bo)).toMatchObject({ mailOff: false });
  });

  it("after 20 keys that do not work, a client is refused (429) even with a good key; others are not", async () => {
    newClient();
    const bo = await person("Bo");
    const good = await keyOf(bo);
    // Keys no email ever carried (a path, too short) cannot be guesses: refused, never counted.
    const counters = () => db().rateLimit.findMany({ where: { key: { contains: "unsubscribe:misses" } } });
    const before = await counters();
    for (let i = 0; i < failedLookups.max + 5; i++) {
      expect((await call(POST, i % 2 ? `../../etc${i}` : `short${i}`)).status).toBe(404);
    }
    expect(await counters()).toEqual(before);
    for (let i = 0; i < failedLookups.max; i++) {
      expect((await call(POST, `guess${i}`.padEnd(22, "x"))).status).toBe(404);
    }
    const refused = await call(POST, good);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/try again in/);
    expect(await reload(bo)).toMatchObject({ mailOff: false });
    // Successes are not counted: a mail provider unsubscribing many people from one address is fine.
    newClient();
    const many = await Promise.all(Array.from({ length: 30 }, () => person("Many")));
    for (const who of many) expect((await call(POST, await keyOf(who))).status).toBe(200);
    expect((await call(POST, good)).status).toBe(200);
  });
});
