// The game-mail jobs the worker runs (names in lib/jobs/queue.ts). A job whose game moved on
// does nothing; a failed delivery throws, and graphile-worker retries it with backoff.
import type { TaskList } from "graphile-worker";
import { loseOnTime } from "../games/turn/resolve";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { sendChatMail } from "./chat-mail";
import { sendConditionalMove } from "./conditional-mail";
import { sendDigests } from "./digest";
import { sendGameOver, sendReminder, sendYourTurn } from "./game-mail";
import { sendGameStarted } from "./game-started-mail";
import { sendGameAborted, sendOffer } from "./offer-mail";

export const gameMailTasks: TaskList = {
  [tasks.yourTurn]: jobTask(tasks.yourTurn, async ({ gameId, ply }) => {
    await sendYourTurn(gameId, ply, new Date());
  }),
  [tasks.reminder]: jobTask(tasks.reminder, async ({ gameId, ply, mark }) => {
    await sendReminder(gameId, ply, new Date(), mark);
  }),
  [tasks.offer]: jobTask(tasks.offer, async (offer) => {
    await sendOffer(offer, new Date());
  }),
  [tasks.chatMail]: jobTask(tasks.chatMail, async ({ gameId, to }) => {
    await sendChatMail(gameId, to, new Date());
  }),
  [tasks.gameAborted]: jobTask(tasks.gameAborted, async ({ gameId, by }) => {
    await sendGameAborted(gameId, by);
  }),
  // Finishing the game on time queues the game-over email in the same transaction.
  [tasks.deadline]: jobTask(tasks.deadline, async ({ gameId, ply }) => {
    await loseOnTime(gameId, ply, new Date());
  }),
  [tasks.gameOver]: jobTask(tasks.gameOver, async ({ gameId }) => {
    await sendGameOver(gameId);
  }),
  [tasks.gameStarted]: jobTask(tasks.gameStarted, async ({ gameId }) => {
    await sendGameStarted(gameId, new Date());
  }),
  [tasks.conditionalMove]: jobTask(tasks.conditionalMove, async (payload) => {
    await sendConditionalMove(payload);
  }),
  [tasks.digest]: jobTask(tasks.digest, async (payload) => {
    await sendDigests(payload._cron?.ts ?? new Date());
  }),
};

/** Hourly: the digest task finds whoever has reached their local morning hour. */
export const gameMailCrontab = `0 * * * * ${tasks.digest}`;
