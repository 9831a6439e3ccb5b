// The game-mail jobs the worker runs (names in lib/jobs/queue.ts). A job whose game moved on
// does nothing; a failed delivery throws, and graphile-worker retries it with backoff.
import type { JobHelpers, Task, TaskList } from "graphile-worker";
import { z } from "zod";
import { loseOnTime } from "../games/resolve";
import { tasks } from "../jobs/queue";
import { sendDigests } from "./digest";
import { sendGameOver, sendReminder, sendYourTurn } from "./game-mail";

const turnPayload = z.object({ gameId: z.string().min(1), ply: z.number().int().min(0) });
const gamePayload = z.object({ gameId: z.string().min(1) });
// A cron job carries the time of its tick; the digest is decided for that moment.
const cronPayload = z.object({ _cron: z.object({ ts: z.coerce.date() }) }).partial();

function task<T>(schema: z.ZodType<T>, work: (payload: T, helpers: JobHelpers) => Promise<void>): Task {
  return async (payload, helpers) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      // Retrying cannot fix a malformed payload: say so and drop the job.
      helpers.logger.error(
        `${helpers.job.task_identifier}: malformed payload: ${parsed.error.issues[0].message}`,
      );
      return;
    }
    await work(parsed.data, helpers);
  };
}

export const gameMailTasks: TaskList = {
  [tasks.yourTurn]: task(turnPayload, async ({ gameId, ply }) => {
    await sendYourTurn(gameId, ply, new Date());
  }),
  [tasks.reminder]: task(turnPayload, async ({ gameId, ply }) => {
    await sendReminder(gameId, ply, new Date());
  }),
  // Finishing the game on time queues the game-over email in the same transaction.
  [tasks.deadline]: task(turnPayload, async ({ gameId, ply }) => {
    await loseOnTime(gameId, ply, new Date());
  }),
  [tasks.gameOver]: task(gamePayload, async ({ gameId }) => {
    await sendGameOver(gameId);
  }),
  [tasks.digest]: task(cronPayload, async (payload) => {
    await sendDigests(payload._cron?.ts ?? new Date());
  }),
};

/** Hourly: the digest task finds whoever has reached their local morning hour. */
export const gameMailCrontab = `0 * * * * ${tasks.digest}`;
