// What a web process knows of its database (lib/db/unavailable.ts), which proxy.ts asks before a
// page renders: an outage met anywhere in the process is remembered, the database is asked again
// at most once a second, and a database that cannot be reached is found down by that question
// too. The production service's pages during a real outage: tests/browser/outage.test.ts.
import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { disconnectPrisma, replacePrisma } from "@/lib/db/prisma";
import { webLimits } from "@/lib/db/time-limits";
import { databaseDown, isDatabaseUnavailable, noteOutage, outagePage } from "@/lib/db/unavailable";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { healthAnswerWithinMs, healthWithin } from "@/lib/ops/health";

afterEach(async () => {
  await disconnectPrisma(); // back to this file's own database on the next db()
});

it("an outage noted is believed for a second, then the database is asked, and answers", async () => {
  const now = Date.now() + 10_000; // later than any check this file made before
  noteOutage(now);
  expect(await databaseDown(now + 999)).toBe(true);
  expect(await databaseDown(now + 1000)).toBe(false);
  // What was learnt stands for a second: the database is not asked on every page.
  noteOutage(now + 1001); // nothing ends an outage but a check
  expect(await databaseDown(now + 1500)).toBe(true);
});

it("a database nobody answers at is found down by the check itself, with no outage noted", async () => {
  await replacePrisma(
    new PrismaClient({
      adapter: new PrismaPg({ connectionString: "postgresql://nobody:x@127.0.0.1:9/none" }),
    }),
  );
  expect(await databaseDown(Date.now() + 60_000)).toBe(true);
});

it("the outage page says so, with 503 and when to come back, and needs nothing from the database", async () => {
  const page = outagePage();
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("60");
  expect(page.headers.get("cache-control")).toBe("no-store");
  const html = await page.text();
  expect(html).toContain("<h1>Pigeon Post is briefly unavailable</h1>");
  expect(html).toContain("try again in a minute");
  expect(html).not.toMatch(/<script/);
});

/**
 * A database that takes connections and never says a word: what a frozen PostgreSQL is to its
 * clients (the kernel still accepts on its port). The fault test stops a real one:
 * tests/faults/frozen-database.test.ts.
 */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgresql://nobody:x@127.0.0.1:${port}/none`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The rejection of `work`, and how long it took to come. */
async function failureOf(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await work;
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error("it answered");
}

describe("every query has a time limit (lib/db/time-limits.ts), and running out of it is an outage", () => {
  it("a database that never answers a new connection: the query fails within the connection limit", async () => {
    const silent = await silentServer();
    try {
      const client = new PrismaClient({
        adapter: new PrismaPg({ connectionString: silent.url, ...webLimits }),
      });
      const { error, ms } = await failureOf(client.$queryRaw`select 1`);
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(ms).toBeLessThan(5_000);
      await client.$disconnect().catch(() => {});
    } finally {
      await silent.close();
    }
  });

  it("a statement longer than the web's limit is cancelled by PostgreSQL, and called an outage", async () => {
    const client = new PrismaClient({
      adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL ?? "", ...webLimits }),
    });
    try {
      const { error } = await failureOf(client.$queryRaw`select pg_sleep(30)`);
      expect(String(error)).toMatch(/statement timeout/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await client.$disconnect();
    }
  });

  it("/healthz says down within its own limit when the database never answers", async () => {
    const silent = await silentServer();
    const pool = new pg.Pool({ connectionString: silent.url }); // no limits of its own: only healthWithin's
    pool.on("error", () => {});
    try {
      const started = Date.now();
      const health = await healthWithin({
        query: async <T>(sql: string) => ({ rows: (await pool.query(sql)).rows as T[] }),
      });
      expect(Date.now() - started).toBeLessThan(healthAnswerWithinMs + 1_000);
      expect(health).toMatchObject({ ok: false, database: { ok: false, error: "no answer within 1.5 s" } });
    } finally {
      await silent.close();
      await pool.end().catch(() => {});
    }
  });
});
