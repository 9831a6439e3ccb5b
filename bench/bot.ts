// The computer's speed and strength: `npm run bench:bot -- [--part speed,ladder,anchor,fair,answer] [options]`.
//
// speed   nodes per second per game on one core, and the depth reached in 1 s from the start and
//         from a named middlegame position (the position after 16 plies of level 5 against itself,
//         seeded; its FEN is printed). Timed by the process's CPU time, not the wall clock, so a busy
//         machine slows the run but hardly changes the figures.
// ladder  per game: each level against the one below, and the top level against the one-ply
//         material-greedy player; matches of --games games (default 100), colours alternating,
//         each opening (2-4 seeded random plies) played once with each colour, node limits (the
//         levels' own, times --scale), so a run repeats move for move. A game both engines see as
//         won by 10 pawns for 4 moves is adjudicated; one reaching --max-plies is a draw.
// anchor  chess, the top level at 0.5 s a move against Debian's stockfish with UCI_LimitStrength
//         at UCI_Elo 1500, 1800 and 2000 (0.5 s a move), --anchor-games games each (default 40),
//         played to the end: the score and the Elo estimate with its 95% interval. Time-limited,
//         so it depends on the machine's load (printed with the result).
// fair    one person's --fair-games (16) games at --fair-level (8) queued, then another person's
//         level-2 answer: its wait's p50/p95 over --fair-rounds (5) rounds, with the load average;
//         a real worker on a throwaway database (bench/bot-fair.ts). Only when named in --part.
// answer  per game and --answer-levels (1,8): from the player's first move's commit to the NOTIFY
//         of the computer's answer (what an open page hears), p50/p95 over --answer-rounds (5), and
//         the same search alone; a real worker on a throwaway database (bench/bot-answer.ts).
//         Only when named in --part.
//
// Options: --part speed,ladder,anchor (default all three), --game chess,joust (default all six),
// --games N, --anchor-games N, --pairs 2,3,...,8,greedy (a level names its match against the level
// below; greedy, the top level against the greedy player; off:<feature>, the top level against itself
// with one of lib/search's Features switched off, e.g. off:widePruning), --scale F, --log FILE (each game's record
// as a line of JSON), --threads N (default 2), --seed S, --max-plies N,
// --sprt off (play every game of a ladder match; by default a match stops once a sequential test is
// 95 % sure the upper side scores its bar, 60 % or 95 % against greedy, or that it does not),
// --elo 1500,1800,2000, --anchor-nodes N (level 8 by nodes against stockfish instead of 0.5 s:
// a result the machine's load cannot change), --report a.jsonl,b.jsonl (the tables again from logged
// games, also of runs cut short), --resume (with --log: games the log already holds, same match and
// seed, are taken from it instead of played again, so a ladder can be finished over several
// sittings), --stockfish-nodes N (stockfish by nodes, `go nodes N`, instead of 0.5 s: with
// --anchor-nodes, both sides by nodes). Run it under `nice -n 19` on a shared machine.

import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { GAME_IDS, getGame, unwrap } from "../lib/engine";
import { search } from "../lib/search";
import { levelOf, MAX_LEVEL } from "../lib/search/levels";
import type { Features } from "../lib/search/search";
import { answer } from "./bot-answer";
import { fair } from "./bot-fair";
import { describePlayer, type GameJob, type GameRecord, type PlayerSpec } from "./bot-games";

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const parts = option("part", "speed,ladder,anchor").split(",");
const wanted = (name: string) => parts.includes(name);
const games = Number(option("games", "100"));
const anchorGames = Number(option("anchor-games", "40"));
const only = option("game", GAME_IDS.join(",")).split(",");
for (const id of only)
  if (!(GAME_IDS as readonly string[]).includes(id))
    throw new Error(`unknown game "${id}" (${GAME_IDS.join(", ")})`);
const pairs = option(
  "pairs",
  [...Array.from({ length: MAX_LEVEL - 1 }, (_, i) => String(i + 2)), "greedy"].join(","),
)
  .split(",")
  .filter((p) => p === "greedy" || p.startsWith("off:") || (Number(p) >= 2 && Number(p) <= MAX_LEVEL));
