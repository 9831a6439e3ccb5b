// What a game is made of: board geometry, pieces as data, castling rules as data, and a short list
// of named hooks for what data cannot say. Every game file in `games/` exports one `Variant`.

import type { Board } from "./board";
import type { ErrorCode } from "./result";
import type { Move, Side, Square } from "./types";

/**
 * One way a piece moves, seen from White's side (Black uses the vector turned 180°).
 * With `range` 1 (the default) the piece leaps straight to (dx, dy), passing over anything,
 * pits included. With `range` > 1 it slides in steps of (dx, dy): every square before the last must
 * be empty, and pits block it like the board's edge.
 */
export interface Atom {
  readonly dx: number;
  readonly dy: number;
  /** Steps allowed: 1 = leaper or single step (default), n = up to n steps, Infinity = rider. */
  readonly range?: number;
  /** Fewest steps (a pawn's double step is `{dx:0, dy:1, range:2, minRange:2}`). Default 1. */
  readonly minRange?: number;
  /** "move" = only to an empty square, "capture" = only onto an enemy. Default both. */
  readonly mode?: "move" | "capture" | "both";
  /** Only from this rank, counted from the owner's side (0 = first rank, 1 = second rank). */
  readonly fromRank?: number;
}

export interface PieceDef {
  /** Upper-case letter used in notation and position strings ("N"). */
  readonly letter: string;
  /** Lower-case name used in error reasons ("knight"). */
  readonly name: string;
  readonly moves: readonly Atom[];
  /** How it moves, in words, for error reasons: "a knight leaps in an L shape". */
  readonly describe: string;
  /** The piece whose capture or checkmate decides the game. */
  readonly royal?: boolean;
  /** A pawn: its moves reset the fifty-move clock; a `minRange` 2 move of it sets the e.p. square. */
  readonly pawn?: boolean;
  /** Whether its captures include en passant onto the e.p. square (needs `pawn`). */
  readonly enPassant?: boolean;
  /**
   * Promotion on reaching the owner's last rank: the letters it may become, and whether staying
   * unpromoted is also allowed. For anything else (square-dependent tables) use `promotionChoices`.
   */
  readonly promotion?: { readonly to: readonly string[]; readonly optional?: boolean };
  /**
   * Extra destinations data cannot say (bent paths, first-move leaps, pit jumps). Call
   * `emit(to)` for each pseudo-legal destination (empty or enemy; the core drops own-occupied
   * squares). Also used for attack detection, so emit captures the piece could make.
   */
  readonly custom?: (board: Board, from: Square, side: Side, emit: (to: Square) => void) => void;
  /** Squares this piece attacks when that differs from where `custom` lets it go. */
  readonly customAttacks?: (board: Board, from: Square, side: Side, emit: (to: Square) => void) => void;
}

/** One castling move of one side. Squares are names ("e1"). */
export interface CastlingRule {
  readonly side: "w" | "b";
  /** The castling-rights letter in the position string: K, Q, k, q. */
  readonly right: string;
  readonly king: { readonly from: string; readonly to: string };
  readonly rook: { readonly from: string; readonly to: string };
  /** Canonical notation: "O-O", "O-O-O", "O-d1". */
  readonly notation: string;
  /** Squares that must be empty (default: every square the king or rook crosses or lands on). */
  readonly empty?: readonly string[];
  /** Squares that must not be attacked (default: the king's start, path and destination). */
  readonly safe?: readonly string[];
}

/** The fields of the position string, in order. Names other than the built-ins are `extraFields`. */
export type PositionField = "board" | "turn" | "castling" | "ep" | "halfmoves" | "fullmoves" | (string & {});

export interface ExtraField {
  /** Reads the field into the board (its `flags` or piece states); returns an error reason or null. */
  readonly parse: (text: string, board: Board) => string | null;
  readonly print: (board: Board) => string;
}

