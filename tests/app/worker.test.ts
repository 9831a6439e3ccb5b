// The worker process: several at once send each event once, the digest is on the crontab, a
// malformed job is dropped rather than retried, and `npm run worker` runs and stops cleanly.
import { spawn } from "node:child_process";
import { getPriority } from "node:os";
import path from "node:path";
import { parseCrontab } from "graphile-worker";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { gameLinkUrl, resolveGameLink } from "@/lib/games/stored/links";
import { startGame } from "@/lib/games/turn/start";
import { addJob, tasks } from "@/lib/jobs/queue";
import { startWorker, type Worker } from "@/lib/worker";
import { workerCrontab } from "@/lib/worker/lanes";
import { testDatabaseUrl } from "../support/database";
import { jobDone, until } from "../support/jobs";
import { person, startGameBetween } from "../support/players";
import { threadNices } from "../support/processes";
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
        connectionString: testDatabaseUrl(),
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

describe("two workers at once", () => {
  it("send each player's first your-turn email exactly once", async () => {
    const black = await person("Bea");
    const whites = await Promise.all(Array.from({ length: 8 }, () => person("White", { name: null })));
    // All eight in one transaction: their jobs appear at once, for both workers to race for.
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
    for (const game of games) await jobDone(`your-turn:${game.id}:0`);
    for (const [index, white] of whites.entries()) {
      expect(smtp.messages.filter((m) => m.envelopeTo.includes(white.email)).map((m) => m.subject)).toEqual([
        `Your move: Chess #${games[index].number} vs Bea (move 1)`,
      ]);
    }
  });
});

describe("the worker's schedule and faults", () => {
  it("has the daily digest on its crontab", () => {
    // What the worker hands graphile-worker, read by graphile-worker's own parser.
    const items = parseCrontab(workerCrontab);
    expect(items.map((item) => item.identifier)).toContain(tasks.digest);
    expect(items.map((item) => item.task)).toContain(tasks.digest);
  });

  it("drops a job with a malformed payload instead of retrying it forever, and says why", async () => {
    await db().$transaction((tx) =>
      addJob(tx, tasks.yourTurn, { gameId: 42 } as never, { jobKey: "malformed-test" }),
    );
    await jobDone("malformed-test");
    expect(logs.some((line) => line.startsWith("error: your-turn-email: malformed payload"))).toBe(true);
  });
});

describe("game links", () => {
  it("emails going out at once for one person and game record their one link once", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    // The your-turn and invitation-answered jobs both write Ana's link, sometimes in the same instant.
    for (let round = 0; round < 20; round++) {
      const game = await startGameBetween(ana, bo, { daysPerMove: 2 }, new Date());
      const urls = await Promise.all(Array.from({ length: 4 }, () => gameLinkUrl(ana.id, game.id)));
      expect(new Set(urls).size).toBe(1);
      expect(await db().gameLink.count({ where: { userId: ana.id, gameId: game.id } })).toBe(1);
    }
  });

  it("a link opens its game as its person; a forged or altered token opens nothing", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await startGameBetween(ana, bo, { daysPerMove: 2 }, new Date());
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
  it("starts on DATABASE_URL, says so, runs 10 steps nicer than its starter, and stops cleanly on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: testDatabaseUrl(),
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
    // Pages first (lib/ops/priority.ts): every thread of it at least 10 steps nicer (a thinking
    // thread, when there is one, 10 more).
    const nices = (await threadNices(child.pid ?? 0)).map((t) => t.nice);
    expect(nices.length).toBeGreaterThan(1);
    expect(Math.min(...nices)).toBe(Math.min(19, getPriority() + 10));
    child.kill("SIGTERM");
    const code = await exited;
    expect(code, `exit ${code}: ${output}`).toBe(0);
    expect(output).toContain("Pigeon Post worker stopped.");
  });
});
