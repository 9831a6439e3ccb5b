// The operators' handles, read through the service layer: /healthz's verdict (database,
// migrations, job queue lag), a worker's own health port, and the metrics a worker counts as it
// sends email. The web instance's routes are exercised over HTTP by the scale test.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { addJob, changeJobs } from "@/lib/jobs/queue";
import { checkHealth, type Health, healthAnswer, serviceHealth } from "@/lib/ops/health";
import { metricsText } from "@/lib/ops/metrics";
import { startHealthServer } from "@/lib/ops/worker-health";
import { jobDone } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { person, startGameBetween } from "../support/players";

// Read once by lib/config.ts, before any test asks for it.
const token = "metrics-token-0123456789abcdef";
process.env.METRICS_TOKEN = token;

const stage = mailStage();

describe("health", () => {
  it("is healthy on a migrated database with an idle queue", async () => {
    const health = await serviceHealth();
    expect(health).toMatchObject({
      ok: true,
      database: { ok: true },
      migrations: { ok: true, pending: [], failed: [] },
      queue: { ok: true },
    });
    expect(health.migrations.applied).toBe(health.migrations.expected);
    expect(health.migrations.expected).toBeGreaterThanOrEqual(10);
  });

  it("names a migration that is not applied", async () => {
    const [last] = await db().$queryRaw<{ name: string }[]>`
      select migration_name as name from _prisma_migrations order by migration_name desc limit 1`;
    await db()
      .$executeRaw`update _prisma_migrations set rolled_back_at = now() where migration_name = ${last.name}`;
    try {
      const health = await serviceHealth();
      expect(health.ok).toBe(false);
      expect(health.migrations).toMatchObject({ ok: false, pending: [last.name] });
    } finally {
      await db()
        .$executeRaw`update _prisma_migrations set rolled_back_at = null where migration_name = ${last.name}`;
    }
  });

  it("reports the oldest due job's age, and fails past 5 minutes", async () => {
    // A job no worker here knows: due 10 minutes ago, it waits (the file's worker leaves it alone).
    await db().$transaction((tx) =>
      addJob(tx, "lag-probe" as never, {} as never, {
        jobKey: "lag-probe",
        runAt: new Date(Date.now() - 600_000),
      }),
    );
    try {
      const health = await serviceHealth();
      expect(health.queue.ok).toBe(false);
      expect(health.queue.runnable).toBeGreaterThanOrEqual(1);
      expect(health.queue.lagSeconds).toBeGreaterThanOrEqual(600);
      expect(health.ok).toBe(false);
    } finally {
      await db().$transaction((tx) => changeJobs(tx, [{ remove: "lag-probe" }]));
    }
    expect((await serviceHealth()).queue.ok).toBe(true);
  });

  it("says the database is unreachable instead of throwing", async () => {
    const gone = new pg.Pool({ connectionString: "postgresql://nobody:x@127.0.0.1:9/none", max: 1 });
    try {
      const health = await checkHealth({ query: async (sql) => ({ rows: (await gone.query(sql)).rows }) });
      expect(health.ok).toBe(false);
      expect(health.database.ok).toBe(false);
      expect(health.database.error).toMatch(/ECONNREFUSED|connect/);
    } finally {
      await gone.end();
    }
  });
});

describe("who may read the details", () => {
  const down: Health = {
    ok: false,
    database: { ok: false, error: "connect ECONNREFUSED 10.0.0.7:5432" },
    migrations: {
      ok: false,
      applied: 0,
      expected: 2,
      pending: ["20261101_init", "20261120_notes"],
      failed: [],
    },
    queue: { ok: false, runnable: 0, lagSeconds: 0, error: "not checked: no database" },
  };
  const up: Health = {
    ok: true,
    database: { ok: true },
    migrations: { ok: true, applied: 2, expected: 2, pending: [], failed: [] },
    queue: { ok: true, runnable: 17, lagSeconds: 0.4 },
  };

  it("anyone learns up or down, and nothing else: no queue depth, migration name or database error", () => {
    expect(healthAnswer(up, null)).toEqual({ status: 200, body: { ok: true, status: "up" }, headers: {} });
    const answer = healthAnswer(down, null);
    expect(answer).toEqual({ status: 503, body: { ok: false, status: "down" }, headers: {} });
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.7|20261101|runnable/);
  });

  it("the operators' token reads every check; a wrong one is told so", () => {
    expect(healthAnswer(down, `Bearer ${token}`)).toEqual({ status: 503, body: down, headers: {} });
    expect(healthAnswer(up, `Bearer ${token}`).body).toBe(up);
    expect(healthAnswer(up, "Bearer not-the-token")).toMatchObject({
      status: 401,
      body: { error: "Unauthorized." },
    });
  });
});

describe("a worker's health port", () => {
  let server: Awaited<ReturnType<typeof startHealthServer>>;
  afterAll(() => server?.stop());

  it("answers /healthz, and /metrics only with the token; counts a sent email and its delay", async () => {
    server = await startHealthServer(0, stage.worker.health);
    const base = `http://127.0.0.1:${server.port}`;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, status: "up" });
    const detailed = await fetch(`${base}/healthz`, { headers: { authorization: `Bearer ${token}` } });
    expect(await detailed.json()).toMatchObject({ ok: true, migrations: { ok: true }, queue: { ok: true } });
    expect((await fetch(`${base}/healthz`, { headers: { authorization: "Bearer stale" } })).status).toBe(401);

    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, {
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.status).toBe(401);

    const sentBefore = sentCount(await metricsText().then((m) => m.body));
    const white = await person("Wanda");
    const black = await person("Boris");
    const game = await startGameBetween(white, black, {}, new Date());
    await jobDone(`your-turn:${game.id}:0`);
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(white.email))).toHaveLength(1);

    const scrape = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    expect(sentCount(text)).toBe(sentBefore + 1);
    expect(text).toMatch(/^pigeon_email_delay_seconds_count [1-9]\d*$/m);
    expect(text).toMatch(/^pigeon_queue_depth \d+$/m);
    expect(text).toMatch(/^pigeon_queue_lag_seconds [\d.e+-]+$/m);
    expect(text).toContain("# TYPE pigeon_move_submit_seconds histogram");
    expect(text).not.toContain(token);
  });
});

function sentCount(text: string): number {
  return Number(/^pigeon_emails_total\{outcome="sent"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}
