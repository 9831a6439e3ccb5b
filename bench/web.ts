// Web benchmark: `npm run bench:web` (builds the production bundle first if there is none).
// Runs the production service (`npm start`: Next.js + the job worker) on a throwaway embedded
// PostgreSQL with a real SMTP receiver, then plays chess games over HTTP exactly as a browser
// without JavaScript does: GET the game page, POST its move form (the server action). Reports
// - move submission latency (the form POST round trip) p50/p95 with 1, 10 and 50 games at once;
// - game page response time p50/p95;
// - committed move → "your move" email at the SMTP receiver, p50/p95.

import { playout } from "../tests/support/playout";
import { startService } from "../tests/support/service";

const pliesPerGame = Number(process.env.BENCH_PLIES ?? 16);
const levels = (process.env.BENCH_CONCURRENCY ?? "1,10,50").split(",").map(Number);

const service = await startService();
Object.assign(process.env, {
  DATABASE_URL: service.databaseUrl,
  APP_URL: service.url,
  AUTH_SECRET: (await import("../tests/support/service")).serviceSecret,
  EMAIL_FROM: "Pigeon Post <post@pigeon.test>",
});
const { db } = await import("../lib/db/prisma");
const { startGame } = await import("../lib/games/start");
const { openSession } = await import("../lib/auth/open-session");

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

async function newPlayer(tag: string): Promise<Player> {
  const user = await db().user.create({ data: { email: `${tag}@bench.test`, name: tag } });
  const cookie = await openSession(user.id, new Date());
  return { id: user.id, email: user.email, cookie: `${cookie.name}=${cookie.value}` };
}

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

async function playGame(index: number, level: number, sample: Sample): Promise<void> {
  const tag = `l${level}-g${index}`;
  const white = await newPlayer(`${tag}-white`);
  const black = await newPlayer(`${tag}-black`);
  const game = await db().$transaction((tx) =>
    startGame(
      tx,
      { gameType: "chess", whiteId: white.id, blackId: black.id, daysPerMove: 3, public: true },
      new Date(),
    ),
  );
  const script = longEnough(1000 + index * 7919);
  const pageUrl = `${service.url}/games/${game.id}`;
  for (const [i, move] of script.entries()) {
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
    const response = await fetch(pageUrl, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { cookie: mover.cookie, origin: service.url },
    });
    await response.arrayBuffer();
    sample.submitMs.push(performance.now() - submitStart);
    const stored = await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: i + 1 } } });
    if (!stored)
      throw new Error(`move ${i + 1} (${move}) of ${tag} was not recorded (HTTP ${response.status})`);
    // The opponent moves once their "your move" email has arrived, as a person would (the worker
    // rightly sends nothing for a turn that was already answered).
    const moveNumber = Math.floor((i + 1) / 2) + 1;
    const mail = await service.smtp.waitFor(
      (m) => m.envelopeTo.includes(opponent.email) && (m.subject ?? "").endsWith(`(move ${moveNumber})`),
      60_000,
    );
    sample.deliveryMs.push(mail.receivedAt - stored.playedAt.getTime());
  }
}

try {
  console.log(`Production service at ${service.url}; ${pliesPerGame} moves per game (chess).`);
  // Warm up: the first requests compile nothing in production, but open pools and caches.
  await playGame(0, 0, { submitMs: [], pageMs: [], deliveryMs: [] });
  const rows: string[] = [];
  for (const level of levels) {
    const sample: Sample = { submitMs: [], pageMs: [], deliveryMs: [] };
    const started = performance.now();
    await Promise.all(Array.from({ length: level }, (_, i) => playGame(i + 1, level, sample)));
    const seconds = (performance.now() - started) / 1000;
    const delivery = sample.deliveryMs;
    rows.push(
      `| ${level} | ${sample.submitMs.length} | ${ms(percentile(sample.submitMs, 50))} | ${ms(percentile(sample.submitMs, 95))} | ${ms(percentile(sample.pageMs, 50))} | ${ms(percentile(sample.pageMs, 95))} | ${ms(percentile(delivery, 50))} | ${ms(percentile(delivery, 95))} | ${(sample.submitMs.length / seconds).toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    "\n| games at once | moves | submit p50 | submit p95 | page p50 | page p95 | email p50 | email p95 | moves/s |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log("\nTargets: submit p95 ≤ 50 ms at 10 games; email p95 ≤ 2 s.");
} catch (error) {
  const received = service.smtp.messages.map((m) => `${m.envelopeTo.join(",")}: ${m.subject}`);
  console.error(
    `${(error as Error).message}\n--- mail received (last 20) ---\n${received.slice(-20).join("\n")}\n--- server output (tail) ---\n${service.output().slice(-4000)}`,
  );
  process.exitCode = 1;
} finally {
  await db().$disconnect?.();
  await service.stop();
}
