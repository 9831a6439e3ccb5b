// A migration tested on the rows it meets: a database of the file's own with every migration before
// `target` applied (set up before the file's tests, dropped after them); the test writes old-style
// rows with `sql`, runs `migrate()` and reads what the migration made of them.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { migrationsDir } from "@/lib/db/schema-engine";
import { databaseUrlOn, sqlOn as run, testDatabaseUrl } from "./database";

const migrationSql = (name: string) => readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");

export function migrationStage(target: string) {
  const baseUrl = testDatabaseUrl();
  const database = `migration_${target}_${process.pid}`;
  const url = databaseUrlOn(baseUrl, database);
  let name = "";
  beforeAll(async () => {
    await run(baseUrl, `drop database if exists ${database} with (force)`);
    await run(baseUrl, `create database ${database}`);
    const migrations = (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const at = migrations.findIndex((entry) => entry.endsWith(`_${target}`));
    if (at === -1) throw new Error(`no migration named ${target}`);
    name = migrations[at];
    for (const before of migrations.slice(0, at)) await run(url, await migrationSql(before));
  });
  afterAll(() => run(baseUrl, `drop database if exists ${database} with (force)`));
  return {
    /** A statement on the stage's database; the rows it returns. */
    sql: (text: string, values: unknown[] = []) => run(url, text, values),
    /** Runs the migration under test. */
    migrate: async () => {
      await run(url, await migrationSql(name));
    },
  };
}
