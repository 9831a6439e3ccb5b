// The production service while its PostgreSQL is stopped and started again (no browser needed):
// pages answer 503 "briefly unavailable" with Retry-After, never Next.js's 500 error page; /healthz
// says down, and only to the operators' token what failed; everything recovers by itself.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openSession } from "@/lib/auth/open-session";
import { briefOutage } from "@/lib/db/unavailable";
import { type RestartablePostgres, restartablePostgres } from "../faults/support/postgres";
import { until } from "../support/jobs";
import { person, startGameBetween } from "../support/players";
import { type Service, startService } from "../support/service";

const token = "outage-metrics-token-0123456789";
let pg: RestartablePostgres;
let service: Service;
let cookie: string;
let pages: string[];

beforeAll(async () => {
  pg = await restartablePostgres("pigeonpost_outage");
  service = await startService({
    database: { url: pg.url, stop: () => pg.remove() },
    env: { METRICS_TOKEN: token },
  });
  const ana = await person("Ana");
  const game = await startGameBetween(ana, await person("Bo"), {}, new Date());
  const session = await openSession(ana.id, new Date());
  cookie = `${session.name}=${session.value}`;
  pages = ["/", "/challenges", "/archive", `/games/${game.id}`];
});
afterAll(async () => {
  await service?.stop();
});

const open = (path: string, headers: Record<string, string> = {}) =>
  fetch(service.url + path, { headers: { cookie, ...headers }, redirect: "manual" });
const statusOf = async (path: string) => {
  const response = await open(path);
  await response.body?.cancel();
  return response.status;
};

it("pages say 'briefly unavailable' (503, Retry-After) while the database is stopped, and come back", async () => {
  for (const path of pages) expect(await statusOf(path), path).toBe(200);

  await pg.stop();
  // The first page to meet the outage may still be an error page; the next ones must not be.
  await until(async () => (await statusOf("/")) === 503, "the home page to answer 503", 30_000);
  for (const path of pages) {
    for (const headers of [{}, { cookie: "" }, { rsc: "1" }] as Record<string, string>[]) {
      const answer = await open(path, headers);
      const text = await answer.text();
      expect(answer.status, `${path} ${JSON.stringify(headers)}: ${text.slice(0, 200)}`).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("60");
      expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
      expect(text).toContain(briefOutage);
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
  }
  // The public health check says down and nothing more; the operators read what failed.
  const health = await open("/healthz");
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ ok: false, status: "down" });
  const detailed = await open("/healthz", { authorization: `Bearer ${token}` });
  expect(detailed.status).toBe(503);
  expect(await detailed.json()).toMatchObject({
    ok: false,
    database: { ok: false, error: expect.any(String) },
  });

  await pg.start();
  await until(async () => (await statusOf("/")) === 200, "the home page to come back", 60_000);
  for (const path of pages) expect(await statusOf(path), path).toBe(200);
  expect(await (await open("/healthz")).json()).toEqual({ ok: true, status: "up" });
});
