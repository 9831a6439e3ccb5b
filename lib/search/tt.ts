// The transposition table: a fixed-size cache of what earlier visits of a position found (its score
// as a bound, the depth searched, the best move), keyed by the engine's Zobrist key.
//
// - Size: a power of two of entries, fixed when the table is made; nothing grows during a search.
// - Buckets of two entries. A new result replaces the entry of the same position, else the one
//   left by an older search, else the shallower one: deep results live long, fresh ones get in.
// - Mate scores are stored relative to the node ("mate in 3 from here"), not to the root, so a
//   position reached at another ply reads the right distance (`toTable` / `fromTable`).
// - The move is stored as its origin, destination and a 32-bit key of the whole move (promotion,
//   castling, Mercenary placement, Joust's action text), matched against the legal moves.

import type { Move } from "@/lib/engine";
import { MATE_BOUND } from "./score";

export const EXACT = 1;
/** The score is at least this (the search failed high: a cut). */
export const LOWER = 2;
/** The score is at most this (every move failed low). */
export const UPPER = 3;

export interface Probe {
  /** Whether the position was found. */
  hit: boolean;
  depth: number;
  score: number;
  bound: number;
  /** `from * 128 + to` of the best move, or -1. */
  squares: number;
  moveKey: number;
}

export class TranspositionTable {
  readonly entries: number;
  private readonly mask: number;
  private readonly check: Int32Array;
  private readonly lock: Int32Array;
  private readonly scores: Int16Array;
  private readonly depths: Int8Array;
  /** Bound (2 bits) and generation (6 bits). */
  private readonly meta: Uint8Array;
  private readonly moveSquares: Int16Array;
  private readonly moveKeys: Int32Array;
  private generation = 0;

  /** A table of 2^bits entries (about 16 bytes each). */
  constructor(bits = 18) {
    this.entries = 1 << bits;
    this.mask = this.entries - 2; // even index: the first entry of a bucket of two
    this.check = new Int32Array(this.entries);
    this.lock = new Int32Array(this.entries);
    this.scores = new Int16Array(this.entries);
    this.depths = new Int8Array(this.entries);
    this.meta = new Uint8Array(this.entries);
    this.moveSquares = new Int16Array(this.entries).fill(-1);
    this.moveKeys = new Int32Array(this.entries);
  }

  /** Forgets everything (a search that must not depend on earlier ones). */
  clear(): void {
    this.meta.fill(0);
    this.moveSquares.fill(-1);
    this.generation = 0;
  }

  /** Starts a new search: older entries become the first to be replaced. */
  age(): void {
    this.generation = (this.generation + 1) & 63;
  }

  /** Reads the entry of a position into `out` (`out.hit` false when absent). */
  probe(keyLo: number, keyHi: number, ply: number, out: Probe): void {
    const i = keyLo & this.mask;
    const found = this.find(i, keyLo, keyHi);
    if (found < 0) {
      out.hit = false;
      out.squares = -1;
      return;
    }
    out.hit = true;
    out.depth = this.depths[found];
    out.score = fromTable(this.scores[found], ply);
    out.bound = this.meta[found] & 3;
    out.squares = this.moveSquares[found];
    out.moveKey = this.moveKeys[found];
  }

  store(
    keyLo: number,
    keyHi: number,
    ply: number,
    depth: number,
    score: number,
    bound: number,
    move: Move | null,
  ): void {
    const i = keyLo & this.mask;
    const same = this.find(i, keyLo, keyHi);
    // The same position: keep a much deeper exact result over a shallow bound.
    if (same >= 0 && depth < this.depths[same] - 2 && bound !== EXACT && (this.meta[same] & 3) === EXACT)
      return;
    const slot = same >= 0 ? same : this.victim(i);
    this.check[slot] = keyHi;
    this.lock[slot] = keyLo;
    this.depths[slot] = depth;
    this.scores[slot] = toTable(score, ply);
    this.meta[slot] = bound | (this.generation << 2);
    if (move !== null) {
      this.moveSquares[slot] = move.from * 128 + move.to;
      this.moveKeys[slot] = moveKey(move);
    } else if (same < 0) {
      this.moveSquares[slot] = -1; // a new position without a move; the same one keeps its old move
    }
  }

  private find(i: number, keyLo: number, keyHi: number): number {
    for (let s = i; s < i + 2; s++) {
      if ((this.meta[s] & 3) !== 0 && this.check[s] === keyHi && this.lock[s] === keyLo) return s;
    }
    return -1;
  }

  /** Which entry of a bucket a new position takes: an empty one, an older search's, the shallower. */
  private victim(i: number): number {
    let best = i;
    let worst = Number.POSITIVE_INFINITY;
    for (let s = i; s < i + 2; s++) {
      if ((this.meta[s] & 3) === 0) return s;
      const stale = this.meta[s] >> 2 !== this.generation ? 64 : 0;
      const worth = this.depths[s] - stale;
      if (worth < worst) {
        worst = worth;
        best = s;
      }
    }
    return best;
  }
}

/** A mate score as "from this node", for storing. */
export function toTable(score: number, ply: number): number {
  if (score > MATE_BOUND) return score + ply;
  if (score < -MATE_BOUND) return score - ply;
  return score;
}

/** A stored mate score as "from the root", at `ply`. */
export function fromTable(score: number, ply: number): number {
  if (score > MATE_BOUND) return score - ply;
  if (score < -MATE_BOUND) return score + ply;
  return score;
}

/**
 * A 32-bit key of a whole move: squares, kind, promotion, castling, placement and action text. Two
 * different legal moves of one position get different keys (a collision would need equal squares
 * and a 32-bit hash collision of the rest).
 */
export function moveKey(move: Move): number {
  let k = Math.imul(move.from * 128 + move.to, 0x9e3779b1);
  k = Math.imul(k ^ (move.promotion + 2), 0x85ebca6b);
  k = Math.imul(k ^ (move.castle + 2), 0xc2b2ae35);
  k ^= move.kind === "normal" ? 1 : move.kind === "castle" ? 2 : move.kind === "swap" ? 3 : 4;
  if (move.drop !== null) k = Math.imul(k ^ (move.drop.square + 2) ^ (move.drop.piece << 8), 0x27d4eb2f);
  const payload = move.payload;
  if (payload !== null) {
    for (let i = 0; i < payload.length; i++) k = Math.imul(k ^ payload.charCodeAt(i), 0x01000193);
  }
  return k ^ (k >>> 16);
}
