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
  return database.stop;
}
