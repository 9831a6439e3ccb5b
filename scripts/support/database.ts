// Which PostgreSQL a command talks to: DATABASE_URL when set, otherwise the embedded
// one whose data lives in .data/postgres (git-ignored, kept across restarts).
import path from "node:path";
import pg from "pg";
import { type Config, readConfig } from "../../lib/config";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/schema-engine";
import { installQueue } from "../../lib/jobs/queue";

export const dataDir = path.resolve(import.meta.dirname, "../../.data");

export function loadConfigOrExit(): Config {
  const result = readConfig();
  if (!result.ok) {
    for (const problem of result.problems) console.error(`Configuration error: ${problem}`);
    process.exit(1);
  }
  return result.config;
}

/**
 * `url` is what the app's queries use (DATABASE_URL: PostgreSQL, or a transaction-mode pooler in
 * front of it); `directUrl` is PostgreSQL itself (DIRECT_DATABASE_URL, else the same), for
 * migrations and the job worker, which need a session of their own (LISTEN/NOTIFY, advisory locks).
 */
type Database = { url: string; directUrl: string; embedded: boolean; stop: () => Promise<void> };

export async function openDatabase(
  config: Config,
  log: (line: string) => void = () => {},
): Promise<Database> {
  if (config.databaseUrl) {
    const directUrl = config.directDatabaseUrl ?? config.databaseUrl;
    await checkReachable(config.databaseUrl, "DATABASE_URL");
    if (directUrl !== config.databaseUrl) await checkReachable(directUrl, "DIRECT_DATABASE_URL");
    return { url: config.databaseUrl, directUrl, embedded: false, stop: async () => {} };
  }
  try {
    const db = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "postgres"),
      port: config.embeddedPgPort,
      database: "pigeonpost",
      log,
    });
    return { url: db.url, directUrl: db.url, embedded: true, stop: db.stop };
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) fail(error.message);
    throw error;
  }
}

async function checkReachable(url: string, variable: string): Promise<void> {
  // A frozen database accepts the connection and then says nothing: the query has a limit too.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, query_timeout: 5000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const where = new URL(url);
    fail(
      `Cannot reach the database at ${where.hostname}:${where.port || 5432} (${(error as Error).message}). Check ${variable} and that PostgreSQL (or the pooler) is running.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Opens the configured database for one short command, then closes it. */
export async function withDatabase(work: (url: string, directUrl: string) => Promise<void>): Promise<void> {
  const config = loadConfigOrExit();
  const db = await openDatabase(config);
  try {
    await work(db.url, db.directUrl);
  } finally {
    await db.stop();
  }
}

/**
 * The database as the app and the worker need it: opened, every migration applied, the job queue
 * installed, and DATABASE_URL pointing at it (the service layer reads it from there).
 */
export async function prepareDatabase(config: Config): Promise<Database & { applied: string[] }> {
  const database = await openDatabase(config);
  const applied = await applyMigrations(database.directUrl).catch((error: Error) =>
    fail(`Could not apply database migrations: ${error.message}`),
  );
  await installQueue(database.directUrl);
  process.env.DATABASE_URL = database.url;
  return { ...database, applied };
}