/** What a variant says when a turn is made of something other than one piece going from a to b. */
export interface VariantHooks {
  /**
   * Replace the whole pseudo-legal move generator (Joust). Push every move of the side to move.
   * When set, piece `moves`, castling and `extraMoves` are not used for generation.
   */
  readonly generateMoves?: (board: Board, out: Move[]) => void;
  /**
   * For the search only (lib/engine/search-board.ts): the side to move's turns without the legality
   * test `generateMoves` pays for (Joust: a turn leaving its King attacked is still listed), only
   * the capturing ones when `capturesOnly`. A listed move is legal exactly when, made, it leaves the
   * mover's royal piece unattacked; the search tests that only for the moves it plays.
   */
  readonly searchMoves?: (board: Board, out: Move[], capturesOnly: boolean) => void;
  /**
   * With `searchMoves`, on an 8×8 board: `isAttacked` that, when the answer is no, leaves in `reads`
   * the squares it depended on (bit masks of squares 0-31 and 32-63), so the search can accept
   * without a test a turn that changes none of them and does not move the attacked piece.
   */
  readonly isAttackedReads?: (board: Board, square: Square, by: Side, reads: Int32Array) => boolean;
  /** Add pseudo-legal moves to the core's (King's flight, swaps). */
  readonly extraMoves?: (board: Board, out: Move[]) => void;
  /**
   * Turn one generated move into the complete moves it stands for (Wild Jokers: one move per
   * Mercenary placement square). Called for every core-generated move; push to `out`.
   */
  readonly expandMove?: (board: Board, move: Move, out: Move[]) => void;
  /** Promotion choices (piece letters) for a move of `piece` to `to`, or null for none. */
  readonly promotionChoices?: (
    board: Board,
    piece: number,
    from: Square,
    to: Square,
  ) => { readonly to: readonly string[]; readonly optional: boolean } | null;
  /** Apply a `custom` move (and any part of other kinds the core does not know) with `board.put`. */
  readonly applyMove?: (board: Board, move: Move) => void;
  /** After any move has been applied (side to move not yet switched): update flags, states, rights. */
  readonly afterMove?: (board: Board, move: Move) => void;
  /** Whether a move resets the fifty-move clock; default: captures and pawn moves. */
  readonly resetsClock?: (board: Board, move: Move, captured: boolean) => boolean;
  /** Whether `square` is attacked by `by` (Joust's multi-action captures); default from piece data. */
  readonly isAttacked?: (board: Board, square: Square, by: Side) => boolean;
  /**
   * Override the "own royal piece not attacked afterwards" test, e.g. Juxtaposition's baring
   * capture that is legal into check. Called after the move is made; `mover` is who moved.
   * Return undefined to keep the default.
   */
  readonly isLegalAfter?: (board: Board, move: Move, mover: Side) => boolean | undefined;
  /**
   * Why a move refused by `isLegalAfter` is illegal, in a player's words, when the usual "it would
   * leave your king in check" would mislead. Called after the move is made; undefined = the usual.
   */
  readonly illegalReason?: (board: Board, move: Move, mover: Side) => string | undefined;
  /**
   * Whether a position string in which the side NOT to move is in check is still valid (default: never).
   * Juxtaposition: a baring capture may leave the mover's King attacked, and the game is then over.
   */
  readonly exposedKingAllowed?: (board: Board) => boolean;
  /** A win or draw that the position shows by itself (bared, pawn on h8), checked before mate. */
  readonly outcome?: (board: Board) => { winner: "w" | "b" | "draw"; reason: string } | null;
  /** Automatic draw for lack of material. Default: none. */
  readonly insufficientMaterial?: (board: Board) => boolean;
  /** Extra sanity checks on a parsed position; return a reason or null. */
  readonly validate?: (board: Board) => string | null;
  /**
   * The squares a `custom` move captures on, before it is played (Joust's captures along a turn):
   * what a search orders captures by. The core knows its own kinds; without this hook a custom
   * move counts as capturing nothing.
   */
  readonly captureSquares?: (board: Board, move: Move, emit: (square: Square) => void) => void;
  /** Print a move in canonical notation; return undefined to use the core's printer. */
  readonly printMove?: (board: Board, move: Move) => string | undefined;
  /**
   * Parse move text; return undefined to fall back to the core parser. `legal` is the list of legal
   * moves in this position. Return a move of that list or an error reason, with its code when it is
   * not "illegal-move" ("syntax": not this game's notation; "ambiguous": say which).
   */
  readonly parseMove?: (
    board: Board,
    text: string,
    legal: readonly Move[],
  ) => { move: Move } | { reason: string; code?: ErrorCode } | undefined;
  /**
   * Piece token in the position string, given the letter already in the owner's case
   * (default: just the letter). Joust adds the heading: "W[NE]".
   */
  readonly printPiece?: (letter: string, side: Side, state: number) => string;
  /**
   * Read the `[...]` written after a piece letter (null when there is none) into the piece's state
   * (0..15), or return an error reason. Default: no brackets allowed, state 0.
   */
  readonly parsePieceState?: (letter: string, side: Side, text: string | null) => number | string;
}

export interface Variant {
  /** Stable id, used in URLs, the database and the command line: "chess". */
  readonly id: string;
  readonly name: string;
  /** Stored with each game record; bump when a rules change could change legal moves. */
  readonly rulesVersion: string;
  readonly files: number;
  readonly ranks: number;
  /** Pits: squares that are not part of the board (no piece stands there; sliders stop). */
  readonly holes?: readonly string[];
  readonly pieces: readonly PieceDef[];
  readonly start: string;
  /** "check": a move may not leave the royal piece attacked (mate/stalemate). "capture": no check;
   * capturing the royal piece wins (reason "king-captured"). Default "check". */
  readonly royalty?: "check" | "capture";
  /** What having no legal move means when not in check: default a stalemate draw. */
  readonly noMoves?: "stalemate" | "loss";
  readonly castling?: readonly CastlingRule[];
  /** Position-string fields in order. Default: the six FEN fields. */
  readonly fields?: readonly PositionField[];
  readonly extraFields?: Readonly<Record<string, ExtraField>>;
  /** Whether the repetition and fifty-move draws apply (default both true). */
  readonly repetition?: boolean;
  readonly fiftyMoves?: boolean;
  readonly hooks?: VariantHooks;
}
