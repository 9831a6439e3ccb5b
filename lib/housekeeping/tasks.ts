// The daily sweep as a worker job on the crontab (lib/worker/lanes.ts merges both), at a quiet hour.
// graphile-worker runs each cron tick once, however many workers there are.
import type { TaskList } from "graphile-worker";
import { z } from "zod";
import { task } from "../jobs/task";
import { sweep } from "./sweep";

export const housekeepingTask = "housekeeping";

// A cron job carries the time of its tick; the sweep is decided for that moment.
const cronPayload = z.object({ _cron: z.object({ ts: z.coerce.date() }) }).partial();

export const housekeepingTasks: TaskList = {
  [housekeepingTask]: task(cronPayload, async (payload, helpers) => {
    const report = await sweep(payload._cron?.ts ?? new Date());
    helpers.logger.info(
      `housekeeping: deleted ${Object.entries(report)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(", ")}`,
    );
  }),
};

/** Daily at 04:10 UTC. */
export const housekeepingCrontab = `10 4 * * * ${housekeepingTask}`;
