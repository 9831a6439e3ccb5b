// Joust pips for drawing: the screen offset of each direction (joust §1.2, named from White's side)
// and a piece token's heading. Which way a piece's pips point is the engine's rule (joust §2.3,
// `pipsOf` in model.ts); only types come from the engine here, since the board pictures drawn in
// the browser use this module.
import type { DirectionName } from "../engine";

export type Direction = DirectionName;

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

/** The heading inside a piece token ("W[NE]" → "NE"), or undefined for a piece without state. */
export function headingOf(token: string): string | undefined {
  const match = /\[([^\]]*)\]/.exec(token);
  return match ? match[1] : undefined;
}

/** A pip's direction in words (the move caption's facings use them too). */
export const compass: Readonly<Record<Direction, string>> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};
