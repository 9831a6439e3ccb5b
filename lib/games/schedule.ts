// The jobs a game brings. Every turn: the player's "your move" email, the deadline (loss on
// time) and the reminder a day before it; one pending deadline and reminder per game (job
// keys), so scheduling a new turn replaces the previous turn's jobs. The end: the game-over
// emails, and the pending deadline and reminder dropped.
import { changeJobs, type Transaction, tasks } from "../jobs/queue";
import { dayMs } from "./deadline";

export const reminderBeforeMs = dayMs;

const jobKeys = {
  yourTurn: (gameId: string, ply: number) => `your-turn:${gameId}:${ply}`,
  deadline: (gameId: string) => `deadline:${gameId}`,
  reminder: (gameId: string) => `reminder:${gameId}`,
  gameOver: (gameId: string) => `game-over:${gameId}`,
};

export async function scheduleTurn(
  tx: Transaction,
  turn: { gameId: string; ply: number; deadline: Date },
  now: Date,
): Promise<void> {
  const { gameId, ply, deadline } = turn;
  const payload = { gameId, ply };
  const reminderAt = new Date(deadline.getTime() - reminderBeforeMs);
  await changeJobs(tx, [
    { add: tasks.yourTurn, payload, jobKey: jobKeys.yourTurn(gameId, ply) },
    { add: tasks.deadline, payload, jobKey: jobKeys.deadline(gameId), runAt: deadline },
    reminderAt > now
      ? { add: tasks.reminder, payload, jobKey: jobKeys.reminder(gameId), runAt: reminderAt }
      : { remove: jobKeys.reminder(gameId) },
  ]);
}

export async function scheduleGameOver(tx: Transaction, gameId: string): Promise<void> {
  await changeJobs(tx, [
    { remove: jobKeys.deadline(gameId) },
    { remove: jobKeys.reminder(gameId) },
    { add: tasks.gameOver, payload: { gameId }, jobKey: jobKeys.gameOver(gameId) },
  ]);
}
