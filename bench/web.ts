// Web benchmark: `npm run bench:web` (builds the production bundle first if there is none).
// Runs the production service (`npm start`: Next.js + the job worker) on a throwaway embedded
// PostgreSQL (durable settings, as `npm start` runs it) with a real SMTP receiver, then plays chess games over HTTP exactly as a browser
// without JavaScript does: GET the game page, POST its move form (the server action). Reports
// - move submission latency (the form POST round trip) p50/p95 with 1, 10 and 50 games at once;
// - game page response time p50/p95;
// - committed move → "your move" email at the SMTP receiver, p50/p95;
// - CPU per move, by process (bench/cpu.ts): what bounds the moves per second the cores carry;
// - a conditional move played (BENCH_CONDITIONAL rounds, default 20, one at a time): White's move
//   form POST → Black's conditional answer committed (the POST's answer: one transaction) → both
//   emails (White's "your move", Black's "played for you") at the SMTP receiver, p50/p95.
// The SMTP receiver runs in this process and keeps each email's headers only (the subject and
// arrival are all it needs): parsing every body cost a few ms of the same 2 cores per move, which
// a real mail server spends on its own machine. Its remaining share shows as "bench client".
// BENCH_INSTANCES=3 BENCH_WORKERS=2 (BENCH_POOLER=1 for PgBouncer in front) runs the scaled-out
// service instead and spreads each player's requests over the instances; BENCH_THINK_MS=0 saturates.
// BENCH_COMPUTERS=<n> keeps n games against the computer thinking throughout (bench/computers.ts, at
// BENCH_COMPUTER_LEVEL, default 8): compare its email and page p95 with a run without.

import { availableParallelism } from "node:os";
import { addLine } from "../lib/conditional/lines";
import { db } from "../lib/db/prisma";
import { startCluster } from "../tests/scale/support/cluster";
import { signedInPerson, startGameBetween } from "../tests/support/players";
import { playout } from "../tests/support/playout";
import { throwawayPostgres } from "../tests/support/postgres";
import { startService } from "../tests/support/service";
import { computersThinking } from "./computers";
import { cpuByGroup, cpuPer, cpuTotalPer } from "./cpu";
import { profileEnv } from "./profile-env";
import { resetStatements, statementFlags, statementsPerMove } from "./statements";

const pliesPerGame = Number(process.env.BENCH_PLIES ?? 16);
const levels = (process.env.BENCH_CONCURRENCY ?? "1,10,50").split(",").map(Number);
/**
 * How long a player takes, on average, between their email arriving and sending the next move
 * (uniform between half and one and a half times this). 0 is a stress test: every game moves as
 * fast as the machine allows, so the load grows until the 2 cores saturate.
 */
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);
const conditionalRounds = Number(process.env.BENCH_CONDITIONAL ?? 20);
const computerGames = Number(process.env.BENCH_COMPUTERS ?? 0);
const computerLevel = Number(process.env.BENCH_COMPUTER_LEVEL ?? 8);

// Sessions and games are made through the service layer here, pointed at the service's database.
// BENCH_PROFILE=<dir>: every process of the service writes a V8 CPU profile there when it stops
// (read them with `npm run bench:profile -- <dir>`; bench/profile-env.ts).
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const workers = Number(process.env.BENCH_WORKERS ?? 0);
const pooled = process.env.BENCH_POOLER === "1";
const durable = process.env.BENCH_FAST_DB !== "1";
/** BENCH_STATEMENTS=1: PostgreSQL's statements per move at each level (bench/statements.ts). */
const statements = process.env.BENCH_STATEMENTS === "1";
if (statements && (instances > 1 || workers > 0 || pooled)) {
  console.error(
    "BENCH_STATEMENTS=1 counts the statements of `npm start` alone: leave out BENCH_INSTANCES, BENCH_WORKERS and BENCH_POOLER.",
  );
  process.exit(2);
}
/**
 * The service under test: `npm start` alone (its worker in-process) by default; with
 * BENCH_INSTANCES, BENCH_WORKERS or BENCH_POOLER, the scaled-out layout of tests/scale (web
 * instances with START_WORKER=off, `npm run worker` processes, PgBouncer in front when asked), each
 * request going to the next instance in turn.
 */
const service =
  instances === 1 && workers === 0 && !pooled
    ? await startService({
        durable,
        mailHeadersOnly: true,
        database: statements
          ? await throwawayPostgres("pigeonpost_service", { durable, flags: statementFlags })
          : undefined,
        env: profileEnv(),
      }).then((one) => ({ ...one, urls: [one.url] }))
    : await startCluster({ instances, workers, pooler: pooled, durable, mailHeadersOnly: true }).then(
        (cluster) => ({
          url: cluster.appUrl,
          urls: cluster.instances.map((instance) => instance.url),
          databaseUrl: cluster.directUrl,
          smtp: cluster.smtp,
          output: cluster.output,
          stop: cluster.stop,
        }),
      );
let turn = 0;
/** The instance for the next request (round robin, as a load balancer would). */
const nextInstance = () => service.urls[turn++ % service.urls.length];

