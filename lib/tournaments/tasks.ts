// The tournament jobs: the start (at its date, or once full), the progress after each result or
// withdrawal, and each player's one email per event.
import type { TaskList } from "graphile-worker";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { sendTournamentMail } from "./mail";
import { tournamentProgress } from "./progress";
import { startTournament } from "./start";

export const tournamentTasks: TaskList = {
  [tasks.tournamentStart]: jobTask(tasks.tournamentStart, async ({ tournamentId }) => {
    await startTournament(tournamentId, new Date());
  }),
  [tasks.tournamentProgress]: jobTask(tasks.tournamentProgress, async ({ tournamentId }) => {
    await tournamentProgress(tournamentId, new Date());
  }),
  [tasks.tournamentMail]: jobTask(tasks.tournamentMail, async (job) => {
    await sendTournamentMail(job);
  }),
};
