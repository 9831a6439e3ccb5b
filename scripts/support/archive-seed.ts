// Finished games for the archive benchmark, written as the service writes them (lib/games/turn/start.ts,
// play.ts, resolve.ts): the start position and rules version of the game, a legal move list from
// the engine, the cached position and repetition history after the last move, a winner and reason
// that follow from the moves (the engine's ending, or resignation, time or agreement at an earlier
// ply), and one Move row per ply, played between the start and the finish.
import pg from "pg";
import { getGame, type Position, unwrap } from "../../lib/engine";
import type { GameId } from "../../lib/games/catalog/catalog";
import { poolDir } from "./archive-database";
import { addPlayers, seededPlayers } from "./archive-people";
import { loadPools, type Pool, type Stop } from "./archive-pool";
import { copyRows, copyText, copyTextArray, copyTime } from "./copy-rows";
import { cuid } from "./cuid";

const dayMs = 86_400_000;
const yearMs = 365.25 * dayMs;
/** Finish times spread over this many years, more of them recent (the service grows). */
const years = 5;
const gamesPerPlayer = 25;
const batchSize = 2_000;

/** How often each game is played, each ending happens and each time control is chosen. */
const popularity: [GameId, number][] = Object.entries({
  chess: 40,
  juxtaposition: 14,
  diagonal: 13,
  "wild-jokers": 12,
  "kings-court": 11,
  joust: 10,
} satisfies Record<GameId, number>) as [GameId, number][];
type Ending = "engine" | "resignation" | "time" | "agreement";
const endings: [Ending, number][] = [
  ["engine", 45],
  ["resignation", 33],
  ["time", 12],
  ["agreement", 10],
];
const paces: [number, number][] = [
  [1, 10],
  [2, 15],
  [3, 35],
  [5, 15],
  [7, 15],
  [14, 10],
];
const messages = [
  "Your move!",
  "Sorry for the delay, I was travelling.",
  "Didn't see that coming.",
  "Nice one.",
  "Hmm. Let me think about this over the weekend.",
  "Ouch.",
  "Good luck with that knight :)",
  "Busy week, but here it is.",
  "I think I'm in trouble now.",
  "Thanks for the game so far!",
];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(table: [T, number][], random: () => number): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of table) if ((at -= weight) < 0) return value;
  return table[table.length - 1][0];
}

/** A pool with its strings already in COPY's text form: escaped once, written millions of times. */
type Stock = {
  gameType: GameId;
  rulesVersion: string;
  startPosition: string;
  /** Each move as the tail of its Move row in COPY form: notation, SAN, from and to squares. */
  games: { moves: string[]; end: CopyStop & { winner: string; reason: string }; cuts: CopyStop[] }[];
};
type CopyStop = { ply: number; fen: string; history: string };

function stock(pool: Pool): Stock {
  const stop = (s: Stop): CopyStop => ({
    ply: s.ply,
    fen: copyText(s.fen),
    history: copyTextArray(s.history),
  });
  // One replay per pooled game gives each move's row what play.ts stores with it.
  const engine = unwrap(getGame(pool.gameType));
  const rows = (moves: string[]): string[] => {
    let position: Position = unwrap(engine.parsePosition(pool.startPosition));
    return moves.map((notation) => {
      const played = unwrap(engine.move(position, notation));
      position = played.position;
      return [notation, played.san, played.from, played.to].map(copyText).join("\t");
    });
  };
  return {
    gameType: pool.gameType,
    rulesVersion: copyText(pool.rulesVersion),
    startPosition: copyText(pool.startPosition),
    games: pool.games.map((g) => ({
      moves: rows(g.moves),
      end: { ...stop(g.end), winner: g.end.winner, reason: g.end.reason },
      cuts: g.cuts.map(stop),
    })),
  };
}

const gameColumns = [
  "id",
  "gameType",
  "rulesVersion",
  "startPosition",
  "position",
  "history",
  "plies",
  "whiteId",
  "blackId",
  "daysPerMove",
  "status",
  "winner",
  "resultReason",
  "public",
  "startedAt",
  "lastMoveAt",
  "finishedAt",
] as const;
const moveColumns = [
  "id",
  "gameId",
  "ply",
  "notation",
  "san",
  "fromSquare",
  "toSquare",
  "message",
  "playedAt",
] as const;

type Batch = { games: string[]; moves: string[] };

