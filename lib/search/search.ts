// The search: iterative deepening over a principal-variation alpha-beta search, with a
// transposition table, quiescence on captures, null-move pruning, late-move reductions and a check
// extension. Scores are centipawns from the side to move's view, mates as MATE minus plies (score.ts).
//
// The shape follows Sunfish (github:thomasahle/sunfish) and the Chess Programming Wiki: one
// function for the full-width search (`negamax`), one for captures (`quiesce`), one for the root.
// The game's own rules decide every end: the engine's `decided` (a King captured, baring, a
// Diagonal pawn on its corner), mate or the game's loss for having no move, and the draws
// (repetition, fifty moves, dead material). A repetition inside the searched line already counts
// as a draw: the side that can repeat can make it one.

import type { Move, Outcome, SearchBoard } from "@/lib/engine";
import type { Budget } from "./budget";
import type { Evaluator } from "./eval/types";
import { MAX_SEARCH_PLY, Ordering, pick } from "./ordering";
import { INFINITE, MATE, MATE_BOUND } from "./score";
import type { Probe, TranspositionTable } from "./tt";
import { EXACT, LOWER, UPPER } from "./tt";

/** Search techniques that can be switched off (to measure what each is worth on the ladder). */
export interface Features {
  readonly nullMove: boolean;
  readonly lateMoveReductions: boolean;
  readonly checkExtension: boolean;
  readonly futility: boolean;
  readonly aspiration: boolean;
  /** Quiescence on captures at the leaves; off, a leaf is its static evaluation (the weakest level). */
  readonly quiescence: boolean;
  /**
   * Quiescence skips captures that cannot reach alpha (delta pruning) and captures of a lesser piece
   * on a defended square. Both depend on the window, so with them a value can differ by window.
   */
  readonly quiescencePruning: boolean;
  /** The transposition table; off, every position is searched afresh (tests compare the two). */
  readonly transpositionTable: boolean;
  /**
   * Joust's wide positions (more than `WIDE` moves, a move times its facings): late quiet moves
   * pruned by count, other facings reduced, one facing per capture in quiescence (each also under
   * `futility`, `lateMoveReductions`, `quiescencePruning`). Off, the search is as before them.
   */
  readonly widePruning: boolean;
  /**
   * The principal variation of a wide position whose moves are facings (Joust's) reduced as the
   * rest of the tree is: at the root, late quiet moves searched shallower first (again at full
   * depth when one beats the best), the root moves ordered by the size of their last iteration's
   * tree; inside, a PV node's late moves reduced as much as another node's. With about 200 moves a
   * node, the PV's full-depth searches of every move were most of a Joust search (depth 4 → 5 in a
   * second). Not for positions wide by their many pieces (Kings Court's): there it lost 4 of 5
   * games to the search without it.
   */
  readonly widePv: boolean;
}

export const ALL_FEATURES: Features = {
  nullMove: true,
  lateMoveReductions: true,
  checkExtension: true,
  futility: true,
  aspiration: true,
  quiescence: true,
  quiescencePruning: true,
  transpositionTable: true,
  widePruning: true,
  widePv: true,
};

/** One finished iteration of iterative deepening. */
export interface Iteration {
  readonly depth: number;
  readonly value: number;
  /** The principal variation, first move first. */
  readonly pv: readonly Move[];
  readonly nodes: number;
}

const MAX = MAX_SEARCH_PLY + 8;
const EVAL_CACHE = 1 << 16;
const SCRATCH = 256;
const TACTICAL_SCORE = 1 << 28;
/** Quiescence prunes a capture that cannot lift the score to alpha even with this margin. */
const DELTA = 200;
const FUTILITY = [0, 150, 300];
/**
 * A position with more moves than this is "wide" (Joust's turns, a move times its facings: about
 * 200 a position, where chess has about 35): there the search also prunes late quiet moves by
 * their count (`WIDE_LATE`), and reduces from depth 2.
 */
const WIDE = 80;
/** In a wide position at depth 1-3 (not on the principal variation), quiet moves after this many are skipped. */
const WIDE_LATE = [0, 6, 10, 16];
const REVERSE_FUTILITY = 110;

/** LMR: plies to reduce the `count`-th move at `depth` (log-log, as most engines do). */
const REDUCTIONS: Int8Array = (() => {
  const table = new Int8Array(64 * 64);
  for (let d = 1; d < 64; d++)
    for (let n = 1; n < 64; n++) table[d * 64 + n] = Math.floor(0.5 + (Math.log(d) * Math.log(n)) / 2.2);
  return table;
})();

