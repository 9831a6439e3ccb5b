// One throwaway PostgreSQL for the app tests, with every migration applied and the job queue
// installed.
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../lib/db/schema-engine";
import { installQueue } from "../../lib/jobs/queue";
import { throwawayPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await throwawayPostgres("pigeonpost_test");
  await applyMigrations(database.url);
  await installQueue(database.url);
  project.provide("databaseUrl", database.url);
  return failingLoudly(database.stop);
}

/**
 * vitest prints an error thrown by a global teardown ("error during close") and still exits 0;
 * a teardown that fails (a database that will not stop) must fail the run like any other error.
 */
function failingLoudly(teardown: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await teardown();
    } catch (error) {
      console.error("The global teardown failed:", error);
      process.exitCode = 1;
    }
  };
}
