// Position strings: FEN, generalised to any board size, pits (`*`), per-piece states (`W[NE]`) and
// the variant's own field list. `parsePosition` and `printPosition` round-trip exactly.

import { Board } from "./board";
import type { Result } from "./result";
import { fail, ok } from "./result";
import type { Rules } from "./rules";
import type { Side, Square } from "./types";
import { colorName, pieceCode, sideOfPiece, typeOfPiece } from "./types";
import type { PositionField } from "./variant";

export const DEFAULT_FIELDS: readonly PositionField[] = [
  "board",
  "turn",
  "castling",
  "ep",
  "halfmoves",
  "fullmoves",
];

const fieldsOf = (rules: Rules) => rules.variant.fields ?? DEFAULT_FIELDS;

/** Parses a position string into a board, checking it is a position the game can be played from. */
export function parsePosition(rules: Rules, text: string): Result<Board> {
  if (typeof text !== "string") return fail("bad-position", "the position must be a string");
  const parts = text.trim().split(/\s+/);
  const fields = fieldsOf(rules);
  const example = rules.variant.start;
  if (parts.length !== fields.length || parts[0] === "") {
    return fail(
      "bad-position",
      `position "${text.trim()}": expected ${fields.length} fields separated by spaces (${fields.join(", ")}), like "${example}", found ${parts[0] === "" ? 0 : parts.length}`,
      text,
    );
  }
  const board = new Board(rules);
  for (let i = 0; i < fields.length; i++) {
    const error = parseField(board, fields[i], parts[i]);
    if (error !== null) return fail("bad-position", `position "${text.trim()}": ${error}`, parts[i]);
  }
  const invalid = validate(board);
  if (invalid !== null) return fail("bad-position", `position "${text.trim()}": ${invalid}`, text);
  board.rehash();
  return ok(board);
}

function parseField(board: Board, field: PositionField, text: string): string | null {
  const rules = board.rules;
  switch (field) {
    case "board":
      return parseBoard(board, text);
    case "turn":
      if (text !== "w" && text !== "b") return `the side to move must be "w" or "b", not "${text}"`;
      board.turn = text === "w" ? 0 : 1;
      return null;
    case "castling": {
      if (text === "-") return null;
      let last = -1;
      for (const ch of text) {
        const bit = rules.rightLetters.indexOf(ch);
        if (bit < 0)
          return `castling rights "${text}": "${ch}" is not a castling right here (use ${rules.rightLetters ? `letters of "${rules.rightLetters}"` : "only"} or "-")`;
        if (bit <= last)
          return `castling rights "${text}" must be written in the order "${rules.rightLetters}", each once`;
        last = bit;
        board.castling |= 1 << bit;
      }
      return null;
    }
    case "ep": {
      if (text === "-") return null;
      const sq = rules.squareOf(text);
      if (sq < 0) return `en passant square "${text}" is not a square of this board`;
      const rank = rules.relativeRank(sq, board.turn);
      if (rank !== rules.ranks - 3)
        return `en passant square "${text}" is not on the rank a pawn skips with a double step`;
      board.ep = sq;
      return null;
    }
    case "halfmoves":
    case "fullmoves": {
      if (!/^\d{1,6}$/.test(text))
        return `the ${field === "halfmoves" ? "half-move clock" : "move number"} must be a number, not "${text}"`;
      const n = Number(text);
      if (field === "halfmoves") board.halfmoves = n;
      else {
        if (n < 1) return `the move number must be at least 1, not "${text}"`;
        board.fullmoves = n;
      }
      return null;
    }
    default: {
      const extra = rules.variant.extraFields?.[field];
      if (!extra) return `unknown field ${field}`;
      return extra.parse(text, board);
    }
  }
}

function parseBoard(board: Board, text: string): string | null {
  const rules = board.rules;
  const rows = text.split("/");
  if (rows.length !== rules.ranks)
    return `the board has ${rows.length} ranks, expected ${rules.ranks} separated by "/"`;
  const parseState = rules.variant.hooks?.parsePieceState;
  for (let r = 0; r < rules.ranks; r++) {
    const rank = rules.ranks - 1 - r;
    const row = rows[r];
    let file = 0;
    let i = 0;
    while (i < row.length) {
      const ch = row[i];
      if (ch >= "0" && ch <= "9") {
        let j = i;
        while (j < row.length && row[j] >= "0" && row[j] <= "9") j++;
        const n = Number(row.slice(i, j));
        if (n === 0) return `rank ${rank + 1} ("${row}") has an empty run of 0 squares`;
        for (let k = 0; k < n; k++) {
          if (file < rules.files && rules.isHole[rank * rules.files + file])
            return `rank ${rank + 1} ("${row}") covers the pit ${rules.name(rank * rules.files + file)} with a number; write pits as "*"`;
          file++;
        }
        i = j;
        continue;
      }
      if (file >= rules.files) return `rank ${rank + 1} ("${row}") has more than ${rules.files} squares`;
      const sq = rank * rules.files + file;
      if (ch === "*") {
        if (!rules.isHole[sq])
          return `rank ${rank + 1} ("${row}") has a pit "*" on ${rules.name(sq)}, which is a square of this board`;
        file++;
        i++;
        continue;
      }
      if (rules.isHole[sq]) return `rank ${rank + 1} ("${row}") puts "${ch}" on the pit ${rules.name(sq)}`;
      const type = rules.typeOf(ch);
      if (type < 0)
        return `rank ${rank + 1} ("${row}"): "${ch}" is not a piece of this game (pieces: ${rules.letters.join(" ")})`;
      const side: Side = ch === ch.toUpperCase() ? 0 : 1;
      i++;
      let bracket: string | null = null;
      if (row[i] === "[") {
        const close = row.indexOf("]", i);
        if (close < 0) return `rank ${rank + 1} ("${row}"): "[" without "]"`;
        bracket = row.slice(i + 1, close);
        i = close + 1;
      }
      let state = 0;
      if (parseState) {
        const parsed = parseState(ch.toUpperCase(), side, bracket);
        if (typeof parsed === "string") return `rank ${rank + 1} ("${row}"): ${parsed}`;
        state = parsed;
      } else if (bracket !== null) return `rank ${rank + 1} ("${row}"): pieces of this game take no "[...]"`;
      board.setup(sq, pieceCode(type, side), state);
      file++;
    }
    if (file !== rules.files)
      return `rank ${rank + 1} ("${row}") has ${file} squares, expected ${rules.files}`;
  }
  return null;
}

