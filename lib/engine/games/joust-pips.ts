// Joust Chess vocabulary: directions, piece shapes, orientations and their heading codes (joust §1-§2).
//
// A piece is one small integer (a "code") so that the turn search can run on a flat Int8Array:
//   bits 0-2  piece type (1..5, see PIECE_TYPES)
//   bit  3    colour (0 = White, 8 = Black)
//   bits 4-6  orientation index r (meaning depends on the type, see pipMaskOf)
// 0 is an empty square.

import type { Side } from "../types";

/** joust §1.2: direction index → name, from White's point of view. */
export const DIRECTIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export type DirectionName = (typeof DIRECTIONS)[number];

export const DX = [0, 1, 1, 1, 0, -1, -1, -1] as const;
export const DY = [1, 1, 0, -1, -1, -1, 0, 1] as const;

/** joust §1.2: opp(d) = (d + 4) mod 8. */
export const opp = (d: number): number => (d + 4) & 7;

/** Piece letters in type order: code type 1 = P ... 5 = K. */
export const PIECE_LETTERS = ["P", "W", "H", "Q", "K"] as const;
export type PieceLetter = (typeof PIECE_LETTERS)[number];
export const PIECE_NAMES = ["Pawn", "Wedge", "Hook", "Queen", "King"] as const;

export const PAWN = 1;
export const WEDGE = 2;
export const HOOK = 3;
export const QUEEN = 4;
export const KING = 5;

export const BLACK_BIT = 8;

/** joust §4.5 / A5: number of set-distinct orientations of each shape (index = type). */
export const ORIENTATION_COUNT = [0, 4, 8, 8, 2, 2] as const;

export const makeCode = (type: number, side: Side, orientation: number): number =>
  type | (side === 1 ? BLACK_BIT : 0) | (orientation << 4);

export const typeOf = (code: number): number => code & 7;
export const sideOfCode = (code: number): Side => ((code & BLACK_BIT) === 0 ? 0 : 1);
export const orientationOf = (code: number): number => (code >> 4) & 7;
export const withOrientation = (code: number, orientation: number): number =>
  (code & 0x0f) | (orientation << 4);

const bit = (d: number): number => 1 << (d & 7);

/**
 * The set of pip directions (a bit mask over direction indices) of a shape in orientation r
 * (joust §2.1, heading codes §2.3):
 * - Pawn r ∈ 0..3: the axis {r, r+4}.
 * - Wedge r ∈ 0..7: the bisector r, so pips {r−1, r+1} (NE = {N, E}).
 * - Hook r ∈ 0..7: the central pip r, so pips {r−2, r, r+2}.
 * - Queen/King r ∈ {0, 1}: 0 = "+" {N, E, S, W}, 1 = "x" {NE, SE, SW, NW}.
 */
export function pipMaskOf(type: number, r: number): number {
  switch (type) {
    case PAWN:
      return bit(r) | bit(r + 4);
    case WEDGE:
      return bit(r + 7) | bit(r + 1);
    case HOOK:
      return bit(r + 6) | bit(r) | bit(r + 2);
    case QUEEN:
    case KING:
      return r === 0 ? 0x55 : 0xaa;
    default:
      return 0;
  }
}

/** Pip mask of a piece code (0 for an empty square), precomputed for the search. */
export const PIPS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const type = typeOf(code);
  const r = orientationOf(code);
  if (type >= PAWN && type <= KING && r < ORIENTATION_COUNT[type]) PIPS[code] = pipMaskOf(type, r);
}

/** Number of set bits of an 8-bit mask. */
export const POPCOUNT = new Uint8Array(256);
for (let m = 1; m < 256; m++) POPCOUNT[m] = (m & 1) + POPCOUNT[m >> 1];

/** joust §2.3: the heading code of orientation r of a shape. */
export function headingCode(type: number, r: number): string {
  if (type === QUEEN || type === KING) return r === 0 ? "+" : "x";
  return DIRECTIONS[r];
}

/** The headings a shape can be written with, in orientation order. */
export const headingCodes = (type: number): string[] =>
  Array.from({ length: ORIENTATION_COUNT[type] }, (_, r) => headingCode(type, r));

/**
 * Parses a heading code for a shape: the orientation index, or -1. `lenient` (notation input,
 * not position strings) also accepts a Pawn axis named by its other end (`S` = `N`) and any case.
 */
export function parseHeading(type: number, text: string, lenient = false): number {
  if (type === QUEEN || type === KING) {
    if (text === "+") return 0;
    if (text === "x" || (lenient && text === "X")) return 1;
    return -1;
  }
  const name = lenient ? text.toUpperCase() : text;
  const d = DIRECTIONS.indexOf(name as DirectionName);
  if (d < 0) return -1;
  if (type === PAWN) {
    if (d < 4) return d;
    return lenient ? d - 4 : -1;
  }
  return d;
}

/** Human list of pip directions of a mask, e.g. "N, E". */
export const pipNames = (mask: number): string => DIRECTIONS.filter((_, d) => (mask >> d) & 1).join(", ");

// ---- Board geometry (8×8, a1 = 0, square = rank * 8 + file; joust §1.1) ----

export const fileOf = (sq: number): number => sq & 7;
export const rankOf = (sq: number): number => sq >> 3;
export const squareName = (sq: number): string => String.fromCharCode(97 + (sq & 7)) + String((sq >> 3) + 1);

export function parseSquareName(text: string): number {
  if (text.length !== 2) return -1;
  const f = text.toLowerCase().charCodeAt(0) - 97;
  const r = text.charCodeAt(1) - 49;
  return f >= 0 && f < 8 && r >= 0 && r < 8 ? r * 8 + f : -1;
}

/** STEP[sq * 8 + d]: the neighbour of sq in direction d, or -1 off the board. */
export const STEP = new Int8Array(64 * 8);
for (let sq = 0; sq < 64; sq++) {
  for (let d = 0; d < 8; d++) {
    const x = fileOf(sq) + DX[d];
    const y = rankOf(sq) + DY[d];
    STEP[sq * 8 + d] = x >= 0 && x < 8 && y >= 0 && y < 8 ? y * 8 + x : -1;
  }
}

/**
 * The directions a Joust piece points, by piece name ("pawn", "wedge", …) and heading code
 * ("NE", "+"), in N, NE, E, … order; [] when the heading does not fit the shape. For drawing.
 */
export function joustPipDirections(name: string, heading: string): DirectionName[] {
  const type = PIECE_NAMES.findIndex((n) => n.toLowerCase() === name.toLowerCase()) + 1;
  const r = type > 0 ? parseHeading(type, heading) : -1;
  if (r < 0) return [];
  const mask = pipMaskOf(type, r);
  return DIRECTIONS.filter((_, d) => (mask >> d) & 1);
}

/**
 * The pips of a Joust piece as a bit mask over direction indices (bit d = `DIRECTIONS[d]`, N = 1,
 * NE = 2, ..., NW = 128): `type` is the game's piece type (its `pieces` order: P, W, H, Q, K) and
 * `orientation` the piece's state on a search board. For evaluations.
 */
export const joustPipMask = (type: number, orientation: number): number =>
  type >= 0 && type < 5 && orientation < ORIENTATION_COUNT[type + 1] ? pipMaskOf(type + 1, orientation) : 0;
