// npm run bench:review — what the engine review of a finished game costs at the service's budget
// (lib/review REVIEW_BUDGET, or REVIEW_NODES): one game of each kind, its first `BENCH_PLIES`
// half-moves (default 80, a typical correspondence game) taken from a seeded random playout, reviewed
// on this thread as the review thread does. Random play is tactical chaos (captures everywhere), so
// these figures are on the high side of what real games cost. Run it under `nice -n 19` on a
// shared machine.
import { GAME_IDS, getGame, unwrap } from "../lib/engine";
import { REVIEW_BUDGET, reviewGame } from "../lib/review/review";
import { playout } from "../tests/support/playout";

const plies = Number(process.env.BENCH_PLIES ?? 80);
const nodes = Number(process.env.REVIEW_NODES ?? REVIEW_BUDGET.nodes);
console.log(`Engine review: ${nodes} nodes a position, the first ${plies} half-moves of a random playout\n`);
console.log("game            plies   total s   ms/position   nodes/s    marks (?! ? ??)");
for (const id of GAME_IDS) {
  let moves: string[] = [];
  for (let seed = 1; moves.length < plies && seed < 50; seed++) {
    const game = playout(id, seed, 2000).moves;
    if (game.length > moves.length) moves = game;
  }
  moves = moves.slice(0, plies);
  const started = performance.now();
  const review = reviewGame(id, startOf(id), moves, { nodes, maxPlies: REVIEW_BUDGET.maxPlies });
  const ms = performance.now() - started;
  if (!review.ok) {
    console.log(`${id}: ${review.error.reason}`);
    continue;
  }
  const count = (mark: string) => review.value.moves.filter((m) => m.mark === mark).length;
  const rate = Math.round((review.value.nodes * 1000) / ms).toLocaleString("en");
  const columns = [
    id.padEnd(15),
    String(moves.length).padStart(5),
    (ms / 1000).toFixed(1).padStart(9),
    (ms / moves.length).toFixed(0).padStart(13),
    rate.padStart(10),
    `   ${count("inaccuracy")} ${count("mistake")} ${count("blunder")}`,
  ];
  console.log(columns.join(" "));
}

/** The engine's own start position, as a stored game's startPosition. */
function startOf(id: string): string {
  return unwrap(getGame(id)).info().start;
}
