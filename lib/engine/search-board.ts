// The engine's face for a game-tree search (lib/search/): one mutable board with make/unmake, its
// Zobrist key, the game's own outcome rules and read access to the pieces, all on the engine's own
// board, so a search never pays for plain `Position` values. Nothing here decides a rule: moves,
// legality and outcomes are the same functions `Game` uses (perft checks them), only without the
// copying. Described in lib/engine/README.md ("Searching").

import type { Board } from "./board";
import { printPosition } from "./fen";
import { isLegal, legalMovesOf, pseudoMoves } from "./movegen";
import { isCapture, parseMove, printMove, printShortMove } from "./notation";
import { drawWithMoves, noMoves, outcomeWithoutMoves } from "./outcome";
import type { Result } from "./result";
import type { Rules } from "./rules";
import type { Move, Outcome, Side, Square } from "./types";
import { sideOfPiece, typeOfPiece } from "./types";

export class SearchBoard {
  /** The game's id ("chess", "joust", ...). */
  readonly gameId: string;
  readonly files: number;
  readonly ranks: number;
  /** files × ranks: squares are 0 .. size-1, `rank * files + file` (a1 = 0), pits included. */
  readonly size: number;
  /** Piece letters by type index (the game's `pieces` order): `letters[typeOfPiece(code)]`. */
  readonly letters: readonly string[];
  /** "check": mate decides; "capture": taking the King decides (Wild Jokers). */
  readonly royalty: "check" | "capture";
  /**
   * The board, live (read only: write through `make`): -1 a pit, 0 empty, else a piece code,
   * `pieceCode(type, side)`; `typeOfPiece(code)` and `sideOfPiece(code)` read it back.
   */
  readonly squares: Int8Array;
  /**
   * Per-piece state (0..15) of the piece on each square, live: Joust's orientation index (see
   * `joustPipMask`), 1 for a Kings Court Jester that has not moved yet; 0 elsewhere.
   */
  readonly states: Uint8Array;
  /** Number of pieces on the board per piece code, live. */
  readonly counts: Int16Array;
  /** After `reach`: how many of the squares it counted lie in the zone it was given. */
  zoneHits = 0;

  private readonly board: Board;
  private readonly rules: Rules;
  private readonly start: number;
  private readonly customOf: readonly (
    | ((board: Board, from: Square, side: Side, emit: (to: Square) => void) => void)
    | undefined
  )[];
  private readonly searchHook: ((board: Board, out: Move[], capturesOnly: boolean) => void) | undefined;
  private readonly readsHook:
    | ((board: Board, square: Square, by: Side, reads: Int32Array) => boolean)
    | undefined;
  // `guard`'s records, by height modulo GUARD_MASK + 1: the position's key, whether its King was
  // safe, and the squares that answer read.
  private readonly guardKeys = new Int32Array((GUARD_MASK + 1) * 2);
  /** 1 safe, 0 attacked, 2 nothing recorded yet. */
  private readonly guardSafe = new Uint8Array(GUARD_MASK + 1).fill(2);
  private readonly guardReads = new Int32Array((GUARD_MASK + 1) * 2);
  private readonly readScratch = new Int32Array(2);
  private readonly captureHook:
    | ((board: Board, move: Move, emit: (square: Square) => void) => void)
    | undefined;
  // State of the `emit` callbacks below (one closure each per board, not one per call).
  private emitSide: Side = 0;
  private emitZone: Uint8Array | null = null;
  private emitCount = 0;
  private emitHits = 0;
  private victimValues: ArrayLike<number> = [];
  private victimSum = 0;
  private readonly emitReach = (to: Square): void => {
    const c = this.squares[to];
    if (c < 0) return;
    if (c === 0 || sideOfPiece(c) !== this.emitSide) this.emitCount++;
    if (this.emitZone !== null && this.emitZone[to] !== 0) this.emitHits++;
  };
  private readonly emitVictim = (sq: Square): void => {
    const c = this.squares[sq];
    if (c > 0) this.victimSum += this.victimValues[typeOfPiece(c)];
  };

  constructor(board: Board) {
    this.board = board;
    const rules = board.rules;
    this.rules = rules;
    this.gameId = rules.id;
    this.files = rules.files;
    this.ranks = rules.ranks;
    this.size = rules.size;
    this.letters = rules.letters;
    this.royalty = rules.royalty;
    this.squares = board.squares;
    this.states = board.states;
    this.counts = board.counts;
    this.start = board.pastCount;
    this.customOf = rules.variant.pieces.map((p) => p.customAttacks ?? p.custom);
    this.captureHook = rules.variant.hooks?.captureSquares;
    this.searchHook = rules.variant.hooks?.searchMoves;
    this.readsHook = rules.size === 64 ? rules.variant.hooks?.isAttackedReads : undefined;
    this.lazyLegality = this.searchHook !== undefined;
  }

