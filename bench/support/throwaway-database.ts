// What bench:bot's service parts (fair, answer) share: a throwaway embedded PostgreSQL with every
// migration and the job queue, its URL set as DATABASE_URL before the service layer is imported,
// and the figures' helpers (percentiles, seconds, the load average printed beside each figure).
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/schema-engine";
import { installQueue } from "../../lib/jobs/queue";

export type ThrowawayDatabase = { url: string; remove: () => Promise<void> };

/** A fresh database named `name`, migrated and with the job queue; `remove` stops and deletes it. */
export async function throwawayDatabase(name: string): Promise<ThrowawayDatabase> {
  // In the project's .data (as the other benchmarks): PostgreSQL, run as "postgres" under root,
  // cannot enter a private temporary folder.
  await mkdir(path.resolve(".data"), { recursive: true });
  const dataDir = await mkdtemp(path.resolve(".data", `${name}-`));
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "pg"),
    port: await freePort(),
    database: name.replaceAll("-", "_"),
    ephemeral: true,
    durable: true,
  });
  // The service layer reads DATABASE_URL when first used: set before it is imported.
  process.env.DATABASE_URL = database.url;
  await applyMigrations(database.url);
  await installQueue(database.url);
  return {
    url: database.url,
    remove: async () => {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export const seconds = (ms: number) => (ms / 1000).toFixed(2);