type Player = { id: string; email: string; cookie: string };
type Sample = {
  submitMs: number[];
  pageMs: number[];
  deliveryMs: number[];
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The move form's fields as the browser would send them (hidden inputs included), from the page HTML. */
function moveForm(html: string): { fields: [string, string][] } {
  const forms = html.match(/<form\b[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => /name="move"/.test(f));
  if (!form) throw new Error("no move form (an input named move) on the game page");
  const fields: [string, string][] = [];
  for (const input of form.match(/<input\b[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (!name || !/type="hidden"/.test(input)) continue;
    fields.push([name, decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? "")]);
  }
  return { fields };
}

/** A scripted chess game that lasts beyond the benchmark's moves (every move gets a reply email). */
function longEnough(seed: number): string[] {
  for (let next = seed; ; next++) {
    const { moves } = playout("chess", next);
    if (moves.length > pliesPerGame) return moves.slice(0, pliesPerGame);
  }
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|quot|amp|lt|gt|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'" };
    if (entity[0] !== "#") return named[entity.toLowerCase()];
    return String.fromCodePoint(
      entity[1] === "x" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
    );
  });
}

type Table = { white: Player; black: Player; gameId: string; script: string[] };

/** Players, sessions and a new game; made one at a time before the clock starts. */
async function setUpGame(index: number, level: number): Promise<Table> {
  const tag = `l${level}-g${index}`;
  const white = await signedInPerson(`${tag}-white`);
  const black = await signedInPerson(`${tag}-black`);
  const game = await startGameBetween(white, black, {}, new Date());
  // The engine's playout is CPU work in this process: done here, before the clock starts.
  return { white, black, gameId: game.id, script: longEnough(1000 + index * 7919) };
}

async function playGame({ white, black, gameId, script }: Table, sample: Sample): Promise<void> {
  const game = { id: gameId };
  // Games do not all start in the same millisecond: each first move comes within one think time.
  if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * Math.random()));
  for (const [i, move] of script.entries()) {
    const pageUrl = `${nextInstance()}/games/${game.id}`;
    const postBase = nextInstance();
    const mover = i % 2 === 0 ? white : black;
    const opponent = i % 2 === 0 ? black : white;
    const pageStart = performance.now();
    const page = await fetch(pageUrl, { headers: { cookie: mover.cookie } });
    const html = await page.text();
    sample.pageMs.push(performance.now() - pageStart);
    if (page.status !== 200) throw new Error(`GET ${pageUrl}: ${page.status}`);
    const body = new FormData();
    for (const [name, value] of moveForm(html).fields) body.append(name, value);
    body.set("move", move);
    body.set("message", "");
    const submitStart = performance.now();
    const response = await fetch(`${postBase}/games/${game.id}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { cookie: mover.cookie, origin: postBase },
    });
    await response.arrayBuffer();
    sample.submitMs.push(performance.now() - submitStart);
    const stored = await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: i + 1 } } });
    if (!stored)
      throw new Error(`move ${i + 1} (${move}) of game ${gameId} was not recorded (HTTP ${response.status})`);
    // The opponent moves once their "your move" email has arrived, as a person would (the worker
    // rightly sends nothing for a turn that was already answered).
    const moveNumber = Math.floor((i + 1) / 2) + 1;
    const mail = await service.smtp.waitFor(
      (m) => m.envelopeTo.includes(opponent.email) && (m.subject ?? "").endsWith(`(move ${moveNumber})`),
      60_000,
    );
    sample.deliveryMs.push(mail.receivedAt - stored.playedAt.getTime());
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
  }
}

/** The move form's fields for `move` as `player` would send them, read from the game page. */
async function moveFormFor(gameId: string, player: Player, move: string): Promise<FormData> {
  const page = await fetch(`${service.url}/games/${gameId}`, { headers: { cookie: player.cookie } });
  const body = new FormData();
  for (const [name, value] of moveForm(await page.text()).fields) body.append(name, value);
  body.set("move", move);
  body.set("message", "");
  return body;
}

/** One conditional answer: Black has set "if e4, then e5"; White plays e4 over HTTP. */
async function conditionalRound(index: number, sample: { committedMs: number[]; mailMs: number[] }) {
  const white = await signedInPerson(`conditional-${index}-white`);
  const black = await signedInPerson(`conditional-${index}-black`);
  const game = await startGameBetween(white, black, {}, new Date());
  const line = await addLine({ gameId: game.id, userId: black.id, ply: 1, moves: ["e4", "e5"] });
  if (!line.ok) throw new Error(`conditional line refused: ${line.reason}`);
  const body = await moveFormFor(game.id, white, "e4");
  const started = Date.now();
  const response = await fetch(`${service.url}/games/${game.id}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { cookie: white.cookie, origin: service.url },
  });
  await response.arrayBuffer();
  // The action answers after its transaction committed, the conditional answer in it.
  sample.committedMs.push(Date.now() - started);
  const answer = await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: 2 } } });
  if (answer?.notation !== "Pe7-e5")
    throw new Error(`the conditional answer of game ${game.id} was not played (HTTP ${response.status})`);
  const [toWhite, toBlack] = await Promise.all([
    service.smtp.waitFor(
      (m) => m.envelopeTo.includes(white.email) && (m.subject ?? "").endsWith("(move 2)"),
      60_000,
    ),
    service.smtp.waitFor(
      (m) => m.envelopeTo.includes(black.email) && (m.subject ?? "").startsWith("Played for you"),
      60_000,
    ),
  ]);
  sample.mailMs.push(Math.max(toWhite.receivedAt, toBlack.receivedAt) - started);
}

