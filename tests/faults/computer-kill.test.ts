// A worker killed while the computer thinks (SIGKILL mid-search: its computer-move job stays locked,
// its thinking thread dies with it). A second `npm run worker`, started after the kill, finds the dead
// one by its silent heartbeat, frees its job (and the person's computer queue it held), thinks again
// and plays the computer's move once; the person, playing on the page, gets no email for it
// (lib/notify/computer-mail.ts). Both workers run on production timings, with their
// thinking threads loading TypeScript as `npm run worker` starts them.
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { startComputerGame } from "@/lib/bot/start";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { until } from "../support/jobs";
import { person } from "../support/players";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

let world: Stage;
const workers: Script[] = [];

beforeAll(async () => {
  world = await stage("faults_computer");
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await world?.stop();
});

const startWorker = async () => {
  const worker = runScript("scripts/worker.ts", { ...world.env, BOT_THREADS: "1" });
  workers.push(worker);
  await worker.waitFor("worker running");
  return worker;
};

/** The computer-move job of the game, as graphile-worker's public view shows it. */
const computerJob = async (gameId: string) => {
  const rows = await db().$queryRaw<{ locked: boolean; attempts: number }[]>`
    select locked_at is not null as locked, attempts from graphile_worker.jobs
    where key = ${`computer-move:${gameId}`}`;
  return rows[0] ?? null;
};

it("a worker killed while the computer thinks: the next worker plays its move once", async () => {
  onTestFailed(() => {
    for (const [i, w] of workers.entries()) console.log(`worker ${i + 1} output:\n${w.output()}`);
  });
  const first = await startWorker();
  const ana = await person("Ana");
  // Level 8 thinks for seconds over a million nodes: long enough to be killed mid-search.
  const started = await startComputerGame(
    ana.id,
    { gameType: "chess", level: "8", colour: "white", daysPerMove: "3" },
    new Date(),
  );
  if (!started.ok) throw new Error(started.reason);
  const { gameId } = started;
  expect((await submitMove({ gameId, userId: ana.id, ply: 1, move: "e4" }, new Date())).ok).toBe(true);

  // The job is taken (locked by the first worker) and no move is played yet: it is thinking.
  await until(async () => (await computerJob(gameId))?.locked === true, "the computer to start thinking");
  const before = await db().game.findUniqueOrThrow({ where: { id: gameId } });
  expect(before.plies).toBe(1);
  first.signalGroup("SIGKILL");
  expect(await first.exited).toBe("SIGKILL");
  expect((await db().game.findUniqueOrThrow({ where: { id: gameId } })).plies).toBe(1);

  const second = await startWorker();
  await until(
    async () => (await db().game.findUniqueOrThrow({ where: { id: gameId } })).plies >= 2,
    "the computer's move after the restart",
    300_000,
  );
  await until(async () => (await computerJob(gameId)) === null, "the computer-move job to finish");
  const moves = await db().move.findMany({ where: { gameId }, orderBy: { ply: "asc" } });
  expect(moves.map((m) => m.ply)).toEqual([1, 2]);
  // No "your move" was queued for Ana's turn, and none went.
  const turnMail = await db().$queryRaw<{ key: string }[]>`select key from graphile_worker.jobs
    where key like ${`your-turn:${gameId}:%`}`;
  expect(turnMail).toEqual([]);
  expect(world.smtp.messages.filter((m) => m.envelopeTo.includes(ana.email))).toEqual([]);
  expect(
    world.smtp.messages.filter((m) => m.envelopeTo.some((to) => to.endsWith("@computer.invalid"))),
  ).toEqual([]);
  expect(second.output()).toMatch(/freed the jobs of dead worker pools \[pool-/);
});
