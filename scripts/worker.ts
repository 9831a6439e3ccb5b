// npm run worker — the job queue's worker alone (game mail, deadlines, digests, invitations),
// e.g. on a machine of its own. Uses DATABASE_URL, or the embedded PostgreSQL that `npm run dev`
// keeps in .data/postgres (started here when nothing runs it yet).
import { disconnectPrisma } from "../lib/db/prisma";
import { startWorker } from "../lib/worker";
import { loadConfigOrExit, prepareDatabase } from "./support/database";
import { within } from "./support/shutdown";

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
const worker = await startWorker({ connectionString: database.url });
let stopping = false;
// SIGINT/SIGTERM: take no new job, finish the running ones (a mail being sent is recorded as
// sent), close our connections, then stop the embedded database if we started it.
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.stop();
  await disconnectPrisma();
  await within(database.stop(), 15_000);
  console.log("Pigeon Post worker stopped.");
  process.exit(0);
};
// A second Ctrl+C stops at once.
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => (stopping ? process.exit(130) : void stop()));
console.log(
  `Pigeon Post worker running on ${database.embedded ? "the embedded PostgreSQL" : "DATABASE_URL"}` +
    `${config.smtpUrl ? "" : " (no SMTP_URL: mail goes to the local mailbox)"}. Press Ctrl+C to stop.`,
);
