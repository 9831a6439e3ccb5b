// What /healthz answers, for a web instance and a worker alike: the database answers, every
// migration in prisma/migrations is applied (and none failed), and the job queue keeps up (its
// oldest due job waits less than `maxLagSeconds`). Two short queries; nothing else is touched.
// Anyone may learn whether the service is up; which check failed, the queue's depth, migration
// names and the database's own error are for operators (METRICS_TOKEN), as /metrics is.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { db } from "../db/prisma";
import { noteAnswered, noteOutage } from "../db/unavailable";
import { operatorAccess } from "./operator-token";
import { type Queryable, queueState } from "./queue-state";

/** Emails are promised within 5 minutes of their event: a queue further behind is unhealthy. */
export const maxLagSeconds = 300;

export type Health = {
  ok: boolean;
  database: { ok: boolean; error?: string };
  migrations: { ok: boolean; applied: number; expected: number; pending: string[]; failed: string[] };
  queue: { ok: boolean; runnable: number; lagSeconds: number; error?: string };
};

let expected: Promise<string[]> | undefined;

/** The migration folders this build carries (read once: they do not change while it runs). */
function expectedMigrations(): Promise<string[]> {
  // Every process of the service runs from the project folder (npm start, npm run worker).
  const dir = path.join(process.cwd(), "prisma", "migrations");
  expected ??= readdir(dir, { withFileTypes: true }).then((entries) =>
    entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort(),
  );
  return expected;
}

export async function checkHealth(db: Queryable): Promise<Health> {
  const wanted = await expectedMigrations();
  let rows: { name: string; finished: boolean }[];
  try {
    rows = (
      await db.query<{ name: string; finished: boolean }>(
        `select migration_name as name, finished_at is not null as finished
         from _prisma_migrations where rolled_back_at is null`,
      )
    ).rows;
  } catch (error) {
    const message = (error as Error).message.split("\n")[0];
    return {
      ok: false,
      database: { ok: false, error: message },
      migrations: { ok: false, applied: 0, expected: wanted.length, pending: wanted, failed: [] },
      queue: { ok: false, runnable: 0, lagSeconds: 0, error: "not checked: no database" },
    };
  }
  const done = new Set(rows.filter((r) => r.finished).map((r) => r.name));
  const failed = rows.filter((r) => !r.finished).map((r) => r.name);
  const pending = wanted.filter((name) => !done.has(name));
  const migrations = {
    ok: pending.length === 0 && failed.length === 0,
    applied: done.size,
    expected: wanted.length,
    pending,
    failed,
  };
  const state = await queueState(db);
  const queue = state.ok
    ? { ok: state.lagSeconds < maxLagSeconds, runnable: state.runnable, lagSeconds: round(state.lagSeconds) }
    : { ok: false, runnable: 0, lagSeconds: 0, error: state.reason };
  return { ok: migrations.ok && queue.ok, database: { ok: true }, migrations, queue };
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** The web instance's database, as `checkHealth` and the queue gauges read it. */
export const viaPrisma: Queryable = {
  query: async <T>(sql: string) => ({ rows: await db().$queryRawUnsafe<T[]>(sql) }),
};

/**
 * How long /healthz waits for the database: a monitor asks to learn within a moment whether to
 * send traffic here, and a database that has not answered by then is down for the pages too
 * (whose own queries give up after lib/db/time-limits.ts's few seconds).
 */
export const healthAnswerWithinMs = 1_500;

/** The health of a database that gave no answer in time: down, said so. */
function unanswered(wanted: number): Health {
  return {
    ok: false,
    database: { ok: false, error: `no answer within ${healthAnswerWithinMs / 1000} s` },
    migrations: { ok: false, applied: 0, expected: wanted, pending: [], failed: [] },
    queue: { ok: false, runnable: 0, lagSeconds: 0, error: "not checked: no database" },
  };
}

/**
 * `checkHealth`, or down when it has not answered within `withinMs`. The late check is left to end
 * on its own (its queries have their own limits); its failure is only noted, never thrown.
 */
export async function healthWithin(db: Queryable, withinMs = healthAnswerWithinMs): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), withinMs);
  });
  const checked = checkHealth(db);
  checked.catch(() => {});
  try {
    const first = await Promise.race([checked, late]);
    return first === "late" ? unanswered((await expectedMigrations()).length) : first;
  } finally {
    clearTimeout(timer);
  }
}

/** The web instance's /healthz; a database that does not answer is an outage for its pages too. */
export async function serviceHealth(): Promise<Health> {
  const health = await healthWithin(viaPrisma);
  if (health.database.ok) noteAnswered();
  else noteOutage();
  return health;
}

export type HealthAnswer = { status: 200 | 401 | 503; body: unknown; headers: Record<string, string> };

/**
 * /healthz for whoever asks: `{"ok":true,"status":"up"}` (200) or `{"ok":false,"status":"down"}`
 * (503), and the whole `Health` with the operators' token. A token that is wrong gets 401, so a
 * monitor set up with a stale one hears of it; none at all is a load balancer's plain question.
 */
export function healthAnswer(health: Health, authorization: string | null): HealthAnswer {
  const access = operatorAccess(authorization);
  if (access === "no" && authorization !== null)
    return {
      status: 401,
      body: { error: "Unauthorized." },
      headers: { "www-authenticate": 'Bearer realm="metrics"' },
    };
  const status = health.ok ? 200 : 503;
  const body = access === "yes" ? health : { ok: health.ok, status: health.ok ? "up" : "down" };
  return { status, body, headers: {} };
}