const scale = Number(option("scale", "1"));
const workers = Math.max(1, Number(option("threads", String(Math.min(2, availableParallelism())))));
const seed = Number(option("seed", "1"));
const maxPlies = Number(option("max-plies", "200"));
const elos = option("elo", "1500,1800,2000").split(",").map(Number);
const logFile = option("log", "");
/** Games already in the log, by match and seed (`--resume`): taken from there, not played again. */
const resumed = new Map<string, GameRecord>();
if (args.includes("--resume") && logFile !== "" && existsSync(logFile))
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const { gameId, a, b, seed: gameSeed, aWhite: _, ...record } = JSON.parse(line);
    if (gameSeed !== undefined) resumed.set(`${gameId}|${a}|${b}|${gameSeed}`, record as GameRecord);
  }
/** Stockfish by nodes a move (0: by 0.5 s a move). */
const stockfishNodes = Number(option("stockfish-nodes", "0"));
/** Level 8 against stockfish by nodes instead of 0.5 s (0): a result the machine's load cannot change. */
const anchorNodes = Number(option("anchor-nodes", "0"));

const now = () => performance.now();
/**
 * This process's CPU time in ms: the speed part runs on the main thread alone, so on a busy machine
 * CPU time still says what one core does, where the wall clock says how busy the machine was.
 */
const cpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

// ---- speed --------------------------------------------------------------------------------------

function middlegame(gameId: string) {
  const game = unwrap(getGame(gameId));
  let position = game.start();
  for (let ply = 0; ply < 16 && game.outcome(position).status === "ongoing"; ply++) {
    const found = unwrap(search(gameId, position, { level: 5, seed: 1 + ply }));
    position = unwrap(game.playText(position, found.move));
  }
  return position;
}

function speed(): void {
  console.log(`\n## Speed (one core, by this process's CPU time; load average ${load()})\n`);
  console.log(
    "| game | nodes/s from the start | nodes/s middlegame | depth in 1 s, start | depth in 1 s, middlegame |",
  );
  console.log("|---|---:|---:|---:|---:|");
  const named: string[] = [];
  for (const id of only) {
    const game = unwrap(getGame(id));
    const positions = [game.start(), middlegame(id)];
    named.push(`- ${id}: \`${positions[1].fen}\``);
    search(id, positions[0], { nodes: 50_000 }); // warm the JIT
    const rates = positions.map((position) => {
      const t0 = cpu();
      const found = unwrap(search(id, position, { nodes: 300_000 }));
      return Math.round(found.nodes / ((cpu() - t0) / 1000));
    });
    const depths = positions.map(
      (position) => unwrap(search(id, position, { timeMs: 1000, nodes: 1e9, clock: cpu })).depth,
    );
    console.log(
      `| ${id} | ${rates[0].toLocaleString("en")} | ${rates[1].toLocaleString("en")} | ${depths[0]} | ${depths[1]} |`,
    );
  }
  console.log("\nThe middlegame positions (16 plies of level 5 against itself, seeds 1-16):\n");
  console.log(named.join("\n"));
}

// ---- matches --------------------------------------------------------------------------------------

interface Pending {
  job: GameJob;
  /** The match it belongs to, so that a match stopped early can take back its queued games. */
  tag: string;
  resolve: (record: GameRecord | null) => void;
  reject: (error: Error) => void;
}

/** A pool of worker threads playing games. */
class Pool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly running = new Map<number, Pending>();
  private readonly all: Worker[] = [];
  private next = 0;

  constructor(size: number) {
    const url = new URL("./bot-worker.ts", import.meta.url).href;
    for (let i = 0; i < size; i++) {
      // tsx registers itself inside the thread, then loads the TypeScript worker.
      const worker = new Worker(
        `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`,
        { eval: true },
      );
      worker.on("message", (message: { id: number; record?: GameRecord; error?: string }) => {
        const pending = this.running.get(message.id);
        this.running.delete(message.id);
        this.idle.push(worker);
        if (pending) {
          if (message.record) pending.resolve(message.record);
          else pending.reject(new Error(message.error));
        }
        this.pump();
      });
      this.idle.push(worker);
      this.all.push(worker);
    }
  }

  /** Plays `job`; null when its match was stopped (`cancel`) before the game began. */
  play(job: GameJob, tag: string): Promise<GameRecord | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, tag, resolve, reject });
      this.pump();
    });
  }

  /** Takes back the games of match `tag` that have not begun (those running finish). */
  cancel(tag: string): void {
    for (let i = this.queue.length - 1; i >= 0; i--)
      if (this.queue[i].tag === tag) this.queue.splice(i, 1)[0].resolve(null);
  }

  close(): void {
    for (const worker of this.all) worker.postMessage("quit");
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const pending = this.queue.shift() as Pending;
      const id = this.next++;
      this.running.set(id, pending);
      worker.postMessage({ id, job: pending.job });
    }
  }
}

