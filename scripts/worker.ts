// npm run worker — the job queue's worker alone (game mail, deadlines, digests, invitations),
// e.g. on a machine of its own. Uses DATABASE_URL, or the embedded PostgreSQL that `npm run dev`
// keeps in .data/postgres (started here when nothing runs it yet).
import { startWorker } from "../lib/jobs/worker";
import { loadConfigOrExit, prepareDatabase } from "./support/database";

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
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
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop());
console.log(
  `Pigeon Post worker running on ${database.embedded ? "the embedded PostgreSQL" : "DATABASE_URL"}` +
    `${config.smtpUrl ? "" : " (no SMTP_URL: mail goes to the local mailbox)"}. Press Ctrl+C to stop.`,
);
