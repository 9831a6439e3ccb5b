// One throwaway PostgreSQL for the app tests, holding a template database with every migration
// applied and the job queue installed; setup-env.ts gives each test file its own copy of it.
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../lib/db/schema-engine";
import { installQueue } from "../../lib/jobs/queue";
import { databaseUrlOn, sealTemplate } from "./database";
import { throwawayPostgres } from "./postgres";

const template = "pigeonpost_template";

export default async function setup(project: TestProject) {
  const database = await throwawayPostgres(template);
  await applyMigrations(database.url);
  await installQueue(database.url);
  const adminUrl = databaseUrlOn(database.url, "postgres");
  await sealTemplate(adminUrl, template);
  project.provide("templateDatabase", { adminUrl, template });
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