  // --- state ---------------------------------------------------------------------------------

  /** The side to move: 0 White, 1 Black. */
  get turn(): Side {
    return this.board.turn;
  }

  /** The Zobrist key of the position, two 32-bit halves: every part of the state that decides play. */
  get keyLo(): number {
    return this.board.hashLo;
  }

  get keyHi(): number {
    return this.board.hashHi;
  }

  /** Plies since the last capture or pawn move (the game's own notion of it). */
  get halfmoves(): number {
    return this.board.halfmoves;
  }

  /** Moves made on this board since it was created and not yet unmade (null moves included). */
  get height(): number {
    return this.board.pastCount - this.start;
  }

  /** The square of `side`'s royal piece, or -1. */
  royal(side: Side): Square {
    return this.board.royal[side];
  }

  /** Whether the side to move's royal piece is attacked (in capture-the-king games too). */
  inCheck(): boolean {
    // Where the search lists moves lazily, the answer is `guard`'s, kept for `madeLegal` (a search
    // asks it of every position it enters, then tries that position's moves).
    if (this.readsHook !== undefined && this.royalty === "check") {
      const board = this.board;
      if (board.royal[board.turn] < 0) return false;
      return this.guard() === 0;
    }
    return this.board.inCheck(this.board.turn);
  }

  /** Whether side `by` attacks `square` (could capture a piece standing there). */
  attacked(square: Square, by: Side): boolean {
    return this.board.isAttacked(square, by);
  }

  /** The position string (for messages and tests). */
  fen(): string {
    return printPosition(this.board);
  }

  // --- moves ---------------------------------------------------------------------------------

  /** Every legal move of the side to move, whether or not the game is already over. */
  legalMoves(): Move[] {
    return legalMovesOf(this.board);
  }

  /**
   * Whether `searchMoves` and `searchTacticalMoves` may list illegal moves, to be tested with
   * `madeLegal` once made (Joust, whose legality test is dear): false in the other games, where they
   * are `legalMoves` and `tacticalMoves`.
   */
  readonly lazyLegality: boolean;

  /**
   * The moves a search tries here: every legal move, and where `lazyLegality` also illegal ones,
   * each of which `madeLegal` refuses once made. So the legal moves are exactly those `madeLegal`
   * accepts (tests/pure/search-lazy-legality.test.ts checks it position by position).
   */
  searchMoves(): Move[] {
    const hook = this.searchHook;
    if (hook === undefined) return legalMovesOf(this.board);
    const out: Move[] = [];
    hook(this.board, out, false);
    this.guard();
    return out;
  }

  /** The same for `tacticalMoves`: its moves, and where `lazyLegality` illegal captures too. */
  searchTacticalMoves(): Move[] {
    const hook = this.searchHook;
    if (hook === undefined) return this.tacticalMoves();
    const out: Move[] = [];
    hook(this.board, out, true);
    this.guard();
    return out;
  }

  /**
   * Before the moves of this position are tried: whether the side to move's King is attacked, and
   * if not, which squares that answer read (`isAttackedReads`), kept by height and checked by the
   * position's key. A move that changes none of those squares and is not the King's cannot expose
   * it, so `madeLegal` accepts it without another attack test (joust-turns' `dropIllegal` does the
   * same for the engine's legal moves).
   */
  private guard(): number {
    const reads = this.readsHook;
    if (reads === undefined || this.royalty === "capture") return 1;
    const board = this.board;
    const king = board.royal[board.turn];
    if (king < 0) return 1;
    const slot = (this.height & GUARD_MASK) * 2;
    const keys = this.guardKeys;
    if (keys[slot] === board.hashLo && keys[slot + 1] === board.hashHi && this.guardSafe[slot >> 1] !== 2)
      return this.guardSafe[slot >> 1];
    keys[slot] = board.hashLo;
    keys[slot + 1] = board.hashHi;
    const attacked = reads(board, king, (1 - board.turn) as Side, this.readScratch);
    const safe = attacked ? 0 : 1;
    this.guardSafe[slot >> 1] = safe;
    this.guardReads[slot] = this.readScratch[0];
    this.guardReads[slot + 1] = this.readScratch[1];
    return safe;
  }

