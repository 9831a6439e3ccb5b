// A pool of real engine games for the archive seed. Playing a million fresh games would take
// days (a Joust playout costs ~3 s), so each game type gets a few hundred seeded playouts once,
// cached on disk, and the seed reuses them: either whole (the engine's own ending) or cut at one
// of a few stored plies (for endings the engine does not decide: resignation, time, agreement).
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getGame, unwrap } from "../../lib/engine";
import { type GameId, gameIds } from "../../lib/games/catalog/catalog";
import { type Playout, playout, seeded } from "../../tests/support/playout";

/** The position after `ply` moves, as a game row caches it (lib/games/turn/play.ts). */
export type Stop = { ply: number; fen: string; history: string[] };

type PooledGame = {
  moves: string[];
  /** After the last move: the engine's verdict. */
  end: Stop & { winner: string; reason: string };
  /** Earlier plies where a seeded game may stop by resignation, time or agreement. */
  cuts: Stop[];
};

export type Pool = { gameType: GameId; rulesVersion: string; startPosition: string; games: PooledGame[] };

/** Joust and Kings Court playouts are slow (seconds each), so their pools are smaller. */
const poolSize: Record<GameId, number> = {
  chess: 240,
  joust: 80,
  "wild-jokers": 240,
  "kings-court": 120,
  diagonal: 240,
  juxtaposition: 240,
};
const cutsPerGame = 8;
/** Correspondence games resigned or timed out early rarely pass this many plies. */
const longestCut = 120;

function buildPool(gameType: GameId, size = poolSize[gameType]): Pool {
  const engine = unwrap(getGame(gameType));
  const start = engine.start();
  const games: PooledGame[] = [];
  const random = seeded(gameIds.indexOf(gameType) + 1);
  for (let seed = 1; games.length < size; seed++) {
    let played: Playout;
    try {
      played = playout(gameType, seed * 7919);
    } catch {
      continue; // no result within the playout's ply limit: not a game anyone finished
    }
    const { moves } = played;
    const last = Math.min(moves.length - 1, longestCut);
    const plies = new Set<number>();
    for (let i = 0; i < cutsPerGame && last >= 1; i++) plies.add(1 + Math.floor(random() * last));
    // One replay gives every cut's position (the playout only returns the last one).
    const cuts: Stop[] = [];
    let position = start;
    for (let ply = 1; ply <= last; ply++) {
      position = unwrap(engine.playText(position, moves[ply - 1]));
      if (plies.has(ply)) cuts.push({ ply, fen: position.fen, history: [...position.history] });
    }
    games.push({
      moves,
      end: {
        ply: moves.length,
        fen: played.final.fen,
        history: [...played.final.history],
        winner: played.winner,
        reason: played.reason,
      },
      cuts,
    });
  }
  return { gameType, rulesVersion: engine.rulesVersion, startPosition: start.fen, games };
}

const fileOf = (dir: string, gameType: GameId) => {
  const { rulesVersion } = unwrap(getGame(gameType));
  return path.join(dir, `${gameType}-${rulesVersion}-${poolSize[gameType]}.json`);
};

/**
 * Every game type's pool, from `dir` when cached there; missing ones are played in two child
 * processes at a time (the playouts are pure CPU; this machine has two cores).
 */
export async function loadPools(dir: string, log: (line: string) => void): Promise<Pool[]> {
  await mkdir(dir, { recursive: true });
  const missing = gameIds.filter((id) => !existsSync(fileOf(dir, id)));
  if (missing.length)
    log(`Playing engine games for the pool (once, cached in ${dir}): ${missing.join(", ")}`);
  // The small pools are the slow games: start them first so the two processes finish together.
  const queue = [...missing].sort((a, b) => poolSize[a] - poolSize[b]);
  const runOne = async (): Promise<void> => {
    for (let gameType = queue.shift(); gameType; gameType = queue.shift()) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), [gameType, fileOf(dir, gameType)], {
          execArgv: ["--import", "tsx"],
        });
        child.on("error", reject);
        child.on("exit", (code) =>
          code === 0 ? resolve() : reject(new Error(`pool for ${gameType}: exit ${code}`)),
        );
      });
      log(
        `  ${gameType}: ${poolSize[gameType]} games in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  };
  await Promise.all([runOne(), runOne()]);
  return Promise.all(gameIds.map(async (id) => JSON.parse(await readFile(fileOf(dir, id), "utf8")) as Pool));
}

// Child process: `archive-pool.ts <gameType> <file>` plays one pool and writes it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [gameType, file] = process.argv.slice(2) as [GameId, string];
  const pool = buildPool(gameType);
  await writeFile(`${file}.part`, JSON.stringify(pool));
  await rename(`${file}.part`, file);
}
