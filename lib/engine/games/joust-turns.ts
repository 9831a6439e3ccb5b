// The Joust turn search (joust §4, §5, §7): every distinct turn of one side, and the attack test.
//
// A turn is one piece X doing `M? J* X* R?`. Two action sequences that end in the same position are
// one turn (joust §4.9). The resulting position is fixed by X's final square, the set of squares it
// captured on and its final orientation, so the search collects *landings* (final square + capture
// set) and, for each, the bit set of final orientations some sequence allows. A turn is then a
// landing plus one of those orientations; its legality (§5.2) does not depend on the orientation,
// because the attack test only looks at which squares hold whose pieces.
//
// The search runs on a flat Int8Array of piece codes and allocates nothing per position unless the
// caller asks for the action sequences (trace mode, for notation and the board UI).

import * as vocabulary from "./joust-pips";

// Module-local copies of the tables the search reads in its inner loops: an imported binding can
// compile to a getter call per access, which showed up as a fifth of perft's time.
const BLACK_BIT = vocabulary.BLACK_BIT;
const DX = vocabulary.DX;
const DY = vocabulary.DY;
const KING = vocabulary.KING;
const ORIENTATION_COUNT = vocabulary.ORIENTATION_COUNT;
const PIPS = vocabulary.PIPS;
const POPCOUNT = vocabulary.POPCOUNT;
const STEP = vocabulary.STEP;
const typeOf = (code: number): number => code & 7;
const orientationOf = (code: number): number => (code >> 4) & 7;
const withOrientation = (code: number, orientation: number): number => (code & 0x0f) | (orientation << 4);

/** Action kinds in an encoded action (`kind << 6 | square`), ordered as their notation characters `-` < `^` < `x`. */
export const MOVE = 0;
export const JUMP = 1;
export const CAPTURE = 2;

export const actionKind = (action: number): number => action >> 6;
export const actionSquare = (action: number): number => action & 63;

/** Longest action sequence: a Move and then one action per pip (at most 4 pips). */
const MAX_ACTIONS = 8;

/** The landings of one side, filled by generateLandings. Parallel arrays indexed by landing. */
export class LandingBuffer {
  count = 0;
  from = new Int8Array(256);
  to = new Int8Array(256);
  /** The mover's code before the turn. */
  code = new Int8Array(256);
  /** Captured squares 0..31 and 32..63 as bit masks. */
  capLo = new Int32Array(256);
  capHi = new Int32Array(256);
  /** Allowed final orientations (bit r = orientation r); 0 once the landing is found illegal. */
  orients = new Uint8Array(256);
  /**
   * Trace mode: the canonical sequence ending here without a rotation (slot 0) and before a final
   * rotation (slot 1), MAX_ACTIONS encoded actions each; length -1 when there is none.
   */
  sequences = new Int16Array(256 * 2 * MAX_ACTIONS);
  lengths = new Int8Array(256 * 2);

  grow(): void {
    const size = this.from.length * 2;
    const copy = <T extends Int8Array | Int16Array | Int32Array | Uint8Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.from = copy(this.from, new Int8Array(size));
    this.to = copy(this.to, new Int8Array(size));
    this.code = copy(this.code, new Int8Array(size));
    this.capLo = copy(this.capLo, new Int32Array(size));
    this.capHi = copy(this.capHi, new Int32Array(size));
    this.orients = copy(this.orients, new Uint8Array(size));
    this.sequences = copy(this.sequences, new Int16Array(size * 2 * MAX_ACTIONS));
    this.lengths = copy(this.lengths, new Int8Array(size * 2));
  }

  /** Number of turns (landing × orientation) still allowed. */
  turnCount(): number {
    let n = 0;
    for (let i = 0; i < this.count; i++) n += POPCOUNT[this.orients[i]];
    return n;
  }

  /** Trace mode: the canonical actions of landing i ending unrotated (false) or before a rotation (true). */
  sequence(i: number, rotated: boolean): number[] {
    const slot = 2 * i + (rotated ? 1 : 0);
    const start = slot * MAX_ACTIONS;
    return Array.from(this.sequences.subarray(start, start + Math.max(0, this.lengths[slot])));
  }
}

export interface SearchOptions {
  /** Keep the canonical action sequence of every turn (notation, board UI). */
  readonly trace?: boolean;
  /** Test hook only: keep null turns (the rejected reading of joust A6). */
  readonly allowNull?: boolean;
}