  /**
   * After `make` of a move from `searchMoves` or `searchTacticalMoves`: whether it was legal (the
   * mover's royal piece is not attacked; in capture-the-king games, always). Always true where
   * `lazyLegality` is false.
   */
  madeLegal(move: Move): boolean {
    if (!this.lazyLegality || this.royalty === "capture") return true;
    const board = this.board;
    const mover = (1 - board.turn) as Side;
    const king = board.royal[mover];
    if (king < 0) return true;
    // The position before the move was guarded (see `guard`) and its King was not attacked: a move
    // of another piece touching none of the squares that answer read leaves it unattacked.
    const slot = ((this.height - 1) & GUARD_MASK) * 2;
    if (
      this.guardSafe[slot >> 1] === 1 &&
      this.guardKeys[slot] === board.previousHashLo &&
      this.guardKeys[slot + 1] === board.previousHashHi &&
      move.from !== king &&
      move.to !== king &&
      this.size === 64
    ) {
      let lo = 0;
      let hi = 0;
      const touch = (sq: Square): void => {
        if (sq < 32) lo |= 1 << sq;
        else hi |= 1 << (sq - 32);
      };
      touch(move.from);
      touch(move.to);
      if (this.captureHook !== undefined) this.captureHook(board, move, touch);
      if ((lo & this.guardReads[slot]) === 0 && (hi & this.guardReads[slot + 1]) === 0) return true;
    }
    return !board.isAttacked(king, board.turn);
  }

  /**
   * `outcome` for a list from `searchMoves`: where it may hold only illegal moves, a result that
   * depends on there being a move (a draw checked after mate) is checked against a legal one.
   */
  searchOutcome(moves: readonly Move[]): Outcome {
    const outcome = this.outcome(moves);
    if (!this.lazyLegality || moves.length === 0 || outcome.status !== "over") return outcome;
    if (outcomeWithoutMoves(this.board) !== null) return outcome;
    for (const move of moves) {
      this.board.make(move);
      const legal = this.madeLegal(move);
      this.board.unmake();
      if (legal) return outcome;
    }
    return this.outcome([]);
  }

  /**
   * The legal captures and promotions of the side to move (what a quiescence search plays):
   * capturing moves of every kind (en passant, Joust's captures along a turn, a capture that places
   * a Mercenary) and every promotion. Generated without testing the quiet moves' legality.
   */
  tacticalMoves(): Move[] {
    const board = this.board;
    const pseudo: Move[] = [];
    pseudoMoves(board, pseudo);
    const out: Move[] = [];
    const filter = board.rules.royalty === "check" || board.rules.variant.hooks?.isLegalAfter !== undefined;
    for (let i = 0; i < pseudo.length; i++) {
      const m = pseudo[i];
      if (m.promotion < 0 && !this.isCapture(m)) continue;
      if (!filter || isLegal(board, m)) out.push(m);
    }
    return out;
  }

  /** Plays a legal move (from `legalMoves` or `tacticalMoves` of this position). */
  make(move: Move): void {
    this.board.make(move);
  }

  /** Passes the turn (the search's null move, no move of the game); `unmake` takes it back. */
  makeNull(): void {
    this.board.makeNull();
  }

  /** Takes back the last `make` or `makeNull`. */
  unmake(): void {
    this.board.unmake();
  }

  /** Whether a move of this position captures anything. */
  isCapture(move: Move): boolean {
    if (move.kind === "custom") {
      if (this.captureHook === undefined) return false;
      this.victimValues = ONES;
      this.victimSum = 0;
      this.captureHook(this.board, move, this.emitVictim);
      return this.victimSum > 0;
    }
    return isCapture(this.board, move);
  }

  /**
   * The sum of `values[type]` over the pieces a move of this position captures (0 for none): the
   * victim's worth for ordering captures (MVV-LVA), several victims in a Joust turn.
   */
  victimValue(move: Move, values: ArrayLike<number>): number {
    const board = this.board;
    if (move.kind === "normal") {
      const c = board.squares[move.to];
      if (c > 0) return values[typeOfPiece(c)];
      // En passant: the pawn beside the origin, on the destination's file.
      if (isCapture(board, move)) {
        const files = this.files;
        const victim = board.squares[move.from - (move.from % files) + (move.to % files)];
        return victim > 0 ? values[typeOfPiece(victim)] : 0;
      }
      return 0;
    }
    if (move.kind !== "custom" || this.captureHook === undefined) return 0;
    this.victimValues = values;
    this.victimSum = 0;
    this.captureHook(board, move, this.emitVictim);
    return this.victimSum;
  }

  /** The type index of the piece a move moves (the King's for castling). */
  moverType(move: Move): number {
    return typeOfPiece(this.board.squares[move.from]);
  }

  // --- outcome -------------------------------------------------------------------------------

