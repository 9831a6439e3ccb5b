// Live game pages (lib/live/): every change a game page shows sends a NOTIFY in its own transaction
// (delivered at commit, never for a rolled-back change), and a page's stream passes it on, catches
// up on what the page has not seen, and after a lost LISTEN connection looks again.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/prisma";
import { sendChat } from "@/lib/games/talk/chat";
import { submitMove } from "@/lib/games/turn/play";
import { answerDraw, offerDraw, resign } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { gameEventsChannel, readPayload } from "@/lib/live/announce";
import { streamsPerPerson } from "@/lib/live/limits";
import { listenerName, stopListening } from "@/lib/live/listener";
import { heartbeatMs, liveStream, sinceOf } from "@/lib/live/stream";
import { until } from "../support/jobs";
import { person, playMoves, startGameBetween } from "../support/players";

let listener: pg.Client;
const heard: string[] = [];

beforeAll(async () => {
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await listener.connect();
  listener.on("notification", (message) => heard.push(message.payload ?? ""));
  await listener.query(`LISTEN ${gameEventsChannel}`);
});
afterAll(async () => {
  await stopListening();
  await listener?.end();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

/** Waits until a NOTIFY for the game at `version` has been heard; returns what was heard for it. */
async function heardFor(gameId: string, version: number): Promise<number[]> {
  const versions = () =>
    heard
      .map(readPayload)
      .filter((event) => event?.gameId === gameId)
      .map((event) => event?.version ?? -1);
  await until(async () => versions().includes(version), `NOTIFY ${gameId}:${version}`, 10_000);
  return versions();
}

const versionOf = async (gameId: string) =>
  (await db().game.findUniqueOrThrow({ where: { id: gameId }, select: { version: true } })).version;

async function pair(options: { takebacks?: boolean } = {}) {
  const white = await person("Ana");
  const black = await person("Ben");
  const game = await startGameBetween(white, black, { takebacks: options.takebacks }, at(0));
  return { white, black, game };
}

describe("the NOTIFY of a change", () => {
  it("comes with each change a page shows, carrying the game's new version and both players", async () => {
    const { white, black, game } = await pair({ takebacks: true });
    const start = await versionOf(game.id);
    expect(start).toBe(1); // the new game, for the players' home pages
    const changes: [string, () => Promise<{ ok: boolean }>][] = [
      ["a move", () => submitMove({ gameId: game.id, userId: white.id, ply: 1, move: "e4" }, at(1))],
      ["chat", () => sendChat(game.id, white.id, "Good luck", at(2))],
      ["a draw offer", () => offerDraw(game.id, black.id, at(3))],
      ["its answer", () => answerDraw(game.id, white.id, false, at(4))],
      ["a takeback request", () => requestTakeback(game.id, white.id, at(5))],
      ["its answer", () => answerTakeback(game.id, black.id, false, at(6))],
      ["a resignation", () => resign(game.id, black.id, at(7))],
    ];
    for (const [index, [what, change]] of changes.entries()) {
      expect((await change()).ok, what).toBe(true);
      const version = start + index + 1;
      expect(await versionOf(game.id), what).toBe(version);
      await heardFor(game.id, version);
    }
    const last = heard.map(readPayload).findLast((event) => event?.gameId === game.id);
    expect(last?.playerIds).toEqual([white.id, black.id]);
  });

  it("is never sent for a change that was rolled back", async () => {
    const { white, game } = await pair();
    const start = await versionOf(game.id);
    const undone = new Error("rolled back on purpose");
    await expect(
      db().$transaction(async (tx) => {
        const moved = await submitMove({ gameId: game.id, userId: white.id, ply: 1, move: "e4" }, at(1), tx);
        expect(moved.ok).toBe(true);
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await versionOf(game.id)).toBe(start);
    // A change committed after it is heard; NOTIFYs arrive in commit order, so the rolled-back one
    // would have come first.
    await playMoves(game, ["d4"], () => at(2));
    expect(await heardFor(game.id, start + 1)).toEqual([start, start + 1]);
  });
});

/** Reads a live stream's events as they come. */
function eventsOf(response: Response) {
  const text: string[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (;;) {
      const part = await reader?.read().catch(() => ({ done: true, value: undefined }));
      if (!part || part.done) return;
      text.push(decoder.decode(part.value));
    }
  })();
  const ids = () => [...text.join("").matchAll(/^id: (\d+)\nevent: game\n/gm)].map((m) => Number(m[1]));
  return {
    ids,
    waitFor: (id: number) => until(async () => ids().includes(id), `event id ${id}`, 15_000),
  };
}

/** The backends of this process's LISTEN connection (lib/live/listener.ts). */
const listening = async () =>
  (
    await db().$queryRaw<{ pid: number }[]>`
      select pid from pg_stat_activity where application_name = ${listenerName} and query ilike 'LISTEN%'`
  ).map((row) => row.pid);

function open(gameId: string, userId: string, since: number | null) {
  const stop = new AbortController();
  const request = new Request(
    `http://127.0.0.1/games/${gameId}/events${since === null ? "" : `?since=${since}`}`,
    {
      signal: stop.signal,
    },
  );
  const response = liveStream({
    request,
    userId,
    since,
    name: "game",
    wants: (event) => event.gameId === gameId,
    versionNow: () => versionOf(gameId),
    versionAfter: (event) => event.version,
  });
  return { response, stop: () => stop.abort() };
}

describe("a page's stream", () => {
  it("starts from the browser's Last-Event-ID when it reconnects, else from the page's ?since=", () => {
    const url = "http://127.0.0.1/games/x/events?since=4";
    const cases: [Record<string, string>, string, number | null][] = [
      [{}, url, 4],
      [{ "last-event-id": "7" }, url, 7],
      [{ "last-event-id": "7" }, "http://127.0.0.1/events", 7],
      [{}, "http://127.0.0.1/events", null],
      [{ "last-event-id": "-1" }, url, null],
      [{}, "http://127.0.0.1/events?since=1e3", null],
      [{}, "http://127.0.0.1/events?since=99999999999", null],
    ];
    for (const [headers, address, since] of cases)
      expect(sinceOf(new Request(address, { headers })), `${JSON.stringify(headers)} ${address}`).toBe(since);
  });

  it("passes on the game's events, and catches up at once on a version the page has not seen", async () => {
    const { white, black, game } = await pair();
    const start = await versionOf(game.id);
    const live = open(game.id, black.id, start);
    expect(live.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(live.response.headers.get("cache-control")).toBe("no-store");
    const events = eventsOf(live.response);
    // The move is heard by the LISTEN connection, not only found by the stream's first look.
    await until(async () => (await listening()).length === 1, "the LISTEN connection");
    await playMoves(game, ["e4"], () => at(1));
    await events.waitFor(start + 1);

    // A page reconnecting with an older version (Last-Event-ID) gets the current one at once.
    const behind = open(game.id, white.id, start);
    const caughtUp = eventsOf(behind.response);
    await caughtUp.waitFor(start + 1);
    expect(caughtUp.ids()).toEqual([start + 1]);
    live.stop();
    behind.stop();
  });

  it("looks again after the LISTEN connection was lost, and sends what it missed meanwhile", async () => {
    const { white, game } = await pair();
    const start = await versionOf(game.id);
    const live = open(game.id, white.id, start);
    const events = eventsOf(live.response);
    await until(async () => (await listening()).length === 1, "the LISTEN connection");
    const [before] = await listening();
    // While the connection is down and no new one may open, a move is committed: nobody hears it.
    // (A database's connections are barred from another database's session.)
    const url = new URL(process.env.DATABASE_URL ?? "");
    const database = url.pathname.slice(1);
    url.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`alter database "${database}" with allow_connections false`);
    try {
      await admin.query("select pg_terminate_backend($1)", [before]);
      await until(async () => !(await listening()).includes(before), "the LISTEN connection gone");
      await playMoves(game, ["e4"], () => at(1));
      expect(events.ids()).toEqual([]);
    } finally {
      await admin.query(`alter database "${database}" with allow_connections true`);
      await admin.end();
    }
    await events.waitFor(start + 1);
    expect((await listening()).filter((pid) => pid !== before)).toHaveLength(1);
    live.stop();
  });

  it(`refuses a person's ${streamsPerPerson + 1}th open stream plainly, and counts a closed one out`, async () => {
    const { white, game } = await pair();
    const streams = Array.from({ length: streamsPerPerson }, () => open(game.id, white.id, null));
    for (const stream of streams) expect(stream.response.status).toBe(200);
    const refused = open(game.id, white.id, null);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.text()).toContain(
      `You have ${streamsPerPerson} pages with live updates open`,
    );
    streams[0].stop();
    const again = open(game.id, white.id, null);
    expect(again.response.status).toBe(200);
    for (const stream of [...streams, again]) stream.stop();
  });

  it("counts its person as here while it is open: no 'away' mail for a page left open", async () => {
    const { black, game } = await pair();
    // Only the heartbeat's interval is the test's to move on; the clock and the database are real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const live = open(game.id, black.id, null);
      const seen = async () =>
        (await db().user.findUniqueOrThrow({ where: { id: black.id }, select: { lastSeenAt: true } }))
          .lastSeenAt;
      expect(await seen()).toBeNull();
      vi.advanceTimersByTime(heartbeatMs);
      await until(async () => (await seen()) !== null, "the heartbeat to count the person as seen", 10_000);
      expect(Date.now() - ((await seen())?.getTime() ?? 0)).toBeLessThan(60_000);
      live.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
