// The archive list: order by finish time, every filter, visibility, and keyset paging that stays
// stable while games keep finishing. Games here finish in 2001 so other tests' games stay out.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ArchiveQueryInput,
  addressFilterReason,
  archivePage,
  archiveQuery,
  encodeCursor,
  pageSize,
  staleCursor,
} from "@/lib/archive/list";
import { db } from "@/lib/db/prisma";
import { finishedRow, type Person, person } from "../support/players";

const year = { from: "2001-01-01", to: "2001-12-31" };
let ana: Person;
let bart: Person;
let cleo: Person;
const tag = Math.random().toString(36).slice(2);

/** A finished game at `at`: Ana beat Bart at chess by checkmate, in public, unless told. */
const finished = (
  at: string,
  game: Omit<Parameters<typeof finishedRow>[2], "finishedAt"> & { white?: Person; black?: Person } = {},
) => finishedRow(game.white ?? ana, game.black ?? bart, { ...game, finishedAt: new Date(at) });

const list = (query: ArchiveQueryInput, viewer: string | null = null) =>
  archivePage(archiveQuery.parse({ ...year, ...query }), viewer);

beforeAll(async () => {
  ana = await person("Ana", { name: `Ana Archivist ${tag}` });
  bart = await person("Bart", { name: `Bart ${tag}` });
  cleo = await person("Cleo", { name: `Cleo ${tag}` });
  await finished("2001-03-01T10:00:00Z", { gameType: "kings-court", winner: "b", reason: "time" });
  await finished("2001-03-02T10:00:00Z", { winner: "draw", reason: "agreement" });
  await finished("2001-03-03T10:00:00Z", { public: false });
  await finished("2001-03-04T10:00:00Z", { gameType: "juxtaposition", reason: "bared", white: cleo });
  await finished("2001-02-01T10:00:00Z", { reason: "resignation", black: cleo });
});

