// The end-of-vacation job (queued when a vacation starts, at the moment it ends).
import type { TaskList } from "graphile-worker";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { vacationOver } from "./vacation";

export const vacationTasks: TaskList = {
  [tasks.vacationEnd]: jobTask(tasks.vacationEnd, async ({ userId }) => {
    await vacationOver(userId, new Date());
  }),
};