try {
  console.log(
    `Production service at ${service.urls.join(", ")} (${instances} web instance(s), ${workers || "in-process"} worker(s)${pooled ? ", PgBouncer" : ""}); ${pliesPerGame} moves per game (chess); players answer ${thinkMs} ms (±50%) after their email.`,
  );
  // Warm up: the first requests compile nothing in production, but open pools and caches.
  await playGame(await setUpGame(0, 0), { submitMs: [], pageMs: [], deliveryMs: [] });
  const rows: string[] = [];
  /** Moves per second the cores could carry at each level's CPU per move, everything included. */
  const ceilings: number[] = [];
  const cores = availableParallelism();
  const thinking = computerGames > 0 ? computersThinking(computerGames, computerLevel) : null;
  if (thinking)
    console.log(`${computerGames} games against the computer (level ${computerLevel}) thinking throughout.`);
  const { monitorEventLoopDelay } = await import("node:perf_hooks");
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  for (const level of levels) {
    const sample: Sample = { submitMs: [], pageMs: [], deliveryMs: [] };
    const tables: Table[] = [];
    for (let i = 1; i <= level; i++) tables.push(await setUpGame(i, level));
    if (statements) await resetStatements(service.databaseUrl);
    const started = performance.now();
    const cpuBefore = cpuByGroup();
    await Promise.all(tables.map((table) => playGame(table, sample)));
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuByGroup();
    const cpu = cpuPer(cpuBefore, cpuAfter, sample.submitMs.length);
    ceilings.push((cores * 1000) / cpuTotalPer(cpuBefore, cpuAfter, sample.submitMs.length));
    const delivery = sample.deliveryMs;
    rows.push(
      `| ${level} | ${sample.submitMs.length} | ${ms(percentile(sample.submitMs, 50))} | ${ms(percentile(sample.submitMs, 95))} | ${ms(percentile(sample.pageMs, 50))} | ${ms(percentile(sample.pageMs, 95))} | ${ms(percentile(delivery, 50))} | ${ms(percentile(delivery, 95))} | ${(sample.submitMs.length / seconds).toFixed(1)} |`,
    );
    console.log(rows.at(-1));
    console.log(
      `CPU per move (page, move and its email): ${cpu}\n` +
        `client event-loop delay p50 ${(lag.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms`,
    );
    lag.reset();
    if (statements) console.log(await statementsPerMove(service.databaseUrl, sample.submitMs.length));
  }
  if (thinking) {
    const { computerMoves, games } = await thinking.stop();
    console.log(`The computer played ${computerMoves} moves in ${games} games meanwhile.`);
  }
  console.log(
    "\n| games at once | moves | submit p50 | submit p95 | page p50 | page p95 | email p50 | email p95 | moves/s |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(
    `\nCPU ceiling: at the CPU a move cost, ${cores} cores carry at most ${ceilings.map((c) => c.toFixed(0)).join(", ")} moves/s (one per level; this benchmark's own share included; meaningful near saturation only: at a light load the service's idle work, polls and heartbeats, is shared by few moves).`,
  );
  console.log(
    "Targets (issue 13): at 50 games with think time, submit p95 ≤ 50 ms and page p95 ≤ 100 ms; saturation (BENCH_THINK_MS=0) ≥ 100 moves/s; email p95 ≤ 2 s throughout.",
  );
  if (conditionalRounds > 0) {
    const conditional = { committedMs: [] as number[], mailMs: [] as number[] };
    await conditionalRound(0, { committedMs: [], mailMs: [] }); // warm-up
    for (let i = 1; i <= conditionalRounds; i++) await conditionalRound(i, conditional);
    console.log(
      "\n| conditional answers | submit → answer committed p50 | p95 | submit → both emails p50 | p95 |",
    );
    console.log("|---|---|---|---|---|");
    console.log(
      `| ${conditionalRounds} | ${ms(percentile(conditional.committedMs, 50))} | ${ms(percentile(conditional.committedMs, 95))} | ${ms(percentile(conditional.mailMs, 50))} | ${ms(percentile(conditional.mailMs, 95))} |`,
    );
  }
} catch (error) {
  const received = service.smtp.messages.map((m) => `${m.envelopeTo.join(",")}: ${m.subject}`);
  console.error(
    `${(error as Error).message}\n--- mail received (last 20) ---\n${received.slice(-20).join("\n")}\n--- server output (tail) ---\n${service.output().slice(-4000)}`,
  );
  process.exitCode = 1;
} finally {
  if (process.env.BENCH_SERVER_LOG)
    (await import("node:fs")).writeFileSync(process.env.BENCH_SERVER_LOG, service.output());
  await db().$disconnect?.();
  await service.stop();
}
