// Move ordering: alpha-beta cuts early only when the best move comes first. In order:
//   1. the hash move (the transposition table's best move of an earlier visit);
//   2. captures and promotions, most valuable victim first, least valuable attacker next (MVV-LVA);
//   3. the two killer moves of this ply (quiet moves that caused a cut in a sibling position);
//   4. the other quiet moves by their history (how often the move caused a cut anywhere).
// Moves are scored once per node and picked lazily (`pick`): most nodes cut after one or two moves.

import type { Move, SearchBoard } from "@/lib/engine";
import { sameMove } from "@/lib/engine";
import { moveKey } from "./tt";

const HASH = 1 << 30;
const TACTICAL = 1 << 28;
const KILLER = 1 << 26;
/** History scores stay below this (halved when one reaches it), under the killers. */
const HISTORY_MAX = 1 << 24;
const MAX_PLY = 128;

export class Ordering {
  private readonly size: number;
  private readonly killers: (Move | null)[] = new Array(MAX_PLY * 2).fill(null);
  private readonly history: Int32Array;
  /** Piece values by type, for MVV-LVA. */
  private readonly values: ArrayLike<number>;

  constructor(size: number, values: ArrayLike<number>) {
    this.size = size;
    this.values = values;
    this.history = new Int32Array(2 * size * size);
  }

  /**
   * Scores `moves` into `scores` (same indexes): higher first. `hashSquares`/`hashKey` name the
   * hash move (-1 when none).
   */
  score(
    board: SearchBoard,
    moves: readonly Move[],
    scores: Int32Array,
    ply: number,
    hashSquares: number,
    hashKey: number,
  ): void {
    const values = this.values;
    const side = board.turn;
    const base = side * this.size * this.size;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      if (hashSquares === m.from * 128 + m.to && moveKey(m) === hashKey) {
        scores[i] = HASH;
        continue;
      }
      const victim = board.victimValue(m, values);
      if (victim > 0 || m.promotion >= 0) {
        const promoted = m.promotion >= 0 ? values[m.promotion] : 0;
        scores[i] = TACTICAL + (victim + promoted) * 64 - values[board.moverType(m)];
        continue;
      }
      if (k1 !== null && sameMove(m, k1)) scores[i] = KILLER + 1;
      else if (k2 !== null && sameMove(m, k2)) scores[i] = KILLER;
      else scores[i] = this.history[base + m.from * this.size + m.to];
    }
  }

  /** Scores captures and promotions only (quiescence): MVV-LVA. */
  scoreTactical(board: SearchBoard, moves: readonly Move[], scores: Int32Array): void {
    const values = this.values;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      const promoted = m.promotion >= 0 ? values[m.promotion] : 0;
      scores[i] = (board.victimValue(m, values) + promoted) * 64 - values[board.moverType(m)];
    }
  }

  /** A quiet move caused a cut at `ply` after `depth`: remember it as a killer and in the history. */
  cut(board: SearchBoard, move: Move, ply: number, depth: number): void {
    const k = ply * 2;
    const first = this.killers[k];
    if (first === null || !sameMove(first, move)) {
      this.killers[k + 1] = first;
      this.killers[k] = move;
    }
    const i = board.turn * this.size * this.size + move.from * this.size + move.to;
    this.history[i] += depth * depth;
    if (this.history[i] > HISTORY_MAX) for (let j = 0; j < this.history.length; j++) this.history[j] >>= 1;
  }

  /** A quiet move searched before the one that cut: it was not good enough here. */
  fail(board: SearchBoard, move: Move, depth: number): void {
    const i = board.turn * this.size * this.size + move.from * this.size + move.to;
    this.history[i] = Math.max(-HISTORY_MAX, this.history[i] - depth);
  }

  /** Clears the killers of the plies below `ply` (a new root iteration keeps them by default). */
  clearKillers(): void {
    this.killers.fill(null);
  }
}

/**
 * Moves the best-scored move among `from..` to index `from` (selection sort, one step), so a node
 * that cuts early never sorts the rest.
 */
export function pick(moves: Move[], scores: Int32Array, from: number): void {
  let best = from;
  for (let i = from + 1; i < moves.length; i++) if (scores[i] > scores[best]) best = i;
  if (best !== from) {
    const m = moves[from];
    moves[from] = moves[best];
    moves[best] = m;
    const s = scores[from];
    scores[from] = scores[best];
    scores[best] = s;
  }
}

export const MAX_SEARCH_PLY = MAX_PLY - 8;
