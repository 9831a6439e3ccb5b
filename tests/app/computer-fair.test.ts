// The computer's time is shared fairly between people: one person's queued games never delay
// another person's answer by more than one search. Two places: the job queue (each person's
// computer jobs in a named queue of their own, lib/games/turn/schedule.ts computerQueueOf, so the
// computer lane's places go to different people) and the thinking pool's waiting line
// (lib/bot/pool.ts: a person with no search running goes first).
import { Logger, run } from "graphile-worker";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { playComputerMove } from "@/lib/bot/move";
import { startThinkingPool, type Thought } from "@/lib/bot/pool";
import { startComputerGame } from "@/lib/bot/start";
import { computerConcurrency } from "@/lib/bot/tasks";
import { db } from "@/lib/db/prisma";
import { getGame } from "@/lib/engine";
import { submitMove } from "@/lib/games/turn/play";
import { tasks } from "@/lib/jobs/queue";
import { task } from "@/lib/jobs/task";
import { testDatabaseUrl } from "../support/database";
import { until } from "../support/jobs";
import { person } from "../support/players";

/** A chess game against level 8 in which the person (White) has moved: the computer's job waits. */
async function waitingGame(who: { id: string }): Promise<string> {
  const started = await startComputerGame(
    who.id,
    { gameType: "chess", level: "8", colour: "white", daysPerMove: "3" },
    new Date(),
  );
  if (!started.ok) throw new Error(started.reason);
  const moved = await submitMove({ gameId: started.gameId, userId: who.id, ply: 1, move: "e4" }, new Date());
  if (!moved.ok) throw new Error(moved.reason);
  return started.gameId;
}

const lockedComputerJobs = async () => {
  const [{ locked }] = await db().$queryRaw<{ locked: number }[]>`select count(*)::int as locked
    from graphile_worker.jobs where task_identifier = ${tasks.computerMove} and locked_at is not null`;
  return locked;
};

describe("the computer's turns, shared between people", () => {
  it("Ana's three games queued first, then Ben's one: Ben's move is played before Ana's second", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const anas = [await waitingGame(ana), await waitingGame(ana), await waitingGame(ana)];
    const bens = await waitingGame(ben);

    // A controlled pool: one thread, and no search starts until the lane has taken as many jobs
    // as it has places (the barrier). Which jobs those are is what the queue layout decides.
    const pool = startThinkingPool(1);
    const places = computerConcurrency();
    let open: (() => void) | null = null;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const think = async (thought: Thought) => {
      await gate;
      return pool.think(thought);
    };
    const played: string[] = [];
    const runner = await run({
      connectionString: testDatabaseUrl(),
      concurrency: places,
      pollInterval: 100,
      noHandleSignals: true,
      logger: new Logger(() => () => {}),
      taskList: {
        [tasks.computerMove]: task(
          z.object({ gameId: z.string(), ply: z.number() }),
          async ({ gameId, ply }) => {
            const turn = await playComputerMove(gameId, ply, think, () => new Date(), { nodes: 300 });
            if ("played" in turn) played.push(gameId);
          },
        ),
      },
    });
    try {
      await until(async () => (await lockedComputerJobs()) >= places, `the lane's ${places} places taken`);
      (open as unknown as () => void)();
      await until(async () => played.length === 4, "the four computer moves");
    } finally {
      await runner.stop();
      await pool.stop();
    }
    // First come, first served would play Ana's three before Ben's (her jobs fill the lane).
    const benAt = played.indexOf(bens);
    const anasSecond = played.filter((id) => anas.includes(id))[1];
    expect(benAt).toBeGreaterThanOrEqual(0);
    expect(benAt).toBeLessThan(played.indexOf(anasSecond));
    expect(played.slice(0, 2).sort()).toEqual([anas[0], bens].sort());
  }, 120_000);

  it("the pool's waiting line: round robin between people, not first come, first served", async () => {
    const engine = getGame("chess");
    if (!engine.ok) throw new Error(engine.error.reason);
    const start = engine.value.start();
    const position = { game: "chess", fen: start.fen, history: [...start.history] };
    const pool = startThinkingPool(1);
    const answered: string[] = [];
    const ask = (name: string, player: string) =>
      pool
        .think({ gameType: "chess", position, level: 3, seed: 1, timeMs: 20_000, nodes: 300, player })
        .then(() => answered.push(name));
    try {
      // All four asked at once: A1 takes the one thread, the rest wait in the line.
      await Promise.all([ask("A1", "a"), ask("A2", "a"), ask("A3", "a"), ask("B1", "b")]);
    } finally {
      await pool.stop();
    }
    expect(answered).toEqual(["A1", "B1", "A2", "A3"]);
  }, 60_000);
});
