// One game of the strength bench between two players: a computer level (node-limited, or
// time-limited against an outside engine), the one-ply material-greedy player, or Stockfish over
// UCI. Openings are varied by a few seeded random plies; everything else follows from the seeds,
// so a node-limited match replays move for move.

import { type Game, getGame, type Position, unwrap } from "../lib/engine";
import { type Score, search } from "../lib/search";
import { evaluatorFor } from "../lib/search/eval";
import { levelNodes, levelOf } from "../lib/search/levels";
import { seededRandom } from "../lib/search/random";
import type { Features } from "../lib/search/search";
import type { UciEngine } from "./bot-uci";

export type PlayerSpec =
  /** A level of the scale, with its node budget times `scale` (1 = the level as the service plays it). */
  | {
      readonly kind: "level";
      readonly level: number;
      readonly scale?: number;
      /** Search techniques switched off (a match of the search with and without one). */
      readonly off?: keyof Features;
    }
  /** A level limited by time instead of nodes (against an outside engine that thinks by the clock). */
  | { readonly kind: "timed"; readonly level: number; readonly timeMs: number }
  /** One ply, material only: takes the most it can, now (the ladder's floor). */
  | { readonly kind: "greedy" }
  | { readonly kind: "stockfish"; readonly elo: number; readonly timeMs: number; readonly nodes?: number };

export interface GameJob {
  readonly gameId: string;
  readonly white: PlayerSpec;
  readonly black: PlayerSpec;
  /** Random plies played before the players take over (2-4), from `openingSeed`. */
  readonly openingSeed: number;
  readonly seed: number;
  readonly maxPlies: number;
  /**
   * Adjudicate a game as won when the side ahead has seen itself 10 pawns up (or mating) for 4 of
   * its moves in a row and the other side's last view agrees; an outside engine tells us nothing, so
   * against it our own view decides, either way.
   */
  readonly adjudicate: boolean;
}

export interface GameRecord {
  /** White's score: 1, 0.5 or 0. */
  readonly white: number;
  readonly plies: number;
  readonly reason: string;
  readonly moves: readonly string[];
  /** Nodes our search spent, and its moves, by side [White, Black] (what a time limit bought). */
  readonly nodes: readonly [number, number];
  readonly searched: readonly [number, number];
}

/** Adjudication: this many centipawns (or a mate) seen by the winning side... */
const WON = 1000;
/** ...on this many of its moves in a row, the loser's engine (if it reports) agreeing. */
const WON_MOVES = 4;

export const describePlayer = (p: PlayerSpec): string =>
  p.kind === "level"
    ? `level ${p.level}${p.scale !== undefined && p.scale !== 1 ? ` (×${p.scale} nodes)` : ""}${p.off !== undefined ? ` without ${p.off}` : ""}`
    : p.kind === "timed"
      ? `level ${p.level} at ${p.timeMs} ms`
      : p.kind === "greedy"
        ? "greedy"
        : `stockfish ${p.elo} at ${p.nodes !== undefined ? `${p.nodes} nodes` : `${p.timeMs} ms`}`;

const mix = (a: number, b: number): number => Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b) ^ (b >>> 7);

/** Centipawns of a score, mates as ±100000. */
const centipawns = (score: Score): number =>
  "mate" in score ? (score.mate > 0 ? 100000 : -100000) : score.cp;

