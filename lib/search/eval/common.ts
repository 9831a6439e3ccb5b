// What the games' evaluations share: piece tables by letter, the game phase (middlegame to endgame,
// by the material left), distances on any board size, and a king zone marker. Scores are built as a
// middlegame and an endgame part and blended by phase ("tapered" evaluation), White's point of view
// until the last step turns it to the side to move's.

import { getGame, type SearchBoard } from "@/lib/engine";

/** One piece of a game in an evaluation: material in the middlegame and the endgame, and how much it counts for the phase. */
export interface PieceValue {
  readonly letter: string;
  readonly mg: number;
  readonly eg: number;
  /** Weight in the game phase (0 for pawns and the King). */
  readonly phase: number;
}

/** Per type index (the game's piece order) arrays of a piece table; missing letters get zeros. */
export function byType(
  board: SearchBoard,
  pieces: readonly PieceValue[],
): { mg: Int32Array; eg: Int32Array; phase: Int32Array; values: number[] } {
  const n = board.letters.length;
  const mg = new Int32Array(n);
  const eg = new Int32Array(n);
  const phase = new Int32Array(n);
  const values = new Array<number>(n).fill(0);
  for (const p of pieces) {
    const t = board.letters.indexOf(p.letter);
    if (t < 0) continue;
    mg[t] = p.mg;
    eg[t] = p.eg;
    phase[t] = p.phase;
    values[t] = Math.round((p.mg + p.eg) / 2);
  }
  return { mg, eg, phase, values };
}

/** The type index of a letter in this game, or -1. */
export const typeOf = (board: SearchBoard, letter: string): number => board.letters.indexOf(letter);

/** The value a royal piece gets in `values` (ordering: taking it comes first). */
export const ROYAL_VALUE = 10000;

/** Blends a middlegame and an endgame score by phase (`phase` of `full`, clamped). */
export function taper(mg: number, eg: number, phase: number, full: number): number {
  const p = Math.min(phase, full);
  return Math.round((mg * p + eg * (full - p)) / full);
}

/**
 * Centralisation of each square: 0 in the corners up to about `files/2 + ranks/2 - 1` in the
 * middle (the Manhattan distance from the edge-most centre). For knights, kings in the endgame.
 */
export function centrality(board: SearchBoard): Int8Array {
  const out = new Int8Array(board.size);
  const cf = (board.files - 1) / 2;
  const cr = (board.ranks - 1) / 2;
  for (let sq = 0; sq < board.size; sq++) {
    const df = Math.abs(board.file(sq) - cf);
    const dr = Math.abs(board.rank(sq) - cr);
    out[sq] = Math.round(cf + cr - df - dr);
  }
  return out;
}

/** Chebyshev distance between two squares (king steps). */
export function distance(board: SearchBoard, a: number, b: number): number {
  return Math.max(Math.abs(board.file(a) - board.file(b)), Math.abs(board.rank(a) - board.rank(b)));
}

/**
 * Marks the zone around a King (its square and neighbours, and `ahead` more ranks towards the
 * enemy) in `zone` with 1 and records the marked squares in `marked` (for clearing); returns the
 * number marked.
 */
export function markKingZone(
  board: SearchBoard,
  king: number,
  side: 0 | 1,
  ahead: number,
  zone: Uint8Array,
  marked: Int16Array,
): number {
  let n = 0;
  const kf = board.file(king);
  const kr = board.rank(king);
  const forward = side === 0 ? 1 : -1;
  for (let dr = -1; dr <= 1 + ahead; dr++) {
    const r = kr + dr * forward;
    if (r < 0 || r >= board.ranks) continue;
    for (let df = -1; df <= 1; df++) {
      const f = kf + df;
      if (f < 0 || f >= board.files) continue;
      const sq = r * board.files + f;
      if (board.isPit(sq)) continue;
      zone[sq] = 1;
      marked[n++] = sq;
    }
  }
  return n;
}

/** Clears what `markKingZone` marked. */
export function clearZone(zone: Uint8Array, marked: Int16Array, n: number): void {
  for (let i = 0; i < n; i++) zone[marked[i]] = 0;
}

/** Steps in the eight directions N, NE, E, SE, S, SW, W, NW (Joust's direction order). */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

/** `steps[sq * 8 + d]`: the square next to sq in direction d, or -1 off the board or on a pit. */
export function stepTable(board: SearchBoard): Int16Array {
  const steps = new Int16Array(board.size * 8).fill(-1);
  for (let sq = 0; sq < board.size; sq++) {
    for (let d = 0; d < 8; d++) {
      const f = board.file(sq) + DIRECTIONS[d][0];
      const r = board.rank(sq) + DIRECTIONS[d][1];
      if (f < 0 || f >= board.files || r < 0 || r >= board.ranks) continue;
      const to = r * board.files + f;
      if (!board.isPit(to)) steps[sq * 8 + d] = to;
    }
  }
  return steps;
}

/**
 * The penalty for `units` of attack on a King's zone (attackers' weights times squares hit): it
 * grows with the square of the attack, as one attacker is rarely dangerous and three usually are.
 */
export function kingDanger(units: number, attackers: number): number {
  if (attackers < 2) return 0;
  return Math.min(700, Math.round((units * units) / 2));
}

/** The phase of the game's start position: the weight of a full board of pieces. */
export function startPhase(board: SearchBoard, weights: ArrayLike<number>): number {
  const game = getGame(board.gameId);
  if (!game.ok) return 1;
  const start = game.value.searchBoard(game.value.start());
  let phase = 0;
  for (let sq = 0; sq < start.size; sq++) {
    const c = start.squares[sq];
    if (c > 0) phase += weights[(c - 1) >> 1];
  }
  return Math.max(1, phase);
}

/**
 * What every game's evaluation starts from: its piece table by type, the King's type, the values a
 * search orders captures by (the King royal), the start position's phase, each square's centrality.
 */
export function evaluationBasis(board: SearchBoard, pieces: readonly PieceValue[]) {
  const table = byType(board, pieces);
  const king = typeOf(board, "K");
  const values = [...table.values];
  if (king >= 0) values[king] = ROYAL_VALUE;
  return {
    table,
    king,
    values,
    fullPhase: startPhase(board, table.phase),
    central: centrality(board),
    size: board.size,
  };
}

/**
 * Per type index: the mobility weights (`mob[i][type]`, the i-th number of the letter's entry) and
 * the king-attack weight, from tables by letter; a missing letter gets zeros.
 */
export function weightsByType(
  board: SearchBoard,
  mobility: Readonly<Record<string, readonly number[]>>,
  attackBy: Readonly<Record<string, number>>,
  terms = 3,
): { mob: Int32Array[]; attack: Int32Array } {
  const n = board.letters.length;
  const mob = Array.from({ length: terms }, () => new Int32Array(n));
  const attack = new Int32Array(n);
  board.letters.forEach((letter, t) => {
    const m = mobility[letter];
    if (m) for (let i = 0; i < terms; i++) mob[i][t] = m[i];
    attack[t] = attackBy[letter] ?? 0;
  });
  return { mob, attack };
}