  /**
   * A result the position shows without its moves (a King captured, baring, a Diagonal pawn on its
   * corner, Joust's fifty turns), or null: checked before anything else, as the game does.
   */
  decided(): Outcome | null {
    return outcomeWithoutMoves(this.board);
  }

  /**
   * How the game stands given the side to move's legal moves (`legalMoves()`), in the game's order:
   * `decided()`, then mate / stalemate / no-moves when there are none, then the draws (dead material,
   * threefold repetition counting the game's history, the fifty-move rule).
   */
  outcome(moves: readonly Move[]): Outcome {
    const board = this.board;
    const early = outcomeWithoutMoves(board);
    if (early) return early;
    if (moves.length === 0) return noMoves(board);
    return drawWithMoves(board) ?? ONGOING;
  }

  /** How many times the current position occurred before (since the last irreversible move). */
  repetitions(): number {
    return this.board.repetitions();
  }

  /** How many plies back the current position last occurred (since the last irreversible move), or 0. */
  lastRepetition(): number {
    return this.board.lastRepetition();
  }

  // --- pieces --------------------------------------------------------------------------------

  /**
   * How many squares the piece on `square` could move to (empty or enemy-held, by its piece data
   * and custom moves, ignoring check): its mobility. With a `zone` (non-zero entries mark squares),
   * `zoneHits` is then the number of zone squares it attacks. Joust pieces report 0: their turns
   * are not piece data (read their pips with `joustPipMask`).
   */
  reach(square: Square, zone: Uint8Array | null = null): number {
    const squares = this.squares;
    const code = squares[square];
    const side = sideOfPiece(code);
    const rules = this.rules;
    const atoms = rules.atoms[code];
    let count = 0;
    let hits = 0;
    for (let a = 0; a < atoms.length; a++) {
      const atom = atoms[a];
      if (atom.fromRank >= 0 && rules.rank(square) !== atom.fromRank) continue;
      const ray = atom.rays[square];
      for (let i = 0; i < ray.length; i++) {
        const to = ray[i];
        const t = squares[to];
        if (i + 1 >= atom.minRange) {
          if (t === 0) {
            if (atom.canMove) count++;
          } else if (atom.canCapture && sideOfPiece(t) !== side) count++;
          if (zone !== null && atom.canCapture && zone[to] !== 0) hits++;
        }
        if (t !== 0) break;
      }
    }
    const custom = this.customOf[typeOfPiece(code)];
    if (custom !== undefined) {
      this.emitSide = side;
      this.emitZone = zone;
      this.emitCount = 0;
      this.emitHits = 0;
      custom(this.board, square, side, this.emitReach);
      count += this.emitCount;
      hits += this.emitHits;
    }
    this.zoneHits = hits;
    return count;
  }

  // --- squares and notation ------------------------------------------------------------------

  file(square: Square): number {
    return square % this.files;
  }

  rank(square: Square): number {
    return (square / this.files) | 0;
  }

  /** The rank counted from `side`'s own first rank. */
  relativeRank(square: Square, side: Side): number {
    const r = (square / this.files) | 0;
    return side === 0 ? r : this.ranks - 1 - r;
  }

  isPit(square: Square): boolean {
    return this.squares[square] < 0;
  }

  /** "e4" */
  squareName(square: Square): string {
    return this.rules.name(square);
  }

  /** The square named "e4", or -1. */
  squareOf(name: string): Square {
    return this.rules.squareOf(name);
  }

  /** Canonical notation of a legal move of this position ("Ng1-f3"), what a record stores. */
  moveText(move: Move): string {
    return printMove(this.board, move);
  }

  /** Short algebraic notation of a legal move of this position, with its check or mate sign ("Nf3+"). */
  san(move: Move): string {
    const board = this.board;
    const legal = legalMovesOf(board);
    const short = printShortMove(board, move, legal);
    if (this.royalty !== "check" || board.rules.variant.hooks?.printMove !== undefined) return short;
    board.make(move);
    let mark = "";
    if (board.inCheck(board.turn)) {
      const replies = legalMovesOf(board);
      mark = outcomeWithoutMoves(board) === null && replies.length === 0 ? "#" : "+";
    }
    board.unmake();
    return short + mark;
  }

  /** Reads move text (canonical, SAN, `e2e4`, ...) as one of the legal moves of this position. */
  parseMove(text: string): Result<Move> {
    return parseMove(this.board, text, legalMovesOf(this.board));
  }
}

const GUARD_MASK = 255;
const ONGOING: Outcome = { status: "ongoing" };
const ONES: ArrayLike<number> = new Uint8Array(256).fill(1);
