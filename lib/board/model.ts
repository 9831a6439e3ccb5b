// The board picture's model: every square (with its shade, or a pit) and every piece (with its
// side, name and, for Joust, its pips), built from a game id and a position. No drawing here.

import type { Color, Game, Position, Result } from "@/lib/engine";
import { fail, getGame, joustPipDirections, ok } from "@/lib/engine";
import { withoutSpecReferences } from "../rules-text";
import type { Direction } from "./pips";
import { headingOf } from "./pips";
import { type Shade, shadeOf } from "./shade";

export interface BoardSquare {
  /** "e4" */
  readonly name: string;
  /** 0 = the a-file */
  readonly file: number;
  /** 0 = rank 1 */
  readonly rank: number;
  /** a1 is dark, as on every chessboard. */
  readonly shade: Shade;
  /** A pit: not part of the board, nothing ever stands on it. */
  readonly pit: boolean;
}

export interface BoardPiece {
  readonly square: string;
  /** Upper-case letter of the piece's type, as in notation ("N"). */
  readonly letter: string;
  /** The game's name for it ("knight", "mercenary", "wedge"). */
  readonly name: string;
  readonly side: Color;
  /** Joust: the directions its pips point now (board directions, White's naming); otherwise []. */
  readonly pips: readonly Direction[];
  /** Joust: the heading code it was read from ("NE", "+"). */
  readonly heading?: string;
}

export interface BoardModel {
  readonly game: string;
  readonly gameName: string;
  readonly files: number;
  readonly ranks: number;
  /** Every square of the rectangle, pits included, a1 first, rank by rank. */
  readonly squares: readonly BoardSquare[];
  readonly pieces: readonly BoardPiece[];
  readonly turn: Color;
  /**
   * How each kind of piece moves, by letter, in the legend's words: what the board says about a
   * piece tapped on it (piece-note.ts), with no need of the engine in the browser.
   */
  readonly pieceWords: Readonly<Record<string, string>>;
}

/**
 * The pip directions of a Joust piece (joust §2.1, §2.3), or [] when the heading does not fit the
 * shape. The rule lives in the engine; lib/board/pips.ts adds the drawing geometry.
 */
export const pipsOf = (name: string, heading: string): Direction[] => joustPipDirections(name, heading);

/** The model of a position: a `Position` value or a position string of that game. */
export function boardModel(gameId: string, position: Position | string): Result<BoardModel> {
  const found = getGame(gameId);
  if (!found.ok) return found;
  const game = found.value;
  const parsed = typeof position === "string" ? game.parsePosition(position) : ok(position);
  if (!parsed.ok) return parsed;
  if (parsed.value.game !== game.id)
    return fail(
      "bad-position",
      `a ${parsed.value.game} position cannot be drawn as ${game.id}`,
      parsed.value.game,
    );
  return ok(modelOf(game, parsed.value));
}

/** The start position's model. */
export function startModel(gameId: string): Result<BoardModel> {
  const found = getGame(gameId);
  return found.ok ? ok(modelOf(found.value, found.value.start())) : found;
}

function modelOf(game: Game, position: Position): BoardModel {
  const names = new Map(game.pieces.map((p) => [p.letter, p.name.toLowerCase()]));
  const squares = game.grid.map(
    ({ name, file, rank, pit }): BoardSquare => ({
      name,
      file,
      rank,
      shade: shadeOf(file, rank),
      pit,
    }),
  );
  const pieces = game.boardView(position).map((placed): BoardPiece => {
    const name = names.get(placed.letter) ?? placed.letter.toLowerCase();
    const heading = headingOf(placed.token);
    if (heading === undefined)
      return { square: placed.square, letter: placed.letter, name, side: placed.color, pips: [] };
    return {
      square: placed.square,
      letter: placed.letter,
      name,
      side: placed.color,
      pips: pipsOf(name, heading),
      heading,
    };
  });
  return {
    game: game.id,
    gameName: game.name,
    files: game.files,
    ranks: game.ranks,
    squares,
    pieces,
    turn: game.turn(position),
    pieceWords: pieceWordsOf(game),
  };
}

const wordsByGame = new Map<string, Readonly<Record<string, string>>>();

/** Each piece type's sentence, for players: no rule numbers, a capital first. Once per game. */
function pieceWordsOf(game: Game): Readonly<Record<string, string>> {
  let words = wordsByGame.get(game.id);
  if (!words) {
    words = Object.fromEntries(game.pieces.map((def) => [def.letter, movesOf(def.describe)]));
    wordsByGame.set(game.id, words);
  }
  return words;
}

/** The engine's sentence about a piece, for players: no rule numbers, a capital first. */
export const movesOf = (describe: string) => capitalised(withoutSpecReferences(describe));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The square of the side to move's king when it is in check, for highlighting; undefined when it
 * is not, and always for games without check (royalty by capture, e.g. Wild Jokers).
 */
export function checkSquare(gameId: string, position: Position): string | undefined {
  const found = getGame(gameId);
  return found.ok ? found.value.checkSquare(position) : undefined;
}
