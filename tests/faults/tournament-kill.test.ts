// A worker killed in the middle of a tournament's start (SIGKILL while its one transaction has
// marked the tournament running and waits to write the seats: the test holds a player's row, which
// the seats' foreign key needs). Nothing of it commits. A second `npm run worker` finds the dead one
// by its silent heartbeat, frees the start job, and starts the tournament once: one set of games,
// one email to each player. Both workers run on production timings, as `npm run worker` starts them.
import pg from "pg";
import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import { db } from "@/lib/db/prisma";
import { createTournament } from "@/lib/tournaments/create";
import { joinTournament } from "@/lib/tournaments/entries";
import { createInput } from "@/lib/tournaments/input";
import { until } from "../support/jobs";
import { person } from "../support/players";
import { runScript, type Script } from "./support/processes";
import { type Stage, stage } from "./support/stage";

let world: Stage;
const workers: Script[] = [];

beforeAll(async () => {
  world = await stage("faults_tournament");
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await world?.stop();
});

const startWorker = async () => {
  const worker = runScript("scripts/worker.ts", world.env);
  workers.push(worker);
  await worker.waitFor("worker running");
  return worker;
};

/** Sessions waiting on the session `pid`'s locks. */
const waitingBehind = async (watcher: pg.Client, pid: number) =>
  (
    await watcher.query(
      "select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))",
      [pid],
    )
  ).rows[0].n as number;

it("a worker killed in the middle of a tournament's start: the next worker starts it once", async () => {
  onTestFailed(() => {
    for (const [i, w] of workers.entries()) console.log(`worker ${i + 1} output:\n${w.output()}`);
  });
  const first = await startWorker();
  const field = await Promise.all(["Ana", "Bo", "Cy", "Dee"].map((name) => person(name)));
  const now = new Date();
  const made = await createTournament(
    field[0].id,
    createInput(now).parse({
      name: "Killed Start Cup",
      gameType: "chess",
      form: "single",
      daysPerMove: "3",
      maxPlayers: "8",
      start: "date",
      startsAt: new Date(now.getTime() + 3_600_000).toISOString(),
      entry: "open",
      play: "on",
    }),
    now,
  );
  if (!made.ok) throw new Error(made.reason);
  const id = made.tournamentId;
  for (const p of field.slice(1)) expect((await joinTournament(id, p.id, null, new Date())).ok).toBe(true);

  // Hold Dee's row, then make the start due: the first worker's start blocks inside its transaction.
  const holder = new pg.Client({ connectionString: world.pg.url });
  const watcher = new pg.Client({ connectionString: world.pg.url });
  await Promise.all([holder.connect(), watcher.connect()]);
  await holder.query("begin");
  await holder.query(`select 1 from "User" where id = $1 for update`, [field[3].id]);
  const holderPid = (await holder.query("select pg_backend_pid() as pid")).rows[0].pid as number;
  await db().tournament.update({ where: { id }, data: { startsAt: new Date(Date.now() - 1000) } });
  await db()
    .$executeRaw`update graphile_worker._private_jobs set run_at = now() where key = ${`tournament-start:${id}`}`;
  await until(
    async () => (await waitingBehind(watcher, holderPid)) > 0,
    "the start to wait inside its transaction",
  );
  first.signalGroup("SIGKILL");
  expect(await first.exited).toBe("SIGKILL");
  await holder.query("commit");
  await Promise.all([holder.end(), watcher.end()]);
  // Nothing of the killed start committed.
  expect((await db().tournament.findUniqueOrThrow({ where: { id } })).status).toBe("OPEN");
  expect(await db().game.count({ where: { tournamentId: id } })).toBe(0);

  const second = await startWorker();
  await until(
    async () => (await db().tournament.findUniqueOrThrow({ where: { id } })).status === "RUNNING",
    "the start after the restart",
    300_000,
  );
  expect(await db().game.count({ where: { tournamentId: id } })).toBe(6);
  for (const p of field)
    await world.smtp.waitFor(
      (m) => m.envelopeTo.includes(p.email) && /has started: your 3 games/.test(m.subject ?? ""),
    );
  await until(
    async () =>
      (
        await db().$queryRaw<
          { n: number }[]
        >`select count(*)::int as n from graphile_worker.jobs where key like 'tournament-%'`
      )[0].n === 0,
    "the tournament's jobs to finish",
  );
  for (const p of field)
    expect(
      world.smtp.messages.filter(
        (m) => m.envelopeTo.includes(p.email) && /has started/.test(m.subject ?? ""),
      ),
    ).toHaveLength(1);
  expect(second.output()).toMatch(/freed the jobs of dead worker pools \[pool-/);
});
