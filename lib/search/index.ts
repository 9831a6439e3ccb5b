// The one entry to the search: play a move at a level or within a budget, analyse a position for a
// review, stream iterative deepening's progress. Pure like the engine (no I/O, no clock but the one
// passed in, no Math.random): it runs the same in a worker thread and in a browser Web Worker.
// See lib/search/README.md.

import type { Move, Position, Result, SearchBoard } from "@/lib/engine";
import { fail, getGame, ok, sameMove } from "@/lib/engine";
import { Budget, type Limits } from "./budget";
import { evaluatorFor } from "./eval";
import { type Level, levelNodes, levelOf } from "./levels";
import { normal, seededRandom } from "./random";
import { type Score, toScore } from "./score";
import { ALL_FEATURES, type Features, type Iteration, Searcher } from "./search";
import { TranspositionTable } from "./tt";

export type { Limits } from "./budget";
export type { Level } from "./levels";
export { LEVELS, levelNodes, levelOf, MAX_LEVEL, MIN_LEVEL, NODE_COST } from "./levels";
export type { Score } from "./score";
export { negateScore, scoreText, whiteScore, winningChances } from "./score";
export type { Features } from "./search";

export interface SearchOptions extends Limits {
  /**
   * 1 (weakest) to 8 (strongest, the default): depth, nodes and noise from the level table. Any
   * `nodes`, `timeMs` or `depth` given as well lower the level's own limits further.
   */
  readonly level?: number;
  /** Seeds the levels' noise; the same seed and node budget give the same move on any machine. */
  readonly seed?: number;
  /** Hears of each finished depth of iterative deepening (the analysis board's live line). */
  readonly onProgress?: (progress: Progress) => void;
  /** Transposition table of 2^hashBits entries, about 16 bytes each (default 18: 4 MB). */
  readonly hashBits?: number;
  /** Search techniques to switch off (the bench measures what each is worth). */
  readonly features?: Partial<Features>;
}

/** One line of the search's thinking, at one depth. */
export interface Progress {
  readonly depth: number;
  /** From the side to move's point of view. */
  readonly score: Score;
  /** The principal variation in canonical notation, the best move first. */
  readonly pv: readonly string[];
  /** The same in short algebraic notation (SAN), with check signs. */
  readonly pvSan: readonly string[];
  readonly nodes: number;
  /** Milliseconds since the search began (0 without a clock). */
  readonly timeMs: number;
}

export interface SearchResult extends Progress {
  /** The chosen move, canonical ("Ng1-f3"): what `submitMove` takes. */
  readonly move: string;
  /** The chosen move in SAN ("Nf3"). */
  readonly san: string;
}

export interface Analysis {
  /**
   * The best move and its line at the deepest depth the budget finished (`best.depth`), with that
   * depth's score: never a score of a deeper iteration the budget cut short.
   */
  readonly best: SearchResult;
  /**
   * The move asked about (`analyse`'s `move`), searched alone to `best.depth` from the same side's
   * point of view: a review compares its score with the best's. `depth` is the depth it finished:
   * below `best.depth` when its own budget ran out, and then the two scores are not comparable.
   */
  readonly played?: {
    readonly move: string;
    readonly san: string;
    readonly score: Score;
    readonly depth: number;
    /** The best move differs from it only in the facing the moving piece ends with (Joust). */
    readonly sameButFacing: boolean;
  };
}

/** The default: level 8. */
const DEFAULT_LEVEL = 8;

/**
 * Chooses a move for the side to move. Refuses (as a value) an unknown game, a bad position or a
 * finished game. Deterministic for a seed and a node budget; with `timeMs` it depends on the clock.
 */
export function search(
  gameId: string,
  position: Position,
  options: SearchOptions = {},
): Result<SearchResult> {
  const prepared = prepare(gameId, position);
  if (!prepared.ok) return prepared;
  const { board, moves } = prepared.value;
  const level = levelOf(options.level ?? DEFAULT_LEVEL);
  const run = think(board, moves, level, options);
  return ok(run.result);
}

/**
 * Analyses a position for a review or the analysis board: the best move and its line at the budget
 * (by default level 8's: no noise), and when `move` is given, that move's score at the same depth.
 */
