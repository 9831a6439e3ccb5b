// npm run worker — the job queue's worker alone (game mail, deadlines, digests, invitations),
// e.g. on a machine of its own. Uses DIRECT_DATABASE_URL (else DATABASE_URL) for the queue, or the
// embedded PostgreSQL that `npm run dev` keeps in .data/postgres (started here when nothing runs it
// yet). With WORKER_HEALTH_PORT it answers /healthz and /metrics there (lib/ops/worker-health.ts).
import { disconnectPrisma } from "../lib/db/prisma";
import { log } from "../lib/ops/log";
import { lowerThisProcess } from "../lib/ops/priority";
import { startHealthServer } from "../lib/ops/worker-health";
import { startWorker } from "../lib/worker";
import { fail, loadConfigOrExit, prepareDatabase } from "./support/database";
import { within } from "./support/shutdown";

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
// Pages first: where this worker shares cores with the web server, its jobs wait a few milliseconds
// for a player's page or move; the embedded PostgreSQL, if started just above, keeps its priority.
lowerThisProcess(10);
const worker = await startWorker({ connectionString: database.directUrl });
const health = config.workerHealthPort
  ? await startHealthServer(config.workerHealthPort, worker.health).catch((error: Error) =>
      fail(`Could not answer health checks on port ${config.workerHealthPort}: ${error.message}`),
    )
  : null;
let stopping = false;
// SIGINT/SIGTERM: take no new job, finish the running ones (a mail being sent is recorded as
// sent), close our connections, then stop the embedded database if we started it.
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await health?.stop();
  await worker.stop();
  await disconnectPrisma();
  await within(database.stop(), 15_000);
  log.info("Pigeon Post worker stopped.");
  process.exit(0);
};
// A second Ctrl+C stops at once.
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => (stopping ? process.exit(130) : void stop()));
log.info(
  `Pigeon Post worker running on ${database.embedded ? "the embedded PostgreSQL" : "DATABASE_URL"}` +
    `${config.smtpUrl ? "" : " (no SMTP_URL: mail goes to the local mailbox)"}. Press Ctrl+C to stop.`,
  health ? { healthPort: health.port } : {},
);
