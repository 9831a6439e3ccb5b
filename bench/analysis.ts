// The cost of keeping an analysis (lib/analysis/): `npx tsx bench/analysis.ts`. For each game, a
// whole game's record (a seeded playout) and an analysis of the largest size it may keep (500 moves
// of the player's own: lines of 10 moves from every few plies of the game), then the median time
// of what every save and every read of the analysis page does with it: replay the record onto a
// tree, replay the kept moves onto it (`restored`), and write them back (`storedOf`); and the
// size of the JSON it is kept as. Times are this process's CPU time (the machine may be busy).
import { restored, storedOf, triedMoveLimit } from "../lib/analysis/stored";
import { games, unwrap } from "../lib/engine";
import { type AnalysisTree, addMove, gameTree, playedAt } from "../lib/games/view/analysis-tree";
import { playout, seeded } from "../tests/support/playout";

const runs = 7;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
/** CPU milliseconds (user + system) of this process so far. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function largestAnalysis(gameType: string, record: string[]): AnalysisTree {
  const game = games().find((g) => g.id === gameType);
  if (!game) throw new Error(gameType);
  const random = seeded(11);
  let tree = unwrap(gameTree(gameType, game.start().fen, record));
  let tried = 0;
  for (let ply = 0; tried < triedMoveLimit; ply = (ply + 3) % Math.max(1, record.length)) {
    let at = playedAt(tree, ply);
    for (let step = 0; step < 10 && tried < triedMoveLimit; step++) {
      const node = tree.nodes[at];
      if (game.outcome(node.position).status === "over") break;
      const legal = game.legalMoveTexts(node.position);
      const text = legal[Math.floor(random() * legal.length)];
      const added = unwrap(addMove(tree, at, text));
      if (added.tree !== tree) tried++;
      ({ tree, node: at } = added);
    }
  }
  return tree;
}

console.log(`Keeping an analysis of ${triedMoveLimit} own moves, median of ${runs} runs (CPU ms):`);
console.log("game            plies  entries  JSON kB   record  restore  store");
for (const game of games()) {
  const record = playout(game.id, 5).moves;
  const tree = largestAnalysis(game.id, record);
  const stored = storedOf(tree);
  const times = { record: [] as number[], restore: [] as number[], store: [] as number[] };
  for (let run = 0; run < runs; run++) {
    let t = cpu();
    const base = unwrap(gameTree(game.id, game.start().fen, record));
    times.record.push(cpu() - t);
    t = cpu();
    const back = restored(base, stored);
    times.restore.push(cpu() - t);
    if (back.dropped > 0) throw new Error(`${game.id}: ${back.dropped} moves dropped`);
    t = cpu();
    storedOf(back.tree);
    times.store.push(cpu() - t);
  }
  const kb = (JSON.stringify(stored).length / 1024).toFixed(1);
  console.log(
    `${game.id.padEnd(15)} ${String(record.length).padStart(5)}  ${String(stored.length).padStart(7)}  ${kb.padStart(7)}  ${median(times.record).toFixed(1).padStart(7)}  ${median(times.restore).toFixed(1).padStart(7)}  ${median(times.store).toFixed(1).padStart(5)}`,
  );
}