interface MatchResult {
  readonly points: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly games: number;
  readonly plies: number;
  readonly reasons: Map<string, number>;
  /** Average nodes a move of `a` searched. */
  readonly nodesPerMove: number;
  /** Set when a sequential test stopped the match before its last game. */
  readonly sprt?: Sprt;
}

/**
 * `n` games of `a` against `b` (a White in the even games), openings paired by colour. With `bar`,
 * a sequential test stops the match as soon as it is 95 % sure either way (`sprt`): the games not
 * yet begun are not played.
 */
async function match(
  pool: Pool,
  gameId: string,
  a: PlayerSpec,
  b: PlayerSpec,
  n: number,
  matchSeed: number,
  adjudicate: boolean,
  bar?: number,
): Promise<MatchResult> {
  const tag = `${gameId}|${describePlayer(a)}|${describePlayer(b)}|${matchSeed}`;
  const finished: { record: GameRecord; aWhite: boolean }[] = [];
  let stopped: Sprt | null = null;
  /** A finished game: logged when new, counted, and the match stopped once the test is sure. */
  const finish = (record: GameRecord, aWhite: boolean, seedOfGame: number, fresh: boolean) => {
    if (logFile !== "" && fresh)
      appendFileSync(
        logFile,
        `${JSON.stringify({ gameId, a: describePlayer(a), b: describePlayer(b), aWhite, seed: seedOfGame, ...record })}\n`,
      );
    finished.push({ record, aWhite });
    if (bar === undefined || stopped || !useSprt) return;
    const test = sprt(tally(finished), bar);
    if (test.verdict !== "continue") {
      stopped = test;
      pool.cancel(tag);
    }
  };
  const jobs: Promise<void>[] = [];
  // Games the log holds count first, in order, so a match they already decide queues no new game.
  for (let i = 0; i < n && !stopped; i++) {
    const aWhite = i % 2 === 0;
    const job: GameJob = {
      gameId,
      white: aWhite ? a : b,
      black: aWhite ? b : a,
      openingSeed: matchSeed * 7919 + (i >> 1),
      seed: matchSeed * 104729 + i,
      maxPlies,
      adjudicate,
    };
    const logged = resumed.get(`${gameId}|${describePlayer(a)}|${describePlayer(b)}|${job.seed}`);
    if (logged) finish(logged, aWhite, job.seed, false);
    else
      jobs.push(
        pool.play(job, tag).then((record) => {
          if (record !== null) finish(record, aWhite, job.seed, true);
        }),
      );
  }
  await Promise.all(jobs);
  return { ...tally(finished), sprt: stopped ?? undefined };
}

/** Whether a sequential test may stop a ladder match early (`--sprt off`: always all games). */
const useSprt = option("sprt", "on") !== "off";

interface Sprt {
  readonly verdict: "above" | "below" | "continue";
  /** The log-likelihood ratio of "scores `bar`" over "scores `bar` − 10 %". */
  readonly llr: number;
}

/**
 * A sequential probability ratio test (Wald; the normal approximation fishtest uses): H1 "a scores
 * `bar`" against H0 "a scores 10 % less", α = β = 0.05. "above": 95 % sure a scores the bar (so it
 * is stronger), "below": 95 % sure it does not; at least 10 games first, and a per-game variance of
 * at least 0.05, so that a short run of wins alone cannot end a match.
 */
function sprt(result: MatchResult, bar: number): Sprt {
  const n = result.games;
  if (n < 10) return { verdict: "continue", llr: 0 };
  const s1 = bar;
  const s0 = bar - 0.1;
  const mean = result.points / n;
  const variance = Math.max(
    0.05,
    (result.wins * (1 - mean) ** 2 + result.draws * (0.5 - mean) ** 2 + result.losses * mean ** 2) / n,
  );
  const llr = (n / (2 * variance)) * (s1 - s0) * (2 * mean - s0 - s1);
  const bound = Math.log(0.95 / 0.05);
  return { verdict: llr >= bound ? "above" : llr <= -bound ? "below" : "continue", llr };
}

