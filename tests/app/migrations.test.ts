// Schema and migrations never drift: every migration applied to an empty database gives
// exactly the structure that prisma/schema.prisma describes.
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, diffSchemas, migrationsDir, schemaPath } from "@/lib/db/schema-engine";
import { testDatabaseUrl } from "../support/database";

const baseUrl = testDatabaseUrl();
const urlOf = (database: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Tables, columns, indexes and constraints, as PostgreSQL itself reports them. */
async function structure(url: string) {
  const columns = await query(
    url,
    `select table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema = 'public' and table_name <> '_prisma_migrations'
      order by 1, 2`,
  );
  const indexes = await query(
    url,
    `select tablename, indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename <> '_prisma_migrations' order by 1, 2`,
  );
  const constraints = await query(
    url,
    `select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
       from pg_constraint where connamespace = 'public'::regnamespace
        and conrelid::regclass::text not in ('_prisma_migrations', '"_prisma_migrations"') order by 1, 2`,
  );
  const enums = await query(
    url,
    `select t.typname, string_agg(e.enumlabel, ',' order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid group by 1 order by 1`,
  );
  return { columns, indexes, constraints, enums };
}

describe("schema and migrations", () => {
  const fromMigrations = `drift_migrations_${process.pid}`;
  const fromSchema = `drift_schema_${process.pid}`;

  beforeAll(async () => {
    for (const name of [fromMigrations, fromSchema]) {
      await query(baseUrl, `drop database if exists ${name}`);
      await query(baseUrl, `create database ${name}`);
    }
  });
  afterAll(async () => {
    for (const name of [fromMigrations, fromSchema])
      await query(baseUrl, `drop database if exists ${name} with (force)`);
  });

  it("all migrations applied to an empty database match schema.prisma", async () => {
    const applied = await applyMigrations(urlOf(fromMigrations));
    expect(applied.length).toBeGreaterThan(0);

    const schema = await readFile(schemaPath, "utf8");
    const wholeSchemaSql = await diffSchemas(null, schema, urlOf(fromSchema));
    await query(urlOf(fromSchema), wholeSchemaSql);

    const [a, b] = await Promise.all([structure(urlOf(fromMigrations)), structure(urlOf(fromSchema))]);
    expect(a.columns.length).toBeGreaterThan(10);
    expect(a).toEqual(b);
  });

  it("applying the migrations again changes nothing", async () => {
    expect(await applyMigrations(urlOf(fromMigrations))).toEqual([]);
  });

  it("the snapshot of the schema at the last migration is current (the next migration diff starts from it)", async () => {
    const schema = await readFile(schemaPath, "utf8");
    const snapshot = await readFile(path.join(migrationsDir, "schema.at-last-migration.prisma"), "utf8");
    const sql = await diffSchemas(snapshot, schema, baseUrl);
    expect(sql.replace(/--.*$/gm, "").trim()).toBe("");
  });
});
