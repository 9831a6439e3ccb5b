// The mutable board the rules work on: a square array with make/unmake, an undo log, incremental
// hashing and piece counts. It never leaves the engine; the public API hands out `Position` values.
//
// Every write goes through `put`, which logs the old contents, so `unmake` undoes any move,
// including variant moves applied by hooks (swaps, placements, Joust turns).

import type { Rules } from "./rules";
import type { Move, Side, Square } from "./types";
import { pieceCode, sideOfPiece, typeOfPiece } from "./types";

/** Frame layout in `frames`: the scalar state saved by `make`. */
const FRAME = 9;

function grow(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

export class Board {
  readonly rules: Rules;
  /** -1 = pit, 0 = empty, else a piece code (`pieceCode` in types.ts). */
  readonly squares: Int8Array;
  /** Per-piece state (0..15) that moves with the piece: Joust headings, unmoved flags. */
  readonly states: Uint8Array;
  /** Number of pieces per code. */
  readonly counts: Int16Array;
  /** Square of each side's royal piece, or -1 (none on the board). */
  readonly royal: Int16Array;
  turn: Side = 0;
  /** Castling-rights bits, in the order of `rules.rightLetters`. */
  castling = 0;
  /** En passant target square, or -1. */
  ep: Square = -1;
  halfmoves = 0;
  fullmoves = 1;
  /** Free bits for variant state that is not per piece (Juxtaposition's swap locks). Hashed. */
  flags = 0;
  hashLo = 0;
  hashHi = 0;
  /** Hashes of the earlier positions (pairs lo, hi, `pastTop` ints used), for repetition. */
  private pastHashes = new Int32Array(256);
  private pastTop = 0;
  /** Index (in positions) of the earlier position right after the last irreversible move. */
  irreversibleAt = 0;

  // Undo log (triples square, code, state) and saved frames, as growable stacks: setting a JS
  // array's length in unmake was the single biggest cost of perft.
  private log = new Int32Array(1024);
  private logTop = 0;
  private frames = new Int32Array(FRAME * 64);
  private frameTop = 0;

  constructor(rules: Rules) {
    this.rules = rules;
    this.squares = new Int8Array(rules.size);
    for (let sq = 0; sq < rules.size; sq++) if (rules.isHole[sq]) this.squares[sq] = -1;
    this.states = new Uint8Array(rules.size);
    this.counts = new Int16Array(rules.codes);
    this.royal = new Int16Array([-1, -1]);
  }

  clone(): Board {
    const b = new Board(this.rules);
    b.squares.set(this.squares);
    b.states.set(this.states);
    b.counts.set(this.counts);
    b.royal.set(this.royal);
    b.turn = this.turn;
    b.castling = this.castling;
    b.ep = this.ep;
    b.halfmoves = this.halfmoves;
    b.fullmoves = this.fullmoves;
    b.flags = this.flags;
    b.hashLo = this.hashLo;
    b.hashHi = this.hashHi;
    b.pastHashes = this.pastHashes.slice();
    b.pastTop = this.pastTop;
    b.irreversibleAt = this.irreversibleAt;
    return b;
  }

  // --- reading -----------------------------------------------------------------------------

  /** Piece type index on sq, or -1 when empty or a pit. */
  typeAt(sq: Square): number {
    const c = this.squares[sq];
    return c > 0 ? typeOfPiece(c) : -1;
  }

  /** Owner of the piece on sq, or -1. */
  sideAt(sq: Square): Side | -1 {
    const c = this.squares[sq];
    return c > 0 ? sideOfPiece(c) : -1;
  }

  isEmpty(sq: Square): boolean {
    return this.squares[sq] === 0;
  }

  // --- writing -----------------------------------------------------------------------------

  /** Sets a square (code 0 = empty), logging the old contents for `unmake` and updating the hash. */
  put(sq: Square, code: number, state = 0): void {
    const old = this.squares[sq];
    const oldState = this.states[sq];
    if (this.logTop + 3 > this.log.length) this.log = grow(this.log);
    const log = this.log;
    log[this.logTop] = sq;
    log[this.logTop + 1] = old;
    log[this.logTop + 2] = oldState;
    this.logTop += 3;
    const z = this.rules.size;
    if (old > 0) {
      const i = (old * 16 + oldState) * z + sq;
      this.hashLo ^= this.rules.zobristLo[i];
      this.hashHi ^= this.rules.zobristHi[i];
    }
    if (code > 0) {
      const i = (code * 16 + state) * z + sq;
      this.hashLo ^= this.rules.zobristLo[i];
      this.hashHi ^= this.rules.zobristHi[i];
    }
    this.raw(sq, code, state);
  }

  private raw(sq: Square, code: number, state: number): void {
    const old = this.squares[sq];
    if (old > 0) {
      this.counts[old]--;
      if (this.rules.isRoyal[old] && this.royal[sideOfPiece(old)] === sq) this.royal[sideOfPiece(old)] = -1;
    }
    this.squares[sq] = code;
    this.states[sq] = state;
    if (code > 0) {
      this.counts[code]++;
      if (this.rules.isRoyal[code]) this.royal[sideOfPiece(code)] = sq;
    }
  }

  /** Xors the key of the scalar state (side to move, castling, e.p., flags) into the hash. */
  private xorStateKey(): void {
    const rules = this.rules;
    const base = rules.codes * 16 * rules.size;
    if (this.turn === 1) {
      this.hashLo ^= rules.zobristLo[base];
      this.hashHi ^= rules.zobristHi[base];
    }
    this.hashLo ^= rules.zobristLo[base + 1 + (this.castling & 1023)];
    this.hashHi ^= rules.zobristHi[base + 1 + (this.castling & 1023)];
    if (this.ep >= 0) {
      this.hashLo ^= rules.zobristLo[base + 1100 + this.ep];
      this.hashHi ^= rules.zobristHi[base + 1100 + this.ep];
    }
    if (this.flags !== 0) {
      this.hashLo ^= Math.imul(this.flags, 0x2545f491) ^ 0x6a09e667;
      this.hashHi ^= Math.imul(this.flags, 0x9e3779b1) ^ 0x3c6ef372;
    }
  }

  /** Recomputes the hash from scratch (after parsing). */
  rehash(): void {
    let lo = 0;
    let hi = 0;
    const z = this.rules.size;
    for (let sq = 0; sq < z; sq++) {
      const c = this.squares[sq];
      if (c > 0) {
        const i = (c * 16 + this.states[sq]) * z + sq;
        lo ^= this.rules.zobristLo[i];
        hi ^= this.rules.zobristHi[i];
      }
    }
    this.hashLo = lo;
    this.hashHi = hi;
    this.xorStateKey();
  }

  /** Places a piece while setting up (no undo log). */
  setup(sq: Square, code: number, state = 0): void {
    this.raw(sq, code, state);
  }

  // --- moves -------------------------------------------------------------------------------

  /**
   * Plays a pseudo-legal move. Returns whether it captured. `unmake` restores the board exactly.
   */
  make(move: Move): boolean {
    const rules = this.rules;
    const hooks = rules.variant.hooks;
    if (this.frameTop + FRAME > this.frames.length) this.frames = grow(this.frames);
    const f = this.frames;
    const top = this.frameTop;
    f[top] = this.logTop;
    f[top + 1] = this.castling;
    f[top + 2] = this.ep;
    f[top + 3] = this.halfmoves;
    f[top + 4] = this.fullmoves;
    f[top + 5] = this.flags;
    f[top + 6] = this.hashLo;
    f[top + 7] = this.hashHi;
    f[top + 8] = this.irreversibleAt;
    this.frameTop = top + FRAME;
    this.pushPast(this.hashLo, this.hashHi);
    this.xorStateKey();

    const side = this.turn;
    const from = move.from;
    const to = move.to;
    let captured = false;
    let pawnMove = false;
    let newEp = -1;
    const before = move.kind === "custom" ? this.totalPieces() : 0;
    switch (move.kind) {
      case "normal": {
        const code = this.squares[from];
        const target = this.squares[to];
        if (target > 0) captured = true;
        if (rules.isPawn[code]) {
          pawnMove = true;
          if (
            target === 0 &&
            to === this.ep &&
            rules.takesEnPassant[code] &&
            to % rules.files !== from % rules.files
          ) {
            // The captured pawn stands beside the origin, on the destination's file.
            const victim = from - (from % rules.files) + (to % rules.files);
            this.put(victim, 0);
            captured = true;
          } else {
            const df = (to % rules.files) - (from % rules.files);
            const dr = ((to / rules.files) | 0) - ((from / rules.files) | 0);
            if (df === 0 && (dr === 2 || dr === -2)) newEp = this.epAfterDoubleStep(from, to, side);
          }
        }
        this.put(
          to,
          move.promotion >= 0 ? pieceCode(move.promotion, side) : code,
          move.promotion >= 0 ? 0 : this.states[from],
        );
        this.put(from, 0);
        break;
      }
      case "castle": {
        const c = rules.castles[move.castle];
        const king = this.squares[c.kingFrom];
        const kingState = this.states[c.kingFrom];
        const rook = this.squares[c.rookFrom];
        const rookState = this.states[c.rookFrom];
        this.put(c.kingFrom, 0);
        this.put(c.rookFrom, 0);
        this.put(c.kingTo, king, kingState);
        this.put(c.rookTo, rook, rookState);
        this.castling &= rules.keepRights[c.rookFrom];
        break;
      }
      case "swap": {
        const mover = this.squares[from];
        const moverState = this.states[from];
        const other = this.squares[to];
        const otherState = this.states[to];
        this.put(from, other, otherState);
        this.put(
          to,
          move.promotion >= 0 ? pieceCode(move.promotion, side) : mover,
          move.promotion >= 0 ? 0 : moverState,
        );
        break;
      }
      case "custom":
        hooks?.applyMove?.(this, move);
        break;
    }
    if (move.kind === "custom") captured = this.totalPieces() < before;
    if (move.drop !== null && move.drop.square >= 0)
      this.put(move.drop.square, pieceCode(move.drop.piece, side));
    this.castling &= rules.keepRights[from] & rules.keepRights[to];
    this.ep = newEp;
    const resets = hooks?.resetsClock ? hooks.resetsClock(this, move, captured) : captured || pawnMove;
    this.halfmoves = resets ? 0 : this.halfmoves + 1;
    if (resets) this.irreversibleAt = this.pastTop >> 1;
    if (side === 1) this.fullmoves++;
    hooks?.afterMove?.(this, move);
    this.turn = (1 - side) as Side;
    // Like FEN writers (chessops, chess.js), keep the e.p. square only if the capture is legal.
    if (this.ep >= 0 && !this.legalEpCapture()) this.ep = -1;
    this.xorStateKey();
    return captured;
  }

  /**
   * Passes the turn without moving (the search's null move; never a move of any game): the side to
   * move changes, the e.p. square goes, and repetition never reaches back across the pass. `unmake`
   * undoes it like a move.
   */
  makeNull(): void {
    if (this.frameTop + FRAME > this.frames.length) this.frames = grow(this.frames);
    const f = this.frames;
    const top = this.frameTop;
    f[top] = this.logTop;
    f[top + 1] = this.castling;
    f[top + 2] = this.ep;
    f[top + 3] = this.halfmoves;
    f[top + 4] = this.fullmoves;
    f[top + 5] = this.flags;
    f[top + 6] = this.hashLo;
    f[top + 7] = this.hashHi;
    f[top + 8] = this.irreversibleAt;
    this.frameTop = top + FRAME;
    this.pushPast(this.hashLo, this.hashHi);
    this.xorStateKey();
    this.ep = -1;
    this.halfmoves++;
    this.irreversibleAt = this.pastTop >> 1;
    if (this.turn === 1) this.fullmoves++;
    this.turn = (1 - this.turn) as Side;
    this.xorStateKey();
  }

  unmake(): void {
    const f = this.frames;
    const base = this.frameTop - FRAME;
    const logStart = f[base];
    const log = this.log;
    for (let i = this.logTop - 3; i >= logStart; i -= 3) this.raw(log[i], log[i + 1], log[i + 2]);
    this.logTop = logStart;
    this.castling = f[base + 1];
    this.ep = f[base + 2];
    this.halfmoves = f[base + 3];
    this.fullmoves = f[base + 4];
    this.flags = f[base + 5];
    this.hashLo = f[base + 6];
    this.hashHi = f[base + 7];
    this.irreversibleAt = f[base + 8];
    this.frameTop = base;
    this.pastTop -= 2;
    this.turn = (1 - this.turn) as Side;
  }

  /** Whether the side to move has a legal en passant capture onto `ep` (royal piece not exposed). */
  private legalEpCapture(): boolean {
    const rules = this.rules;
    const side = this.turn;
    const king = this.royal[side];
    if (rules.royalty !== "check" || king < 0) return true;
    const victim = this.ep + (side === 0 ? -rules.files : rules.files);
    const file = rules.file(victim);
    for (const df of [-1, 1]) {
      if (file + df < 0 || file + df >= rules.files) continue;
      const from = victim + df;
      const c = this.squares[from];
      if (c <= 0 || sideOfPiece(c) !== side || !rules.takesEnPassant[c]) continue;
      // Lift both pawns and land the capturer, then ask whether the king is attacked.
      const v = this.squares[victim];
      this.squares[from] = 0;
      this.squares[victim] = 0;
      this.squares[this.ep] = c;
      const exposed = this.isAttacked(king, (1 - side) as Side);
      this.squares[this.ep] = 0;
      this.squares[victim] = v;
      this.squares[from] = c;
      if (!exposed) return true;
    }
    return false;
  }

  /** The e.p. square after a double step, kept only when an enemy pawn could take there. */
  private epAfterDoubleStep(from: Square, to: Square, side: Side): Square {
    const rules = this.rules;
    const file = to % rules.files;
    for (const df of [-1, 1]) {
      if (file + df < 0 || file + df >= rules.files) continue;
      const c = this.squares[to + df];
      if (c > 0 && sideOfPiece(c) !== side && rules.takesEnPassant[c]) return (from + to) / 2;
    }
    return -1;
  }

  private totalPieces(): number {
    let n = 0;
    for (let c = 1; c < this.counts.length; c++) n += this.counts[c];
    return n;
  }

  // --- attacks -----------------------------------------------------------------------------

  /** Whether side `by` attacks `sq` (could capture a piece standing there). */
  isAttacked(sq: Square, by: Side): boolean {
    const rules = this.rules;
    const hook = rules.variant.hooks?.isAttacked;
    if (hook) return hook(this, sq, by);
    const squares = this.squares;
    const probes = rules.probes[by];
    for (let p = 0; p < probes.length; p++) {
      const probe = probes[p];
      const ray = probe.rays[sq];
      for (let i = 0; i < ray.length; i++) {
        const c = squares[ray[i]];
        if (c === 0) continue;
        if (
          probe.attackers[c] &&
          i + 1 >= probe.minRange &&
          (probe.fromRank < 0 || rules.rank(ray[i]) === probe.fromRank)
        )
          return true;
        break;
      }
    }
    const customs = rules.customCodes[by];
    // Pieces with bent or conditional moves: ask each one (stop once all of them were asked).
    let remaining = 0;
    for (let i = 0; i < customs.length; i++) remaining += this.counts[customs[i]];
    if (remaining > 0) {
      let hit = false;
      const emit = (t: Square) => {
        if (t === sq) hit = true;
      };
      for (let s = 0; s < rules.size && !hit && remaining > 0; s++) {
        const c = squares[s];
        if (c > 0 && customs.includes(c)) {
          remaining--;
          const def = rules.variant.pieces[typeOfPiece(c)];
          (def.customAttacks ?? def.custom)?.(this, s, by, emit);
        }
      }
      if (hit) return true;
    }
    return false;
  }

  /** Whether `side`'s royal piece is attacked. */
  inCheck(side: Side): boolean {
    const k = this.royal[side];
    return k >= 0 && this.isAttacked(k, (1 - side) as Side);
  }

  /** Records an earlier position's hash (loading a game's history). */
  pushPast(lo: number, hi: number): void {
    if (this.pastTop + 2 > this.pastHashes.length) this.pastHashes = grow(this.pastHashes);
    this.pastHashes[this.pastTop] = lo;
    this.pastHashes[this.pastTop + 1] = hi;
    this.pastTop += 2;
  }

  /** The hash of the position before the last move made (low half), or 0 when none is kept. */
  get previousHashLo(): number {
    return this.pastTop >= 2 ? this.pastHashes[this.pastTop - 2] : 0;
  }

  get previousHashHi(): number {
    return this.pastTop >= 2 ? this.pastHashes[this.pastTop - 1] : 0;
  }

  /** Number of earlier positions recorded (history plus moves made). */
  get pastCount(): number {
    return this.pastTop >> 1;
  }

  /**
   * How many plies back the current position last occurred (since the last irreversible move), or
   * 0 when it did not. Only positions with the same side to move can match, so it is even.
   */
  lastRepetition(): number {
    const past = this.pastHashes;
    for (let i = this.pastTop - 4; i >= this.irreversibleAt * 2; i -= 4) {
      if (past[i] === this.hashLo && past[i + 1] === this.hashHi) return (this.pastTop - i) >> 1;
    }
    return 0;
  }

  /** How many times the current position occurred before, since the last irreversible move. */
  repetitions(): number {
    const past = this.pastHashes;
    let n = 0;
    for (let i = this.pastTop - 2; i >= this.irreversibleAt * 2; i -= 2) {
      if (past[i] === this.hashLo && past[i + 1] === this.hashHi) n++;
    }
    return n;
  }
}
