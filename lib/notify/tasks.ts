// The game-mail jobs the worker runs (names in lib/jobs/queue.ts). A job whose game moved on
// does nothing; a failed delivery throws, and graphile-worker retries it with backoff.
import type { TaskList } from "graphile-worker";
import { z } from "zod";
import { loseOnTime } from "../games/turn/resolve";
import { tasks } from "../jobs/queue";
import { task } from "../jobs/task";
import { sendChatMail } from "./chat-mail";
import { conditionalPayload, sendConditionalMove } from "./conditional-mail";
import { sendDigests } from "./digest";
import { sendGameOver, sendReminder, sendYourTurn } from "./game-mail";
import { sendGameStarted } from "./game-started-mail";
import { sendGameAborted, sendOffer } from "./offer-mail";

const turnPayload = z.object({ gameId: z.string().min(1), ply: z.number().int().min(0) });
const gamePayload = z.object({ gameId: z.string().min(1) });
const reminderPayload = turnPayload.extend({ mark: z.enum(["day-left", "most-used"]).default("day-left") });
const abortedPayload = gamePayload.extend({ by: z.string().min(1) });
const offerPayload = turnPayload.extend({
  kind: z.enum(["draw", "draw-declined", "takeback", "takeback-accepted", "takeback-declined"]),
  to: z.enum(["WHITE", "BLACK"]),
  at: z.coerce.date(),
});
const chatPayload = gamePayload.extend({ to: z.string().min(1) });
// A cron job carries the time of its tick; the digest is decided for that moment.
const cronPayload = z.object({ _cron: z.object({ ts: z.coerce.date() }) }).partial();

export const gameMailTasks: TaskList = {
  [tasks.yourTurn]: task(turnPayload, async ({ gameId, ply }) => {
    await sendYourTurn(gameId, ply, new Date());
  }),
  [tasks.reminder]: task(reminderPayload, async ({ gameId, ply, mark }) => {
    await sendReminder(gameId, ply, new Date(), mark);
  }),
  [tasks.offer]: task(offerPayload, async (offer) => {
    await sendOffer(offer, new Date());
  }),
  [tasks.chatMail]: task(chatPayload, async ({ gameId, to }) => {
    await sendChatMail(gameId, to, new Date());
  }),
  [tasks.gameAborted]: task(abortedPayload, async ({ gameId, by }) => {
    await sendGameAborted(gameId, by);
  }),
  // Finishing the game on time queues the game-over email in the same transaction.
  [tasks.deadline]: task(turnPayload, async ({ gameId, ply }) => {
    await loseOnTime(gameId, ply, new Date());
  }),
  [tasks.gameOver]: task(gamePayload, async ({ gameId }) => {
    await sendGameOver(gameId);
  }),
  [tasks.gameStarted]: task(gamePayload, async ({ gameId }) => {
    await sendGameStarted(gameId, new Date());
  }),
  [tasks.conditionalMove]: task(conditionalPayload, async (payload) => {
    await sendConditionalMove(payload);
  }),
  [tasks.digest]: task(cronPayload, async (payload) => {
    await sendDigests(payload._cron?.ts ?? new Date());
  }),
};

/** Hourly: the digest task finds whoever has reached their local morning hour. */
export const gameMailCrontab = `0 * * * * ${tasks.digest}`;
