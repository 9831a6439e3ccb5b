// `npm start` behind a real PgBouncer in transaction pooling mode, as the README's operations guide
// sets it up: DATABASE_URL is the pooler (the web pages and server actions, through Prisma), and
// DIRECT_DATABASE_URL is PostgreSQL itself (migrations, and the job worker, which needs LISTEN/NOTIFY
// and advisory locks). Games are played over HTTP; every move must commit once and every email go
// out once, and the pooler must have carried the app's transactions.
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { expectTargets, Ledger } from "../faults/support/ledger";
import { type Cluster, metricsToken, startCluster } from "./support/cluster";
import { playGames } from "./support/games";
import { Balancer } from "./support/http-moves";

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ instances: 1, workers: 0, pooler: true });
});
afterAll(async () => {
  await cluster?.stop();
});

it("plays games through PgBouncer (transaction mode): moves once, emails once", async () => {
  onTestFailed(() => console.log(cluster.output().slice(-8000)));
  const pooler = cluster.pooler;
  if (!pooler) throw new Error("no pooler");
  const before = await pooler.stats();
  expect(before.poolMode).toBe("transaction");

  const ledger = new Ledger("pgbouncer transaction mode", cluster.smtp);
  await ledger.startGames(4);
  const played = await playGames(ledger, new Balancer([cluster.instances[0].url]), 6);
  await ledger.settle(180_000);
  const row = await ledger.count();
  expectTargets(row);
  expect(row.moves).toBe(24);
  expect(played.moves).toBe(24);

  // The app's queries went through the pooler, which kept to a few server connections.
  const after = await pooler.stats();
  expect(after.transactions - before.transactions).toBeGreaterThan(row.moves * 2);
  expect(after.serverConnections).toBeLessThanOrEqual(20);

  const base = cluster.instances[0].url;
  const health = await fetch(`${base}/healthz`, { headers: { authorization: `Bearer ${metricsToken}` } });
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, database: { ok: true }, migrations: { ok: true } });
  const metrics = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  expect(metrics).toMatch(/^pigeon_moves_committed_total 24$/m);
  expect(metrics).toMatch(/^pigeon_move_submit_seconds_count 24$/m);
});
