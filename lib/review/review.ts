// The engine review of a finished game: every position of its record searched at a fixed node
// budget, each move's score before and after it, the winning-chance drop for the side that moved,
// its mark (./marks.ts) and, for a marked move, the better move and its line. Pure (the engine and
// the search, no I/O, no clock): the review thread runs it (./thread.ts), tests call it directly.
import { type Color, fail, getGame, ok, type Position, type Result } from "@/lib/engine";
import { analyse, type Score, whiteScore } from "@/lib/search";
import { judgeMove, type Mark, type MarkReason } from "./marks";

/**
 * What a review costs, at most: nodes per position (the played move, when it is not the best, gets
 * more: lib/search `analyse`; a suspected blunder is searched again, CONFIRM_NODES), and positions.
 */
export type ReviewBudget = { readonly nodes: number; readonly maxPlies: number };

/**
 * The service's budget: 20,000 nodes a position (about half a second on one core of the machine
 * this was built on, depth 5-6 in chess) for at most the first 200 half-moves: a long game costs
 * a few minutes of one thread, never more.
 */
export const REVIEW_BUDGET: ReviewBudget = { nodes: 20_000, maxPlies: 200 };

export type ReviewedMove = {
  /** 1 = White's first move. */
  readonly ply: number;
  /** The position before the move, with the best move, from White's side. */
  readonly before: Score;
  /** The position after the move played, from White's side: the `[%eval]` of the move. */
  readonly after: Score;
  /** How much the mover's winning chances fell (-1..1 scale, Lichess's curve; negative: they rose). */
  readonly drop: number;
  readonly mark: Mark | null;
  readonly reason: MarkReason | null;
  /** The better move, for a marked move: SAN (or the game's notation), its squares and its line. */
  readonly better: BetterMove | null;
};

export type BetterMove = {
  readonly move: string;
  readonly san: string;
  readonly from: string;
  readonly to: string;
  /** The line the better move starts, the better move first: in canonical notation, and in SAN. */
  readonly line: readonly string[];
  readonly lineSan: readonly string[];
};

export type GameReview = {
  readonly moves: readonly ReviewedMove[];
  /** Half-moves of the record left unreviewed past the budget's `maxPlies`. */
  readonly skipped: number;
  readonly nodes: number;
};

/** The longest line kept with a better move (what the page and the PGN show). */
const LINE_KEPT = 8;

/**
 * Reviews a game's record (its start position and its moves in canonical notation). A record that
 * does not replay is refused with its reason; the position after the last move is not searched
 * (the game is over there).
 */
export function reviewGame(
  gameType: string,
  startPosition: string,
  notations: readonly string[],
  budget: ReviewBudget,
): Result<GameReview> {
  const found = getGame(gameType);
  if (!found.ok) return found;
  const game = found.value;
  const start = game.parsePosition(startPosition);
  if (!start.ok) return fail(start.error.code, `the start position does not read: ${start.error.reason}`);
  const moves: ReviewedMove[] = [];
  let nodes = 0;
  let position = start.value;
  const reviewed = Math.min(notations.length, Math.max(0, budget.maxPlies));
  let confirmations = 0;
  for (let index = 0; index < reviewed; index++) {
    const notation = notations[index];
    const mover: Color = game.turn(position);
    const side = mover === "w" ? 0 : 1;
    let judged = judgeAt(gameType, position, notation, budget.nodes);
    if (!judged.ok) return fail(judged.error.code, `move ${index + 1}, ${judged.error.reason}`);
    nodes += judged.value.nodes;
    // A blunder is said only when a deeper search still sees one (a few per game at most).
    if (judged.value.mark === "blunder" && confirmations < MAX_CONFIRMATIONS) {
      confirmations++;
      const deeper = judgeAt(gameType, position, notation, budget.nodes * CONFIRM_NODES);
      if (!deeper.ok) return fail(deeper.error.code, `move ${index + 1}, ${deeper.error.reason}`);
      nodes += deeper.value.nodes;
      judged = deeper;
    }
    const { best, played, after, mark, drop, reason } = judged.value;
    let better: BetterMove | null = null;
    if (mark && played?.move !== best.move) {
      const squares = game.move(position, best.move);
      if (squares.ok)
        better = {
          move: best.move,
          san: best.san,
          from: squares.value.from,
          to: squares.value.to,
          line: best.pv.slice(0, LINE_KEPT),
          lineSan: best.pvSan.slice(0, LINE_KEPT),
        };
    }
    moves.push({
      ply: index + 1,
      before: whiteScore(best.score, side),
      after: whiteScore(after, side),
      drop: round(drop),
      mark: better ? mark : null,
      reason: better ? reason : null,
      better,
    });
    const next = game.move(position, notation);
    if (!next.ok) return fail(next.error.code, `move ${index + 1}, ${next.error.reason}`, notation);
    position = next.value.position;
  }
  return ok({ moves, skipped: notations.length - reviewed, nodes });
}

