// Archive benchmark: `npm run bench:archive`. Measures the archive list query (archivePage from
// lib/archive/list.ts, through the app's Prisma client) at 100 000 and at 1 000 000 finished games:
// the first page for a visitor and for a busy signed-in player, a page 90% of the way down, every
// filter alone and a few together. Each level is its own database in the benchmark's embedded
// PostgreSQL (.data/archive-bench, kept across runs), seeded up to the level when it has fewer
// games (`npm run seed:archive`); with DATABASE_URL set, that one database is measured instead.
// Prints p50/p95/max per query and EXPLAIN (ANALYZE, BUFFERS) of the slowest query at the last level.
//
// BENCH_LEVELS=100000,1000000   BENCH_RUNS=50   BENCH_EXPLAIN=all (every query's plan, last level)
import pg from "pg";
import type { ArchiveQueryInput } from "../lib/archive/list";
import { openArchiveServer } from "../scripts/support/archive-database";
import { addFinishedGames, finishedGameCount } from "../scripts/support/archive-seed";

const levels = (process.env.BENCH_LEVELS ?? "100000,1000000").split(",").map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const warmUp = 5;
const target = 50;

/** One list query; `playerId` is a player page's list, `record` that page's record per game. */
type Case = {
  name: string;
  query: ArchiveQueryInput;
  viewer: string | null;
  playerId?: string;
  record?: boolean;
};
type Measured = Case & { rows: number; p50: number; p95: number; max: number };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The cases, built from the data itself: a busy player, a real cursor, reasons that occur. */
async function cases(sql: pg.Client, encodeCursor: (row: { finishedAt: Date; id: string }) => string) {
  const busiest = await sql.query<{ id: string; email: string; name: string | null; games: number }>(
    `select u.id, u.email, u.name, t.games from (
       select id, count(*)::int as games from (
         select "whiteId" as id from "Game" where status = 'FINISHED'
         union all select "blackId" from "Game" where status = 'FINISHED') p
       group by id order by count(*) desc limit 1) t join "User" u on u.id = t.id`,
  );
  const busy = busiest.rows[0];
  const visible = await sql.query<{ n: number }>(
    `select count(*)::int as n from "Game" where status = 'FINISHED' and public`,
  );
  const deep = await sql.query<{ finishedAt: Date; id: string }>(
    `select "finishedAt", id from "Game" where status = 'FINISHED' and public
      order by "finishedAt" desc, id desc offset $1 limit 1`,
    [Math.floor(visible.rows[0].n * 0.9)],
  );
  const reasons = await sql.query<{ reason: string; n: number }>(
    `select "resultReason" as reason, count(*)::int as n from "Game" where status = 'FINISHED'
      group by 1 order by 2 desc`,
  );
  const span = await sql.query<{ first: Date; last: Date }>(
    `select min("finishedAt") as first, max("finishedAt") as last from "Game" where status = 'FINISHED'`,
  );
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const first = span.rows[0].first.getTime();
  const last = span.rows[0].last.getTime();
  const middle = first + (last - first) / 2;
  const after = encodeCursor(deep.rows[0]);
  const lastName = (busy.name ?? "").split(" ").at(-1)?.slice(0, 5) ?? "ovak";
  const list: Case[] = [
    { name: "first page (visitor)", query: {}, viewer: null },
    { name: `first page (signed in, ${busy.games} games)`, query: {}, viewer: busy.id },
    { name: "page 90% down (visitor)", query: { after }, viewer: null },
    { name: "page 90% down (signed in)", query: { after }, viewer: busy.id },
    { name: "game: chess", query: { game: "chess" }, viewer: null },
    { name: "game: joust", query: { game: "joust" }, viewer: null },
    { name: `player: name fragment "${lastName}"`, query: { player: lastName }, viewer: null },
    { name: "player: full name", query: { player: busy.name ?? busy.email }, viewer: null },
    // Only a signed-in player's own address matches (addresses are private).
    { name: `player: own email (${busy.games} games)`, query: { player: busy.email }, viewer: busy.id },
    { name: `player: page id (${busy.games} games)`, query: { playerId: busy.id }, viewer: null },
    { name: "player: no such person", query: { player: "zzqx" }, viewer: null },
    // The shortest fragment the form takes (three letters, one trigram), matching nobody.
    { name: "player: three letters, nobody", query: { player: "zqx" }, viewer: null },
    { name: "result: white", query: { result: "white" }, viewer: null },
    { name: "result: black", query: { result: "black" }, viewer: null },
    { name: "result: draw", query: { result: "draw" }, viewer: null },
    ...reasons.rows.map(({ reason, n }) => ({
      name: `reason: ${reason} (${n} games)`,
      query: { reason },
      viewer: null,
    })),
    {
      name: "dates: one month",
      query: { from: day(middle), to: day(middle + 30 * 86_400_000) },
      viewer: null,
    },
    {
      name: "dates: first year",
      query: { from: day(first), to: day(first + 365 * 86_400_000) },
      viewer: null,
    },
    {
      name: "game + result: kings-court draws",
      query: { game: "kings-court", result: "draw" },
      viewer: null,
    },
    { name: "game + reason: chess stalemates", query: { game: "chess", reason: "stalemate" }, viewer: null },
    { name: "game + reason: none (chess bared)", query: { game: "chess", reason: "bared" }, viewer: null },
    {
      name: "result + reason: none (white agreements)",
      query: { result: "white", reason: "agreement" },
      viewer: null,
    },
    {
      name: "game + result + reason: none (Wild Jokers drawn by king capture)",
      query: { game: "wild-jokers", result: "draw", reason: "king-captured" },
      viewer: null,
    },
    {
      name: "game + result + reason: chess, Black mates",
      query: { game: "chess", result: "black", reason: "checkmate" },
      viewer: null,
    },
    {
      name: "reason + dates: time losses in a month",
      query: { reason: "time", from: day(middle), to: day(middle + 30 * 86_400_000) },
      viewer: null,
    },
    { name: "player + game: busiest in joust", query: { player: busy.email, game: "joust" }, viewer: null },
    {
      name: "signed in: own draws, deep",
      query: { player: busy.email, result: "draw", after },
      viewer: busy.id,
    },
    { name: "game: chess, page 90% down", query: { game: "chess", after }, viewer: null },
    { name: `player page: games (${busy.games} games)`, query: {}, viewer: null, playerId: busy.id },
    {
      name: "player page: joust games, page 90% down",
      query: { game: "joust", after },
      viewer: null,
      playerId: busy.id,
    },
    {
      name: `player page: record (${busy.games} games)`,
      query: {},
      viewer: null,
      record: true,
      playerId: busy.id,
    },
  ];
  return list;
}

