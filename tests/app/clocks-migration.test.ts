// The clocks_takebacks_vacation migration on a database holding rows from before it: running games
// get the banks their time per move gave them all along, and players the vacation they earned
// since joining (2.5 days a month, the month they joined included, at most 30 days).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "@/lib/db/schema-engine";
import { testDatabaseUrl } from "../support/database";

const baseUrl = testDatabaseUrl();
const database = `clocks_migration_${process.pid}`;
const url = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${database}`;
  return u.toString();
})();

async function run(connection: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const target = "clocks_takebacks_vacation";
let migrations: string[];

beforeAll(async () => {
  await run(baseUrl, `drop database if exists ${database} with (force)`);
  await run(baseUrl, `create database ${database}`);
  migrations = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const before = migrations.slice(
    0,
    migrations.findIndex((name) => name.endsWith(`_${target}`)),
  );
  for (const name of before)
    await run(url, await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8"));
});
afterAll(() => run(baseUrl, `drop database if exists ${database} with (force)`));

describe(`the ${target} migration`, () => {
  it("fills each running game's banks from its time per move, and each player's vacation allowance", async () => {
    await run(
      url,
      `insert into "User" (id, email, "createdAt", "updatedAt") values
        ('old', 'old@example.com', now() - interval '3 years', now()),
        ('new', 'new@example.com', now(), now()),
        ('two', 'two@example.com', date_trunc('month', now()) - interval '1 month' + interval '3 days', now())`,
    );
    await run(
      url,
      `insert into "Game" (id, "gameType", "rulesVersion", "startPosition", position, history, "whiteId", "blackId", "daysPerMove", deadline)
        values ('g5', 'chess', 'chess-1', 'x', 'x', '{}', 'old', 'new', 5, now() + interval '2 days'),
               ('g1', 'chess', 'chess-1', 'x', 'x', '{}', 'new', 'old', 1, now() + interval '2 hours')`,
    );
    const name = migrations.find((entry) => entry.endsWith(`_${target}`)) ?? "";
    await run(url, await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8"));

    expect(
      await run(
        url,
        `select id, "whiteSeconds", "blackSeconds", "incrementDays", takebacks, "pausedAt" from "Game" order by id`,
      ),
    ).toEqual([
      {
        id: "g1",
        whiteSeconds: 86_400,
        blackSeconds: 86_400,
        incrementDays: null,
        takebacks: false,
        pausedAt: null,
      },
      {
        id: "g5",
        whiteSeconds: 432_000,
        blackSeconds: 432_000,
        incrementDays: null,
        takebacks: false,
        pausedAt: null,
      },
    ]);
    expect(await run(url, `select id, "vacationSeconds", "vacationUntil" from "User" order by id`)).toEqual([
      { id: "new", vacationSeconds: 216_000, vacationUntil: null }, // this month's share
      { id: "old", vacationSeconds: 30 * 86_400, vacationUntil: null }, // capped
      { id: "two", vacationSeconds: 2 * 216_000, vacationUntil: null }, // last month's and this one's
    ]);
  });
});