export class Searcher {
  /** The best root move found so far, its value and line (set once the first root move is searched). */
  best: Move | null = null;
  bestValue = -INFINITE;
  bestLine: Move[] = [];
  /** Deepest iteration completed. */
  completedDepth = 0;
  /**
   * The value and line of that iteration. `bestValue` and `bestLine` may already come from the next,
   * unfinished one (a node budget cut it after its first moves), so a comparison of two searches at
   * one depth (a review) reads these.
   */
  completedValue = 0;
  completedLine: Move[] = [];

  private readonly board: SearchBoard;
  private readonly evaluator: Evaluator;
  private readonly tt: TranspositionTable;
  private readonly budget: Budget;
  private readonly features: Features;
  private readonly ordering: Ordering;
  private readonly values: readonly number[];
  private readonly captureKing: boolean;
  private readonly probe: Probe = { hit: false, depth: 0, score: 0, bound: 0, squares: -1, moveKey: 0 };
  private readonly pvTable: (Move | null)[] = new Array(MAX * MAX).fill(null);
  private readonly pvLength = new Int32Array(MAX + 1);
  private readonly scoreStack: Int32Array[] = [];
  private readonly quietStack: Move[][] = [];
  /** Per ply, quiescence's moves played that carry a payload (Joust), for `landedBefore`. */
  private readonly playedStack: Move[][] = [];
  /** Static evaluations by position (a small direct-mapped cache: quiescence re-evaluates a lot). */
  private readonly evalKeys = new Int32Array(EVAL_CACHE * 2);
  private readonly evalValues = new Int16Array(EVAL_CACHE);
  /** Per ply, the node stamp of each from-to a quiet move was searched on (Joust's facings). */
  private readonly landed: Int32Array[] = [];
  private stamp = 0;
  private rootMoves: Move[] = [];
  /** Nodes each root move's tree took in the last iteration (`widePv`'s ordering). */
  private rootNodes: Float64Array = new Float64Array(0);

  constructor(
    board: SearchBoard,
    evaluator: Evaluator,
    tt: TranspositionTable,
    budget: Budget,
    features: Features = ALL_FEATURES,
  ) {
    this.board = board;
    this.evaluator = evaluator;
    this.tt = tt;
    this.budget = budget;
    this.features = features;
    this.values = evaluator.values;
    this.ordering = new Ordering(board.size, evaluator.values);
    this.captureKing = board.royalty === "capture";
    for (let i = 0; i < MAX + 1; i++) {
      this.landed.push(new Int32Array(board.size * board.size));
      this.scoreStack.push(new Int32Array(SCRATCH));
      this.quietStack.push([]);
      this.playedStack.push([]);
    }
  }

  /**
   * Iterative deepening over `moves` (legal moves of the root, at least one) until the budget or
   * `maxDepth` ends it. `onIteration` hears of each finished depth.
   */
  run(moves: readonly Move[], onIteration?: (iteration: Iteration) => void): void {
    this.rootMoves = [...moves];
    this.rootNodes = new Float64Array(moves.length);
    this.best = this.rootMoves[0];
    this.bestLine = [this.rootMoves[0]];
    let previous = 0;
    for (let depth = 1; this.budget.canDeepen(depth); depth++) {
      let value = 0;
      if (this.features.aspiration && depth >= 4 && Math.abs(previous) < MATE_BOUND) {
        let window = 40;
        let alpha = previous - window;
        let beta = previous + window;
        for (;;) {
          value = this.root(depth, alpha, beta);
          if (this.budget.stopped) break;
          if (value <= alpha) alpha = Math.max(-INFINITE, alpha - window);
          else if (value >= beta) beta = Math.min(INFINITE, beta + window);
          else break;
          window *= 3;
          if (window > 1000) {
            alpha = -INFINITE;
            beta = INFINITE;
          }
        }
      } else {
        value = this.root(depth, -INFINITE, INFINITE);
      }
      if (this.budget.stopped) break;
      previous = value;
      this.completedDepth = depth;
      this.completedValue = value;
      this.completedLine = this.bestLine;
      onIteration?.({ depth, value, pv: this.bestLine, nodes: this.budget.nodes });
      if (this.wideRoot()) this.orderRootByNodes();
      // A forced mate found needs no deeper look.
      if (Math.abs(value) > MATE_BOUND && MATE - Math.abs(value) <= depth) break;
    }
  }