async function measureLevel(url: string, level: number, explain: boolean): Promise<Measured[]> {
  process.env.DATABASE_URL = url;
  const { archivePage, archiveQuery, encodeCursor } = await import("../lib/archive/list");
  const { playerRecord } = await import("../lib/archive/player");
  const { db } = await import("../lib/db/prisma");
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const results: Measured[] = [];
  try {
    for (const c of await cases(sql, encodeCursor)) {
      const query = archiveQuery.parse(c.query);
      const once = async () =>
        c.record && c.playerId
          ? ((await playerRecord(c.playerId))?.lines.length ?? 0)
          : (await archivePage(query, c.viewer, { playerId: c.playerId })).rows.length;
      let rows = 0;
      for (let i = 0; i < warmUp; i++) rows = await once();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await once();
        times.push(performance.now() - started);
      }
      const measured = {
        ...c,
        rows,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
      };
      results.push(measured);
      console.log(row(measured));
    }
    if (explain) {
      const slowest = (list: Measured[]) => list.reduce((a, b) => (b.p95 > a.p95 ? b : a));
      // The slowest of all, and the slowest that reached the games when that one stopped at the people.
      const withGames = slowest(results.filter((r) => r.rows > 0));
      const chosen =
        process.env.BENCH_EXPLAIN === "all" ? results : [...new Set([slowest(results), withGames])];
      for (const c of chosen) await printPlan(sql, c, level);
    }
  } finally {
    await sql.end();
    await db().$disconnect();
    // The next level is another database: the app's client is built again from DATABASE_URL.
    (globalThis as { pigeonPostPrisma?: unknown }).pigeonPostPrisma = undefined;
  }
  return results;
}

