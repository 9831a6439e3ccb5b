// What every turn of a running game brings: the player's "your move" email, the deadline
// (loss on time) and the reminder a day before it. One pending deadline and reminder per
// game (job keys), so scheduling a new turn replaces the previous turn's jobs.
import { changeJobs, type Transaction, tasks } from "../jobs/queue";

export const dayMs = 24 * 60 * 60 * 1000;
export const reminderBeforeMs = dayMs;

export async function scheduleTurn(
  tx: Transaction,
  turn: { gameId: string; ply: number; deadline: Date },
  now: Date,
): Promise<void> {
  const { gameId, ply, deadline } = turn;
  const payload = { gameId, ply };
  const reminderAt = new Date(deadline.getTime() - reminderBeforeMs);
  await changeJobs(tx, [
    { add: tasks.yourTurn, payload, jobKey: `your-turn:${gameId}:${ply}` },
    { add: tasks.deadline, payload, jobKey: `deadline:${gameId}`, runAt: deadline },
    reminderAt > now
      ? { add: tasks.reminder, payload, jobKey: `reminder:${gameId}`, runAt: reminderAt }
      : { remove: `reminder:${gameId}` },
  ]);
}
