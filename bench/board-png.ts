// Board picture benchmark: `npm run bench:png`. For each game, a position 16 plies into a seeded
// random game, drawn as the your-move email draws it (its width a multiple of the files, last move
// tinted, check marked): the picture copied together from squares drawn once (lib/board/png-tiles)
// against the whole board's SVG rasterised by resvg. Median over many pictures, after a warm-up
// that fills the square cache (as a running worker's is after its first few emails).
import { boardModel, checkSquare } from "../lib/board";
import { renderBoardPng, wholeBoardRender, wholeSquaresWidth } from "../lib/board/png";
import { GAME_IDS, getGame, type PlayedMove, unwrap } from "../lib/engine";
import { seeded } from "../tests/support/playout";

const rounds = Number(process.env.BENCH_ROUNDS ?? 60);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timeEach(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

console.log("| game | width | tiles | whole board | faster |");
console.log("|---|---|---|---|---|");
for (const id of GAME_IDS) {
  const game = unwrap(getGame(id));
  const random = seeded(5);
  let position = game.start();
  let played: PlayedMove | undefined;
  for (let ply = 0; ply < 16 && game.outcome(position).status !== "over"; ply++) {
    const choices = game.moveChoices(position);
    played = unwrap(game.move(position, choices[Math.floor(random() * choices.length)].text));
    position = played.position;
  }
  const model = unwrap(boardModel(id, position));
  const width = wholeSquaresWidth(model, 360);
  const options = {
    size: width,
    lastMove: played ? { from: played.from, to: played.to } : undefined,
    check: checkSquare(id, position),
  };
  for (let i = 0; i < 5; i++) renderBoardPng(model, options);
  const tiled = timeEach(() => renderBoardPng(model, options));
  const whole = timeEach(() => wholeBoardRender(model, options, width).asPng());
  console.log(
    `| ${id} | ${width} px | ${tiled.toFixed(2)} ms | ${whole.toFixed(2)} ms | ${(whole / tiled).toFixed(1)}× |`,
  );
}
