// The whole service as production runs it (`npm start`: config check, migrations, the job
// worker, Next.js production server) on a throwaway PostgreSQL, sending mail to a real SMTP
// receiver. Browser tests and `npm run bench:web` drive it, and set the stage through the service
// layer in their own process, pointed at the same database.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../lib/db/embedded";
import { throwawayPostgres } from "./postgres";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp";

const root = path.resolve(import.meta.dirname, "../..");

const serviceSecret = "browser-test-secret-0123456789abcdef0123456789";
const emailFrom = "Pigeon Post <post@pigeon.test>";

export type Service = {
  url: string;
  smtp: SmtpReceiver;
  databaseUrl: string;
  /** What the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
};

/** Builds the production bundle unless one exists (`npm run build` beforehand skips this). */
export function ensureBuild(): void {
  if (existsSync(path.join(root, ".next", "BUILD_ID"))) return;
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("next build failed");
}

async function waitForHttp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url, { redirect: "manual" })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

/** Starts the service and points this process's service layer at it; `durable` as throwawayPostgres. */
export async function startService(options: { durable?: boolean } = {}): Promise<Service> {
  ensureBuild();
  const database = await throwawayPostgres("pigeonpost_service", { durable: options.durable });
  const smtp = await startSmtpReceiver();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const server = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"],
    {
      cwd: root,
      detached: true, // its own process group, so stopping takes Next.js down with it
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        APP_URL: url,
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        EMAIL_FROM: emailFrom,
        AUTH_SECRET: serviceSecret,
      },
    },
  );
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  await waitForHttp(url, server, () => output);
  // The service layer (lib/) reads these lazily, on first use: from here on, this process's
  // db(), links and sessions are the running service's.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    APP_URL: url,
    AUTH_SECRET: serviceSecret,
    EMAIL_FROM: emailFrom,
  });
  return {
    url,
    smtp,
    databaseUrl: database.url,
    output: () => output,
    async stop() {
      if (server.pid && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        process.kill(-server.pid, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      await smtp.stop();
      await database.stop();
    },
  };
}
