// The public face of one game: pure functions over plain `Position` values. Each call loads the
// position into a private board, works there (make/unmake), and hands back new values.

import type { Board } from "./board";
import { parsePosition, parseRepetitionKey, pieceToken, printPosition, repetitionKey } from "./fen";
import { parseMove, printMove } from "./notation";
import { judge } from "./outcome";
import { perftBoard } from "./perft";
import type { Result } from "./result";
import { fail, ok } from "./result";
import type { Rules } from "./rules";
import { rulesOf } from "./rules";
import type { Color, Move, Outcome, Position } from "./types";
import { sameMove } from "./types";
import type { Variant } from "./variant";

export interface PieceInfo {
  readonly letter: string;
  readonly name: string;
}

/** What the app shows about a game, as a plain value (safe to pass to client components). */
export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly rulesVersion: string;
  readonly files: number;
  readonly ranks: number;
  readonly holes: readonly string[];
  readonly pieces: readonly PieceInfo[];
  readonly start: string;
}

/** One piece on the board, for drawing it. */
export interface PlacedPiece {
  readonly square: string;
  readonly letter: string;
  readonly color: Color;
  /** The piece as written in the position string ("N", "n", "W[NE]"). */
  readonly token: string;
}

/** A complete move with its canonical notation, for choosers and lists. */
export interface MoveChoice {
  readonly move: Move;
  readonly text: string;
}

export class Game {
  readonly id: string;
  readonly name: string;
  readonly rulesVersion: string;
  readonly files: number;
  readonly ranks: number;
  /** Pits: squares that are not part of the board. */
  readonly holes: readonly string[];
  /** Every square name of the board, pits excluded, a1 first, rank by rank. */
  readonly squares: readonly string[];
  readonly pieces: readonly PieceInfo[];
  readonly variant: Variant;
  readonly rules: Rules;
  private readonly historyHashes = new Map<string, [number, number]>();

  constructor(variant: Variant) {
    this.variant = variant;
    this.rules = rulesOf(variant);
    this.id = variant.id;
    this.name = variant.name;
    this.rulesVersion = variant.rulesVersion;
    this.files = variant.files;
    this.ranks = variant.ranks;
    this.holes = [...(variant.holes ?? [])];
    this.squares = this.rules.squareNames.filter((_, sq) => !this.rules.isHole[sq]);
    this.pieces = variant.pieces.map((p) => ({ letter: p.letter, name: p.name }));
  }

  /** The registry entry as a plain value. */
  info(): GameInfo {
    return {
      id: this.id,
      name: this.name,
      rulesVersion: this.rulesVersion,
      files: this.files,
      ranks: this.ranks,
      holes: this.holes,
      pieces: this.pieces,
      start: this.variant.start,
    };
  }

  // --- positions ---------------------------------------------------------------------------

  start(): Position {
    const parsed = this.parsePosition(this.variant.start);
    if (!parsed.ok) throw new Error(`${this.id}: bad start position: ${parsed.error.reason}`);
    return parsed.value;
  }

  /** Reads a position string; `history` (repetition keys, oldest first) is optional. */
  parsePosition(text: string, history: readonly string[] = []): Result<Position> {
    const board = parsePosition(this.rules, text);
    if (!board.ok) return board;
    for (const key of history) {
      const past = parseRepetitionKey(this.rules, key);
      if (!past.ok) return past;
    }
    return ok({ game: this.id, fen: printPosition(board.value), history: [...history] });
  }

  /** The pieces on the board, for drawing. */
  boardView(position: Position): PlacedPiece[] {
    const board = this.load(position);
    const rules = this.rules;
    const out: PlacedPiece[] = [];
    for (let sq = 0; sq < rules.size; sq++) {
      const c = board.squares[sq];
      if (c <= 0) continue;
      out.push({
        square: rules.name(sq),
        letter: rules.letters[(c - 1) >> 1],
        color: (c - 1) & 1 ? "b" : "w",
        token: pieceToken(board, sq),
      });
    }
    return out;
  }

  turn(position: Position): Color {
    return this.load(position).turn === 0 ? "w" : "b";
  }

  // --- moves -------------------------------------------------------------------------------

  /** Every legal move of the side to move (none once the game is over). */
  legalMoves(position: Position): Move[] {
    return judge(this.load(position)).moves;
  }

  /** Canonical notation of every legal move, sorted by plain string order. */
  legalMoveTexts(position: Position): string[] {
    const board = this.load(position);
    return sortPlain(judge(board).moves.map((m) => printMove(board, m)));
  }

  printMove(position: Position, move: Move): string {
    return printMove(this.load(position), move);
  }

  /** Reads move text (canonical, short SAN, decorated, lower case) as one of the legal moves. */
  parseMove(position: Position, text: string): Result<Move> {
    return readMove(this.load(position), text);
  }

  /**
   * Every legal move with its squares and canonical text, sorted by text: one call gives the UI its
   * origin → destinations map and the choosers.
   */
  moveChoices(position: Position): (MoveChoice & { readonly from: string; readonly to: string })[] {
    const board = this.load(position);
    const rules = this.rules;
    return judge(board)
      .moves.map((move) => ({
        move,
        text: printMove(board, move),
        from: rules.name(move.from),
        to: rules.name(move.to),
      }))
      .sort((a, b) => cmp(a.text, b.text));
  }

