// What `npm run dev` and `npm start` share: check configuration, open the database
// (embedded unless DATABASE_URL is set), apply pending migrations, run Next.js, and
// take everything down together.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { portInUse } from "../../lib/db/embedded";
import { db, disconnectPrisma } from "../../lib/db/prisma";
import { fillMoveSquares } from "../../lib/games/stored/move-squares";
import type { Receiver } from "../../lib/inbound/receiver";
import { lowerThisProcess } from "../../lib/ops/priority";
import { startHealthServer } from "../../lib/ops/worker-health";
import { startWorker } from "../../lib/worker";
import { fail, loadConfigOrExit, prepareDatabase } from "./database";
import { stopChild, within } from "./shutdown";

const root = path.resolve(import.meta.dirname, "../..");

/** Signals this soon after the first are copies of the same Ctrl+C, relayed by npm and tsx. */
const samePressMs = 1500;

export async function serve(mode: "dev" | "start"): Promise<void> {
  const started = Date.now();
  const config = loadConfigOrExit();
  if (mode === "start" && !existsSync(path.join(root, ".next", "BUILD_ID"))) {
    fail("No production build found. Run `npm run build` first, then `npm start`.");
  }
  if (await portInUse(config.port)) {
    fail(
      `Port ${config.port} on 127.0.0.1 is already in use. Stop what holds it, or choose another port: PORT=3001 npm run ${mode}`,
    );
  }
  if (!config.databaseUrl) {
    if (config.production) {
      console.warn(
        "Warning: DATABASE_URL is not set; using the embedded PostgreSQL in .data/postgres. Set DATABASE_URL for a real deployment.",
      );
    }
    console.log(
      `Starting the embedded PostgreSQL on 127.0.0.1:${config.embeddedPgPort} (data in .data/postgres)…`,
    );
  }
  const database = await prepareDatabase(config);
  console.log(
    database.applied.length
      ? `Applied migrations: ${database.applied.join(", ")}`
      : "Database schema is up to date.",
  );
  // The worker runs in this process, on PostgreSQL's own sessions (DIRECT_DATABASE_URL, else
  // DATABASE_URL); Next.js gets DATABASE_URL, which may be a transaction-mode pooler.
  // START_WORKER=off: a web instance only, when workers run as `npm run worker`.
  const worker = config.startWorker ? await startWorker({ connectionString: database.directUrl }) : null;
  const health =
    worker && config.workerHealthPort
      ? await startHealthServer(config.workerHealthPort, worker.health).catch((error: Error) =>
          fail(
            `Could not answer the worker's health checks on port ${config.workerHealthPort}: ${error.message}`,
          ),
        )
      : null;
  const receiver = await startInbound(config.inbound?.smtpPort, mode);

  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    APP_URL: config.appUrl,
    NEXTAUTH_URL: config.appUrl,
    PORT: String(config.port),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  // Production runs Next.js inside a small server of ours, which answers the build's static files
  // from their precompressed copies (brotli or gzip) before Next.js sees the request.
  const command =
    mode === "start"
      ? [path.join(root, "scripts/support/next-server.mjs"), String(config.port), "127.0.0.1"]
      : [
          path.join(root, "node_modules/next/dist/bin/next"),
          mode,
          "--port",
          String(config.port),
          "--hostname",
          "127.0.0.1",
        ];
  const next = spawn(process.execPath, command, { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  next.stdout?.on("data", (chunk: Buffer) => process.stdout.write(chunk));
  // Pages first: this process's work (the worker's emails, deadlines and computer moves, replies
  // received) can wait a few milliseconds while a player's page or move is served, so it runs 10
  // steps nicer from here on; Next.js, started just above, and the embedded PostgreSQL keep theirs.
  lowerThisProcess(10);

  // Ctrl+C (or SIGTERM) stops everything in order: the worker takes no new job and finishes the
  // running ones (a mail being sent must be recorded as sent) while Next.js stops; the database
  // goes last, once nothing uses it. A terminal sends SIGINT to every process of the foreground
  // group at once, Next.js and the embedded PostgreSQL included, so both may already be on their
  // way out; that is expected and stays quiet.
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping Pigeon Post… (Ctrl+C again to stop at once)");
    await Promise.all([worker?.stop().catch(() => {}), stopChild(next), receiver?.stop(), health?.stop()]);
    await disconnectPrisma();
    await within(database.stop(), 15_000);
    process.exit(code);
  };
  // One Ctrl+C can arrive more than once: the terminal signals the whole group, and npm and tsx,
  // above this process, pass the same signal on to their child. Those copies come within moments
  // of the first; only a signal well after it (a second Ctrl+C, after the message above) stops at
  // once. On a busy machine a relayed copy took long enough to count as a second press.
  let firstSignalAt = 0;
  const signalled = () => {
    if (!stopping) {
      firstSignalAt = Date.now();
      void stop(0);
    } else if (Date.now() - firstSignalAt > samePressMs) process.exit(130);
  };
  process.on("SIGINT", signalled);
  process.on("SIGTERM", signalled);
  next.on("exit", (code, signal) => {
    if (stopping) return;
    const interrupted = signal === "SIGINT" || signal === "SIGTERM" || code === 0 || code === 130;
    if (!interrupted) console.error(`Next.js exited unexpectedly (${signal ?? `code ${code}`}); stopping.`);
    void stop(interrupted ? 0 : 1);
  });

  await waitForHttp(`http://127.0.0.1:${config.port}/`, 120_000);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n  Pigeon Post is ready (${seconds} s): ${config.appUrl}`);
  if (!config.smtpUrl)
    console.log(`  Local mailbox (no SMTP_URL, mail lands here): ${config.appUrl}/dev/mailbox`);
  if (receiver && config.inbound)
    console.log(
      `  Replies to game emails (move+…@${config.inbound.domain}): SMTP on ${receiver.host} port ${receiver.port}`,
    );
  console.log("  Press Ctrl+C to stop.\n");
  void fillOlderMoves();
}

/**
 * The SMTP receiver for replies, when a port is configured. In development a port already taken
 * (another checkout's server) only costs the replies; in production it stops the start.
 */
async function startInbound(port: number | undefined, mode: "dev" | "start"): Promise<Receiver | null> {
  if (!port) return null;
  try {
    // Loaded only when replies are received here: smtp-server is not needed otherwise.
    const { startReceiver } = await import("../../lib/inbound/receiver");
    return await startReceiver(port);
  } catch (error) {
    const why = `Could not receive replies on port ${port}: ${(error as Error).message}.`;
    if (mode === "start") fail(`${why} Free the port or set INBOUND_SMTP_PORT to another one.`);
    console.warn(`${why} Moving by reply is off for this run (INBOUND_SMTP_PORT chooses the port).`);
    return null;
  }
}

/**
 * Moves played before the Move rows kept their squares get them now, in the background: until a
 * game is reached, its pages and emails replay its record as before, so the service need not wait.
 */
async function fillOlderMoves(): Promise<void> {
  try {
    const filled = await fillMoveSquares(db());
    if (filled.moves)
      console.log(`Filled the squares of ${filled.moves} older moves (${filled.games} games).`);
  } catch (error) {
    console.warn(
      `Could not fill older moves' squares (the pages replay them instead): ${(error as Error).message}`,
    );
  }
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.warn(`The web server did not answer at ${url} within ${timeoutMs / 1000} s; see its output above.`);
}