export async function playGame(
  job: GameJob,
  stockfish: (elo: number) => Promise<UciEngine>,
): Promise<GameRecord> {
  const game = unwrap(getGame(job.gameId));
  const random = seededRandom(job.openingSeed);
  let position = game.start();
  const moves: string[] = [];
  const uci: string[] = [];
  const openingPlies = 2 + Math.floor(random() * 3);
  for (let i = 0; i < openingPlies && game.outcome(position).status === "ongoing"; i++) {
    const legal = game.legalMoves(position);
    const played = unwrap(
      game.move(position, game.printMove(position, legal[Math.floor(random() * legal.length)])),
    );
    moves.push(played.text);
    uci.push(uciOf(played.from, played.to, played.text));
    position = played.position;
  }
  const engines = new Map<PlayerSpec, UciEngine>();
  for (const spec of [job.white, job.black]) {
    if (spec.kind === "stockfish" && !engines.has(spec)) {
      const engine = await stockfish(spec.elo);
      await engine.newGame();
      engines.set(spec, engine);
    }
  }
  const nodes: [number, number] = [0, 0];
  const searched: [number, number] = [0, 0];
  const streak = [0, 0];
  const losing = [0, 0];
  const lastScore: (number | null)[] = [null, null];
  for (let ply = moves.length; ; ply++) {
    const outcome = game.outcome(position);
    if (outcome.status === "over") {
      const white = outcome.winner === "w" ? 1 : outcome.winner === "b" ? 0 : 0.5;
      return { white, plies: moves.length, reason: outcome.reason, moves, nodes, searched };
    }
    if (ply >= job.maxPlies)
      return { white: 0.5, plies: moves.length, reason: "ply limit", moves, nodes, searched };
    const side = game.turn(position) === "w" ? 0 : 1;
    const spec = side === 0 ? job.white : job.black;
    const seed = mix(job.seed, ply);
    let text: string;
    let score: number | null = null;
    switch (spec.kind) {
      case "level": {
        const level = levelOf(spec.level);
        const found = unwrap(
          search(job.gameId, position, {
            level: spec.level,
            nodes: Math.round(levelNodes(level, job.gameId) * (spec.scale ?? 1)),
            seed,
            ...(spec.off !== undefined ? { features: { [spec.off]: false } } : {}),
          }),
        );
        text = found.move;
        score = centipawns(found.score);
        nodes[side] += found.nodes;
        searched[side]++;
        break;
      }
      case "timed": {
        const found = unwrap(
          search(job.gameId, position, {
            level: spec.level,
            timeMs: spec.timeMs,
            nodes: 1e9,
            clock: () => performance.now(),
            seed,
          }),
        );
        text = found.move;
        score = centipawns(found.score);
        nodes[side] += found.nodes;
        searched[side]++;
        break;
      }
      case "greedy":
        text = greedyMove(game, position, seed);
        break;
      case "stockfish": {
        const engine = engines.get(spec);
        if (engine === undefined) throw new Error("no stockfish");
        text = await engine.bestMove(
          game.start().fen,
          uci,
          spec.nodes !== undefined ? { nodes: spec.nodes } : { ms: spec.timeMs },
        );
        break;
      }
    }
    const played = unwrap(game.move(position, text));
    moves.push(played.text);
    uci.push(uciOf(played.from, played.to, played.text));
    position = played.position;
    lastScore[side] = score;
    streak[side] = score !== null && score >= WON ? streak[side] + 1 : 0;
    losing[side] = score !== null && score <= -WON ? losing[side] + 1 : 0;
    const theirs = lastScore[1 - side];
    if (job.adjudicate && streak[side] >= WON_MOVES && (theirs === null || theirs <= -WON))
      return {
        white: side === 0 ? 1 : 0,
        plies: moves.length,
        reason: "adjudicated",
        moves,
        nodes,
        searched,
      };
    if (job.adjudicate && losing[side] >= WON_MOVES && theirs === null)
      return {
        white: side === 0 ? 0 : 1,
        plies: moves.length,
        reason: "adjudicated",
        moves,
        nodes,
        searched,
      };
  }
}

/** A move as UCI writes it: origin, destination, a promotion's letter in lower case (chess only). */
function uciOf(from: string, to: string, text: string): string {
  const promotion = /=([A-Z])/.exec(text);
  return `${from}${to}${promotion ? promotion[1].toLowerCase() : ""}`;
}

/**
 * The one-ply material-greedy player: a move that wins the game at once if there is one, else the
 * move after which its material (the evaluation's piece values, Kings aside) leads by most; ties
 * broken by the seed.
 */
export function greedyMove(game: Game, position: Position, seed: number): string {
  const board = game.searchBoard(position);
  const values = evaluatorFor(board).values;
  const side = board.turn;
  const random = seededRandom(seed);
  let best = Number.NEGATIVE_INFINITY;
  let chosen = "";
  for (const move of board.legalMoves()) {
    board.make(move);
    const outcome = board.outcome(board.legalMoves());
    let worth: number;
    if (outcome.status === "over")
      worth = outcome.winner === "draw" ? 0 : (outcome.winner === "w" ? 0 : 1) === side ? 1e9 : -1e9;
    else {
      worth = 0;
      for (let sq = 0; sq < board.size; sq++) {
        const c = board.squares[sq];
        if (c <= 0) continue;
        const v = values[(c - 1) >> 1];
        if (v >= 10000) continue;
        worth += ((c - 1) & 1) === side ? v : -v;
      }
    }
    board.unmake();
    worth += random(); // ties at random
    if (worth > best) {
      best = worth;
      chosen = board.moveText(move);
    }
  }
  return chosen;
}
