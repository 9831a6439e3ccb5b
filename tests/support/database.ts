// Each app test file runs on a database of its own: global-setup.ts migrates one template database
// (schema, migrations, the job queue's own schema), and setup-env.ts clones it for every test file
// (`CREATE DATABASE … TEMPLATE …`, a file copy on the server: tens of milliseconds). Files run in
// parallel without meeting each other's rows, jobs or workers.
import pg from "pg";

/** Where the template lives: the throwaway server's maintenance database and the template's name. */
export type TemplateDatabase = { adminUrl: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** The URL of `database` on the server that `url` points at. */
export function databaseUrlOn(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** One statement on its own connection to `url`; the rows it returns. */
export async function sqlOn(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  await sqlOn(adminUrl, sql);
}

const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return `"${name}"`;
};

/**
 * Makes the migrated database `template` a template: nobody may connect to it any more (a clone
 * needs it idle), and it cannot be dropped by mistake.
 */
export function sealTemplate(adminUrl: string, template: string): Promise<void> {
  return onAdmin(
    adminUrl,
    `alter database ${quoted(template)} with is_template true allow_connections false`,
  );
}

/** A new database `name`, a copy of the template; returns its URL. */
export async function cloneTemplate(source: TemplateDatabase, name: string): Promise<string> {
  // FILE_COPY copies the template's files (fast for a small database on a server with fsync off)
  // instead of writing every page through the WAL.
  await onAdmin(
    source.adminUrl,
    `create database ${quoted(name)} template ${quoted(source.template)} strategy file_copy`,
  );
  return databaseUrlOn(source.adminUrl, name);
}

/** This test file's own database (setup-env.ts points DATABASE_URL at it before any test runs). */
export function testDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: app tests run through the app project's setup-env.ts");
  return url;
}
