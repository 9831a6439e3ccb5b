// The public face of one game: pure functions over plain `Position` values. Each call loads the
// position into a private board, works there (make/unmake), and hands back new values. Everything
// it returns is plain data (names, letters, `Color`s), so nothing outside the engine needs its
// board, its compiled rules or the variant's definition.

import type { Board } from "./board";
import { parsePosition, parseRepetitionKey, pieceToken, printPosition, repetitionKey } from "./fen";
import { parseMove, printMove, printShortMove } from "./notation";
import { judge } from "./outcome";
import { perftBoard } from "./perft";
import type { Result } from "./result";
import { fail, ok } from "./result";
import type { Rules } from "./rules";
import { rulesOf } from "./rules";
import { SearchBoard } from "./search-board";
import type { Color, Move, Outcome, Position, Square } from "./types";
import { colorOf, sameMove, sideOfPiece, typeOfPiece } from "./types";
import type { Variant } from "./variant";

/** One piece type of a game, as plain data. */
export interface PieceInfo {
  /** Upper-case letter used in notation and position strings ("N"). */
  readonly letter: string;
  /** The game's name for it, lower case ("knight", "mercenary"). */
  readonly name: string;
  /** How it moves, in one sentence ("a knight moves two squares ..."). */
  readonly describe: string;
  /** The piece whose capture or checkmate decides the game. */
  readonly royal: boolean;
}

/** One square of the board's rectangle, pits included. */
export interface GridSquare {
  /** "e4" */
  readonly name: string;
  /** 0 = the a-file */
  readonly file: number;
  /** 0 = rank 1 */
  readonly rank: number;
  /** A pit: not part of the board; nothing ever stands there. */
  readonly pit: boolean;
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
  /** Where a piece is placed besides the move (Wild Jokers' Mercenary), if anywhere. */
  readonly placed?: string;
}

/** One move played, with everything a service records and shows about it (`Game.move`). */
export interface PlayedMove {
  readonly move: Move;
  /** Canonical notation: what the record stores and the emails show ("Ng1-f3"). */
  readonly text: string;
  /** Short algebraic notation with its check or mate mark ("Nf3", "exd6", "Qxf7#"): standard PGN. */
  readonly san: string;
  /** Where the moving piece (the king, for castling) started and ended, for highlighting. */
  readonly from: string;
  readonly to: string;
  /** Where a piece is placed besides the move (Wild Jokers' Mercenary), if anywhere. */
  readonly placed?: string;
  /** The position after the move, with its history. */
  readonly position: Position;
  readonly outcome: Outcome;
  /** The square of the king now in check (the side to move's), for highlighting. */
  readonly check?: string;
}

export class Game {
  readonly id: string;
  readonly name: string;
  readonly rulesVersion: string;
  readonly files: number;
  readonly ranks: number;
  /** Pits: squares that are not part of the board. */
  readonly holes: readonly string[];
  readonly pieces: readonly PieceInfo[];
  /** The variant's definition. Engine-internal: its hooks, tests and tools, never the app. */
  readonly variant: Variant;
  private compiled?: Rules;
  private squareNames?: readonly string[];
  private gridSquares?: readonly GridSquare[];
  private readonly historyHashes = new Map<string, [number, number]>();

  constructor(variant: Variant) {
    this.variant = variant;
    this.id = variant.id;
    this.name = variant.name;
    this.rulesVersion = variant.rulesVersion;
    this.files = variant.files;
    this.ranks = variant.ranks;
    this.holes = [...(variant.holes ?? [])];
    this.pieces = variant.pieces.map((p) => ({
      letter: p.letter,
      name: p.name,
      describe: p.describe,
      royal: p.royal === true,
    }));
  }

  /**
   * The compiled rules (its rays and tables), compiled when first needed: a page that shows one
   * game, or only the games' names, on a slow phone, does not pay for six on loading the engine.
   * Engine-internal: its hooks, tests and tools, never the app.
   */
  get rules(): Rules {
    this.compiled ??= rulesOf(this.variant);
    return this.compiled;
  }

  /** Compiles the rules now, ahead of the first move that needs them (a client that can wait). */
  prepare(): void {
    void this.rules;
  }

  /** Every square name of the board, pits excluded, a1 first, rank by rank. */
  get squares(): readonly string[] {
    this.squareNames ??= this.rules.squareNames.filter((_, sq) => !this.rules.isHole[sq]);
    return this.squareNames;
  }