// ---- Search state of the piece being expanded (module level: the search is not re-entrant) ----

let board: Int8Array = new Int8Array(64);
let out: LandingBuffer = new LandingBuffer();
let origin = 0;
let moverPips = 0;
let myBit = 0;
let startOrientation = 0;
let allOrientations = 0;
let pieceStart = 0;
let trace = false;
const stack = new Int32Array(16);
const noCaptureSlot = new Int32Array(64);
const noCaptureStamp = new Int32Array(64);
let stamp = 0;

/** Order of an encoded action in plain string order of its token: kind char, then file, then rank. */
const tokenOrder = (action: number): number =>
  ((action >> 6) << 6) | ((action & 7) << 3) | ((action >> 3) & 7);

/** joust §10.1: keeps the sequence on the stack in a slot if it has fewer actions, or as many and comes first in plain string order. */
function keepIfBetter(slot: number, n: number): void {
  const length = out.lengths[slot];
  const base = slot * MAX_ACTIONS;
  if (length >= 0 && n >= length) {
    if (n > length) return;
    let i = 0;
    while (i < n && stack[i] === out.sequences[base + i]) i++;
    if (i === n || tokenOrder(stack[i]) > tokenOrder(out.sequences[base + i])) return;
  }
  for (let i = 0; i < n; i++) out.sequences[base + i] = stack[i];
  out.lengths[slot] = n;
}

function newLanding(to: number, capLo: number, capHi: number): number {
  if (out.count === out.from.length) out.grow();
  const i = out.count++;
  out.from[i] = origin;
  out.to[i] = to;
  out.capLo[i] = capLo;
  out.capHi[i] = capHi;
  out.orients[i] = 0;
  if (trace) {
    out.lengths[2 * i] = -1;
    out.lengths[2 * i + 1] = -1;
  }
  return i;
}

function record(pos: number, used: number, captured: boolean, n: number, capLo: number, capHi: number): void {
  let i = -1;
  if ((capLo | capHi) === 0) {
    if (noCaptureStamp[pos] === stamp) i = noCaptureSlot[pos];
    else {
      i = newLanding(pos, 0, 0);
      noCaptureStamp[pos] = stamp;
      noCaptureSlot[pos] = i;
    }
  } else {
    for (let k = pieceStart; k < out.count; k++) {
      if (out.to[k] === pos && out.capLo[k] === capLo && out.capHi[k] === capHi) {
        i = k;
        break;
      }
    }
    if (i < 0) i = newLanding(pos, capLo, capHi);
  }
  // joust §4.5: rotation only after no capture, or with every pip used; never to the same set.
  const rotates = !captured || used === moverPips;
  const same = 1 << startOrientation;
  let bits = n > 0 ? same : 0;
  if (rotates) bits |= allOrientations & ~same;
  out.orients[i] |= bits;
  if (trace) {
    if (n > 0) keepIfBetter(2 * i, n);
    if (rotates) keepIfBetter(2 * i + 1, n);
  }
}

/** joust §7 `rec`: J* X* from pos with `used` pips spent. */
function visit(pos: number, used: number, captured: boolean, n: number, capLo: number, capHi: number): void {
  if (n > 0) record(pos, used, captured, n, capLo, capHi);
  for (let free = moverPips & ~used; free !== 0; free &= free - 1) {
    const b = free & -free;
    const d = 31 - Math.clz32(b);
    // joust §4.3: jump away from pip d over an adjacent friend onto an empty square; never after a capture.
    if (!captured) {
      const j = (d + 4) & 7;
      const over = STEP[pos * 8 + j];
      if (over >= 0) {
        const c = board[over];
        if (c !== 0 && (c & BLACK_BIT) === myBit) {
          const land = STEP[over * 8 + j];
          if (land >= 0 && board[land] === 0) {
            stack[n] = (JUMP << 6) | land;
            visit(land, used | b, false, n + 1, capLo, capHi);
          }
        }
      }
    }
    // joust §4.4: capture by replacement on the adjacent square in direction d.
    const t = STEP[pos * 8 + d];
    if (t >= 0) {
      const c = board[t];
      if (c !== 0 && (c & BLACK_BIT) !== myBit) {
        board[t] = 0;
        stack[n] = (CAPTURE << 6) | t;
        if (t < 32) visit(t, used | b, true, n + 1, capLo | (1 << t), capHi);
        else visit(t, used | b, true, n + 1, capLo, capHi | (1 << (t - 32)));
        board[t] = c;
      }
    }
  }
}

