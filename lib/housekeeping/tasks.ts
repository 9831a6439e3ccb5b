// The daily sweep as a worker job on the crontab (lib/worker/lanes.ts merges both), at a quiet hour.
// graphile-worker runs each cron tick once, however many workers there are.
import type { TaskList } from "graphile-worker";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { sweep } from "./sweep";

export const housekeepingTask = tasks.housekeeping;

export const housekeepingTasks: TaskList = {
  [tasks.housekeeping]: jobTask(tasks.housekeeping, async (payload, helpers) => {
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