/** A match's result from its games' records, each with whether `a` had White. */
function tally(played: readonly { record: GameRecord; aWhite: boolean }[]): MatchResult {
  let points = 0;
  let wins = 0;
  let draws = 0;
  let plies = 0;
  const reasons = new Map<string, number>();
  let nodes = 0;
  let searched = 0;
  for (const { record, aWhite } of played) {
    nodes += record.nodes?.[aWhite ? 0 : 1] ?? 0;
    searched += record.searched?.[aWhite ? 0 : 1] ?? 0;
    const score = aWhite ? record.white : 1 - record.white;
    points += score;
    if (score === 1) wins++;
    else if (score === 0.5) draws++;
    plies += record.plies;
    reasons.set(record.reason, (reasons.get(record.reason) ?? 0) + 1);
  }
  const n = played.length;
  return {
    points,
    wins,
    draws,
    losses: n - wins - draws,
    games: n,
    plies,
    reasons,
    nodesPerMove: searched > 0 ? nodes / searched : 0,
  };
}

/**
 * `--report a.jsonl,b.jsonl`: the tables again from the games `--log` wrote, match by match (a run
 * cut short still reports the games it finished).
 */
function report(files: readonly string[]): void {
  const matches = new Map<
    string,
    { gameId: string; a: string; b: string; played: { record: GameRecord; aWhite: boolean }[] }
  >();
  for (const file of files)
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const {
        gameId,
        a,
        b,
        aWhite,
        seed: _,
        ...record
      } = JSON.parse(line) as GameRecord & {
        seed?: number;
        gameId: string;
        a: string;
        b: string;
        aWhite: boolean;
      };
      const key = `${gameId}|${a}|${b}`;
      const m = matches.get(key) ?? { gameId, a, b, played: [] };
      m.played.push({ record, aWhite });
      matches.set(key, m);
    }
  console.log(
    "| game | match | score | W/D/L | Elo difference (95%) | average plies | nodes a move (first) | endings |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---|");
  for (const { gameId, a, b, played } of matches.values()) {
    const r = tally(played);
    const e = elo(r);
    console.log(
      `| ${gameId} | ${a} v ${b} | ${percent(r)} of ${r.games} | ${wdl(r)} | ${signed(e.diff)} (${signed(e.low)} to ${signed(e.high)}) | ${Math.round(r.plies / r.games)} | ${r.nodesPerMove > 0 ? Math.round(r.nodesPerMove).toLocaleString("en") : ""} | ${reasons(r)} |`,
    );
  }
}

/** The Elo difference a score implies, with its 95% interval (trinomial standard error). */
function elo(result: MatchResult): { diff: number; low: number; high: number } {
  const n = result.games;
  const p = result.points / n;
  const variance = (result.wins * (1 - p) ** 2 + result.draws * (0.5 - p) ** 2 + result.losses * p ** 2) / n;
  const se = Math.sqrt(variance / n);
  const toElo = (q: number) => {
    const c = Math.min(0.999, Math.max(0.001, q));
    return -400 * Math.log10(1 / c - 1);
  };
  return { diff: toElo(p), low: toElo(p - 1.96 * se), high: toElo(p + 1.96 * se) };
}

const percent = (r: MatchResult) => `${((100 * r.points) / r.games).toFixed(1)}%`;
const wdl = (r: MatchResult) => `+${r.wins} =${r.draws} -${r.losses}`;
const reasons = (r: MatchResult) =>
  [...r.reasons]
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
const signed = (x: number) => `${x >= 0 ? "+" : ""}${Math.round(x)}`;

const row = (id: string, name: string, r: MatchResult, bar: number) => {
  const e = elo(r);
  const pass = r.points / r.games >= bar;
  const verdict = r.sprt
    ? `SPRT: ${r.sprt.verdict === "above" ? "≥" : "<"} ${bar * 100}% ${r.sprt.verdict === "above" ? "✓" : "✗"} (LLR ${r.sprt.llr.toFixed(2)})`
    : `${pass ? "≥" : "<"} ${bar * 100}% ${pass ? "✓" : "✗"}`;
  return `| ${id} | ${name} | ${percent(r)} of ${r.games} | ${wdl(r)} | ${signed(e.diff)} (${signed(e.low)} to ${signed(e.high)}) | ${verdict} | ${Math.round(r.plies / r.games)} | ${reasons(r)} |`;
};

/** What a pair must score: each level 60 % against the one below, the top level 95 % against greedy. */
const barOf = (pair: string) => (pair === "greedy" ? 0.95 : 0.6);

