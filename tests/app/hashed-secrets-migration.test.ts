// The migration that hashes secrets at rest keeps everyone signed in and keeps the unsubscribe
// links already in inboxes working for 60 days: its SQL run on a database holding the old rows.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionTokenHash } from "@/lib/auth/session-token";
import { migrationsDir } from "@/lib/db/schema-engine";
import { testDatabaseUrl } from "../support/database";

const baseUrl = testDatabaseUrl();
const database = `hashed_secrets_${process.pid}`;
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

let migrations: string[];
const target = "hashed_secrets";

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
  for (const name of before) {
    await run(url, await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8"));
  }
});
afterAll(() => run(baseUrl, `drop database if exists ${database} with (force)`));

describe(`the ${target} migration`, () => {
  it("hashes live session tokens in place and carries old unsubscribe keys over, hashed, for 60 days", async () => {
    const oldKey = "clx0p1q2r0000abcdefghijkl";
    const rawToken = "a-session-token-from-before-the-migration";
    await run(
      url,
      `insert into "User" (id, email, "unsubscribeKey", "updatedAt") values ('u1', 'ana@example.com', $1, now())`,
      [oldKey],
    );
    await run(
      url,
      `insert into "Session" (id, "sessionToken", "userId", expires) values ('s1', $1, 'u1', now() + interval '30 days')`,
      [rawToken],
    );

    const name = migrations.find((entry) => entry.endsWith(`_${target}`)) ?? "";
    await run(url, await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8"));

    const sessions = await run(url, `select "tokenHash", "userId" from "Session"`);
    expect(sessions).toEqual([{ tokenHash: sessionTokenHash(rawToken), userId: "u1" }]);
    const keys = await run(
      url,
      `select "keyHash", "userId", round(extract(epoch from "expiresAt" - now()) / 86400) as days from "UnsubscribeKey"`,
    );
    expect(keys).toEqual([
      { keyHash: createHash("sha256").update(oldKey).digest("hex"), userId: "u1", days: "60" },
    ]);
    const columns = await run(
      url,
      `select column_name from information_schema.columns where table_name in ('User', 'Session')
        and column_name in ('unsubscribeKey', 'sessionToken')`,
    );
    expect(columns).toEqual([]);
  });
});