/** How many times the whole search's nodes `analyse` gives the played move searched alone. */
const PLAYED_MOVE_BUDGET = 4;

export function analyse(
  gameId: string,
  position: Position,
  options: SearchOptions & {
    readonly move?: string;
    /**
     * When the best move's score is a forced mate (exact however deep the search that found it),
     * the played move is searched to at least this depth: a slower mate than the best is not
     * mistaken for no mate at all.
     */
    readonly mateCheckDepth?: number;
  } = {},
): Result<Analysis> {
  const prepared = prepare(gameId, position);
  if (!prepared.ok) return prepared;
  const { board, moves } = prepared.value;
  let played: Move | undefined;
  if (options.move !== undefined) {
    const parsed = board.parseMove(options.move);
    if (!parsed.ok) return parsed;
    played = parsed.value;
  }
  const level = { ...levelOf(options.level ?? DEFAULT_LEVEL), noise: 0 };
  const run = think(board, moves, level, options);
  const { searcher } = run;
  // The best move and score of the deepest finished iteration: a score from a deeper iteration the
  // budget cut short, set against the played move's at the finished depth, compares two depths, and
  // in a game whose evaluation favours the side to move at the leaves (Joust) that alone is a mark.
  const depth = searcher.completedDepth;
  const best: SearchResult =
    depth === 0 || searcher.completedLine.length === 0
      ? run.result
      : {
          ...run.result,
          ...lines(board, searcher.completedLine),
          move: board.moveText(searcher.completedLine[0]),
          san: board.san(searcher.completedLine[0]),
          score: toScore(searcher.completedValue),
          depth,
        };
  if (played === undefined) return ok({ best });
  const text = board.moveText(played);
  const san = board.san(played);
  if (text === best.move)
    return ok({ best, played: { move: text, san, score: best.score, depth, sameButFacing: false } });
  // The played move searched alone to the same depth (the table is still warm), with a budget of
  // its own four times the whole search's: alone, it is the principal variation, searched with a
  // full window and no reductions at its root, where the whole search gave a poor move a glance
  // (in Joust's wide positions that glance is most of what made the depth reachable).
  const mating = "mate" in best.score && best.score.mate > 0;
  const budget = new Budget({
    depth: Math.max(1, depth, mating ? (options.mateCheckDepth ?? 0) : 0),
    nodes: options.nodes === undefined ? undefined : options.nodes * PLAYED_MOVE_BUDGET,
    clock: options.clock,
    shouldStop: options.shouldStop,
  });
  const alone = new Searcher(board, run.evaluator, run.tt, budget, featuresOf(options, level));
  alone.run([played]);
  let value = alone.completedValue;
  if (alone.completedDepth === 0) {
    // Not even one ply finished: the position after the move, statically, from the mover's side.
    board.make(played);
    value = -run.evaluator.evaluate(board);
    board.unmake();
  }
  const score = toScore(value);
  const bestMove = board.parseMove(best.move);
  const sameButFacing = bestMove.ok && differsOnlyInFacing(board, played, bestMove.value);
  return ok({ best, played: { move: text, san, score, depth: alone.completedDepth, sameButFacing } });
}

/**
 * Whether two moves of this position leave the same pieces on the same squares and differ only in
 * a piece's state (Joust's facing): the same move for a review's purposes, the facing a detail.
 * Asked of the positions the moves lead to, so it is one rule for every game (in the others two
 * different moves never leave the same squares).
 */
function differsOnlyInFacing(board: SearchBoard, a: Move, b: Move): boolean {
  board.make(a);
  const squares = Int8Array.from(board.squares);
  board.unmake();
  board.make(b);
  const same = squares.every((code, sq) => board.squares[sq] === code);
  board.unmake();
  return same;
}

function prepare(gameId: string, position: Position): Result<{ board: SearchBoard; moves: Move[] }> {
  const game = getGame(gameId);
  if (!game.ok) return game;
  const parsed = game.value.parsePosition(position.fen, position.history);
  if (!parsed.ok) return parsed;
  const board = game.value.searchBoard(parsed.value);
  const moves = board.legalMoves();
  const outcome = board.outcome(moves);
  if (outcome.status === "over")
    return fail(
      "game-over",
      `the game is over (${outcome.winner === "draw" ? "draw" : `${outcome.winner} won`}, ${outcome.reason})`,
    );
  return ok({ board, moves });
}