function searchPiece(sq: number, allowNull: boolean): void {
  const code = board[sq];
  origin = sq;
  moverPips = PIPS[code];
  startOrientation = orientationOf(code);
  allOrientations = (1 << ORIENTATION_COUNT[typeOf(code)]) - 1;
  pieceStart = out.count;
  stamp++;
  board[sq] = 0; // joust §7: the mover is lifted for the whole search.
  // joust §4.5: rotation alone.
  record(sq, 0, false, 0, 0, 0);
  visit(sq, 0, false, 0, 0, 0);
  // joust §4.2: the optional first Move, any distance along a pip (the King one step).
  const king = typeOf(code) === KING;
  for (let m = moverPips; m !== 0; m &= m - 1) {
    const b = m & -m;
    const d = 31 - Math.clz32(b);
    for (let t = STEP[sq * 8 + d]; t >= 0 && board[t] === 0; t = STEP[t * 8 + d]) {
      stack[0] = (MOVE << 6) | t;
      visit(t, b, false, 1, 0, 0);
      if (king) break;
    }
  }
  board[sq] = code;
  for (let i = pieceStart; i < out.count; i++) out.code[i] = code;
  // joust §4.8 (A6): ending where it started, unrotated and capturing nothing, is a null turn.
  if (!allowNull) out.orients[noCaptureSlot[sq]] &= ~(1 << startOrientation);
}

/** Points the search at a board, an empty buffer and the colour bit of the side searched. */
function startSearch(
  squares: Int8Array,
  colourBit: number,
  buffer: LandingBuffer,
  options: SearchOptions,
): void {
  board = squares;
  out = buffer;
  trace = options.trace === true;
  myBit = colourBit;
  out.count = 0;
}

/** The landings of the one piece on `sq` (legal or not), deduplicated per joust §4.9. */
export function pieceLandings(
  squares: Int8Array,
  sq: number,
  buffer: LandingBuffer,
  options: SearchOptions = {},
): void {
  startSearch(squares, squares[sq] & BLACK_BIT, buffer, options);
  if (squares[sq] !== 0) searchPiece(sq, options.allowNull === true);
}

/** Every landing of `side` (legal or not), deduplicated per joust §4.9. */
export function generateLandings(
  squares: Int8Array,
  side: number,
  buffer: LandingBuffer,
  options: SearchOptions = {},
): void {
  startSearch(squares, side === 1 ? BLACK_BIT : 0, buffer, options);
  for (let sq = 0; sq < 64; sq++) {
    const code = squares[sq];
    if (code !== 0 && (code & BLACK_BIT) === myBit) searchPiece(sq, options.allowNull === true);
  }
}

// ---- Attack test (joust §5.1): can `attacker` capture on `target` with some M? J* X*? ----

let attackerBit = 0;
let target = 0;
let attackPips = 0;
let depLo = 0;
let depHi = 0;

const note = (sq: number): void => {
  if (sq < 32) depLo |= 1 << sq;
  else depHi |= 1 << (sq - 32);
};

// Geometric reach of the rest of an attack: with the pips `free` left (and whether a capture already
// happened), which displacements can J* X* cover, the last action a capture? A jump over a friend
// moves two squares against its pip, a capture one square along its pip (joust §4.3, §4.4).
// Indexed by (dx + 15) * 31 + (dy + 15). Built lazily per (free, captured).
const reachTables: (Uint8Array | undefined)[] = new Array(512);

function reachTable(free: number, captured: boolean): Uint8Array {
  const key = (free << 1) | (captured ? 1 : 0);
  const cached = reachTables[key];
  if (cached !== undefined) return cached;
  const table = new Uint8Array(31 * 31);
  const dirs: number[] = [];
  for (let d = 0; d < 8; d++) if ((free >> d) & 1) dirs.push(d);
  // Each free pip is unused (0), a jump (1) or a capture (2); at least one capture.
  let combos = 1;
  for (let i = 0; i < dirs.length; i++) combos *= 3;
  for (let c = 0; c < combos; c++) {
    let rest = c;
    let dx = 0;
    let dy = 0;
    let captures = 0;
    let jumps = 0;
    for (const d of dirs) {
      const use = rest % 3;
      rest = (rest - use) / 3;
      if (use === 1) {
        jumps++;
        dx -= 2 * DX[d];
        dy -= 2 * DY[d];
      } else if (use === 2) {
        captures++;
        dx += DX[d];
        dy += DY[d];
      }
    }
    if (captures === 0 || (captured && jumps > 0)) continue;
    if (Math.abs(dx) <= 15 && Math.abs(dy) <= 15) table[(dx + 15) * 31 + dy + 15] = 1;
  }
  reachTables[key] = table;
  return table;
}

