// Scripted games from the engine: a seeded random playout that takes a winning move whenever one
// exists, so most games end decisively (some are drawn: insufficient material, fifty moves). Used
// to drive whole games through the service (tests) and to load it (benchmarks).
import { type Game, getGame, type Position, unwrap } from "@/lib/engine";

export type Playout = { moves: string[]; final: Position; winner: string; reason: string };

/** A small seeded generator of numbers in [0, 1) (never 1, which would pick past a list's end). */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

function wins(game: Game, position: Position): boolean {
  const outcome = game.outcome(position);
  return outcome.status === "over" && outcome.winner !== "draw";
}

export function playout(gameId: string, seed = 7, maxPlies = 600): Playout {
  const game = unwrap(getGame(gameId));
  const random = seeded(seed);
  let position = game.start();
  const moves: string[] = [];
  for (let ply = 0; ply < maxPlies; ply++) {
    const outcome = game.outcome(position);
    if (outcome.status === "over") return { moves, final: position, ...outcome };
    const legal = game.legalMoves(position);
    const pick =
      legal.find((move) => wins(game, game.play(position, move))) ??
      legal[Math.floor(random() * legal.length)];
    moves.push(game.printMove(position, pick));
    position = game.play(position, pick);
  }
  throw new Error(`${gameId}: no result within ${maxPlies} plies (seed ${seed})`);
}
