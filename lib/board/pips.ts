// Joust pips for drawing: which way a piece's pips point (the rule is the engine's, joust §2.3)
// and the screen offset of each direction (joust §1.2, named from White's side).
import { type DirectionName, joustPipDirections } from "../engine";

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

/**
 * The pip directions of a Joust piece (joust §2.1, §2.3), or [] when the heading does not fit the
 * shape. The rule lives in the engine; this module only adds the drawing geometry.
 */
export const pipsOf = (name: string, heading: string): Direction[] => joustPipDirections(name, heading);

/** The heading inside a piece token ("W[NE]" → "NE"), or undefined for a piece without state. */
export function headingOf(token: string): string | undefined {
  const match = /\[([^\]]*)\]/.exec(token);
  return match ? match[1] : undefined;
}
