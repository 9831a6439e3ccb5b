// bench:bot's `answer` part: how soon the computer's answer reaches the player's page. Per game and
// level (default levels 1 and 8), --answer-rounds rounds (default 5): a new person starts a game
// against the computer as White and plays a seeded random first move; the time from that move's
// commit (submitMove returning) to the NOTIFY of the computer's answer arriving at a LISTEN
// connection, which is what an open page's event stream hears (lib/live: the web process passes
// each NOTIFY to its streams at once). Beside it, the same search (same position, seed and nodes)
// run alone in this process: the level's own budget, so "wait − search" is what the service adds.
// One uncounted round first per game and level warms the worker's thinking thread.
// Goal (issue 34): level 1 within 1 s, level 8 within its search plus 1 s, medians and p95.
//
// A throwaway embedded PostgreSQL with every migration, and the real job worker (its computer lane
// and BOT_THREADS thinking threads), in this process. Run it on a quiet machine.

import pg from "pg";
import { getGame, unwrap } from "../lib/engine";
import { search } from "../lib/search";
import { load, percentile, seconds, throwawayDatabase } from "./support/throwaway-database";

export type AnswerOptions = {
  games: readonly string[];
  levels: readonly number[];
  rounds: number;
  seed: number;
};

/** Park-Miller: the same first moves on every run of a seed. */
const random = (seed: number) => {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
};

export async function answer({ games, levels, rounds, seed }: AnswerOptions): Promise<void> {
  const database = await throwawayDatabase("bench-answer");
  const { startComputerGame } = await import("../lib/bot/start");
  const { seedOf } = await import("../lib/bot/move");
  const { config } = await import("../lib/config");
  const { db, disconnectPrisma } = await import("../lib/db/prisma");
  const { submitMove } = await import("../lib/games/turn/play");
  const { positionOf } = await import("../lib/games/stored/seats");
  const { resign } = await import("../lib/games/turn/resolve");
  const { gameEventsChannel, readPayload } = await import("../lib/live/announce");
  const { startWorker } = await import("../lib/worker");
  const worker = await startWorker({ connectionString: database.url });

  // What a page hears: every NOTIFY's arrival time, by game and version.
  const heard = new Map<string, number>();
  const listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on("notification", (message) => {
    const event = message.payload ? readPayload(message.payload) : null;
    if (event) heard.set(`${event.gameId}:${event.version}`, performance.now());
  });
  await listener.query(`listen ${gameEventsChannel}`);

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const draw = random(seed);
  console.log(
    `\n## The computer's answer on the page: from the player's move's commit to the answer's event (${rounds} rounds a game and level, BOT_THREADS ${config().botThreads})\n`,
  );
  console.log(
    "| game | level | wait p50 | wait p95 | wait max | search alone p50 | service's part p50 / max | load before → after |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  try {
    for (const gameType of games) {
      const rules = unwrap(getGame(gameType));
      for (const level of levels) {
        const before = load();
        const waits: number[] = [];
        const alone: number[] = [];
        const added: number[] = [];
        // The first round (-1) is not counted: it warms this game's code in the worker's thinking
        // thread, as a long-running worker's is (a fresh thread first loads and compiles the search).
        for (let round = -1; round < rounds; round++) {
          const person = await db().user.create({
            data: { email: `answer-${Math.random().toString(36).slice(2)}@example.com`, name: "Bench" },
          });
          const started = await startComputerGame(
            person.id,
            { gameType, level: String(level), colour: "white", daysPerMove: "3" },
            new Date(),
          );
          if (!started.ok) throw new Error(started.reason);
          const start = await db().game.findUniqueOrThrow({ where: { id: started.gameId } });
          const choices = rules.legalMoveTexts(positionOf(start));
          const move = choices[Math.floor(draw() * choices.length)];
          const played = await submitMove(
            { gameId: started.gameId, userId: person.id, ply: 1, move },
            new Date(),
          );
          if (!played.ok) throw new Error(played.reason);
          const committed = performance.now();
          // The game's versions: its start, the player's move, then the computer's answer.
          const answerVersion = start.version + 2;
          let at: number | undefined;
          while ((at = heard.get(`${started.gameId}:${answerVersion}`)) === undefined) await sleep(5);
          const answered = await db().game.findUniqueOrThrow({ where: { id: started.gameId } });
          if (answered.plies < 2)
            throw new Error(`version ${answerVersion} of ${started.gameId} is not the answer`);
          const waited = at - committed;
          if (round < 0) {
            await resign(started.gameId, person.id, new Date());
            continue;
          }
          waits.push(waited);
          // The same search alone: the position after the player's move, the job's seed.
          const next = unwrap(rules.move(positionOf(start), move)).position;
          const result = unwrap(
            search(gameType, next, {
              level,
              seed: seedOf(started.gameId, 2),
              clock: () => performance.now(),
            }),
          );
          alone.push(result.timeMs);
          added.push(waited - result.timeMs);
          await resign(started.gameId, person.id, new Date());
        }
        console.log(
          `| ${gameType} | ${level} | ${seconds(percentile(waits, 50))} s | ${seconds(percentile(waits, 95))} s | ${seconds(Math.max(...waits))} s | ${seconds(percentile(alone, 50))} s | ${seconds(percentile(added, 50))} s / ${seconds(Math.max(...added))} s | ${before} → ${load()} |`,
        );
      }
    }
  } finally {
    await listener.end();
    await worker.stop();
    await disconnectPrisma();
    await database.remove();
  }
}
