// Which worker processes are alive, and what the dead ones left behind. graphile-worker 0.17 has
// no heartbeat of its own: a job locked by a process that was killed (SIGKILL, a lost machine)
// stays locked for 4 hours before anyone may run it. So each process that runs a worker writes a
// heartbeat row, and every worker's sweep frees what processes without a recent heartbeat hold:
// their email claims (SentEmail rows still SENDING) and their job locks (graphile-worker's
// force_unlock_workers), in one transaction, so a freed job never meets its dead sender's claim.
// The same sweep caps the queue's retry backoff (see `retryCapMs`).
//
// All times are the database's clock (now()), never a machine's, so workers on several machines
// agree on who is stale.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type pg from "pg";
import type { OutageLog } from "./outage-log";

/** This process's name in heartbeats and email claims: host, pid and a random tag (pids recur). */
export const workerProcess = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

export type LivenessTimings = {
  /** How often a process writes its heartbeat. */
  heartbeatMs: number;
  /**
   * A process whose heartbeat is older than this is dead: its jobs and claims are freed (only
   * those it took longer ago than this, and only by a sweeper that has itself reached the
   * database for this long, so a database outage never makes a live worker look dead).
   */
  deadAfterMs: number;
  /** How often each worker sweeps. */
  sweepMs: number;
  /**
   * The longest a failed job waits for its next attempt. graphile-worker waits e^attempts
   * seconds (20 s after the third failure, 6 hours from the tenth on); the sweep brings any
   * later retry forward to at most this long from now.
   */
  retryCapMs: number;
};

/**
 * The production timings. Worst case from a SIGKILL to the job being free: its last heartbeat
 * (15 s) + dead after 60 s + one sweep (15 s) = 90 s, then the next poll runs it. Worst case from
 * the end of an outage to the next attempt: 60 s cap + one sweep = 75 s. Both well inside the
 * promise that no email goes out later than 5 minutes after a fault ends.
 */
export const productionTimings: LivenessTimings = {
  heartbeatMs: 15_000,
  deadAfterMs: 60_000,
  sweepMs: 15_000,
  retryCapMs: 60_000,
};

/** The graphile-worker pools (their ids are what job locks name) running in this process. */
export const poolsHere = new Set<string>();

/** Writes this process's heartbeat (with its current pools). */
export async function beat(db: pg.Pool): Promise<void> {
  await db.query(
    `insert into "WorkerHeartbeat" (process, pools, "beatAt") values ($1, $2, now())
     on conflict (process) do update set pools = excluded.pools, "beatAt" = now()`,
    [workerProcess, [...poolsHere]],
  );
}

/** Removes this process's heartbeat when its last worker stops cleanly (nothing is left locked). */
export async function farewell(db: pg.Pool): Promise<void> {
  await db.query(`delete from "WorkerHeartbeat" where process = $1`, [workerProcess]);
}

export type SweepResult = {
  /** Pool ids of dead processes whose jobs were unlocked. */
  freedPools: string[];
  /** Event keys whose email claims (by dead processes) were released. */
  releasedClaims: string[];
  /** Jobs whose next retry was brought forward to the cap. */
  hastenedRetries: number;
};

/**
 * One sweep: releases dead processes' email claims, unlocks their jobs, and caps retry waits.
 * One transaction; an advisory lock keeps concurrent sweeps from different workers apart.
 */
export async function sweep(db: pg.Pool, timings: LivenessTimings): Promise<SweepResult | null> {
  const client = await db.connect();
  let broken: Error | undefined;
  try {
    await client.query("begin");
    const lock = await client.query<{ got: boolean }>(
      `select pg_try_advisory_xact_lock(hashtext('pigeon-post:worker-sweep')) as got`,
    );
    if (!lock.rows[0].got) {
      await client.query("rollback");
      return null;
    }
    // $1: the age, in milliseconds, past which a heartbeat, a claim or a job lock is old.
    const dead = `$1::int * interval '1 millisecond'`;
    const live = `select process, pools from "WorkerHeartbeat" where "beatAt" > now() - ${dead}`;
    const claims = await client.query<{ eventKey: string }>(
      `delete from "SentEmail" as s
       where s.state = 'SENDING' and s."claimedAt" < now() - ${dead}
         and not exists (select 1 from (${live}) as live where live.process = s."claimedBy")
       returning s."eventKey"`,
      [timings.deadAfterMs],
    );
    const pools = await client.query<{ lockedBy: string }>(
      `select distinct j.locked_by as "lockedBy" from graphile_worker.jobs as j
       where j.locked_by is not null and j.locked_at < now() - ${dead}
         and not exists (select 1 from (${live}) as live where j.locked_by = any(live.pools))`,
      [timings.deadAfterMs],
    );
    const freedPools = pools.rows.map((row) => row.lockedBy);
    if (freedPools.length > 0) {
      await client.query(`select graphile_worker.force_unlock_workers($1::text[])`, [freedPools]);
    }
    // A job waiting for a retry after a failure (attempts > 0 with an error; adding a job again
    // by its key resets both, so a deliberately future deadline or reminder is never touched).
    const hastened = await client.query<{ count: string }>(
      `select count(*) from graphile_worker.reschedule_jobs(
         array(select id from graphile_worker.jobs
               where locked_at is null and attempts > 0 and attempts < max_attempts
                 and last_error is not null
                 and run_at > now() + $1::int * interval '1 millisecond'),
         run_at := now() + $1::int * interval '1 millisecond')`,
      [timings.retryCapMs],
    );
    await client.query(`delete from "WorkerHeartbeat" where "beatAt" < now() - interval '1 day'`);
    await client.query("commit");
    return {
      freedPools,
      releasedClaims: claims.rows.map((row) => row.eventKey),
      hastenedRetries: Number(hastened.rows[0].count),
    };
  } catch (error) {
    await client.query("rollback").catch(() => {
      broken = error as Error; // the connection itself failed: drop it from the pool
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Heartbeats and sweeps on timers (unref'd: they never keep a process alive on their own). */
export function watchLiveness(
  db: pg.Pool,
  timings: LivenessTimings,
  { log, trouble, reachable }: OutageLog,
): { stop: () => void } {
  // Since when every heartbeat has reached the database; a sweeper that has not reached it for a
  // whole `deadAfterMs` (an outage) cannot tell dead processes from ones that could not write.
  let reachableSince: number | null = null;
  let beating = false;
  let sweeping = false;

  const beatOnce = async () => {
    if (beating) return;
    beating = true;
    try {
      await beat(db);
      reachable();
      if (reachableSince === null) reachableSince = Date.now();
    } catch (error) {
      trouble(`heartbeat failed: ${(error as Error).message}`);
      reachableSince = null;
    } finally {
      beating = false;
    }
  };
  const sweepOnce = async () => {
    if (sweeping || reachableSince === null || Date.now() - reachableSince < timings.deadAfterMs) return;
    sweeping = true;
    try {
      const result = await sweep(db, timings);
      if (result && (result.freedPools.length > 0 || result.releasedClaims.length > 0)) {
        log(
          "warning",
          `freed the jobs of dead worker pools [${result.freedPools.join(", ")}] and released their ` +
            `email claims [${result.releasedClaims.join(", ")}]`,
        );
      }
    } catch (error) {
      log("warning", `sweep failed: ${(error as Error).message}`);
    } finally {
      sweeping = false;
    }
  };

  void beatOnce();
  const timers = [
    setInterval(() => void beatOnce(), timings.heartbeatMs),
    setInterval(() => void sweepOnce(), timings.sweepMs),
  ];
  for (const timer of timers) timer.unref();
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
