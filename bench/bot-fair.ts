// bench:bot's `fair` part: is the computer's time shared fairly between people? One person queues
// --fair-games games against the computer at --fair-level (default 16 at level 8), each waiting for
// the computer's first answer; then another person plays a level-2 game's first move, and the
// time until the computer's answer is committed is that person's wait. Over --fair-rounds rounds
// (default 5): the wait's p50 and p95, with the load average beside each round. The goal (issue 34):
// p95 ≤ 5 s, i.e. the second person waits for at most the one search running, never for the queue.
//
// A throwaway embedded PostgreSQL with every migration, and the real job worker (its computer lane
// and BOT_THREADS thinking threads), in this process. Run it on a quiet machine, under `nice`.
import { load, percentile, seconds, throwawayDatabase } from "./support/throwaway-database";

export type FairOptions = { games: number; rounds: number; level: number };

export async function fair({ games, rounds, level }: FairOptions): Promise<void> {
  const database = await throwawayDatabase("bench-fair");
  const { startComputerGame } = await import("../lib/bot/start");
  const { config } = await import("../lib/config");
  const { db, disconnectPrisma } = await import("../lib/db/prisma");
  const { submitMove } = await import("../lib/games/turn/play");
  const { resign } = await import("../lib/games/turn/resolve");
  const { startWorker } = await import("../lib/worker");
  const worker = await startWorker({ connectionString: database.url, pollInterval: 500 });

  const person = (name: string) =>
    db().user.create({ data: { email: `${name}-${Math.random().toString(36).slice(2)}@example.com`, name } });
  /** A game against the computer in which the person (White) has played 1. e4; returns its id. */
  const firstMove = async (userId: string, atLevel: number) => {
    const started = await startComputerGame(
      userId,
      { gameType: "chess", level: String(atLevel), colour: "white", daysPerMove: "3" },
      new Date(),
    );
    if (!started.ok) throw new Error(started.reason);
    const played = await submitMove({ gameId: started.gameId, userId, ply: 1, move: "e4" }, new Date());
    if (!played.ok) throw new Error(played.reason);
    return started.gameId;
  };
  const answered = async (gameId: string) =>
    (await db().move.findUnique({ where: { gameId_ply: { gameId, ply: 2 } }, select: { playedAt: true } }))
      ?.playedAt ?? null;
  const computerJobs = async () => {
    const [{ n }] = await db().$queryRaw<{ n: number }[]>`select count(*)::int as n from graphile_worker.jobs
      where task_identifier in ('computer-move', 'computer-answer')`;
    return n;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  console.log(
    `\n## Fair turns: one person's ${games} level-${level} games queued, then another's level-2 answer (${rounds} rounds, BOT_THREADS ${config().botThreads})\n`,
  );
  console.log("| round | level-2 answer waited | load before → after |");
  console.log("|---:|---:|---|");
  const waits: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const before = load();
      const busy = await person(`busy-${round}`);
      const queued: string[] = [];
      for (let i = 0; i < games; i++) queued.push(await firstMove(busy.id, level));
      const other = await person(`other-${round}`);
      const t0 = new Date();
      const gameId = await firstMove(other.id, 2);
      let at: Date | null = null;
      while (!(at = await answered(gameId))) await sleep(20);
      const waited = at.getTime() - t0.getTime();
      waits.push(waited);
      console.log(`| ${round} | ${seconds(waited)} s | ${before} → ${load()} |`);
      // The busy person's games end: their waiting jobs find the game over and play nothing.
      for (const id of queued) await resign(id, busy.id, new Date());
      await resign(gameId, other.id, new Date());
      while ((await computerJobs()) > 0) await sleep(100);
    }
    console.log(
      `\nlevel-2 answer wait: p50 ${seconds(percentile(waits, 50))} s, p95 ${seconds(percentile(waits, 95))} s, max ${seconds(Math.max(...waits))} s over ${waits.length} rounds (load ${load()})`,
    );
  } finally {
    await worker.stop();
    await disconnectPrisma();
    await database.remove();
  }
}
