// Runs in each app test file's worker before its tests: a database of the file's own, cloned from
// the migrated template (tests/support/database.ts), and the settings the service layer reads.
import { inject } from "vitest";
import { cloneTemplate } from "./database";

// Each isolated worker runs one file; its id and process id name the copy uniquely within the run.
const name = `pigeonpost_test_${process.env.VITEST_WORKER_ID ?? 0}_${process.pid}`;
process.env.DATABASE_URL = await cloneTemplate(inject("templateDatabase"), name);
process.env.EMAIL_FROM = "Pigeon Post <post@pigeon.test>";
process.env.APP_URL = "http://127.0.0.1:3999";
// Games that end in the app tests are reviewed by the file's worker: a small budget keeps it quick.
process.env.REVIEW_NODES ??= "4000";