  /**
   * Exact values of every root move at `depth` (each searched with a full window), for choosing
   * among them with deliberate noise (the weaker levels) or reporting several lines.
   */
  valuesOfRootMoves(depth: number): { move: Move; value: number }[] {
    const board = this.board;
    const out: { move: Move; value: number }[] = [];
    for (const move of this.rootMoves) {
      board.make(move);
      const value = -this.negamax(depth - 1, -INFINITE, INFINITE, 1, true, board.inCheck(), true);
      board.unmake();
      if (this.budget.stopped) break;
      out.push({ move, value });
    }
    return out;
  }

  /** Whether the root is a wide position of facings (Joust's) searched with `widePv`. */
  private wideRoot(): boolean {
    return (
      this.features.widePv &&
      this.features.widePruning &&
      this.features.lateMoveReductions &&
      this.rootMoves.length > WIDE &&
      this.rootMoves[0].payload !== null
    );
  }

  /** The best move stays first; the others by the nodes of their last tree, most first (stable). */
  private orderRootByNodes(): void {
    const order = this.rootMoves.map((move, i) => ({ move, nodes: this.rootNodes[i], i }));
    const rest = order.slice(1).sort((a, b) => b.nodes - a.nodes || a.i - b.i);
    this.rootMoves = [order[0].move, ...rest.map((o) => o.move)];
    this.rootNodes = new Float64Array(this.rootMoves.length);
  }