/** Index of the displacement from `from` to `to` in a reach table. */
const displacement = (from: number, to: number): number =>
  ((to & 7) - (from & 7) + 15) * 31 + ((to >> 3) - (from >> 3) + 15);

function attackFrom(pos: number, used: number, captured: boolean): boolean {
  const free = attackPips & ~used;
  if (free === 0 || reachTable(free, captured)[displacement(pos, target)] === 0) return false;
  for (let m = free; m !== 0; m &= m - 1) {
    const b = m & -m;
    const d = 31 - Math.clz32(b);
    const t = STEP[pos * 8 + d];
    if (t >= 0) {
      const c = board[t];
      if (t === target) {
        if (c !== 0 && (c & BLACK_BIT) !== attackerBit) return true;
      } else {
        note(t);
        // joust §5.1: captures of other pieces earlier in the same sequence are allowed.
        if (c !== 0 && (c & BLACK_BIT) !== attackerBit) {
          board[t] = 0;
          const hit = attackFrom(t, used | b, true);
          board[t] = c;
          if (hit) return true;
        }
      }
    }
    if (!captured) {
      const j = (d + 4) & 7;
      const over = STEP[pos * 8 + j];
      if (over >= 0) {
        note(over);
        const c = board[over];
        if (c !== 0 && (c & BLACK_BIT) === attackerBit) {
          const land = STEP[over * 8 + j];
          if (land >= 0) {
            note(land);
            if (board[land] === 0 && attackFrom(land, used | b, false)) return true;
          }
        }
      }
    }
  }
  return false;
}

function attackedByPiece(sq: number): boolean {
  const code = board[sq];
  attackPips = PIPS[code];
  note(sq);
  board[sq] = 0;
  let hit = attackFrom(sq, 0, false);
  const king = typeOf(code) === KING;
  for (let m = attackPips; m !== 0 && !hit; m &= m - 1) {
    const b = m & -m;
    const d = 31 - Math.clz32(b);
    // Only squares of the slide from which the rest can still reach the target matter; read the
    // ray no further than the last of them.
    const reach = reachTable(attackPips & ~b, false);
    let last = -1;
    for (let t = STEP[sq * 8 + d]; t >= 0; t = king ? -1 : STEP[t * 8 + d]) {
      if (reach[displacement(t, target)] !== 0) last = t;
    }
    if (last < 0) continue;
    for (let t = STEP[sq * 8 + d]; t >= 0; t = STEP[t * 8 + d]) {
      note(t);
      if (board[t] !== 0) break;
      if (reach[displacement(t, target)] !== 0 && attackFrom(t, b, false)) {
        hit = true;
        break;
      }
      if (t === last) break;
    }
  }
  board[sq] = code;
  return hit;
}

/**
 * joust §5.1: is the piece on `sq` attacked by `attacker`'s pieces in their current orientations?
 * When `recordReads`, the squares whose contents the answer depended on are left in readLo/readHi.
 */
export function isAttacked(squares: Int8Array, sq: number, attacker: number, recordReads = false): boolean {
  board = squares;
  target = sq;
  attackerBit = attacker === 1 ? BLACK_BIT : 0;
  depLo = 0;
  depHi = 0;
  for (let p = 0; p < 64; p++) {
    const code = squares[p];
    if (code !== 0 && (code & BLACK_BIT) === attackerBit && attackedByPiece(p)) return true;
  }
  if (recordReads) {
    readLo = depLo;
    readHi = depHi;
  }
  return false;
}

let readLo = 0;
let readHi = 0;

/**
 * `isAttacked` that, when the answer is no, leaves in `reads` (two 32-bit masks, squares 0-31 and
 * 32-63) the squares the answer depended on: a turn that changes none of them and does not move
 * the piece on `sq` leaves it unattacked (what `dropIllegal` relies on).
 */
