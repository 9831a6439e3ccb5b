// Positions to check a property on: a seeded random game's, start included, up to `plies` or the
// game's end. Captures are preferred now and then (`captureShare` of the turns that have one), so
// the positions thin out and reach checks and endings.
import type { Game, Position } from "../../../lib/engine";
import { seededRandom } from "../../../lib/search/random";

export function playoutPositions(game: Game, seed: number, plies: number, captureShare = 0.5): Position[] {
  const random = seededRandom(seed);
  let position = game.start();
  const out = [position];
  for (let i = 0; i < plies; i++) {
    const moves = game.legalMoves(position);
    if (moves.length === 0 || game.outcome(position).status === "over") break;
    const captures = moves.filter((m) => /x/.test(game.printMove(position, m).slice(3)));
    const pool = captures.length > 0 && random() < captureShare ? captures : moves;
    position = game.play(position, pool[Math.floor(random() * pool.length)]);
    out.push(position);
  }
  return out;
}