  private root(depth: number, alphaIn: number, beta: number): number {
    const board = this.board;
    const moves = this.rootMoves;
    let alpha = alphaIn;
    let bestValue = -INFINITE;
    this.pvLength[0] = 0;
    // A wide root (Joust): late quiet moves first searched shallower, as inside the tree; another
    // facing of a path already searched here one ply less again.
    const reduce = depth >= 3 && this.wideRoot() && !board.inCheck();
    const landed = this.landed[0];
    const size = board.size;
    const stamp = ++this.stamp;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i];
      const quiet = reduce && move.promotion < 0 && !board.isCapture(move);
      let sibling = false;
      if (quiet) {
        const at = move.from * size + move.to;
        sibling = landed[at] === stamp;
        landed[at] = stamp;
      }
      const nodesBefore = this.budget.nodes;
      board.make(move);
      const givesCheck = board.inCheck();
      let value: number;
      if (i === 0) value = -this.negamax(depth - 1, -beta, -alpha, 1, true, givesCheck, true);
      else {
        let r = 0;
        if (quiet && !givesCheck && i >= 3) {
          r = REDUCTIONS[Math.min(depth, 63) * 64 + Math.min(i, 63)] + (sibling ? 1 : 0);
          r = Math.max(0, Math.min(r, depth - 2));
        }
        value = -this.negamax(depth - 1 - r, -alpha - 1, -alpha, 1, false, givesCheck, true);
        if (value > alpha && r > 0 && !this.budget.stopped)
          value = -this.negamax(depth - 1, -alpha - 1, -alpha, 1, false, givesCheck, true);
        if (value > alpha && value < beta && !this.budget.stopped)
          value = -this.negamax(depth - 1, -beta, -alpha, 1, true, givesCheck, true);
      }
      board.unmake();
      if (this.budget.stopped) break;
      this.rootNodes[i] = this.budget.nodes - nodesBefore;
      if (value > bestValue) {
        bestValue = value;
        if (value > alpha) {
          alpha = value;
          this.updatePv(0, move);
          this.best = move;
          this.bestValue = value;
          this.bestLine = this.line(0);
          // Search the best move first in the next iteration.
          const nodes = this.rootNodes[i];
          for (let j = i; j > 0; j--) {
            moves[j] = moves[j - 1];
            this.rootNodes[j] = this.rootNodes[j - 1];
          }
          moves[0] = move;
          this.rootNodes[0] = nodes;
        }
        if (value >= beta) break;
      }
    }
    if (!this.budget.stopped && this.features.transpositionTable)
      this.tt.store(board.keyLo, board.keyHi, 0, depth, bestValue, EXACT, this.best);
    return bestValue;
  }

  private negamax(
    depthIn: number,
    alphaIn: number,
    betaIn: number,
    ply: number,
    pvNode: boolean,
    inCheck: boolean,
    canNull: boolean,
  ): number {
    this.pvLength[ply] = ply;
    let depth = depthIn;
    if (this.features.checkExtension && inCheck) depth++;
    if (depth <= 0)
      return this.features.quiescence ? this.quiesce(alphaIn, betaIn, ply, inCheck) : this.leaf(ply);
    const board = this.board;
    const budget = this.budget;
    if (budget.tick()) return 0;

    const decided = board.decided();
    if (decided !== null) return this.terminal(decided, ply);
    const repeated = board.lastRepetition();
    if (repeated > 0 && (repeated <= ply || board.repetitions() >= 2)) return 0;
    if (ply >= MAX_SEARCH_PLY) return this.evaluate();
    if (this.captureKing && this.canTakeKing()) return MATE - ply - 1;

    // Mate-distance pruning: nothing here can beat a mate already found nearer the root.
    let alpha = Math.max(alphaIn, -MATE + ply);
    const beta = Math.min(betaIn, MATE - ply - 1);
    if (alpha >= beta) return alpha;

    const probe = this.probe;
    if (this.features.transpositionTable) this.tt.probe(board.keyLo, board.keyHi, ply, probe);
    else {
      probe.hit = false;
      probe.squares = -1;
    }
    const hashSquares = probe.squares;
    const hashKey = probe.moveKey;
    if (probe.hit && !pvNode && probe.depth >= depth) {
      const v = probe.score;
      if (
        probe.bound === EXACT ||
        (probe.bound === LOWER && v >= beta) ||
        (probe.bound === UPPER && v <= alpha)
      )
        return v;
    }

    const staticEval = inCheck ? -INFINITE : this.evaluate();
    if (!pvNode && !inCheck && Math.abs(beta) < MATE_BOUND) {
      // Reverse futility: far above beta with little depth left, the opponent will not catch up.
      if (this.features.futility && depth <= 3 && staticEval - REVERSE_FUTILITY * depth >= beta)
        return staticEval;
      // Null move: if passing still holds beta, a real move will too (not in zugzwang-prone endings).
      if (
        this.features.nullMove &&
        canNull &&
        depth >= 3 &&
        staticEval >= beta &&
        this.evaluator.nullMoveSafe(board)
      ) {
        const r = depth >= 7 ? 3 : 2;
        board.makeNull();
        const v = -this.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false, false);
        board.unmake();
        if (budget.stopped) return 0;
        if (v >= beta) return v > MATE_BOUND ? beta : v;
      }
    }

    // Joust lists its turns untested for legality (`lazyLegality`): each is tested once made,
    // below, so the moves a cut-off leaves unplayed are never tested.
    const moves = board.searchMoves();
    // Mate, stalemate or the game's loss for having no move; dead material; fifty moves.
    const outcome = board.searchOutcome(moves);
    if (outcome.status === "over") return this.terminal(outcome, ply);

    const scores = this.scratch(ply, moves.length);
    this.ordering.score(board, moves, scores, ply, hashSquares, hashKey);
    const futile =
      this.features.futility &&
      !pvNode &&
      !inCheck &&
      depth <= 2 &&
      Math.abs(alpha) < MATE_BOUND &&
      staticEval + FUTILITY[depth] <= alpha;
    const quiets = this.quietStack[ply];
    quiets.length = 0;
    let bestValue = -INFINITE;
    let bestMove: Move | null = null;
    let searched = 0;
    let legal = 0;
    const lazy = board.lazyLegality;
    // A wide position (Joust): a quiet move is its piece's path and a facing, and most of a move's
    // facings are worth about the same; the first searched stands for them, the others come late.
    const wide = this.features.widePruning && moves.length > WIDE;
    // Its moves are facings (Joust): its PV too is reduced as the rest (`widePv`).
    const widePv = wide && this.features.widePv && moves[0].payload !== null;
    const lateQuiets =
      wide && this.features.futility && !pvNode && !inCheck && depth < WIDE_LATE.length
        ? WIDE_LATE[depth]
        : moves.length;
    const landed = this.landed[ply];
    const size = board.size;
    const stamp = ++this.stamp;
    let quietCount = 0;
    const tried = this.playedStack[ply];
    tried.length = 0;
    for (let i = 0; i < moves.length; i++) {
      pick(moves, scores, i);
      const move = moves[i];
      const quiet = scores[i] < TACTICAL_SCORE && move.promotion < 0 && !board.isCapture(move);
      let sibling = false;
      if (wide) {
        if (quiet) {
          const at = move.from * size + move.to;
          sibling = landed[at] === stamp;
          landed[at] = stamp;
        } else sibling = move.payload !== null && landedBefore(tried, move);
        // Late-move pruning: far down a wide list, with little depth left, a quiet move (or another
        // facing of a capture) rarely matters (skipped once a move was searched, so a position is
        // never called mate by it).
        if ((quiet || sibling) && quietCount >= lateQuiets && searched > 0) continue;
        if (quiet || sibling) quietCount++;
        else if (move.payload !== null) tried.push(move);
      }
      board.make(move);
      if (lazy && !board.madeLegal(move)) {
        board.unmake();
        continue;
      }
      legal++;
      const givesCheck = board.inCheck();
      if (futile && quiet && !givesCheck && searched > 0) {
        board.unmake();
        continue;
      }
      let value: number;
      if (searched === 0) value = -this.negamax(depth - 1, -beta, -alpha, ply + 1, pvNode, givesCheck, true);
      else {
        let r = 0;
        if (
          this.features.lateMoveReductions &&
          depth >= (wide ? 2 : 3) &&
          searched >= 3 &&
          (quiet || sibling) &&
          !inCheck &&
          !givesCheck
        ) {
          r = REDUCTIONS[Math.min(depth, 63) * 64 + Math.min(searched, 63)];
          // Another facing of a move already searched here: one ply less again.
          if (sibling) r++;
          if (pvNode && !widePv) r--;
          r = Math.max(0, Math.min(r, depth - (wide ? 1 : 2)));
        }
        value = -this.negamax(depth - 1 - r, -alpha - 1, -alpha, ply + 1, false, givesCheck, true);
        if (value > alpha && r > 0)
          value = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, false, givesCheck, true);
        if (value > alpha && value < beta && pvNode)
          value = -this.negamax(depth - 1, -beta, -alpha, ply + 1, true, givesCheck, true);
      }
      board.unmake();
      if (budget.stopped) return 0;
      searched++;
      if (value > bestValue) {
        bestValue = value;
        bestMove = move;
        if (value > alpha) {
          alpha = value;
          if (pvNode) this.updatePv(ply, move);
          if (value >= beta) {
            if (quiet) {
              this.ordering.cut(board, move, ply, depth);
              for (const q of quiets) this.ordering.fail(board, q, depth);
            }
            break;
          }
        }
      }
      if (quiet) quiets.push(move);
    }
    // Every listed move was illegal: mate or stalemate after all.
    if (legal === 0) return this.terminal(board.outcome([]), ply);
    const bound = bestValue >= beta ? LOWER : bestValue > alphaIn ? EXACT : UPPER;
    if (this.features.transpositionTable)
      this.tt.store(board.keyLo, board.keyHi, ply, depth, bestValue, bound, bestMove);
    return bestValue;
  }

  /** Captures (and promotions) only, until the position is quiet; in check, every evasion. */
  private quiesce(alphaIn: number, beta: number, ply: number, inCheck: boolean): number {
    const board = this.board;
    this.pvLength[ply] = ply;
    if (this.budget.tick()) return 0;
    const decided = board.decided();
    if (decided !== null) return this.terminal(decided, ply);
    if (ply >= MAX_SEARCH_PLY) return this.evaluate();
    if (this.captureKing && this.canTakeKing()) return MATE - ply - 1;

    let alpha = alphaIn;
    let bestValue: number;
    let stand = 0;
    let moves: Move[];
    const evading = inCheck;
    if (evading) {
      moves = board.searchMoves();
      if (moves.length === 0) return this.terminal(board.outcome(moves), ply);
      bestValue = -MATE + ply;
    } else {
      stand = this.evaluate();
      if (stand >= beta) return stand;
      if (stand > alpha) alpha = stand;
      bestValue = stand;
      moves = board.searchTacticalMoves();
    }
    const lazy = board.lazyLegality;
    let legal = 0;
    const played = this.playedStack[ply];
    played.length = 0;
    const scores = this.scratch(ply, moves.length);
    this.ordering.scoreTactical(board, moves, scores);
    const values = this.values;
    const them = (1 - board.turn) as 0 | 1;
    for (let i = 0; i < moves.length; i++) {
      pick(moves, scores, i);
      const move = moves[i];
      if (!evading && this.features.quiescencePruning) {
        const victim = board.victimValue(move, values);
        const promoted = move.promotion >= 0 ? values[move.promotion] : 0;
        // Delta pruning: even winning the victim leaves us below alpha.
        if (promoted === 0 && stand + victim + DELTA <= alpha) continue;
        // A capture of a lesser piece on a defended square loses material (a cheap exchange test).
        if (
          promoted === 0 &&
          move.kind === "normal" &&
          victim < values[board.moverType(move)] &&
          board.attacked(move.to, them)
        )
          continue;
      }
      // Joust: the same capturing path with another facing. Quiescence asks what the captures win,
      // which the facing hardly changes: the first legal facing stands for the others.
      if (
        !evading &&
        this.features.quiescencePruning &&
        this.features.widePruning &&
        move.payload !== null &&
        landedBefore(played, move)
      )
        continue;
      board.make(move);
      if (lazy && !board.madeLegal(move)) {
        board.unmake();
        continue;
      }
      legal++;
      if (move.payload !== null) played.push(move);
      const value = -this.quiesce(-beta, -alpha, ply + 1, board.inCheck());
      board.unmake();
      if (this.budget.stopped) return 0;
      if (value > bestValue) {
        bestValue = value;
        if (value > alpha) {
          alpha = value;
          if (value >= beta) break;
        }
      }
    }
    // In check with every listed move illegal: mated (or the game's loss for having no move).
    if (evading && legal === 0) return this.terminal(board.outcome([]), ply);
    return bestValue;
  }

  /** A leaf without quiescence (the weakest level): the game's end, or the static evaluation. */
  private leaf(ply: number): number {
    if (this.budget.tick()) return 0;
    const decided = this.board.decided();
    if (decided !== null) return this.terminal(decided, ply);
    return this.evaluate();
  }

  /** The evaluation of the board's position, from the cache when it is there. */
  private evaluate(): number {
    const board = this.board;
    const lo = board.keyLo;
    const hi = board.keyHi;
    const i = lo & (EVAL_CACHE - 1);
    if (this.evalKeys[2 * i] === lo && this.evalKeys[2 * i + 1] === hi) return this.evalValues[i];
    const value = Math.max(-MATE_BOUND + 1, Math.min(MATE_BOUND - 1, this.evaluator.evaluate(board)));
    this.evalKeys[2 * i] = lo;
    this.evalKeys[2 * i + 1] = hi;
    this.evalValues[i] = value;
    return value;
  }

  /** The value of a finished game for the side to move at `ply`. */
  private terminal(outcome: Outcome, ply: number): number {
    if (outcome.status !== "over" || outcome.winner === "draw") return 0;
    const winner = outcome.winner === "w" ? 0 : 1;
    return winner === this.board.turn ? MATE - ply : -MATE + ply;
  }

  /** Capture-the-king games: the side to move attacks the enemy King, so it wins next ply. */
  private canTakeKing(): boolean {
    const board = this.board;
    const king = board.royal((1 - board.turn) as 0 | 1);
    return king >= 0 && board.attacked(king, board.turn);
  }

  private scratch(ply: number, n: number): Int32Array {
    if (this.scoreStack[ply].length < n) this.scoreStack[ply] = new Int32Array(n * 2);
    return this.scoreStack[ply];
  }

  private updatePv(ply: number, move: Move): void {
    const table = this.pvTable;
    const row = ply * MAX;
    const next = (ply + 1) * MAX;
    table[row + ply] = move;
    const end = this.pvLength[ply + 1];
    for (let j = ply + 1; j < end; j++) table[row + j] = table[next + j];
    this.pvLength[ply] = Math.max(end, ply + 1);
  }

  private line(ply: number): Move[] {
    const out: Move[] = [];
    for (let j = ply; j < this.pvLength[ply]; j++) {
      const m = this.pvTable[ply * MAX + j];
      if (m === null) break;
      out.push(m);
    }
    return out;
  }
}

/**
 * Whether a move with a payload (Joust's turn text, `Wa1-a5xb5@N`) lands as one of `played` does:
 * the same squares and path, another facing (the text up to its `@`).
 */
function landedBefore(played: readonly Move[], move: Move): boolean {
  const text = move.payload as string;
  const at = text.indexOf("@");
  const end = at < 0 ? text.length : at;
  for (const other of played) {
    if (other.from !== move.from || other.to !== move.to) continue;
    const o = other.payload as string;
    const oat = o.indexOf("@");
    if ((oat < 0 ? o.length : oat) === end && o.startsWith(text.slice(0, end))) return true;
  }
  return false;
}
