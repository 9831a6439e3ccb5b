// A board model in a few strings, for the page's client components: what the server puts in the
// RSC flight payload instead of the model itself. The model lists all 64 (or 96) squares as objects
// and each piece with its kind's name; the code says the rectangle's size, its pits, one string of
// pieces ("wRa1 wNb1 …", Joust "wHe4[NE]N,E": heading, then the pips it gives) and each kind of
// piece's name and words once, not once per square. The browser rebuilds the model with no rules engine
// (`boardOfCode`); `boardCode`/`boardOfCode` are a round trip (tests/board-code.test.ts).
// No engine here (type imports and ./shade only): this module runs in the browser.

import type { Color } from "@/lib/engine";
import type { BoardModel, BoardPiece, BoardSquare } from "./model";
import type { Direction } from "./pips";
import { shadeOf } from "./shade";

export interface BoardCode {
  readonly game: string;
  readonly gameName: string;
  readonly files: number;
  readonly ranks: number;
  /** The pits' square names, space-separated; "" when the board has none. */
  readonly pits: string;
  /** Every piece as side, letter and square (and Joust's "[heading]pips"), space-separated. */
  readonly pieces: string;
  readonly turn: Color;
  /** The game's name for each kind of piece on the board, by letter ("N": "knight"). */
  readonly names: Readonly<Record<string, string>>;
  /** How each kind of piece moves, by letter (BoardModel.pieceWords). */
  readonly words: Readonly<Record<string, string>>;
}

const fileLetters = "abcdefghijklmnopqrstuvwxyz";

/** The code of a model. */
export function boardCode(model: BoardModel): BoardCode {
  const names: Record<string, string> = {};
  for (const piece of model.pieces) names[piece.letter] = piece.name;
  return {
    game: model.game,
    gameName: model.gameName,
    files: model.files,
    ranks: model.ranks,
    pits: model.squares
      .filter((s) => s.pit)
      .map((s) => s.name)
      .join(" "),
    pieces: model.pieces.map(pieceCode).join(" "),
    turn: model.turn,
    names,
    words: model.pieceWords,
  };
}

const pieceCode = (piece: BoardPiece) =>
  `${piece.side}${piece.letter}${piece.square}${piece.heading === undefined ? "" : `[${piece.heading}]${piece.pips.join(",")}`}`;

const piecePattern = /^([wb])([A-Z])([a-z]\d+)(?:\[([^\]]*)\](.*))?$/;

/** The model a code stands for. */
export function boardOfCode(code: BoardCode): BoardModel {
  const pits = new Set(code.pits === "" ? [] : code.pits.split(" "));
  const squares: BoardSquare[] = [];
  for (let rank = 0; rank < code.ranks; rank++)
    for (let file = 0; file < code.files; file++) {
      const name = `${fileLetters[file]}${rank + 1}`;
      squares.push({ name, file, rank, shade: shadeOf(file, rank), pit: pits.has(name) });
    }
  const pieces: BoardPiece[] = [];
  for (const text of code.pieces === "" ? [] : code.pieces.split(" ")) {
    const match = piecePattern.exec(text);
    if (!match) continue;
    const [, side, letter, square, heading, pips] = match;
    const name = code.names[letter] ?? letter.toLowerCase();
    const piece = { square, letter, name, side: side as Color };
    pieces.push(
      heading === undefined
        ? { ...piece, pips: [] }
        : { ...piece, pips: pips === "" ? [] : (pips.split(",") as Direction[]), heading },
    );
  }
  return {
    game: code.game,
    gameName: code.gameName,
    files: code.files,
    ranks: code.ranks,
    squares,
    pieces,
    turn: code.turn,
    pieceWords: code.words,
  };
}

/** A model as it is, or the model a code stands for. */
export const asBoardModel = (board: BoardModel | BoardCode): BoardModel =>
  typeof board.pieces === "string" ? boardOfCode(board as BoardCode) : (board as BoardModel);