const tables = new Map<number, TranspositionTable>();

/** The table of this size, cleared: a search never depends on the ones before it (determinism). */
function tableOf(bits: number): TranspositionTable {
  let tt = tables.get(bits);
  if (tt === undefined) {
    tt = new TranspositionTable(bits);
    tables.set(bits, tt);
  } else tt.clear();
  return tt;
}

function featuresOf(options: SearchOptions, level: Level): Features {
  return { ...ALL_FEATURES, quiescence: level.quiescence, ...options.features };
}

const lower = (a: number | undefined, b: number): number => (a === undefined ? b : Math.min(a, b));

function think(board: SearchBoard, moves: Move[], level: Level, options: SearchOptions) {
  const evaluator = evaluatorFor(board);
  const tt = tableOf(Math.max(10, Math.min(26, options.hashBits ?? 18)));
  const limits: Limits = {
    nodes: lower(options.nodes, levelNodes(level, board.gameId)),
    depth: lower(options.depth, level.depth),
    timeMs: options.timeMs,
    clock: options.clock,
    shouldStop: options.shouldStop,
  };
  const budget = new Budget(limits);
  const features = featuresOf(options, level);
  const searcher = new Searcher(board, evaluator, tt, budget, features);
  const progress = (iteration: Iteration): Progress => ({
    depth: iteration.depth,
    score: toScore(iteration.value),
    ...lines(board, iteration.pv),
    nodes: iteration.nodes,
    timeMs: Math.round(budget.elapsed()),
  });
  const onProgress = options.onProgress;
  searcher.run(moves, onProgress === undefined ? undefined : (iteration) => onProgress(progress(iteration)));
  let move = searcher.best ?? moves[0];
  // No iteration finished (a tiny budget): the position's own value.
  let value = searcher.completedDepth > 0 ? searcher.bestValue : evaluator.evaluate(board);
  let line = searcher.bestLine;
  if (level.noise > 0 && moves.length > 1) {
    // Deliberate noise: every root move's exact value at the depth reached, plus a seeded deviate.
    const depth = Math.max(1, searcher.completedDepth);
    const scoring = new Budget({ nodes: levelNodes(level, board.gameId), depth });
    const exact = new Searcher(board, evaluator, tt, scoring, features);
    exact.run(searcher.best === null ? moves : [searcher.best, ...moves.filter((m) => m !== searcher.best)]);
    const random = seededRandom(options.seed ?? 0);
    let chosen = -Infinity;
    for (const { move: m, value: v } of exact.valuesOfRootMoves(depth)) {
      const noisy = v + level.noise * normal(random);
      if (noisy > chosen) {
        chosen = noisy;
        move = m;
        value = v;
        line = [m];
      }
    }
  }
  const texts = lines(board, line[0] === move ? line : [move]);
  const result: SearchResult = {
    move: texts.pv[0],
    san: texts.pvSan[0],
    depth: searcher.completedDepth,
    score: toScore(value),
    pv: texts.pv,
    pvSan: texts.pvSan,
    nodes: budget.nodes,
    timeMs: Math.round(budget.elapsed()),
  };
  return { result, evaluator, tt, searcher };
}

/**
 * A line of moves from the board's position as canonical and SAN texts (the board is restored). It
 * stops at the first move that is not legal where it stands (a line pieced together from the
 * table could in principle hold one).
 */
function lines(board: SearchBoard, line: readonly Move[]): { pv: string[]; pvSan: string[] } {
  const pv: string[] = [];
  const pvSan: string[] = [];
  let made = 0;
  for (const move of line) {
    if (!board.legalMoves().some((m) => sameMove(m, move))) break;
    pv.push(board.moveText(move));
    pvSan.push(board.san(move));
    board.make(move);
    made++;
  }
  for (; made > 0; made--) board.unmake();
  return { pv, pvSan };
}
