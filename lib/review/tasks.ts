// The review job (queued with the game-over emails by the transaction that ends a game:
// lib/games/turn/schedule.ts). Its jobs share one named queue, so one review runs at a time however many
// workers there are: the reviews take at most one core, and never the job slots mail needs.
import type { TaskList } from "graphile-worker";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { reviewFinishedGame } from "./store";

export const reviewTasks: TaskList = {
  [tasks.gameReview]: jobTask(tasks.gameReview, async ({ gameId }) => {
    await reviewFinishedGame(gameId);
  }),
};
