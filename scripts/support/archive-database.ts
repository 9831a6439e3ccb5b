// The archive benchmark's databases: DATABASE_URL when set, otherwise a durable embedded
// PostgreSQL of its own in .data/archive-bench (git-ignored), kept across runs because a million
// seeded games take minutes to write. It holds one database per size the benchmark measures
// (archive_100000, archive_1000000); settings are the embedded defaults `npm start` runs with.
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import { ensureDatabase, freePort, startEmbeddedPostgres } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/schema-engine";
import { dataDir, loadConfigOrExit } from "./database";

const benchDir = path.join(dataDir, "archive-bench");
export const poolDir = path.join(benchDir, "pool");

type ArchiveServer = {
  /** DATABASE_URL: one database, whatever name is asked for. */
  external: boolean;
  /** The database's URL, created if missing and migrated. */
  open: (database: string, log: (line: string) => void) => Promise<string>;
  stop: () => Promise<void>;
};

export async function openArchiveServer(): Promise<ArchiveServer> {
  const config = loadConfigOrExit();
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    return { external: true, open: (_, log) => migrated(url, log), stop: async () => {} };
  }
  await mkdir(benchDir, { recursive: true });
  await chmod(benchDir, 0o755); // PostgreSQL runs as its own user when we run as root
  // A port of its own, so a running `npm run dev` (and its database) is never touched.
  const server = await startEmbeddedPostgres({
    dataDir: path.join(benchDir, "postgres"),
    port: await freePort(),
    database: "archive",
  });
  return {
    external: false,
    open: async (database, log) => {
      const url = new URL(server.url);
      await ensureDatabase(url.toString(), database);
      url.pathname = `/${database}`;
      return migrated(url.toString(), log);
    },
    stop: server.stop,
  };
}

async function migrated(url: string, log: (line: string) => void): Promise<string> {
  const applied = await applyMigrations(url);
  if (applied.length) log(`Applied ${applied.length} migration(s): ${applied.join(", ")}`);
  return url;
}
