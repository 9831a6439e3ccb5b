// A job announced before it can be taken. graphile-worker wakes an idle runner when a job is added
// (NOTIFY "jobs:insert") and otherwise looks every `pollInterval` (2 s). But PostgreSQL can deliver
// the notice a moment before the adding transaction is visible to a new snapshot (the listener
// reads the queue once the commit is in the log; snapshots see it once the backend leaves the
// process array), so the runner it woke can find nothing and go back to sleep: the job then waited
// for the next poll. Measured by `npm run bench:bot -- --part answer`: a level-1 computer answer took
// 2.0 s instead of 0.05 s in about one round in three. So after a notice, a runner that found
// nothing is woken again a few times in the next ~200 ms (which also catches a job due that soon).
//
// Only the lane a job is for is woken, and looks again. graphile-worker's notice says how many jobs
// were added, not which, and wakes that many runners in every lane: a move adds four jobs, one of
// them due now and all of them the mail lane's, yet each lane's idle runners (up to four) looked,
// the computer's and the reviews' looked again three times, and the mail runner three more times
// after taking its job: 14 job fetches a move (`BENCH_STATEMENTS=1 npm run bench:web`). So
// `changeJobs` (./queue.ts) sends a notice of its own just before graphile-worker's, in the same
// transaction: how many of its jobs each lane can take now. A lane's pool then wakes that many of
// its runners for graphile-worker's notice (none for a lane with nothing announced, none for a job
// due in three days: the poll takes it when due), and a runner looks again only while a job
// announced for its lane has not been taken. A notice nobody announced (a job added another way)
// wakes and makes every lane look again, as before.
import type { WorkerEvents, WorkerPool } from "graphile-worker";
import type { LaneName } from "./task-names";

/** When a runner that found nothing after a notice looks again (ms after each empty look). */
export const lookAgainAfterMs = [15, 50, 150] as const;

/** A job due within this long of its notice counts as one its lane can take now. */
export const dueSoonMs = 500;

/** How long after its notice a runner still looks again for an announced job. */
const lookingForMs = 5_000;

/** How long a lanes notice waits for the graphile-worker notices it announces. */
const pairingMs = 1_000;

/** What `changeJobs` announces: jobs each lane can take now, and how many add notices follow. */
export type LanesNotice = { readonly lanes: Partial<Record<LaneName, number>>; readonly notices: number };

/**
 * The payload of the notice `changeJobs` sends on "jobs:insert" before its adds' own notices.
 * Its count is 0, so graphile-worker wakes nobody for it.
 */
export const lanesNoticePayload = (notice: LanesNotice): string =>
  JSON.stringify({ count: 0, lanes: notice.lanes, notices: notice.notices });

/** One lane runner's account of the notices it heard: whether an empty look should look again. */
export class EarlyNotices {
  private pending: (LanesNotice & { at: number; counted: boolean; left: number }) | null = null;
  /** Jobs announced for this lane and not yet taken. */
  private expected = 0;
  private noticedAt = Number.NEGATIVE_INFINITY;
  private looks = 0;

  constructor(readonly lane: LaneName) {}

  /**
   * A "jobs:insert" notice, heard at `now` (ms): how many of the lane's runners to wake for it
   * (graphile-worker wakes up to the notice's count).
   */
  heard(payload: string | undefined, now: number): number {
    const notice = parse(payload);
    if (notice.lanes) {
      this.pending = {
        lanes: notice.lanes,
        notices: notice.notices,
        at: now,
        counted: false,
        left: notice.notices,
      };
      return 0;
    }
    if (notice.count <= 0) return 0;
    const pending = this.pending && now - this.pending.at <= pairingMs ? this.pending : null;
    let announced: number;
    if (pending) {
      announced = pending.counted ? 0 : (pending.lanes[this.lane] ?? 0);
      pending.counted = true;
      if (--pending.left <= 0) this.pending = null;
    } else {
      this.pending = null;
      announced = notice.count;
    }
    if (announced <= 0) return 0;
    this.expected += announced;
    this.noticedAt = now;
    this.looks = 0;
    return announced;
  }

  /** A job taken by this lane's runner. */
  taken(): void {
    if (this.expected > 0) this.expected--;
  }

  /** After a look that found nothing at `now`: the delay of the next look, or null for none. */
  foundNothing(now: number): number | null {
    if (this.expected <= 0) return null;
    if (this.looks >= lookAgainAfterMs.length || now - this.noticedAt > lookingForMs) {
      this.expected = 0;
      return null;
    }
    return lookAgainAfterMs[this.looks++];
  }
}

function parse(payload: string | undefined): {
  count: number;
  lanes?: LanesNotice["lanes"];
  notices: number;
} {
  try {
    const parsed = JSON.parse(payload ?? "") as { count?: unknown; lanes?: unknown; notices?: unknown };
    const count = typeof parsed.count === "number" ? parsed.count : 1;
    if (typeof parsed.lanes === "object" && parsed.lanes !== null && typeof parsed.notices === "number") {
      return { count, lanes: parsed.lanes as LanesNotice["lanes"], notices: parsed.notices };
    }
    return { count, notices: 0 };
  } catch {
    return { count: 1, notices: 0 };
  }
}

/** Listens on a lane runner's events and wakes it again when a look right after a notice found nothing. */
export function lookAgainAfterEarlyNotices(events: WorkerEvents, lane: LaneName): void {
  const notices = new EarlyNotices(lane);
  /** How many runners the notice being handled wakes (graphile-worker nudges right after it). */
  let toWake: number | null = null;
  const wakes = new WeakMap<WorkerPool, (count: number) => void>();
  events.on("pool:create", ({ workerPool }) => {
    // graphile-worker wakes `count` runners for a notice (its listener calls the pool's nudge
    // right after the notification event below); the pool wakes as many as announced instead.
    const wake = workerPool.nudge.bind(workerPool);
    wakes.set(workerPool, wake);
    workerPool.nudge = (count: number) => {
      const n = Math.min(count, toWake ?? count);
      toWake = null;
      if (n > 0) wake(n);
    };
  });
  events.on("pool:listen:notification", ({ message }) => {
    if (message.channel === "jobs:insert") toWake = notices.heard(message.payload, performance.now());
  });
  events.on("job:start", () => notices.taken());
  events.on("worker:getJob:empty", ({ worker }) => {
    const delay = notices.foundNothing(performance.now());
    if (delay === null) return;
    setTimeout(() => {
      // Wakes an idle runner of the pool (none, when all are busy: they look when they finish).
      const pool = worker.workerPool;
      if (!pool._shuttingDown) (wakes.get(pool) ?? pool.nudge.bind(pool))(1);
    }, delay).unref();
  });
}
