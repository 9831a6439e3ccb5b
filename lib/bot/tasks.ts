// The computer's jobs in the worker: its moves and answers, thought out in the thread pool.
import type { TaskList } from "graphile-worker";
import { config } from "../config";
import { tasks } from "../jobs/queue";
import { jobTask } from "../jobs/task";
import { log } from "../ops/log";
import { answerAsComputer } from "./answer";
import { sendComputerOffer } from "./fallback";
import { playComputerMove } from "./move";
import { startThinkingPool, type ThinkingPool } from "./pool";

let pool: ThinkingPool | null = null;

/** This process's thinking threads, started with its first computer job (BOT_THREADS of them). */
export function thinkingPool(): ThinkingPool {
  pool ??= startThinkingPool(config().botThreads);
  return pool;
}

/** Stops this process's thinking threads (the worker's stop). */
export async function stopThinking(): Promise<void> {
  const stopping = pool;
  pool = null;
  await stopping?.stop();
}

/**
 * How many computer jobs a worker runs at once: one per thinking thread, and one more that reads
 * and writes its game while the threads think (a job waits for its thread, never for an email's place).
 */
export const computerConcurrency = () => config().botThreads + 1;

const think = (thought: Parameters<ThinkingPool["think"]>[0]) => thinkingPool().think(thought);

export const computerTasks: TaskList = {
  [tasks.computerMove]: jobTask(tasks.computerMove, async ({ gameId, ply }) => {
    const started = performance.now();
    const turn = await playComputerMove(gameId, ply, think);
    const ms = Math.round(performance.now() - started);
    if ("stale" in turn) log.info(`computer move in ${gameId} at ply ${ply}: none (${turn.stale})`, { ms });
  }),
  [tasks.computerAnswer]: jobTask(tasks.computerAnswer, async ({ gameId, kind }) => {
    await answerAsComputer(gameId, kind, think);
  }),
};

/** The lobby's offer is an email like any other: it runs with the mail, not behind searches. */
export const computerMailTasks: TaskList = {
  [tasks.computerOffer]: jobTask(tasks.computerOffer, async ({ challengeId }) => {
    await sendComputerOffer(challengeId, new Date());
  }),
};
