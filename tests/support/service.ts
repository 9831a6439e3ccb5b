// The whole service as production runs it (`npm start`: config check, migrations, the job
// worker, Next.js production server) on a throwaway PostgreSQL, sending mail to a real SMTP
// receiver. Browser tests and `npm run bench:web` drive it, and set the stage through the service
// layer in their own process, pointed at the same database.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../../lib/db/embedded";
import { disconnectPrisma } from "../../lib/db/prisma";
import { ensureFreshBuild } from "./build";
import { throwawayPostgres } from "./postgres";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp";

const root = path.resolve(import.meta.dirname, "../..");

const serviceSecret = "browser-test-secret-0123456789abcdef0123456789";
const emailFrom = "Pigeon Post <post@pigeon.test>";

export type Service = {
  url: string;
  smtp: SmtpReceiver;
  databaseUrl: string;
  /** The `npm start` process: every process of the service descends from it. */
  pid: number;
  /** What the server printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
};

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

/** What an operator's shell holds: a PATH and a home, and the settings they chose. */
export function operatorEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, LANG, TMPDIR } = process.env;
  const base = Object.entries({ PATH, HOME, LANG, TMPDIR }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const env = { ...Object.fromEntries(base), NEXT_TELEMETRY_DISABLED: "1", ...settings };
  // Next's types declare NODE_ENV always present; leaving it out is the point.
  return env as unknown as NodeJS.ProcessEnv;
}

/**
 * Starts the service and points this process's service layer at it; `durable` as throwawayPostgres.
 * `env` adds to (or overrides) the service's environment, e.g. TRUSTED_PROXY_HOPS; a second
 * service in one test process passes `serviceLayer: false` so this process stays on the first.
 */
export async function startService(
  options: {
    durable?: boolean;
    env?: Record<string, string>;
    serviceLayer?: boolean;
    /** The SMTP receiver keeps headers only (benchmarks: see startSmtpReceiver). */
    mailHeadersOnly?: boolean;
    /** A database of the test's own (one it can stop and start); stopped with the service. */
    database?: { url: string; stop: () => Promise<void> };
  } = {},
): Promise<Service> {
  ensureFreshBuild();
  const database =
    options.database ?? (await throwawayPostgres("pigeonpost_service", { durable: options.durable }));
  const smtp = await startSmtpReceiver({ headersOnly: options.mailHeadersOnly });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  // Exactly as the README tells an operator: `npm start`, with the production settings and an
  // otherwise clean environment (no NODE_ENV, none of vitest's or npm's variables), so a launcher
  // that only works when the shell happens to say NODE_ENV=production fails here.
  const server = spawn("npm", ["start"], {
    cwd: root,
    detached: true, // its own process group, so stopping takes npm, the launcher and Next.js down
    stdio: ["ignore", "pipe", "pipe"],
    env: operatorEnvironment({
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      EMAIL_FROM: emailFrom,
      AUTH_SECRET: serviceSecret,
      ...options.env,
    }),
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  await waitForHttp(url, server, () => output);
  if (options.serviceLayer === false) return service();
  // The service layer (lib/) reads these lazily, on first use: from here on, this process's
  // db(), links and sessions are the running service's.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    APP_URL: options.env?.APP_URL ?? url,
    AUTH_SECRET: serviceSecret,
    EMAIL_FROM: emailFrom,
  });
  return service();

  function service(): Service {
    return {
      url,
      smtp,
      databaseUrl: database.url,
      pid: server.pid ?? 0,
      output: () => output,
      async stop() {
        // This process's service layer was pointed at this service's database (unless told not to).
        if (options.serviceLayer !== false) await disconnectPrisma();
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
}
