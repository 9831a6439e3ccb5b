// npm run bench:review — what the engine review of a finished game costs at the service's budget
// (lib/review REVIEW_BUDGET, or REVIEW_NODES): one game of each kind, its first `BENCH_PLIES`
// half-moves (default 80, a typical correspondence game) taken from a seeded random playout, reviewed
// on this thread as the review thread does. Random play is tactical chaos (captures everywhere), so
// these figures are on the high side of what real games cost. Run it under `nice -n 19` on a
// shared machine.
//
// (BENCH_COST=0 skips this part.) Then (BENCH_SELFPLAY=0 skips it) whether a review is right: per game, the computer against itself
// at its top level (level 8, or SELFPLAY_NODES a move), its first `BENCH_PLIES` half-moves reviewed
// at the service's budget, and the share of moves marked (a strong player's moves: few should be);
// each ?? is checked again with DEEPER times the nodes (default 32: four times what the review itself
// confirms a blunder with, CONFIRM_NODES), and one the deeper search no longer calls a
// blunder is counted as taken back.
import { GAME_IDS, getGame, unwrap } from "../lib/engine";
import { CONFIRM_NODES, REVIEW_BUDGET, reviewGame } from "../lib/review/review";
import { search } from "../lib/search";
import { playout } from "../tests/support/playout";

const plies = Number(process.env.BENCH_PLIES ?? 80);
const nodes = Number(process.env.REVIEW_NODES ?? REVIEW_BUDGET.nodes);
console.log(`Engine review: ${nodes} nodes a position, the first ${plies} half-moves of a random playout\n`);
console.log("game            plies   total s   ms/position   nodes/s    marks (?! ? ??)");
const only = (process.env.BENCH_GAMES ?? GAME_IDS.join(",")).split(",");
const games = GAME_IDS.filter((id) => only.includes(id));
for (const id of process.env.BENCH_COST === "0" ? [] : games) {
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

if (process.env.BENCH_SELFPLAY !== "0") selfPlay();

function selfPlay(): void {
  const selfNodes = process.env.SELFPLAY_NODES ? Number(process.env.SELFPLAY_NODES) : undefined;
  const deeper = Number(process.env.DEEPER ?? 4 * CONFIRM_NODES);
  console.log(
    `\nLevel 8 against itself (${selfNodes ?? "its own"} nodes a move), the first ${plies} half-moves reviewed at ${nodes} nodes; each ?? checked at ${deeper}× the nodes\n`,
  );
  console.log("game            plies   marked   share   ?! ? ??   ?? taken back by a deeper search");
  for (const id of games) {
    const game = unwrap(getGame(id));
    let position = game.start();
    const positions = [position];
    const moves: string[] = [];
    for (let ply = 0; ply < plies && game.outcome(position).status === "ongoing"; ply++) {
      const found = unwrap(search(id, position, { level: 8, seed: ply + 1, nodes: selfNodes }));
      moves.push(found.move);
      position = unwrap(game.move(position, found.move)).position;
      positions.push(position);
    }
    const review = reviewGame(id, startOf(id), moves, { nodes, maxPlies: REVIEW_BUDGET.maxPlies });
    if (!review.ok) {
      console.log(`${id}: ${review.error.reason}`);
      continue;
    }
    const marked = review.value.moves.filter((m) => m.mark !== null);
    const count = (mark: string) => marked.filter((m) => m.mark === mark).length;
    const takenBack: string[] = [];
    for (const m of marked.filter((m) => m.mark === "blunder")) {
      const before = positions[m.ply - 1];
      const again = reviewGame(id, before.fen, [moves[m.ply - 1]], { nodes: nodes * deeper, maxPlies: 1 });
      if (again.ok && again.value.moves[0].mark !== "blunder")
        takenBack.push(`${m.ply}. ${moves[m.ply - 1]} (${again.value.moves[0].mark ?? "unmarked"})`);
    }
    const share = moves.length === 0 ? 0 : (100 * marked.length) / moves.length;
    console.log(
      [
        id.padEnd(15),
        String(moves.length).padStart(5),
        String(marked.length).padStart(8),
        `${share.toFixed(1)}%`.padStart(7),
        `   ${count("inaccuracy")} ${count("mistake")} ${count("blunder")}`.padEnd(12),
        `  ${takenBack.length}${takenBack.length > 0 ? `: ${takenBack.join(", ")}` : ""}`,
      ].join(" "),
    );
  }
}

/** The engine's own start position, as a stored game's startPosition. */
function startOf(id: string): string {
  return unwrap(getGame(id)).info().start;
}
