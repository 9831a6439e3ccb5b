// The end-of-vacation job (queued when a vacation starts, at the moment it ends).
import type { TaskList } from "graphile-worker";
import { z } from "zod";
import { tasks } from "../jobs/queue";
import { task } from "../jobs/task";
import { vacationOver } from "./vacation";

export const vacationTasks: TaskList = {
  [tasks.vacationEnd]: task(z.object({ userId: z.string().min(1) }), async ({ userId }) => {
    await vacationOver(userId, new Date());
  }),
};
