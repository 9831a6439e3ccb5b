// The service's metrics in Prometheus' text format (prom-client). Each process counts what it does
// itself: a web instance its moves and their submission time, a worker the emails it sends and
// their delay. Each serves its own /metrics (the web instance on its port, a worker on
// WORKER_HEALTH_PORT) and Prometheus adds them up across instances. What belongs to the whole
// service, the job queue's depth and lag, is read from the database at scrape time.
import client from "prom-client";
import { viaPrisma } from "./health";
import { queueState } from "./queue-state";

type Metrics = {
  registry: client.Registry;
  movesCommitted: client.Counter;
  moveSubmitSeconds: client.Histogram;
  emails: client.Counter<"outcome">;
  emailDelaySeconds: client.Histogram;
  inboundReplies: client.Counter<"outcome">;
};

/** Where the queue gauges read the database from; set by the process that serves /metrics. */
export type QueueReader = () => ReturnType<typeof queueState>;

// On globalThis: Next.js may load this module once per route bundle; the counts must be one set.
const holder = globalThis as { pigeonPostMetrics?: Metrics; pigeonPostQueueReader?: QueueReader };

export function metrics(): Metrics {
  if (holder.pigeonPostMetrics) return holder.pigeonPostMetrics;
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry, prefix: "pigeon_" });
  const made: Metrics = {
    registry,
    movesCommitted: new client.Counter({
      name: "pigeon_moves_committed_total",
      help: "Moves committed by this process (web form or reply).",
      registers,
    }),
    moveSubmitSeconds: new client.Histogram({
      name: "pigeon_move_submit_seconds",
      help: "Move form submission time in the server action, parse to commit.",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    emails: new client.Counter({
      name: "pigeon_emails_total",
      help: "Emails by outcome: sent (SMTP accepted), rejected (refused for good), retried (a temporary failure; the job runs again).",
      labelNames: ["outcome"],
      registers,
    }),
    emailDelaySeconds: new client.Histogram({
      name: "pigeon_email_delay_seconds",
      help: "From the commit that queued an event's email (its job's creation) to the SMTP server accepting it.",
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900],
      registers,
    }),
    inboundReplies: new client.Counter({
      name: "pigeon_inbound_replies_total",
      help: "Replies to game emails handled, by outcome.",
      labelNames: ["outcome"],
      registers,
    }),
  };
  const lag = new client.Gauge({
    name: "pigeon_queue_lag_seconds",
    help: "Age of the oldest job that is due and not running (0 when none; the whole service, read from the database).",
    registers,
  });
  new client.Gauge({
    name: "pigeon_queue_depth",
    help: "Jobs due now and waiting for a worker (the whole service, read from the database).",
    registers,
    // One query sets both gauges; this one is written first, so the lag it sets goes out after it.
    async collect() {
      const state = await holder.pigeonPostQueueReader?.();
      if (!state?.ok) return;
      this.set(state.runnable);
      lag.set(state.lagSeconds);
    },
  });
  holder.pigeonPostMetrics = made;
  return made;
}

/** Tells the queue gauges how to read the database in this process. */
export function readQueueWith(reader: QueueReader): void {
  holder.pigeonPostQueueReader = reader;
}

/** The text a scrape gets. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}

/** The web instance's scrape: its own counts, and the queue read through its database client. */
export function webMetricsText(): ReturnType<typeof metricsText> {
  readQueueWith(() => queueState(viaPrisma));
  return metricsText();
}

export { operatorAccess as metricsAllowed } from "./operator-token";