function validate(board: Board): string | null {
  const rules = board.rules;
  const royalTypes = rules.variant.pieces.filter((p) => p.royal);
  if (royalTypes.length > 0) {
    for (const side of [0, 1] as const) {
      let n = 0;
      for (let c = 1; c < rules.codes; c++)
        if (rules.isRoyal[c] && sideOfPiece(c) === side) n += board.counts[c];
      const who = colorName(side);
      if (n > 1) return `${who} has ${n} kings; a side has one`;
      if (n === 0 && rules.royalty === "check") return `${who} has no king`;
    }
    if (
      rules.royalty === "check" &&
      board.inCheck((1 - board.turn) as Side) &&
      !rules.variant.hooks?.exposedKingAllowed?.(board)
    )
      return `${colorName((1 - board.turn) as Side)} is in check but it is ${colorName(board.turn)}'s turn`;
  }
  for (const c of rules.castles) {
    if ((board.castling & c.rightBit) === 0) continue;
    const side = c.side;
    const king = board.squares[c.kingFrom];
    const rook = board.squares[c.rookFrom];
    const letter = rules.rightLetters[Math.log2(c.rightBit)];
    if (king !== rules.codeOf("K", side) || rook !== pieceCode(c.rookType, side))
      return `castling right "${letter}" needs the king on ${rules.name(c.kingFrom)} and the rook on ${rules.name(c.rookFrom)}`;
  }
  if (board.ep >= 0) {
    if (board.squares[board.ep] !== 0) return `the en passant square ${rules.name(board.ep)} is not empty`;
  }
  return rules.variant.hooks?.validate?.(board) ?? null;
}

/** Prints the position string of a board. */
export function printPosition(board: Board): string {
  return fieldsOf(board.rules)
    .map((f) => printField(board, f))
    .join(" ");
}

/** The position string without its clocks: what must be equal for a repetition. */
export function repetitionKey(board: Board): string {
  return fieldsOf(board.rules)
    .filter((f) => f !== "halfmoves" && f !== "fullmoves")
    .map((f) => printField(board, f))
    .join(" ");
}

/** Parses a repetition key (a position string without clocks) back into a board. */
export function parseRepetitionKey(rules: Rules, key: string): Result<Board> {
  const fields = fieldsOf(rules);
  const parts = key.trim().split(/\s+/);
  const keyFields = fields.filter((f) => f !== "halfmoves" && f !== "fullmoves");
  if (parts.length !== keyFields.length)
    return fail(
      "bad-position",
      `history entry "${key}" has ${parts.length} fields, expected ${keyFields.length}`,
      key,
    );
  const full = fields.map((f) =>
    f === "halfmoves" ? "0" : f === "fullmoves" ? "1" : parts[keyFields.indexOf(f)],
  );
  return parsePosition(rules, full.join(" "));
}

function printField(board: Board, field: PositionField): string {
  const rules = board.rules;
  switch (field) {
    case "board":
      return printBoard(board);
    case "turn":
      return board.turn === 0 ? "w" : "b";
    case "castling": {
      let s = "";
      for (let bit = 0; bit < rules.rightLetters.length; bit++)
        if (board.castling & (1 << bit)) s += rules.rightLetters[bit];
      return s || "-";
    }
    case "ep":
      return board.ep >= 0 ? rules.name(board.ep) : "-";
    case "halfmoves":
      return String(board.halfmoves);
    case "fullmoves":
      return String(board.fullmoves);
    default:
      return rules.variant.extraFields?.[field]?.print(board) ?? "-";
  }
}

function printBoard(board: Board): string {
  const rules = board.rules;
  const rows: string[] = [];
  for (let rank = rules.ranks - 1; rank >= 0; rank--) {
    let row = "";
    let empty = 0;
    for (let file = 0; file < rules.files; file++) {
      const sq = rank * rules.files + file;
      const c = board.squares[sq];
      if (c === 0) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      if (c < 0) {
        row += "*";
        continue;
      }
      row += pieceToken(board, sq);
    }
    if (empty > 0) row += String(empty);
    rows.push(row);
  }
  return rows.join("/");
}

/**
 * The piece on `sq` as the position string writes it: its letter in its owner's case, plus the
 * variant's piece state where it has one (Joust's `W[NE]`).
 */
export function pieceToken(board: Board, sq: Square): string {
  const rules = board.rules;
  const c = board.squares[sq];
  const side = sideOfPiece(c);
  const upper = rules.letters[typeOfPiece(c)];
  const letter = side === 0 ? upper : upper.toLowerCase();
  const printPiece = rules.variant.hooks?.printPiece;
  return printPiece ? printPiece(letter, side, board.states[sq]) : letter;
}
