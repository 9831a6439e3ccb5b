// The worker process: several at once send each event once, the digest is on the crontab, a
// malformed job is dropped rather than retried, and `npm run worker` runs and stops cleanly.
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { resolveGameLink } from "@/lib/games/links";
import { startGame } from "@/lib/games/start";
import { addJob, tasks } from "@/lib/jobs/queue";
import { startWorker, type Worker } from "@/lib/jobs/worker";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

const root = path.resolve(import.meta.dirname, "../..");
let smtp: SmtpReceiver;
const workers: Worker[] = [];
const logs: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  for (let i = 0; i < 2; i++) {
    workers.push(
      await startWorker({
        connectionString: inject("databaseUrl"),
        pollInterval: 100,
        concurrency: 3,
        log: (level, message) => logs.push(`${level}: ${message}`),
      }),
    );
  }
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await smtp.stop();
});

async function queued(key: string): Promise<number> {
  const rows = await db().$queryRaw<{ n: number }[]>`
    select count(*)::int as n from graphile_worker._private_jobs where key = ${key}`;
  return rows[0].n;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("two workers at once", () => {
  it("send each player's first your-turn email exactly once", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const black = await db().user.create({ data: { email: `black-${tag}@example.com`, name: "Bea" } });
    const whites = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db().user.create({ data: { email: `white${i}-${tag}@example.com` } }),
      ),
    );
    const games = await db().$transaction(async (tx) => {
      const made = [];
      for (const white of whites)
        made.push(
          await startGame(
            tx,
            { gameType: "chess", whiteId: white.id, blackId: black.id, daysPerMove: 2, public: true },
            new Date(),
          ),
        );
      return made;
    });
    for (const game of games)
      await until(async () => (await queued(`your-turn:${game.id}:0`)) === 0, "the emails");
    for (const white of whites) {
      expect(smtp.messages.filter((m) => m.envelopeTo.includes(white.email)).map((m) => m.subject)).toEqual([
        "Your move: Chess vs Bea (move 1)",
      ]);
    }
  });
});

describe("the worker's schedule and faults", () => {
  it("has the daily digest on its crontab", async () => {
    const rows = await db().$queryRaw<{ identifier: string }[]>`
      select identifier from graphile_worker._private_known_crontabs`;
    expect(rows.map((r) => r.identifier)).toContain(tasks.digest);
  });

  it("drops a job with a malformed payload instead of retrying it forever, and says why", async () => {
    await db().$transaction((tx) => addJob(tx, tasks.yourTurn, { gameId: 42 }, { jobKey: "malformed-test" }));
    await until(async () => (await queued("malformed-test")) === 0, "the malformed job to be dropped");
    expect(logs.some((line) => line.startsWith("error: your-turn-email: malformed payload"))).toBe(true);
  });
});

describe("game links", () => {
  it("a link opens its game as its person; a forged or altered token opens nothing", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const [ana, bo] = await Promise.all(
      ["ana", "bo"].map((name) => db().user.create({ data: { email: `${name}-${tag}@example.com` } })),
    );
    const game = await db().$transaction((tx) =>
      startGame(
        tx,
        { gameType: "chess", whiteId: ana.id, blackId: bo.id, daysPerMove: 2, public: true },
        new Date(),
      ),
    );
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(ana.email));
    const token = /\/play\/([A-Za-z0-9_-]+)/.exec(mail.text ?? "")?.[1] ?? "";
    expect(await resolveGameLink(token, new Date())).toEqual({ userId: ana.id, gameId: game.id });
    const altered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(await resolveGameLink(altered, new Date())).toBeNull();
    expect(await resolveGameLink("A".repeat(43), new Date())).toBeNull();
    expect(await resolveGameLink("../../etc/passwd", new Date())).toBeNull();
  });
});

describe("npm run worker", () => {
  it("starts on DATABASE_URL, says so, and stops cleanly on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: inject("databaseUrl"),
        SMTP_URL: smtp.url,
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | string | null>((resolve) =>
      child.on("exit", (code, signal) => resolve(code ?? signal)),
    );
    await until(async () => output.includes("worker running"), `the worker to start (output: ${output})`);
    expect(output).toContain("Pigeon Post worker running on DATABASE_URL");
    child.kill("SIGTERM");
    const code = await exited;
    expect(code, `exit ${code}: ${output}`).toBe(0);
    expect(output).toContain("Pigeon Post worker stopped.");
  });
});
