// How a piece is painted, and the shape every drawing shares. Drawings live in a 100 × 100 box
// (one square), stand on a baseline at y = 88 and are outlined by the group that holds them.

import type { Color } from "@/lib/engine";

/** The two paints of a piece: its body and its outline (also used for inner marks). */
export interface PieceLook {
  readonly body: string;
  readonly edge: string;
}

/** White pieces light with a dark outline, Black pieces dark with a light outline. */
export const LOOKS: Readonly<Record<Color, PieceLook>> = {
  w: { body: "#fbf8f1", edge: "#231f1c" },
  b: { body: "#2b2623", edge: "#f3eee4" },
};

/** A direction on screen, as a unit vector with y pointing down. */
export type ScreenVector = readonly [number, number];

/**
 * One piece drawing: SVG elements in the 100 × 100 box. Shapes inherit the body fill and the edge
 * stroke; marks that must read as lines set `fill="none"` or `fill={look.edge}` themselves.
 * `pips` are the screen directions of a Joust piece's pips (empty for other pieces).
 */
export type PieceDrawing = (look: PieceLook, pips: readonly ScreenVector[]) => string;

/** Outline width in box units: about 1.7 px on a 42 px square, 1.2 px on a 28 px square. */
export const EDGE_WIDTH = 4;

/** The low plinth most standing pieces share, so the set reads as one family. */
export const plinth = (left = 24, right = 76): string =>
  `<path d="M${left} 88 L${right} 88 L${right} 81 Q${right} 76 ${right - 5} 76 L${left + 5} 76 Q${left} 76 ${left} 81 Z"/>`;

/** A mark drawn in the outline's colour (a line with no fill). */
export const line = (look: PieceLook, d: string, width = EDGE_WIDTH): string =>
  `<path d="${d}" fill="none" stroke="${look.edge}" stroke-width="${width}"/>`;

/** A solid spot in the outline's colour (eyes, bells, emblems). */
export const spot = (look: PieceLook, d: string): string => `<path d="${d}" fill="${look.edge}"/>`;

/** A circle path, for use inside `d` attributes. */
export const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
