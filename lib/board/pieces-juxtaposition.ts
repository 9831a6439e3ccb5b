// Juxtaposition's Flag and Stone (juxtaposition §1.3): men that never move by themselves, only
// swap places, and never capture.

import type { PieceDrawing } from "./piece-look";
import { circle, line, plinth } from "./piece-look";

/** A pennant on a pole: a King or Piece may swap places with it. */
export const flag: PieceDrawing = (look) =>
  line(look, "M34 78 L34 16", 6) +
  `<path d="${circle(34, 12, 5.5)}"/>` +
  `<path d="M37 18 L80 20 L68 32 L80 44 L37 46 Z"/>` +
  plinth(22, 60);

/** A boulder with no plinth: it never moves by itself; a Pawn may swap places with it. */
export const stone: PieceDrawing = (look) =>
  `<path d="M20 86 L15 64 L25 42 L44 31 L66 34 L82 49 L86 72 L79 86 Z"/>` +
  line(look, "M44 31 L50 50 L43 63 M50 50 L66 58", 3);
