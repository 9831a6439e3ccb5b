// Tournament benchmark: `npm run bench:tournament`. The largest tournament (16 players, double round
// robin: 240 games) against the production server (`npm start`, durable commits):
//   1. its start, the one transaction that makes every game, its seats and each player's email job
//      (lib/tournaments/start.ts), BENCH_STARTS times (default 5): median and max;
//   2. its page with the crosstable half played (120 results), BENCH_REQUESTS times (default 200)
//      after 20 to warm up, one at a time, as a signed-in entrant: p50, p95, max.
// Targets: the start ≤ 2 s; the page p95 ≤ 100 ms. Take the figures on a quiet machine (load < 1.5).
import { loadavg } from "node:os";
import { db } from "../lib/db/prisma";
import { startTournament } from "../lib/tournaments/start";
import { signedInPerson } from "../tests/support/players";
import { startService } from "../tests/support/service";

const starts = Number(process.env.BENCH_STARTS ?? 5);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const size = 16;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

const service = await startService({ durable: true, mailHeadersOnly: true });
try {
  console.log(`Production service at ${service.url}; load ${load()}.`);
  const field: Awaited<ReturnType<typeof signedInPerson>>[] = [];
  for (let i = 1; i <= size; i++) field.push(await signedInPerson(`Entrant ${i}`));
  const startTimes: number[] = [];
  let lastId = "";
  for (let run = 0; run < starts; run++) {
    const later = new Date(Date.now() + 3_600_000);
    // Entries written directly, with a start date ahead: no start job, so the bench times it here.
    const tournament = await db().tournament.create({
      data: {
        name: `Bench Double ${run + 1}`,
        creatorId: field[0].id,
        gameType: "kings-court",
        form: "DOUBLE",
        daysPerMove: 3,
        minPlayers: 3,
        maxPlayers: size,
        groupSize: size,
        startsAt: later,
        entries: { create: field.map((p) => ({ userId: p.id, rating: 1500 })) },
      },
    });
    const t = performance.now();
    const outcome = await startTournament(tournament.id, new Date(later.getTime() + 1000));
    startTimes.push(performance.now() - t);
    if (outcome !== "started") throw new Error(`start: ${outcome}`);
    const games = await db().game.count({ where: { tournamentId: tournament.id } });
    if (games !== size * (size - 1)) throw new Error(`${games} games, not ${size * (size - 1)}`);
    lastId = tournament.id;
  }
  console.log(
    `\nStart of ${size} players, double round robin (${size * (size - 1)} games), ${starts} runs: median ${percentile(startTimes, 50).toFixed(0)} ms, max ${Math.max(...startTimes).toFixed(0)} ms (target ≤ 2000 ms); load ${load()}.`,
  );

  // Half the games played: every other game ends, results spread over wins, losses and draws.
  const games = await db().game.findMany({ where: { tournamentId: lastId }, orderBy: { id: "asc" } });
  for (const [i, game] of games.entries()) {
    if (i % 2) continue;
    await db().game.update({
      where: { id: game.id },
      data: {
        status: "FINISHED",
        winner: ["w", "b", "draw"][i % 3],
        resultReason: "resignation",
        finishedAt: new Date(),
      },
    });
  }
  const url = `${service.url}/tournaments/${lastId}`;
  const get = async () => {
    const response = await fetch(url, { headers: { cookie: field[3].cookie } });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  for (let i = 0; i < 20; i++) await get();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    bytes = await get();
    times.push(performance.now() - t);
  }
  console.log(
    `Tournament page with its crosstable (${games.length / 2} results of ${games.length}), ${requests} requests: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${bytes} bytes (target p95 ≤ 100 ms); load ${load()}.`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db().$disconnect?.();
  await service.stop();
}