/** Every match of the ladder queued at once (so both threads stay busy); each row printed as it ends. */
async function ladder(pool: Pool): Promise<void> {
  console.log(
    `\n## Strength ladder (${games} games a match, node limits ×${scale}, seed ${seed}, ${workers} threads)\n`,
  );
  console.log("| game | match | score | W/D/L | Elo difference (95%) | bar | average plies | endings |");
  console.log("|---|---|---:|---:|---:|---|---:|---|");
  const t0 = now();
  const matches: Promise<void>[] = [];
  for (const id of only)
    for (const pair of pairs) {
      // "off:widePruning": the top level against itself with that search technique switched off.
      const off = pair.startsWith("off:") ? (pair.slice(4) as keyof Features) : undefined;
      const upper = pair === "greedy" || off !== undefined ? MAX_LEVEL : Number(pair);
      const a: PlayerSpec = { kind: "level", level: upper, scale };
      const b: PlayerSpec =
        pair === "greedy"
          ? { kind: "greedy" }
          : off !== undefined
            ? { kind: "level", level: upper, scale, off }
            : { kind: "level", level: upper - 1, scale };
      const name =
        pair === "greedy"
          ? `level ${MAX_LEVEL} v greedy`
          : off !== undefined
            ? `level ${upper} v itself without ${off}`
            : `level ${upper} v ${upper - 1}`;
      matches.push(
        match(pool, id, a, b, games, seed * 31 + (pair === "greedy" ? 0 : upper), true, barOf(pair)).then(
          (r) => {
            console.log(row(id, name, r, barOf(pair)));
            console.error(`${id} ${name}: done at ${((now() - t0) / 60000).toFixed(1)} min, load ${load()}`);
          },
        ),
      );
    }
  await Promise.all(matches);
}

async function anchor(pool: Pool): Promise<void> {
  console.log(
    `\n## Chess against Stockfish 15.1 (UCI_LimitStrength), ${anchorGames} games a match, stockfish ${stockfishNodes > 0 ? `at ${stockfishNodes.toLocaleString("en")} nodes` : "0.5 s"} a move, level ${MAX_LEVEL} ${anchorNodes > 0 ? `at ${anchorNodes.toLocaleString("en")} nodes a move` : "at 0.5 s a move"}, ${workers} threads\n`,
  );
  console.log(
    "| opponent | score | W/D/L | Elo difference (95%) | our Elo estimate (95%) | our nodes a move | endings | load before → after |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|---|");
  const ours: PlayerSpec =
    anchorNodes > 0
      ? { kind: "level", level: MAX_LEVEL, scale: anchorNodes / levelOf(MAX_LEVEL).nodes }
      : { kind: "timed", level: MAX_LEVEL, timeMs: 500 };
  const before = load();
  await Promise.all(
    elos.map((rating) =>
      match(
        pool,
        "chess",
        ours,
        {
          kind: "stockfish",
          elo: rating,
          timeMs: 500,
          nodes: stockfishNodes > 0 ? stockfishNodes : undefined,
        },
        anchorGames,
        seed * 17 + rating,
        true,
      ).then((r) => {
        const e = elo(r);
        console.log(
          `| UCI_Elo ${rating} | ${percent(r)} of ${r.games} | ${wdl(r)} | ${signed(e.diff)} (${signed(e.low)} to ${signed(e.high)}) | ${Math.round(rating + e.diff)} (${Math.round(rating + e.low)} to ${Math.round(rating + e.high)}) | ${Math.round(r.nodesPerMove).toLocaleString("en")} | ${reasons(r)} | ${before} → ${load()} |`,
        );
      }),
    ),
  );
}

async function main(): Promise<void> {
  console.log(`# npm run bench:bot ${args.join(" ")}`);
  const logs = option("report", "");
  if (logs !== "") return report(logs.split(","));
  if (wanted("fair"))
    await fair({
      games: Number(option("fair-games", "16")),
      rounds: Number(option("fair-rounds", "5")),
      level: Number(option("fair-level", String(MAX_LEVEL))),
    });
  if (wanted("answer"))
    await answer({
      games: only,
      levels: option("answer-levels", `1,${MAX_LEVEL}`).split(",").map(Number),
      rounds: Number(option("answer-rounds", "5")),
      seed,
    });
  if (wanted("speed")) speed();
  if (!wanted("ladder") && !wanted("anchor")) return;
  const pool = new Pool(workers);
  try {
    if (wanted("ladder")) await ladder(pool);
    if (wanted("anchor")) await anchor(pool);
  } finally {
    pool.close();
  }
}

await main();