describe("archive list", () => {
  it("shows public finished games, most recently finished first, and a player's private games to that player", async () => {
    const visitor = await list({});
    expect(visitor.rows.map((r) => r.finishedAt.toISOString().slice(0, 10))).toEqual([
      "2001-03-04",
      "2001-03-02",
      "2001-03-01",
      "2001-02-01",
    ]);
    expect(visitor.rows[0]).toMatchObject({
      gameType: "juxtaposition",
      white: `Cleo ${tag}`,
      reason: "bared",
    });
    expect((await list({}, ana.id)).rows).toHaveLength(5);
    expect((await list({}, cleo.id)).rows).toHaveLength(4);
  });

  it("filters by game, result, reason, player (name fragment, page id, own address) and finish dates", async () => {
    expect((await list({ game: "kings-court" })).rows.map((r) => r.winner)).toEqual(["b"]);
    expect((await list({ result: "draw" })).rows.map((r) => r.reason)).toEqual(["agreement"]);
    expect((await list({ result: "white", reason: "resignation" })).rows).toHaveLength(1);
    expect((await list({ player: `cleo ${tag}` })).rows).toHaveLength(2);
    expect((await list({ playerId: cleo.id })).rows).toHaveLength(2);
    // A signed-in player finds their own games by their address, however they write it.
    expect((await list({ player: cleo.email.toUpperCase() }, cleo.id)).rows).toHaveLength(2);
    expect((await list({ player: "nobody-at-all" })).rows).toEqual([]);
    expect((await list({ from: "2001-03-02", to: "2001-03-03" }, ana.id)).rows).toHaveLength(2);
  });

  it("a mix of game, result and reason filters lists every game type and result it allows, newest first", async () => {
    const in2002 = { from: "2002-01-01", to: "2002-12-31" };
    const made = [
      ["2002-01-05", "chess", "w"],
      ["2002-02-05", "joust", "b"],
      ["2002-03-05", "wild-jokers", "w"],
      ["2002-04-05", "chess", "b"],
      ["2002-05-05", "juxtaposition", "b"],
    ] as const;
    for (const [day, gameType, winner] of made)
      await finished(`${day}T09:00:00Z`, { gameType, winner, reason: "time" });
    await finished("2002-06-05T09:00:00Z", { gameType: "chess", winner: "draw", reason: "agreement" });

    const days = async (query: ArchiveQueryInput) =>
      (await list({ ...in2002, ...query })).rows.map((r) => r.finishedAt.toISOString().slice(0, 10));
    expect(await days({ reason: "time" })).toEqual(made.map(([day]) => day).reverse());
    expect(await days({ reason: "time", result: "black" })).toEqual([
      "2002-05-05",
      "2002-04-05",
      "2002-02-05",
    ]);
    expect(await days({ game: "chess" })).toEqual(["2002-06-05", "2002-04-05", "2002-01-05"]);
    expect(await days({ game: "chess", result: "white", reason: "time" })).toEqual(["2002-01-05"]);
    expect(await days({ game: "chess", reason: "bared" })).toEqual([]);
    expect(await days({ result: "draw", reason: "time" })).toEqual([]);
  });

  it("filters rated or casual games, alone or with the game and player filters; rated rows carry the rating changes", async () => {
    const in2003 = { from: "2003-01-01", to: "2003-12-31" };
    const rated = await finished("2003-02-01T09:00:00Z", { rated: true, reason: "resignation" });
    const unchanged = await finished("2003-03-01T09:00:00Z", { rated: true, gameType: "joust" });
    const casual = await finished("2003-04-01T09:00:00Z", { reason: "resignation" });
    for (const [who, before, after] of [
      [ana, 1500, 1512.4],
      [bart, 1530, 1517.6],
    ] as const) {
      await db().ratingChange.create({
        data: {
          userId: who.id,
          gameId: rated.id,
          gameType: "chess",
          before,
          after,
          deviation: 90,
          at: rated.finishedAt ?? new Date(),
        },
      });
    }
    const ids = async (query: ArchiveQueryInput) =>
      (await list({ ...in2003, ...query })).rows.map((r) => r.id);
    expect(await ids({ kind: "rated" })).toEqual([unchanged.id, rated.id]);
    expect(await ids({ kind: "casual" })).toEqual([casual.id]);
    expect(await ids({ kind: "rated", game: "chess" })).toEqual([rated.id]);
    expect(await ids({ kind: "casual", reason: "resignation" })).toEqual([casual.id]);
    expect(await ids({ kind: "rated", playerId: bart.id })).toEqual([unchanged.id, rated.id]);
    const rows = (await list({ ...in2003 })).rows;
    expect(rows.map((r) => [r.id, r.rated, r.ratingChanges])).toEqual([
      [casual.id, false, null],
      // A rated game that ended before both sides moved changed no rating.
      [unchanged.id, true, null],
      [rated.id, true, { white: "+12", black: "−12" }],
    ]);
    expect(archiveQuery.safeParse({ kind: "ranked" }).error?.issues[0].message).toBe(
      "Choose rated or casual games from the list.",
    );
  });

  it("an address finds nobody but the signed-in player's own games: addresses are private", async () => {
    // Anyone else's address, typed by a visitor or by another player, finds nothing at all.
    expect((await list({ player: cleo.email })).rows).toEqual([]);
    expect((await list({ player: cleo.email }, ana.id)).rows).toEqual([]);
    expect(addressFilterReason(cleo.email, null)).toMatch(/Email addresses are private/);
    expect(addressFilterReason(cleo.email, ana.email)).toMatch(/Email addresses are private/);
    expect(addressFilterReason(cleo.email.toUpperCase(), cleo.email)).toBeNull();
    expect(addressFilterReason(`cleo ${tag}`, null)).toBeNull();
  });

  const refusals: [string, Record<string, string>, string | RegExp][] = [
    ["unknown game", { game: "checkers" }, "Choose a game from the list."],
    ["date not as YYYY-MM-DD", { from: "1/2/2001" }, "Write dates as YYYY-MM-DD."],
    ["year 0", { from: "0000-01-01" }, "Choose dates from 2000-01-01 to 2100-12-31."],
    ["five-digit year", { to: "99999-01-01" }, "Write dates as YYYY-MM-DD."],
    ["year 2101", { to: "2101-01-01" }, "Choose dates from 2000-01-01 to 2100-12-31."],
    ["30 February", { from: "2026-02-30" }, "That date does not exist."],
    ["month 13", { from: "2026-13-01" }, "That date does not exist."],
    ["dates the wrong way round", { from: "2001-03-02", to: "2001-03-01" }, /swap them/],
    ["two letters", { player: "ab" }, /three letters/],
    ["NUL in a name", { player: "Ana\u0000Bart" }, "Names can't contain line breaks or control characters."],
    [
      "line break in a name",
      { player: "Ana\r\nBart" },
      "Names can't contain line breaks or control characters.",
    ],
    [
      "bidi override",
      { player: "Ana\u202eBart" },
      "Names can't contain invisible text-direction characters.",
    ],
    ["unreadable bytes", { player: "\ufffd\ufffd\ufffd" }, /could not be read/],
    ["player id with NUL", { playerId: "abc\u0000" }, "There is no such player."],
    ["player id as a path", { playerId: "../../etc/passwd" }, "There is no such player."],
    ["cursor of junk", { after: "junk!!" }, staleCursor],
    ["cursor of base64 junk", { after: Buffer.from("hello world").toString("base64url") }, staleCursor],
    [
      "cursor at year 0",
      { after: encodeCursor({ finishedAt: new Date("0000-01-01T00:00:00Z"), id: "c1" }) },
      staleCursor,
    ],
    [
      "cursor in year 275760",
      { after: encodeCursor({ finishedAt: new Date(8.64e15), id: "c1" }) },
      staleCursor,
    ],
    [
      "cursor with NUL id",
      { after: Buffer.from("2026-01-01T00:00:00.000Z|a\u0000b").toString("base64url") },
      staleCursor,
    ],
    ["cursor too long", { after: "A".repeat(400) }, staleCursor],
  ];

  it.each(refusals)("refuses %s with a reason a person can act on", (_, query, message) => {
    const parsed = archiveQuery.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(message);
  });

  it("accepts what its own form and links make: a real cursor, names with accents in either form", async () => {
    const cursor = encodeCursor({ finishedAt: new Date("2001-03-02T10:00:00Z"), id: "cabc123" });
    expect(archiveQuery.parse({ after: cursor }).after).toEqual({
      at: new Date("2001-03-02T10:00:00Z"),
      id: "cabc123",
    });
    // "é" typed as e + combining accent is stored and searched composed (NFC).
    expect(archiveQuery.parse({ player: "  Jose\u0301 " }).player).toBe("Jos\u00e9");
  });

  it("a player filter lists the games where any matched person plays White or Black, each once, newest first, page after page", async () => {
    const one = await person("One", { name: `Duo ${tag} One` });
    const two = await person("Two", { name: `Duo ${tag} Two` });
    // Both matched (listed once, not once per matched player), one matched as White, one as Black.
    const pairings = [
      [one, two],
      [two, one],
      [one, cleo],
      [bart, two],
    ];
    const made = [];
    for (let i = 0; i < pageSize + 6; i++) {
      const [white, black] = pairings[i % pairings.length];
      const at = `2001-09-${String(1 + (i % 28)).padStart(2, "0")}T${String(i % 24).padStart(2, "0")}:00:00Z`;
      made.push(await finished(at, { gameType: "joust", white, black }));
    }
    const hidden = await finished("2001-09-30T12:00:00Z", { public: false, white: two, black: one });

    const first = await list({ player: `duo ${tag}` });
    expect(first.rows).toHaveLength(pageSize);
    const second = await list({ player: `duo ${tag}`, after: first.next ?? undefined });
    expect(second.next).toBeNull();
    const seen = [...first.rows, ...second.rows];
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect(new Set(seen.map((r) => r.id))).toEqual(new Set(made.map((g) => g.id)));
    const times = seen.map((r) => r.finishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The private game shows to its players only, through the same filter.
    const own = await list({ player: `duo ${tag}` }, one.id);
    expect(own.rows[0].id).toBe(hidden.id);
    expect((await list({ player: bart.email, game: "joust" }, bart.id)).rows).toHaveLength(
      made.filter((_, i) => i % pairings.length === 3).length,
    );
  });

  it("pages by keyset: no game twice and none skipped while newer games finish", async () => {
    const many = [];
    for (let i = 0; i < pageSize + 5; i++) {
      many.push(
        await finished(`2001-06-${String(1 + (i % 28)).padStart(2, "0")}T12:00:00Z`, {
          gameType: "diagonal",
        }),
      );
    }
    const first = await list({ game: "diagonal" });
    expect(first.rows).toHaveLength(pageSize);
    expect(first.next).not.toBeNull();
    // A game finishes while someone reads page one; page two carries on where page one ended.
    await finished("2001-12-30T12:00:00Z", { gameType: "diagonal" });
    const second = await list({ game: "diagonal", after: first.next ?? undefined });
    expect(second.next).toBeNull();
    const seen = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(many.map((g) => g.id)));
  });
});