  /** Squares the piece on `from` can move to (sorted), for highlighting. */
  destinations(position: Position, from: string): string[] {
    const sq = this.rules.squareOf(from);
    const moves = this.legalMoves(position).filter((m) => m.from === sq);
    return sortPlain([...new Set(moves.map((m) => this.rules.name(m.to)))]);
  }

  /** The complete moves sharing an origin and destination (promotions, placements, routes), for a chooser. */
  movesBetween(position: Position, from: string, to: string): MoveChoice[] {
    const board = this.load(position);
    const f = this.rules.squareOf(from);
    const t = this.rules.squareOf(to);
    const moves = judge(board).moves.filter((m) => m.from === f && m.to === t);
    return moves.map((move) => ({ move, text: printMove(board, move) })).sort((a, b) => cmp(a.text, b.text));
  }

  /** The position after a legal move. Throws if the move is not legal here (a programming error). */
  play(position: Position, move: Move): Position {
    const board = this.load(position);
    const legal = judge(board).moves;
    if (!legal.some((m) => sameMove(m, move)))
      throw new Error(`${this.id}: move ${JSON.stringify(move)} is not legal in ${position.fen}`);
    return this.after(board, position, move);
  }

  /** Parses and plays one move. */
  playText(position: Position, text: string): Result<Position> {
    const board = this.load(position);
    const move = readMove(board, text);
    if (!move.ok) return move;
    return ok(this.after(board, position, move.value));
  }

  /** Plays a list of moves; the error names the first move that is not legal and why. */
  playMoves(position: Position, texts: readonly string[]): Result<Position> {
    let current = position;
    for (let i = 0; i < texts.length; i++) {
      const next = this.playText(current, texts[i]);
      if (!next.ok) return fail(`move ${i + 1}, ${next.error.reason}`, texts[i]);
      current = next.value;
    }
    return ok(current);
  }

  private after(board: Board, position: Position, move: Move): Position {
    const key = repetitionKey(board);
    board.make(move);
    const irreversible = board.irreversibleAt === board.pastCount;
    return {
      game: this.id,
      fen: printPosition(board),
      history: irreversible ? [] : [...position.history, key],
    };
  }

  // --- outcome -----------------------------------------------------------------------------

  outcome(position: Position): Outcome {
    return judge(this.load(position)).outcome;
  }

  /** Counts the leaf nodes of the move tree to `depth` (0 below a finished game). */
  perft(position: Position, depth: number): number {
    return perftBoard(this.load(position), depth);
  }

  /**
   * The fast path for checking a move of a stored game: parse the position string, generate the
   * legal moves, and find the move among them. No history: repetition is the record's business.
   */
  validateMove(positionString: string, moveText: string): Result<Move> {
    if (typeof moveText !== "string") return fail("a move must be text");
    const board = parsePosition(this.rules, positionString);
    if (!board.ok) return board;
    return readMove(board.value, moveText);
  }

  /** The internal board of a position (for hooks' tests and tools inside the engine). */
  load(position: Position): Board {
    const parsed = parsePosition(this.rules, position.fen);
    if (!parsed.ok) throw new Error(`${this.id}: invalid position value: ${parsed.error.reason}`);
    const board = parsed.value;
    for (const key of position.history) {
      let hash = this.historyHashes.get(key);
      if (!hash) {
        const past = parseRepetitionKey(this.rules, key);
        if (!past.ok) throw new Error(`${this.id}: invalid history entry: ${past.error.reason}`);
        hash = [past.value.hashLo, past.value.hashHi];
        if (this.historyHashes.size > 10_000) this.historyHashes.clear();
        this.historyHashes.set(key, hash);
      }
      board.pushPast(hash[0], hash[1]);
    }
    return board;
  }
}

/** Move text read against the legal moves of `board`; refused with the outcome once the game is over. */
function readMove(board: Board, text: string): Result<Move> {
  const judged = judge(board);
  if (judged.outcome.status === "over")
    return fail(`${String(text).trim()}: the game is over (${describeOutcome(judged.outcome)})`, text);
  return parseMove(board, text, judged.moves);
}

/** "White won by checkmate", "draw by repetition". */
export function describeOutcome(outcome: Outcome): string {
  if (outcome.status === "ongoing") return "ongoing";
  const reason = outcome.reason.replace(/-/g, " ");
  if (outcome.winner === "draw") return `draw by ${reason}`;
  return `${outcome.winner === "w" ? "White" : "Black"} won by ${reason}`;
}

/** The contract's status line value: "ongoing", "white checkmate", "draw repetition". */
export function statusText(outcome: Outcome): string {
  if (outcome.status === "ongoing") return "ongoing";
  const who = outcome.winner === "draw" ? "draw" : outcome.winner === "w" ? "white" : "black";
  return `${who} ${outcome.reason}`;
}

/** Plain string order (code units), the order the command line prints. */
export const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
export const sortPlain = (list: string[]): string[] => list.sort(cmp);
