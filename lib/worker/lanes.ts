// Which jobs run where: every worker runs three job runners ("lanes"), one for the mail, deadlines
// and replies, one for the computer's moves (lib/bot/) and one for reviews (lib/review/), so a
// search that waits for a thinking thread never takes an email's place (graphile-worker runs a
// runner's jobs `concurrency` at a time, and picks only the tasks it knows). The scheduled jobs
// run in the mail lane.
import type { TaskList } from "graphile-worker";
import { computerConcurrency, computerMailTasks, computerTasks } from "../bot/tasks";
import { challengeCrontab, challengeTasks } from "../challenges/tasks";
import { housekeepingCrontab, housekeepingTasks } from "../housekeeping/tasks";
import { inboundTasks } from "../inbound/tasks";
import { invitationTasks } from "../invitations/tasks";
import { type LaneName, laneOf } from "../jobs/task-names";
import { gameMailCrontab, gameMailTasks } from "../notify/tasks";
import { reviewTasks } from "../review/tasks";
import { tournamentTasks } from "../tournaments/tasks";
import { vacationTasks } from "../vacation/tasks";

/** The scheduled jobs every worker runs: the hourly digest, the daily sweep, the lobby's. */
export const workerCrontab = `${gameMailCrontab}\n${housekeepingCrontab}\n${challengeCrontab}`;

export type Lane = {
  readonly name: LaneName;
  readonly tasks: TaskList;
  /** How many of its jobs run at once in one worker. */
  readonly concurrency: number;
  readonly crontab?: string;
};

/** The lanes of a worker whose mail lane runs `concurrency` jobs at once. */
export function workerLanes(concurrency: number): Lane[] {
  return checked([
    {
      name: "mail",
      tasks: {
        ...gameMailTasks,
        ...invitationTasks,
        ...housekeepingTasks,
        ...inboundTasks,
        ...challengeTasks,
        ...vacationTasks,
        ...computerMailTasks,
        ...tournamentTasks,
      },
      concurrency,
      crontab: workerCrontab,
    },
    { name: "computer", tasks: computerTasks, concurrency: computerConcurrency() },
    // A review searches for minutes (lib/review/): one at a time, in a lane of its own, so it
    // holds neither an email's place nor a computer move's.
    { name: "review", tasks: reviewTasks, concurrency: 1 },
  ]);
}

/**
 * The lanes, once every task is where `laneOf` (lib/jobs/task-names.ts) says: the queue announces
 * a job to the lane `laneOf` names (lib/jobs/early-notice.ts), and a job announced to the wrong
 * lane would wait for the next poll.
 */
function checked(lanes: Lane[]): Lane[] {
  for (const lane of lanes) {
    for (const task of Object.keys(lane.tasks)) {
      if (laneOf(task) !== lane.name) {
        throw new Error(`task ${task} runs in the ${lane.name} lane, but laneOf says ${laneOf(task)}`);
      }
    }
  }
  return lanes;
}
