// A job announced before it can be taken. graphile-worker wakes an idle runner when a job is added
// (NOTIFY "jobs:insert") and otherwise looks every `pollInterval` (2 s). But PostgreSQL can deliver
// the notice a moment before the adding transaction is visible to a new snapshot (the listener
// reads the queue once the commit is in the log; snapshots see it once the backend leaves the
// process array), so the runner it woke can find nothing and go back to sleep: the job then waited
// for the next poll. Measured by `npm run bench:bot -- --part answer`: a level-1 computer answer took
// 2.0 s instead of 0.05 s in about one round in three. So after a notice, a runner that found
// nothing is woken again a few times in the next ~200 ms (which also catches a job due that soon).
import type { WorkerEvents } from "graphile-worker";

/** When a runner that found nothing after a notice looks again (ms after each empty look). */
export const lookAgainAfterMs = [15, 50, 150] as const;

/** Listens on a runner's events and wakes it again when a look right after a notice found nothing. */
export function lookAgainAfterEarlyNotices(events: WorkerEvents): void {
  let noticedAt = Number.NEGATIVE_INFINITY;
  let looks = 0;
  events.on("pool:listen:notification", ({ message }) => {
    if (message.channel !== "jobs:insert" || countOf(message.payload) <= 0) return;
    noticedAt = performance.now();
    looks = 0;
  });
  events.on("worker:getJob:empty", ({ worker }) => {
    if (looks >= lookAgainAfterMs.length || performance.now() - noticedAt > 5_000) return;
    const delay = lookAgainAfterMs[looks++];
    setTimeout(() => {
      // Wakes an idle runner of the pool (none, when all are busy: they look when they finish).
      if (!worker.workerPool._shuttingDown) worker.workerPool.nudge(1);
    }, delay).unref();
  });
}

/** The number of jobs a notice announces (graphile-worker's payload; removals are negative). */
function countOf(payload: string | undefined): number {
  try {
    const parsed = JSON.parse(payload ?? "") as { count?: unknown };
    return typeof parsed.count === "number" ? parsed.count : 1;
  } catch {
    return 1;
  }
}
