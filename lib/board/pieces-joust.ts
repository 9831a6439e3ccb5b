// Joust's pieces (joust §2): round tokens whose pips are arrows on the rim, pointing where the pips
// point now, so a piece's orientation reads at a glance. The emblem in the middle names the type;
// the pips already show its shape (a line, a right angle, a T, a cross).

import type { PieceDrawing, PieceLook, ScreenVector } from "./piece-look";
import { circle } from "./piece-look";

const R = 27;

/** Arrowheads outside the rim, one per pip, drawn before the disc so the disc edge stays clean. */
const pipArrows = (look: PieceLook, pips: readonly ScreenVector[]): string =>
  pips
    .map(([x, y]) => {
      const len = Math.hypot(x, y) || 1;
      const [ux, uy] = [x / len, y / len];
      const [px, py] = [-uy, ux];
      const base = R - 4;
      const tip = 46;
      const half = 11;
      const pt = (along: number, across: number): string =>
        `${round(50 + ux * along + px * across)} ${round(50 + uy * along + py * across)}`;
      return `<path d="M${pt(tip, 0)} L${pt(base, half)} L${pt(base, -half)} Z" fill="${look.edge}" stroke="${look.body}" stroke-width="3"/>`;
    })
    .join("");

const round = (n: number): number => Math.round(n * 10) / 10;

const token =
  (emblem: (look: PieceLook) => string): PieceDrawing =>
  (look, pips) =>
    pipArrows(look, pips) + `<path d="${circle(50, 50, R)}"/>` + emblem(look);

const mark = (look: PieceLook, d: string): string => `<path d="${d}" fill="${look.edge}" stroke="none"/>`;

export const joustPawn = token((look) => mark(look, circle(50, 50, 7)));

/** A small triangle: the wedge. */
export const joustWedge = token((look) => mark(look, "M50 38 L62 60 L38 60 Z"));

/** A small T: the hook was called "T" in the game's first version. */
export const joustHook = token((look) =>
  mark(look, "M36 38 L64 38 L64 46 L54 46 L54 63 L46 63 L46 46 L36 46 Z"),
);

/** A small three-pointed crown. */
export const joustQueen = token((look) => mark(look, "M36 62 L34 38 L43 48 L50 35 L57 48 L66 38 L64 62 Z"));

/** A small cross: the royal piece. */
export const joustKing = token((look) =>
  mark(look, "M46 34 L54 34 L54 44 L64 44 L64 52 L54 52 L54 66 L46 66 L46 52 L36 52 L36 44 L46 44 Z"),
);