/** EXPLAIN (ANALYZE, BUFFERS) of exactly what archivePage sends: its queries, caught on the way. */
async function printPlan(sql: pg.Client, c: Measured, level: number) {
  const { archivePage, archiveQuery } = await import("../lib/archive/list");
  const { db } = await import("../lib/db/prisma");
  const { Prisma } = await import("../lib/generated/prisma/client");
  const client = db() as unknown as {
    $queryRaw: (strings: TemplateStringsArray, ...values: unknown[]) => Promise<unknown>;
  };
  const original = client.$queryRaw;
  let caught: { text: string; values: unknown[] } | undefined;
  client.$queryRaw = (strings: TemplateStringsArray, ...values: unknown[]) => {
    caught = Prisma.sql(strings, ...values);
    return original.call(client, strings, ...values);
  };
  try {
    if (c.record)
      return console.log(`\n${c.name}: the record query (lib/archive/player.ts), not planned here.`);
    await archivePage(archiveQuery.parse(c.query), c.viewer, { playerId: c.playerId });
  } finally {
    client.$queryRaw = original;
  }
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) at ${level} games: ${c.name} (p95 ${c.p95.toFixed(1)} ms)`);
  if (c.query.player) {
    // The person lookup runs first (lib/archive/list.ts playerIds): the SQL Prisma sends for it.
    const plan = await sql.query(
      `explain (analyze, buffers) SELECT "public"."User"."id" FROM "public"."User"
        WHERE ("public"."User"."email" = $1 OR "public"."User"."name" ILIKE ('%' || $2::text || '%'))
        ORDER BY "public"."User"."id" ASC LIMIT $3 OFFSET $4`,
      [c.query.player.toLowerCase(), c.query.player, 50, 0],
    );
    console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
  }
  if (!caught) return console.log("(no game query: the person lookup found nobody)");
  const values = caught.values.map((v) => (v instanceof Date ? v.toISOString() : v));
  console.log(caught.text.replace(/\s+/g, " ").trim());
  console.log(`-- values: ${JSON.stringify(values)}`);
  const plan = await sql.query(`explain (analyze, buffers) ${caught.text}`, values);
  console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (m: Measured) =>
  `| ${m.name} | ${m.rows} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.max)} |${m.p95 > target ? " over target |" : ""}`;

const server = await openArchiveServer();
const tables: [number, Measured[]][] = [];
try {
  for (const [i, level] of levels.entries()) {
    const url = await server.open(`archive_${level}`, console.log);
    const have = await finishedGameCount(url);
    if (have < level) await addFinishedGames(url, level - have, console.log);
    else if (have > level && server.external) {
      console.log(`DATABASE_URL has ${have} finished games, more than ${level}: skipping that level.`);
      continue;
    }
    console.log(
      `\n${await finishedGameCount(url)} finished games; ${runs} runs per query after ${warmUp} to warm up.`,
    );
    console.log("| query | rows | p50 | p95 | max |\n|---|---|---|---|---|");
    tables.push([level, await measureLevel(url, level, i === levels.length - 1)]);
  }
} finally {
  await server.stop();
}
for (const [level, results] of tables) {
  const slowest = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const over = results.filter((r) => r.p95 > target).length;
  console.log(
    `${level} games: slowest p95 ${ms(slowest.p95)} (${slowest.name}); ${over} of ${results.length} queries over ${target} ms.`,
  );
}
