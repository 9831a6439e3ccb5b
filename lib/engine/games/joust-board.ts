// The Joust board and its position string (joust §3, §10.2): `Letter[heading]` per piece in FEN rank
// order, digits for runs of empty squares, then a space and the side to move. Nothing else.

import { fail, ok, type Result } from "../result";
import type { Side } from "../types";
import {
  headingCode,
  headingCodes,
  KING,
  makeCode,
  orientationOf,
  PIECE_LETTERS,
  PIECE_NAMES,
  type PieceLetter,
  parseHeading,
  sideOfCode,
  squareName,
  typeOf,
} from "./joust-pips";

/** A board: 64 piece codes (joust-pips), a1 = 0, plus the side to move. */
export interface JoustBoard {
  readonly squares: Int8Array;
  readonly side: Side;
}

/** joust §3: the start position, exactly as the spec prints it. */
export const JOUST_START =
  "w[SE]h[SW]w[S]q[+]k[+]w[S]h[SE]w[SW]/p[N]p[N]p[N]p[N]p[N]p[N]p[N]p[N]/8/8/8/8/" +
  "P[N]P[N]P[N]P[N]P[N]P[N]P[N]P[N]/W[NE]H[NW]W[N]Q[+]K[+]W[N]H[NE]W[NW] w";

/** The placement field (ranks only) of a board: also the body of the repetition key. */
export function printPlacement(squares: Int8Array): string {
  const ranks: string[] = [];
  for (let y = 7; y >= 0; y--) {
    let rank = "";
    let empty = 0;
    for (let x = 0; x < 8; x++) {
      const code = squares[y * 8 + x];
      if (code === 0) {
        empty++;
        continue;
      }
      if (empty > 0) rank += String(empty);
      empty = 0;
      const letter = PIECE_LETTERS[typeOf(code) - 1];
      rank +=
        (sideOfCode(code) === 0 ? letter : letter.toLowerCase()) +
        "[" +
        headingCode(typeOf(code), orientationOf(code)) +
        "]";
    }
    if (empty > 0) rank += String(empty);
    ranks.push(rank);
  }
  return ranks.join("/");
}

export const printJoustPosition = (board: JoustBoard): string =>
  printPlacement(board.squares) + " " + (board.side === 0 ? "w" : "b");

/**
 * Parses a position string. Checks the syntax and that each side has exactly one King; whether the
 * position is playable (the side not to move must not be in check) is the variant's business.
 */
export function parseJoustPosition(text: string): Result<JoustBoard> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 2 || fields[0] === "") {
    return fail(
      `"${text}": a Joust position string is the placement and the side to move, e.g. "${JOUST_START}"`,
      text,
    );
  }
  const [placement, sideField] = fields;
  if (sideField !== "w" && sideField !== "b") {
    return fail(`"${sideField}": the side to move is "w" or "b"`, sideField);
  }
  const ranks = placement.split("/");
  if (ranks.length !== 8)
    return fail(`"${placement}": a board has 8 ranks, found ${ranks.length}`, placement);
  const squares = new Int8Array(64);
  const kings = [0, 0];
  for (let i = 0; i < 8; i++) {
    const y = 7 - i;
    const rank = ranks[i];
    let x = 0;
    let at = 0;
    while (at < rank.length) {
      const ch = rank[at];
      if (ch >= "1" && ch <= "8") {
        x += Number(ch);
        at++;
      } else {
        const type = PIECE_LETTERS.indexOf(ch.toUpperCase() as PieceLetter) + 1;
        if (type === 0) return fail(`"${ch}" in rank ${y + 1}: Joust pieces are P, W, H, Q and K`, ch);
        const close = rank.indexOf("]", at);
        if (rank[at + 1] !== "[" || close < 0) {
          return fail(
            `"${rank.slice(at)}" in rank ${y + 1}: every piece is followed by its heading in brackets, e.g. ${ch}[${headingCode(type, 0)}]`,
            ch,
          );
        }
        const heading = rank.slice(at + 2, close);
        const r = parseHeading(type, heading);
        if (r < 0) {
          return fail(
            `"${rank.slice(at, close + 1)}" in rank ${y + 1}: a ${PIECE_NAMES[type - 1]}'s heading is one of ${headingCodes(type).join(", ")}`,
            rank.slice(at, close + 1),
          );
        }
        if (x >= 8) return fail(`rank ${y + 1} ("${rank}") has more than 8 squares`, rank);
        const side: Side = ch === ch.toUpperCase() ? 0 : 1;
        squares[y * 8 + x] = makeCode(type, side, r);
        if (type === KING) kings[side]++;
        x++;
        at = close + 1;
      }
      if (x > 8) return fail(`rank ${y + 1} ("${rank}") has more than 8 squares`, rank);
    }
    if (x !== 8) return fail(`rank ${y + 1} ("${rank}") has ${x} squares, not 8`, rank);
  }
  for (const side of [0, 1] as const) {
    if (kings[side] !== 1) {
      return fail(
        `"${placement}": ${side === 0 ? "White" : "Black"} must have exactly one King, found ${kings[side]}`,
        placement,
      );
    }
  }
  return ok({ squares, side: sideField === "w" ? 0 : 1 });
}

export const describePiece = (code: number, sq: number): string =>
  `${sideOfCode(code) === 0 ? "White" : "Black"} ${PIECE_NAMES[typeOf(code) - 1]} on ${squareName(sq)}`;
