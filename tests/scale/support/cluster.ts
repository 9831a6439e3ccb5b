// The service scaled out on one machine, as the README's operations guide runs it: one PostgreSQL
// (optionally behind a real PgBouncer in transaction mode), the migrations applied once, then
// `instances` production web instances (scripts/start.ts with START_WORKER=off, each on its own
// port) and `workers` job workers (scripts/worker.ts), every process in its own process group so a
// test can SIGKILL one. Mail goes to one real SMTP receiver. With `workers: 0` each instance runs
// its own worker in-process, as a single `npm start` does.
import { freePort } from "@/lib/db/embedded";
import { disconnectPrisma } from "@/lib/db/prisma";
import { applyMigrations } from "@/lib/db/schema-engine";
import { installQueue } from "@/lib/jobs/queue";
import { runScript, type Script } from "../../faults/support/processes";
import { ensureFreshBuild } from "../../support/build";
import { throwawayPostgres } from "../../support/postgres";
import { type SmtpReceiver, startSmtpReceiver } from "../../support/smtp";
import { type Pooler, startPgBouncer } from "./pgbouncer";

export const clusterEmailFrom = "Pigeon Post <post@pigeon.test>";
export const clusterSecret = "scale-suite-secret-0123456789abcdef0123456789";
export const metricsToken = "scale-metrics-token-0123456789";

export type Instance = { url: string; script: Script };
export type WorkerProcess = { healthUrl: string; script: Script };

export type Cluster = {
  /** The web instances, in start order. */
  instances: Instance[];
  workers: WorkerProcess[];
  /** APP_URL of every instance (links in emails): the first instance, standing in for the load balancer. */
  appUrl: string;
  /** PostgreSQL itself (what this process's service layer uses). */
  directUrl: string;
  pooler: Pooler | null;
  smtp: SmtpReceiver;
  /** Every process's output, labelled, for a failure message. */
  output: () => string;
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  instances: number;
  workers: number;
  /** Put PgBouncer (transaction pooling) between the web instances and PostgreSQL. */
  pooler?: boolean;
  /** Commit as `npm start`'s own database does (fsync on), for benchmarks. */
  durable?: boolean;
  /** The SMTP receiver keeps headers only (benchmarks: see startSmtpReceiver). */
  mailHeadersOnly?: boolean;
};

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensureFreshBuild();
  const database = await throwawayPostgres("pigeonpost_scale", { durable: options.durable });
  const smtp = await startSmtpReceiver({ headersOnly: options.mailHeadersOnly });
  // Migrations once, before any instance starts (README, "Rolling out"); each instance then finds
  // nothing to apply.
  await applyMigrations(database.url);
  await installQueue(database.url);
  const pooler = options.pooler ? await startPgBouncer(database.url) : null;
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const appUrl = `http://127.0.0.1:${ports[0]}`;
  const common = {
    NODE_ENV: "production",
    DATABASE_URL: pooler?.url ?? database.url,
    DIRECT_DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    EMAIL_FROM: clusterEmailFrom,
    APP_URL: appUrl,
    AUTH_SECRET: clusterSecret,
    METRICS_TOKEN: metricsToken,
  };
  const instances: Instance[] = ports.map((port) => ({
    url: `http://127.0.0.1:${port}`,
    script: runScript("scripts/start.ts", {
      ...common,
      PORT: String(port),
      START_WORKER: options.workers > 0 ? "off" : "on",
    }),
  }));
  const workers: WorkerProcess[] = [];
  for (let i = 0; i < options.workers; i++) {
    const port = await freePort();
    workers.push({
      healthUrl: `http://127.0.0.1:${port}`,
      script: runScript("scripts/worker.ts", { ...common, WORKER_HEALTH_PORT: String(port) }),
    });
  }
  // This process's service layer (games, sessions, the books) reads PostgreSQL directly.
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    APP_URL: appUrl,
    AUTH_SECRET: clusterSecret,
    EMAIL_FROM: clusterEmailFrom,
  });
  const output = () =>
    [
      ...instances.map(
        (instance, i) => `--- instance ${i + 1} (${instance.url}) ---\n${instance.script.output()}`,
      ),
      ...workers.map((worker, i) => `--- worker ${i + 1} ---\n${worker.script.output()}`),
      pooler ? `--- pgbouncer ---\n${pooler.output()}` : "",
    ].join("\n");
  try {
    await Promise.all([
      ...instances.map((instance) => instance.script.waitFor("Pigeon Post is ready", 240_000)),
      ...workers.map((worker) => worker.script.waitFor("worker running", 120_000)),
    ]);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output().slice(-6000)}`);
  }
  return {
    instances,
    workers,
    appUrl,
    directUrl: database.url,
    pooler,
    smtp,
    output,
    async stop() {
      await Promise.all([...instances, ...workers].map((p) => p.script.stop()));
      await disconnectPrisma();
      await pooler?.stop();
      await smtp.stop();
      await database.stop();
    },
  };
}
