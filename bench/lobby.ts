// Lobby benchmark: `npm run bench:lobby`. The lobby's page query (lobbyPage in
// lib/challenges/lobby.ts, through the app's Prisma client) against a throwaway PostgreSQL holding
// BENCH_PLAYERS players (default 100 000), their ratings, BENCH_CHALLENGES open challenges (default
// 10 000) and as many closed ones, and 200 000 finished games for the challengers' records. Measures
// the first page for a visitor, each filter, the filters together, and a page 90% of the way down,
// BENCH_RUNS times each (default 50); prints p50/p95/max. Target: p95 ≤ 50 ms.
import pg from "pg";
import type { LobbyQuery } from "../lib/challenges/input";
import { lobbyPage } from "../lib/challenges/lobby";
import { disconnectPrisma } from "../lib/db/prisma";
import { applyMigrations } from "../lib/db/schema-engine";
import { throwawayPostgres } from "../tests/support/postgres";

const players = Number(process.env.BENCH_PLAYERS ?? 100_000);
const open = Number(process.env.BENCH_CHALLENGES ?? 10_000);
const games = Number(process.env.BENCH_GAMES ?? 200_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);
const target = 50;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const database = await throwawayPostgres("pigeonpost_lobby");
try {
  await applyMigrations(database.url);
  process.env.DATABASE_URL = database.url;
  const sql = new pg.Client({ connectionString: database.url });
  sql.on("error", () => {}); // the database stopping at the end is no news
  await sql.connect();
  const started = Date.now();
  const games6 = `(array['chess','joust','wild-jokers','kings-court','diagonal','juxtaposition'])`;
  await sql.query(
    `insert into "User" (id, email, name, "updatedAt")
    select 'u' || i, 'p' || i || '@bench.test', 'Player ' || i, now() from generate_series(1, $1) i`,
    [players],
  );
  await sql.query(
    `insert into "Rating" ("userId", "gameType", rating, deviation, volatility, games, "updatedAt")
    select 'u' || i, ${games6}[1 + i % 6], 1200 + (i::bigint * 7919) % 900, 60 + (i % 300), 0.06, 1 + i % 40, now()
    from generate_series(1, $1, 3) i`,
    [players],
  );
  // Finished games between random players: the records the lobby counts.
  await sql.query(
    `insert into "Game" (id, "gameType", "rulesVersion", "startPosition", position, history, plies,
      "whiteId", "blackId", "daysPerMove", status, winner, "resultReason", "finishedAt")
    select 'g' || i, ${games6}[1 + i % 6], '1', '-', '-', '{}', 40,
      'u' || (1 + (i::bigint * 7919) % $2), 'u' || (1 + (i::bigint * 104729) % $2), 3, 'FINISHED',
      case when i % 3 = 0 then 'w' when i % 3 = 1 then 'b' else 'draw' end,
      case when i % 11 = 0 then 'time' else 'checkmate' end, now() - (i || ' minutes')::interval
    from generate_series(1, $1) i`,
    [games, players],
  );
  // Open challenges from the first tenth of the players (busy ones), and as many closed ones.
  await sql.query(
    `insert into "Challenge" (id, "challengerId", "gameType", "daysPerMove", color, rated, note,
      status, "expiresAt", "createdAt")
    select 'c' || i, 'u' || (1 + (i::bigint * 31) % ($2 / 10)), ${games6}[1 + i % 6], (array[1,2,3,5,7,14])[1 + i % 6],
      (array['WHITE','BLACK','RANDOM'])[1 + i % 3]::"ColorChoice", i % 2 = 0, case when i % 4 = 0 then 'A long game.' end,
      case when i <= $1 then 'OPEN' else (array['ACCEPTED','WITHDRAWN','EXPIRED'])[1 + i % 3] end::"ChallengeStatus",
      now() + interval '14 days' - (i || ' seconds')::interval, now() - (i || ' seconds')::interval
    from generate_series(1, $1 * 2) i`,
    [open, players],
  );
  await sql.query("analyze");
  console.log(
    `Seeded ${players} players, ${open} open and ${open} closed challenges, ${games} finished games in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  const deep = await sql.query<{ createdAt: Date; id: string }>(
    `select "createdAt", id from "Challenge" where status = 'OPEN' order by "createdAt" desc, id desc offset $1 limit 1`,
    [Math.floor(open * 0.9)],
  );
  await sql.end();
  const cursor = `${deep.rows[0].createdAt.getTime()}_${deep.rows[0].id}`;
  const cases: { name: string; query: LobbyQuery; viewer: string | null }[] = [
    { name: "first page, visitor", query: { rated: "any" }, viewer: null },
    { name: "first page, signed in", query: { rated: "any" }, viewer: "u42" },
    { name: "one game", query: { rated: "any", game: "kings-court" }, viewer: null },
    { name: "time control", query: { rated: "any", days: 7 }, viewer: null },
    { name: "rated only", query: { rated: "rated" }, viewer: null },
    { name: "game + time + rated", query: { rated: "casual", game: "joust", days: 14 }, viewer: null },
    { name: "90% down", query: { rated: "any", after: cursor }, viewer: null },
  ];
  console.log("\n| query | rows | p50 | p95 | max |");
  console.log("|---|---|---|---|---|");
  let worst = 0;
  for (const c of cases) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs + 5; i++) {
      const t = performance.now();
      const page = await lobbyPage(c.query, c.viewer, new Date());
      if (i >= 5) times.push(performance.now() - t);
      rows = page.rows.length;
    }
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `| ${c.name} | ${rows} | ${percentile(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms |`,
    );
  }
  console.log(`\nWorst p95 ${worst.toFixed(1)} ms; target ≤ ${target} ms.`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await disconnectPrisma();
  await database.stop();
}