  /** Every square of the board's rectangle, pits included, a1 first, rank by rank. */
  get grid(): readonly GridSquare[] {
    this.gridSquares ??= this.rules.squareNames.map((name, sq) => ({
      name,
      file: this.rules.file(sq),
      rank: this.rules.rank(sq),
      pit: this.rules.isHole[sq] === 1,
    }));
    return this.gridSquares;
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
        letter: rules.letters[typeOfPiece(c)],
        color: colorOf(sideOfPiece(c)),
        token: pieceToken(board, sq),
      });
    }
    return out;
  }

  turn(position: Position): Color {
    return colorOf(this.load(position).turn);
  }

  /**
   * Whether the side to move's king is attacked. Always false in games without check, where the
   * king is captured instead (Wild Jokers).
   */
  inCheck(position: Position): boolean {
    return this.checkSquare(position) !== undefined;
  }

  /** The square of the side to move's king when it is in check (see `inCheck`), for highlighting. */
  checkSquare(position: Position): string | undefined {
    return checkSquareOf(this.load(position));
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
        ...placedOf(rules, move),
      }))
      .sort((a, b) => cmp(a.text, b.text));
  }

  /** Whether moves carry check and mate marks: where the core writes the notation and check exists (not Joust's own). */
  private get marksChecks(): boolean {
    return this.rules.royalty === "check" && this.variant.hooks?.printMove === undefined;
  }

  /**
   * Every legal move's short notation with its check or mate mark, exactly as `move` writes its
   * `san`, in the order of `moveChoices`: one reading of the position and one move generation for
   * the whole list (playing each move through `move` reads the position anew and generates the
   * moves twice a move). The mate test runs only after a move that gives check.
   */
  shortMoveTexts(position: Position): string[] {
    const board = this.load(position);
    const { moves } = judge(board);
    const marked = this.marksChecks;
    return moves
      .map((move) => ({ move, text: printMove(board, move) }))
      .sort((a, b) => cmp(a.text, b.text))
      .map(({ move }) => {
        const short = printShortMove(board, move, moves);
        if (!marked) return short;
        board.make(move);
        const check = checkSquareOf(board);
        const mate = check !== undefined && isCheckmate(judge(board).outcome);
        board.unmake();
        return check === undefined ? short : `${short}${mate ? "#" : "+"}`;
      });
  }

  /**
   * Reads move text (any form `parseMove` reads) and plays it, all from one reading of the position:
   * the move, its canonical and short notation, its squares, the new position and how the game
   * stands. The error says why the move is refused (`code` "syntax", "illegal-move", "ambiguous",
   * "game-over").
   */
  move(position: Position, text: string): Result<PlayedMove> {
    const board = this.load(position);
    const judged = judge(board);
    const read = readJudged(board, text, judged);
    if (!read.ok) return read;
    const move = read.value;
    const rules = this.rules;
    const canonical = printMove(board, move);
    const short = printShortMove(board, move, judged.moves);
    const key = repetitionKey(board);
    board.make(move);
    const irreversible = board.irreversibleAt === board.pastCount;
    const outcome = judge(board).outcome;
    const check = checkSquareOf(board);
    const mark = !this.marksChecks || check === undefined ? "" : isCheckmate(outcome) ? "#" : "+";
    return ok({
      move,
      text: canonical,
      san: short + mark,
      from: rules.name(move.from),
      to: rules.name(move.to),
      ...placedOf(rules, move),
      position: {
        game: this.id,
        fen: printPosition(board),
        history: irreversible ? [] : [...position.history, key],
      },
      outcome,
      ...(check === undefined ? {} : { check }),
    });
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
    return moves
      .map((move) => ({ move, text: printMove(board, move), ...placedOf(this.rules, move) }))
      .sort((a, b) => cmp(a.text, b.text));
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

  /**
   * Plays a list of moves on one board (the position is read once, not once per move); the error
   * names the first move that is not legal and why. The result equals playing them one by one.
   */
  playMoves(position: Position, texts: readonly string[]): Result<Position> {
    if (texts.length === 0) return ok(position);
    const board = this.load(position);
    let history = [...position.history];
    for (let i = 0; i < texts.length; i++) {
      const move = readMove(board, texts[i]);
      if (!move.ok) return fail(move.error.code, `move ${i + 1}, ${move.error.reason}`, texts[i]);
      const key = repetitionKey(board);
      board.make(move.value);
      if (board.irreversibleAt === board.pastCount) history = [];
      else history.push(key);
    }
    return ok({ game: this.id, fen: printPosition(board), history });
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
    if (typeof moveText !== "string") return fail("syntax", "a move must be text");
    const board = parsePosition(this.rules, positionString);
    if (!board.ok) return board;
    return readMove(board.value, moveText);
  }

  /**
   * A mutable board on the position, for a game-tree search (lib/search/): legal moves, make/unmake,
   * the Zobrist key, the game's outcome rules and the pieces, without plain values per move. The
   * position's history counts for repetitions. Throws on an invalid position value, as `load` does.
   */
  searchBoard(position: Position): SearchBoard {
    return new SearchBoard(this.load(position));
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
  return readJudged(board, text, judge(board));
}

function readJudged(board: Board, text: string, judged: { outcome: Outcome; moves: Move[] }): Result<Move> {
  if (judged.outcome.status === "over")
    return fail(
      "game-over",
      `${String(text).trim()}: the game is over (${describeOutcome(judged.outcome)})`,
      text,
    );
  return parseMove(board, text, judged.moves);
}

/** The side to move's king square when it is in check, in a game with check. */
function checkSquareOf(board: Board): string | undefined {
  const rules = board.rules;
  if (rules.royalty !== "check") return undefined;
  const king: Square = board.royal[board.turn];
  return king >= 0 && board.inCheck(board.turn) ? rules.name(king) : undefined;
}

/** `{ placed: "e2" }` for a move that places a piece on the board besides itself, else nothing. */
const placedOf = (rules: Rules, move: Move): { placed?: string } =>
  move.drop !== null && move.drop.square >= 0 ? { placed: rules.name(move.drop.square) } : {};

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

/** Whether the game ended in checkmate: the "#" of a move's notation. */
const isCheckmate = (outcome: Outcome): boolean =>
  outcome.status === "over" && outcome.reason === "checkmate";

/** Plain string order (code units), the order the command line prints. */
export const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
export const sortPlain = (list: string[]): string[] => list.sort(cmp);
