// What a web process knows of its database (lib/db/unavailable.ts), which proxy.ts asks before a
// page renders: an outage met anywhere in the process is remembered, the database is asked again
// at most once a second, and a database that cannot be reached is found down by that question
// too. The production service's pages during a real outage: tests/browser/outage.test.ts.
import { PrismaPg } from "@prisma/adapter-pg";
import { afterEach, expect, it } from "vitest";
import { disconnectPrisma, replacePrisma } from "@/lib/db/prisma";
import { databaseDown, noteOutage, outagePage } from "@/lib/db/unavailable";
import { PrismaClient } from "@/lib/generated/prisma/client";

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