export function isAttackedReads(
  squares: Int8Array,
  sq: number,
  attacker: number,
  reads: Int32Array,
): boolean {
  if (isAttacked(squares, sq, attacker, true)) return true;
  reads[0] = readLo;
  reads[1] = readHi;
  return false;
}

export function findKing(squares: Int8Array, side: number): number {
  const king = KING | (side === 1 ? BLACK_BIT : 0);
  for (let sq = 0; sq < 64; sq++) if ((squares[sq] & 0x0f) === king) return sq;
  return -1;
}

/** Puts the board after landing i with final orientation r (mutates squares). */
export function applyLanding(squares: Int8Array, buffer: LandingBuffer, i: number, r: number): void {
  squares[buffer.from[i]] = 0;
  for (let m = buffer.capLo[i]; m !== 0; m &= m - 1) squares[31 - Math.clz32(m & -m)] = 0;
  for (let m = buffer.capHi[i]; m !== 0; m &= m - 1) squares[63 - Math.clz32(m & -m)] = 0;
  squares[buffer.to[i]] = withOrientation(buffer.code[i], r);
}

const scratch = new Int8Array(64);

/**
 * joust §5.2: clears the landings that leave the mover's King attacked. Skipped when the side has no
 * King or in capture-the-king mode (§5.4), where every turn is legal.
 *
 * Speed: the attack test on the King before the turn records which squares it read. A turn that
 * changes none of them (its origin, landing and captured squares) and does not move the King cannot
 * change the answer, so only the other turns are tested again.
 */
export function dropIllegal(squares: Int8Array, side: number, buffer: LandingBuffer): void {
  const king = findKing(squares, side);
  if (king < 0) return;
  const attacker = 1 - side;
  const inCheck = isAttacked(squares, king, attacker, true);
  const lo = readLo;
  const hi = readHi;
  for (let i = 0; i < buffer.count; i++) {
    if (buffer.orients[i] === 0) continue;
    const from = buffer.from[i];
    const to = buffer.to[i];
    const capLo = buffer.capLo[i];
    const capHi = buffer.capHi[i];
    if (from !== king) {
      if (from === to && (capLo | capHi) === 0) {
        if (inCheck) buffer.orients[i] = 0;
        continue;
      }
      if (!inCheck) {
        let touchLo = capLo;
        let touchHi = capHi;
        if (from < 32) touchLo |= 1 << from;
        else touchHi |= 1 << (from - 32);
        if (to < 32) touchLo |= 1 << to;
        else touchHi |= 1 << (to - 32);
        if ((touchLo & lo) === 0 && (touchHi & hi) === 0) continue;
      }
    }
    scratch.set(squares);
    applyLanding(scratch, buffer, i, orientationOf(buffer.code[i]));
    if (isAttacked(scratch, from === king ? to : king, attacker)) buffer.orients[i] = 0;
  }
}

/** Legal landings of the side to move (checkmate mode unless `captureKing`). */
export function legalLandings(
  squares: Int8Array,
  side: number,
  buffer: LandingBuffer,
  captureKing: boolean,
  options: SearchOptions = {},
): void {
  generateLandings(squares, side, buffer, options);
  if (!captureKing) dropIllegal(squares, side, buffer);
}

/** Is `side`'s King attacked (joust §5.2)? False when it has none. */
export function inCheck(squares: Int8Array, side: number): boolean {
  const king = findKing(squares, side);
  return king >= 0 && isAttacked(squares, king, 1 - side);
}

/**
 * Leaf count of the game tree (joust §4.9: distinct turns). Stops below a position where, in
 * capture-the-king mode, the side to move has lost its King. Repetition and the fifty-turn rule
 * cannot end a game this shallow from a fresh position string and are the caller's business.
 */
export function perftCount(squares: Int8Array, side: number, depth: number, captureKing = false): number {
  if (depth === 0) return 1;
  if (captureKing && findKing(squares, side) < 0) return 0;
  const buffer = new LandingBuffer();
  legalLandings(squares, side, buffer, captureKing);
  if (depth === 1) return buffer.turnCount();
  let total = 0;
  const child = new Int8Array(64);
  for (let i = 0; i < buffer.count; i++) {
    for (let m = buffer.orients[i]; m !== 0; m &= m - 1) {
      child.set(squares);
      applyLanding(child, buffer, i, 31 - Math.clz32(m & -m));
      total += perftCount(child, 1 - side, depth - 1, captureKing);
    }
  }
  return total;
}
