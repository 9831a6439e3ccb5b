// Engine benchmark: `npm run bench:engine`.
// - chess perft (start position depth 5, Kiwipete depth 4) for our engine, chessops and chess.js,
//   each playing every move down to the leaves (no bulk counting at depth 1), and ours/chessops;
// - median time to validate one move of a stored game (parse position + legal moves + membership);
// - perft from the start position of every other game (depths by id below).

import { Chess as ChessJs } from "chess.js";
import type { Position as ChessopsPosition } from "chessops/chess";
import { Chess as ChessopsChess } from "chessops/chess";
import { parseFen } from "chessops/fen";
import { games, getGame, unwrap, validateMove } from "../lib/engine";
import { perftBoard } from "../lib/engine/perft";

/** Perft depths from each variant's start position (3 for one not listed). */
const VARIANT_DEPTHS: Record<string, readonly number[]> = { joust: [2, 3] };

const POSITIONS = [
  {
    name: "start position",
    fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    depth: 5,
    nodes: 4865609,
  },
  {
    name: "Kiwipete",
    fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    depth: 4,
    nodes: 4085603,
  },
];

const now = () => performance.now();
const mnps = (nodes: number, ms: number) => (nodes / ms / 1000).toFixed(2);

function timed(run: () => number): { nodes: number; ms: number } {
  const t0 = now();
  const nodes = run();
  return { nodes, ms: now() - t0 };
}

function ours(fen: string, depth: number): number {
  const chess = unwrap(getGame("chess"));
  const board = chess.load(unwrap(chess.parsePosition(fen)));
  return perftBoard(board, depth);
}

/** chessops perft that clones and plays every move, leaves included (its own perft bulk-counts). */
function chessopsPerft(pos: ChessopsPosition, depth: number): number {
  if (depth < 1) return 1;
  let nodes = 0;
  const ctx = pos.ctx();
  const lastRank = pos.turn === "white" ? 7 : 0;
  for (const [from, dests] of pos.allDests(ctx)) {
    const pawn = pos.board.pawn.has(from);
    for (const to of dests) {
      const promotions =
        pawn && to >> 3 === lastRank ? (["queen", "rook", "bishop", "knight"] as const) : [undefined];
      for (const promotion of promotions) {
        const child = pos.clone();
        child.play({ from, to, promotion });
        nodes += chessopsPerft(child, depth - 1);
      }
    }
  }
  return nodes;
}

function chessops(fen: string, depth: number): number {
  const pos = ChessopsChess.fromSetup(parseFen(fen).unwrap()).unwrap();
  return chessopsPerft(pos, depth);
}

/** chess.js's own perft makes (and unmakes) every pseudo-legal move down to the leaves. */
function chessJs(fen: string, depth: number): number {
  return new ChessJs(fen).perft(depth);
}

function line(label: string, result: { nodes: number; ms: number }, expected?: number): string {
  const check =
    expected === undefined ? "" : result.nodes === expected ? "" : `  MISMATCH (expected ${expected})`;
  return `  ${label.padEnd(10)} ${String(result.nodes).padStart(9)} nodes  ${(result.ms / 1000).toFixed(2).padStart(6)} s  ${mnps(result.nodes, result.ms).padStart(6)} M nodes/s${check}`;
}

function benchChess(): void {
  console.log("chess perft, every move played down to the leaves:");
  // Warm up the JIT of all three (about 200k nodes each) so the timings compare optimised code.
  for (const p of POSITIONS) {
    ours(p.fen, 3);
    chessops(p.fen, 3);
    chessJs(p.fen, 3);
  }
  let oursTotal = { nodes: 0, ms: 0 };
  let theirsTotal = { nodes: 0, ms: 0 };
  for (const p of POSITIONS) {
    console.log(`${p.name}, depth ${p.depth}:`);
    const a = timed(() => ours(p.fen, p.depth));
    console.log(line("ours", a, p.nodes));
    const b = timed(() => chessops(p.fen, p.depth));
    console.log(line("chessops", b, p.nodes));
    const c = timed(() => chessJs(p.fen, p.depth));
    console.log(line("chess.js", c, p.nodes));
    console.log(`  ours/chessops: ${(a.nodes / a.ms / (b.nodes / b.ms)).toFixed(2)}x`);
    oursTotal = { nodes: oursTotal.nodes + a.nodes, ms: oursTotal.ms + a.ms };
    theirsTotal = { nodes: theirsTotal.nodes + b.nodes, ms: theirsTotal.ms + b.ms };
  }
  const ratio = oursTotal.nodes / oursTotal.ms / (theirsTotal.nodes / theirsTotal.ms);
  console.log(
    `ours/chessops overall: ${ratio.toFixed(2)}x (${mnps(oursTotal.nodes, oursTotal.ms)} vs ${mnps(theirsTotal.nodes, theirsTotal.ms)} M nodes/s)`,
  );
}

/** A stored game (the Opera game, Morphy 1858): validate each next move from its position string. */
const OPERA =
  "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

function benchValidate(): void {
  const chess = unwrap(getGame("chess"));
  const moves = OPERA.split(" ");
  const cases: [string, string][] = [];
  let position = chess.start();
  for (const text of moves) {
    const move = unwrap(chess.parseMove(position, text));
    const canonical = chess.printMove(position, move);
    cases.push([position.fen, canonical]);
    position = chess.play(position, move);
  }
  const samples: number[] = [];
  for (let round = 0; round < 300; round++) {
    for (const [fen, text] of cases) {
      const t0 = now();
      const result = validateMove("chess", fen, text);
      samples.push(now() - t0);
      if (!result.ok) throw new Error(result.error.reason);
    }
  }
  samples.sort((a, b) => a - b);
  const median = samples[samples.length >> 1] * 1000;
  const p90 = samples[Math.floor(samples.length * 0.9)] * 1000;
  console.log(
    `validate one move of a stored game (parse position + legal moves + membership): median ${median.toFixed(1)} µs, p90 ${p90.toFixed(1)} µs (${samples.length} samples)`,
  );
}

function benchVariants(): void {
  console.log("variant perft from the start position:");
  for (const game of games().filter((g) => g.id !== "chess")) {
    for (const depth of VARIANT_DEPTHS[game.id] ?? [3]) {
      const board = game.load(game.start());
      console.log(
        line(
          `${game.id} d${depth}`.padEnd(16),
          timed(() => perftBoard(board, depth)),
        ),
      );
    }
  }
}

benchChess();
benchValidate();
benchVariants();
