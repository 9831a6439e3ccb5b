// Joust pips: which directions a piece's pips point, read from its heading code (joust §2.3).
// Kept here, from the spec, so the picture needs nothing but the position string.

/** joust §1.2: the eight directions, named from White's side, clockwise from N. */
export const DIRECTIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Offsets of each direction: +x toward the h-file, +y toward rank 8. */
export const STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  N: [0, 1],
  NE: [1, 1],
  E: [1, 0],
  SE: [1, -1],
  S: [0, -1],
  SW: [-1, -1],
  W: [-1, 0],
  NW: [-1, 1],
};

const turn = (d: number, eighths: number): Direction => DIRECTIONS[(((d + eighths) % 8) + 8) % 8];

/**
 * The pip directions of a Joust piece (joust §2.1, §2.3), or [] when the heading does not fit the
 * shape. `name` is the piece's name (pawn, wedge, hook, queen, king).
 * - pawn `N` = {N, S} (its axis); wedge `NE` = {N, E} (the bisector of a right angle);
 * - hook `NW` = {NW, NE, SW} (the central pip and both 90° sides); queen/king `+` or `x`.
 */
export function pipsOf(name: string, heading: string): Direction[] {
  if (heading === "+" || heading === "x") {
    if (name !== "queen" && name !== "king") return [];
    const first = heading === "+" ? 0 : 1;
    return [0, 2, 4, 6].map((k) => turn(first, k));
  }
  const d = DIRECTIONS.indexOf(heading as Direction);
  if (d < 0) return [];
  switch (name) {
    case "pawn":
      return d < 4 ? [turn(d, 0), turn(d, 4)] : [];
    case "wedge":
      return [turn(d, -1), turn(d, 1)];
    case "hook":
      return [turn(d, -2), turn(d, 0), turn(d, 2)];
    default:
      return [];
  }
}

/** The heading inside a piece token ("W[NE]" → "NE"), or undefined for a piece without state. */
export function headingOf(token: string): string | undefined {
  const match = /\[([^\]]*)\]/.exec(token);
  return match ? match[1] : undefined;
}
