// Diagonal Chess's "knight" is a Camel, the (3,1) leaper (diagonal §2, A3): drawn as a camel so a
// player does not expect knight moves from it.

import type { PieceDrawing } from "./piece-look";
import { circle, line, plinth, spot } from "./piece-look";

/** A whole camel, hump and all, so it never passes for a knight's head. */
export const camel: PieceDrawing = (look) =>
  `<path d="M27 76 L27 60 C23 55 23 49 25 44 L21 31 L12 31 C7 31 7 23 12 21 L24 16 C31 16 33 21 33 28 ` +
  `L37 40 C41 35 45 24 55 23 C65 23 69 35 73 43 C80 47 80 57 73 61 L73 76 L63 76 L63 63 L37 63 L37 76 Z"/>` +
  spot(look, circle(22, 22, 3)) +
  line(look, "M52 63 C52 52 60 46 66 48", 3) +
  plinth(20, 80);