/** One finished game and its moves, appended to `batch`. */
function writeGame(
  batch: Batch,
  stocks: Map<GameId, Stock>,
  players: string[],
  random: () => number,
  window: { start: number; span: number },
): void {
  const pooled = stocks.get(weighted(popularity, random))!;
  const record = pooled.games[Math.floor(random() * pooled.games.length)];
  let ending = weighted(endings, random);
  if (ending !== "engine" && record.cuts.length === 0) ending = "engine";
  const stop = ending === "engine" ? record.end : record.cuts[Math.floor(random() * record.cuts.length)];
  const winner =
    ending === "engine"
      ? record.end.winner
      : ending === "agreement"
        ? "draw"
        : ending === "time"
          ? stop.ply % 2 === 0 // the side to move lost on time: White when an even number of plies was played
            ? "b"
            : "w"
          : random() < 0.5 // either player may resign at any time
            ? "w"
            : "b";
  const reason = ending === "engine" ? record.end.reason : ending;
  // Skewed pick: a player early in the list plays far more games than one late in it (at 40 000
  // players the busiest has ~1 700 games, the hundredth ~250, the median ~35).
  const player = () => players[Math.floor(random() ** 1.5 * players.length)];
  const whiteId = player();
  let blackId = player();
  while (blackId === whiteId) blackId = player();
  const daysPerMove = weighted(paces, random);

  // Most replies come well inside the time limit; a few near it.
  const gaps: number[] = [];
  let thinking = 0;
  for (let ply = 0; ply < stop.ply; ply++) {
    const gap = Math.floor(daysPerMove * dayMs * (0.01 + 0.9 * random() ** 3));
    gaps.push(gap);
    thinking += gap;
  }
  const afterLastMove =
    ending === "engine"
      ? 0 // the last move ended the game
      : ending === "time"
        ? daysPerMove * dayMs + Math.floor(random() * 60_000) // the deadline job runs just after the deadline
        : Math.floor(random() * daysPerMove * dayMs);
  const finishedAt = Math.floor(window.start + window.span * Math.sqrt(random()));
  const lastMoveAt = finishedAt - afterLastMove;
  const startedAt = lastMoveAt - thinking;

  const id = cuid();
  let playedAt = startedAt;
  for (let ply = 1; ply <= stop.ply; ply++) {
    playedAt += gaps[ply - 1];
    const message = random() < 0.03 ? messages[Math.floor(random() * messages.length)] : null;
    batch.moves.push(
      `${cuid()}\t${id}\t${ply}\t${record.moves[ply - 1]}\t${copyText(message)}\t${copyTime(playedAt)}\n`,
    );
  }
  batch.games.push(
    [
      id,
      pooled.gameType,
      pooled.rulesVersion,
      pooled.startPosition,
      stop.fen,
      stop.history,
      stop.ply,
      whiteId,
      blackId,
      daysPerMove,
      "FINISHED",
      winner,
      reason,
      random() < 0.85 ? "t" : "f",
      copyTime(startedAt),
      copyTime(lastMoveAt),
      copyTime(finishedAt),
    ].join("\t") + "\n",
  );
}

export async function finishedGameCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from "Game" where status = 'FINISHED'`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

type SeedReport = { games: number; moves: number; players: number; seconds: number };

/**
 * Adds `count` finished games (and a player for every 25 of them) to the database at `url`.
 * Two connections take turns: one builds its next batch while PostgreSQL loads the other's.
 */
async function seedArchive(
  url: string,
  count: number,
  pools: Pool[],
  log: (line: string) => void,
): Promise<SeedReport> {
  const started = performance.now();
  const stocks = new Map(pools.map((pool) => [pool.gameType, stock(pool)]));
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  let players: string[];
  const newPlayers = Math.max(200, Math.round(count / gamesPerPlayer));
  try {
    const before = await seededPlayers(setup);
    const random = seededRandom(before.length + 1);
    const now = Date.now();
    await addPlayers(setup, newPlayers, before.length, random, now - years * yearMs);
    players = await seededPlayers(setup);
  } finally {
    await setup.end();
  }
  log(`${newPlayers} new players (${players.length} seeded players in all).`);

  const now = Date.now();
  const window = { start: now - years * yearMs, span: years * yearMs - 3_600_000 };
  let remaining = count;
  let games = 0;
  let moves = 0;
  const report = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    log(
      `  ${games}/${count} games, ${moves} moves, ${(games / seconds).toFixed(0)} games/s, ${((games + moves) / seconds).toFixed(0)} rows/s`,
    );
  }, 10_000);
  const lane = async (seed: number) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // A lost last batch after a crash is harmless here; waiting for every commit's flush is not.
    await client.query("set synchronous_commit = off");
    const random = seededRandom(seed);
    try {
      while (remaining > 0) {
        const size = Math.min(batchSize, remaining);
        remaining -= size;
        const batch: Batch = { games: [], moves: [] };
        for (let i = 0; i < size; i++) {
          writeGame(batch, stocks, players, random, window);
          // Let the other connection's COPY stream out while this batch is built.
          if (i % 200 === 199) await new Promise((resolve) => setImmediate(resolve));
        }
        await client.query("begin");
        await copyRows(client, "Game", gameColumns, batch.games);
        await copyRows(client, "Move", moveColumns, batch.moves);
        await client.query("commit");
        games += size;
        moves += batch.moves.length;
      }
    } finally {
      await client.end();
    }
  };
  try {
    const base = Math.floor(now / 1000);
    await Promise.all([lane(base), lane(base + 1)]);
  } finally {
    clearInterval(report);
  }
  return { games, moves, players: newPlayers, seconds: (performance.now() - started) / 1000 };
}

async function databaseSize(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select pg_size_pretty(pg_database_size(current_database())) as size",
    );
    return rows[0].size;
  } finally {
    await client.end();
  }
}

/** Sets hint bits, the visibility map and planner statistics, as autovacuum eventually would. */
async function settle(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`vacuum (analyze) "User", "Game", "Move"`);
  } finally {
    await client.end();
  }
}

/** Seeds `count` more games, settles the tables and says how fast it went and how big the database is. */
export async function addFinishedGames(
  url: string,
  count: number,
  log: (line: string) => void,
): Promise<void> {
  const pools = await loadPools(poolDir, log);
  const before = await finishedGameCount(url);
  log(`Adding ${count} finished games to the ${before} there are.`);
  const done = await seedArchive(url, count, pools, log);
  const rows = done.games + done.moves + done.players;
  log(
    `Wrote ${done.games} games, ${done.moves} moves and ${done.players} players in ${done.seconds.toFixed(0)} s: ` +
      `${(done.games / done.seconds).toFixed(0)} games/s, ${(rows / done.seconds).toFixed(0)} rows/s.`,
  );
  const settling = performance.now();
  await settle(url);
  log(
    `VACUUM ANALYZE in ${((performance.now() - settling) / 1000).toFixed(0)} s. ` +
      `${before + done.games} finished games; database size ${await databaseSize(url)}.`,
  );
}
