// A worker thread of the strength bench: plays the games it is sent, one at a time, and posts each
// record back. Keeps one Stockfish process per strength it is asked for.

import { parentPort } from "node:worker_threads";
import { type GameJob, playGame } from "./bot-games";
import { UciEngine } from "./bot-uci";

const STOCKFISH = process.env.STOCKFISH ?? "/usr/games/stockfish";
const engines = new Map<number, Promise<UciEngine>>();

function stockfish(elo: number): Promise<UciEngine> {
  let engine = engines.get(elo);
  if (engine === undefined) {
    engine = UciEngine.start(STOCKFISH, { Threads: 1, Hash: 16, UCI_LimitStrength: true, UCI_Elo: elo });
    engines.set(elo, engine);
  }
  return engine;
}

parentPort?.on("message", async (message: { id: number; job: GameJob } | "quit") => {
  if (message === "quit") {
    for (const engine of engines.values()) (await engine).quit();
    parentPort?.close();
    return;
  }
  try {
    const record = await playGame(message.job, stockfish);
    parentPort?.postMessage({ id: message.id, record });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: String(error instanceof Error ? error.stack : error) });
  }
});
