// The whole service as production runs it (`npm start`: config check, migrations, Next.js
// production server), on a throwaway PostgreSQL, sending mail to a real SMTP receiver,
// driven through Debian's Chromium.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from "../../../lib/db/embedded";
import { type SmtpReceiver, startSmtpReceiver } from "../../support/smtp";

const root = path.resolve(import.meta.dirname, "../../..");
export const screenshotsDir = path.join(root, "test-results", "screenshots");

export type TestApp = {
  url: string;
  smtp: SmtpReceiver;
  databaseUrl: string;
  browser: Browser;
  stop: () => Promise<void>;
};

function ensureBuild(): void {
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

export async function startApp(): Promise<TestApp> {
  ensureBuild();
  const dir = await mkdtemp(path.join(tmpdir(), "pigeon-post-browser-"));
  await chmod(dir, 0o755);
  const database: EmbeddedDatabase = await startEmbeddedPostgres({
    dataDir: path.join(dir, "postgres"),
    port: await freePort(),
    database: "pigeonpost_browser",
    ephemeral: true,
  });
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
        EMAIL_FROM: "Pigeon Post <post@pigeon.test>",
        AUTH_SECRET: "browser-test-secret-0123456789abcdef0123456789",
      },
    },
  );
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  await waitForHttp(url, server, () => output);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  await mkdir(screenshotsDir, { recursive: true });
  return {
    url,
    smtp,
    databaseUrl: database.url,
    browser,
    async stop() {
      await browser.close();
      if (server.pid && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        process.kill(-server.pid, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      await smtp.stop();
      await database.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The first link in a mail's plain-text part that points at `pathname`. */
export function linkTo(text: string | undefined, pathname: string): string {
  const match = new RegExp(`https?://\\S+${pathname.replace(/[/]/g, "\\/")}\\S*`).exec(text ?? "");
  if (!match) throw new Error(`no link to ${pathname} in:\n${text}`);
  return match[0];
}