/**
 * A blunder found at the budget's nodes is searched again with this many times the nodes, and that
 * deeper judgement stands: at 20,000 nodes Joust's search reaches 3-4 plies, and a ?? there can be
 * a line the next ply refutes (`tests/pure/review.test.ts`).
 */
export const CONFIRM_NODES = 8;
/** At most this many blunders a review confirms (a weak player's game has many, and real ones). */
const MAX_CONFIRMATIONS = 16;

/** One move judged at `nodes`: the analysis, the score after the move, the mark and the drop. */
function judgeAt(gameType: string, position: Position, notation: string, nodes: number) {
  const analysis = analyse(gameType, position, { nodes, move: notation, mateCheckDepth: MARK_DEPTH });
  if (!analysis.ok) return analysis;
  const { best, played } = analysis.value;
  // `played` is there whenever `move` is given; the best move's score stands in otherwise.
  const after = played?.score ?? best.score;
  const judged = judgeMove(best.score, after);
  return ok({
    best,
    played,
    after,
    drop: judged.drop,
    reason: judged.reason,
    mark: markOf(judged.mark, best, played),
    nodes: best.nodes,
  });
}

/**
 * A review marks a move only when the played and the best move were searched to the same depth,
 * and deep enough (MARK_DEPTH) that a move is judged by more than its first reply: at one ply a
 * game whose evaluation favours the side to move at the leaves (Joust's turns capture several
 * pieces) shows a drop of a pawn or more that a deeper search takes back.
 * A forced mate is exact at any depth: for the best move (the played move is then searched deep
 * enough to tell a slower mate), or for the played move (found no deeper than the best's search).
 * The same move with another facing (Joust) is marked only when the difference is a blunder:
 * below that it is within what the search's noise moves at these depths, and "X? X@E was best"
 * reads as the move being worse than itself.
 */
function markOf(
  mark: Mark | null,
  best: { readonly depth: number; readonly score: Score },
  played: { readonly depth: number; readonly score: Score; readonly sameButFacing: boolean } | undefined,
): Mark | null {
  if (mark === null || played === undefined) return mark;
  // A forced mate is exact at whatever depth it was found; the played move was then searched to at
  // least MARK_DEPTH (or to a mate of its own), so a slower mate is not taken for none.
  const mating = "mate" in best.score && best.score.mate > 0;
  // A mate found for the played move stops its search early (it is exact too); the best move's
  // search went at least as deep, so a mate it could not avoid either would show in its score.
  const mated = "mate" in played.score && played.depth <= best.depth;
  const compared = mating
    ? played.depth >= Math.max(best.depth, MARK_DEPTH) || "mate" in played.score
    : mated || (played.depth === best.depth && best.depth >= MARK_DEPTH);
  if (!compared) return null;
  if (played.sameButFacing && mark !== "blunder") return null;
  return mark;
}

/** The least depth (plies) at which a review compares the played move with the best and marks it. */
export const MARK_DEPTH = 3;

const round = (n: number) => Math.round(n * 1000) / 1000;
