// Kings Court's own pieces (kings-court §2): the Chancellor (Q2N: short queen + knight leap) and
// the Jester (diagonal steps that may bend). Not the Rook+Knight chancellor of other games.

import type { PieceDrawing } from "./piece-look";
import { circle, line, plinth, spot } from "./piece-look";
import { HORSE_HEAD } from "./pieces-orthodox";

/** A horse's head wearing a small crown: a knight with a short reach in all eight directions. */
export const chancellor: PieceDrawing = (look) =>
  `<path d="${HORSE_HEAD}"/>` +
  `<path d="M46 22 L43 7 L54 15 L60 6 L66 15 L77 8 L74 26 Z"/>` +
  spot(look, circle(41, 31, 3.6)) +
  line(look, "M62 26 C70 38 71 52 67 70", 3) +
  plinth();

/** A fool's cap whose two points reach out diagonally, as the Jester moves. */
export const jester: PieceDrawing = (look) =>
  `<path d="M34 76 L40 58 L60 58 L66 76 Z"/>` +
  `<path d="${circle(50, 47, 12)}"/>` +
  `<path d="M31 44 C29 32 24 25 14 21 C28 17 41 23 50 33 C59 23 72 17 86 21 C76 25 71 32 69 44 Z"/>` +
  `<path d="${circle(14, 21, 6)}"/><path d="${circle(86, 21, 6)}"/>` +
  line(look, "M36 62 L43 57 L50 62 L57 57 L64 62", 3) +
  plinth();
