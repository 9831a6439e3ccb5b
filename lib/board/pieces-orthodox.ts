// The six orthodox pieces, drawn for Pigeon Post: flat geometric silhouettes on a shared plinth.
// Also used by every variant that has these pieces (Kings Court, Wild Jokers, Juxtaposition, ...).

import type { PieceDrawing } from "./piece-look";
import { circle, line, plinth, spot } from "./piece-look";

export const pawn: PieceDrawing = () =>
  `<path d="M35 76 Q37 60 44 52 L56 52 Q63 60 65 76 Z"/>` +
  `<path d="M37 48 L63 48 L60 55 L40 55 Z"/>` +
  `<path d="${circle(50, 34, 13)}"/>` +
  plinth(26, 74);

export const rook: PieceDrawing = (look) =>
  `<path d="M31 76 L34 46 L66 46 L69 76 Z"/>` +
  `<path d="M27 46 L27 22 L37 22 L37 30 L45 30 L45 22 L55 22 L55 30 L63 30 L63 22 L73 22 L73 46 Z"/>` +
  line(look, "M36 62 L64 62", 3) +
  plinth();

/** The mitre's slit runs diagonally: the bishop's line of travel. */
export const bishop: PieceDrawing = (look) =>
  `<path d="M38 64 L62 64 L67 76 L33 76 Z"/>` +
  `<path d="${circle(50, 13, 5)}"/>` +
  `<path d="M50 18 C67 30 70 48 62 64 L38 64 C30 48 33 30 50 18 Z"/>` +
  line(look, "M58 31 L45 47", 5) +
  plinth();

export const queen: PieceDrawing = (look) =>
  `<path d="M30 76 L19 33 L35 54 L36 24 L45 50 L50 17 L55 50 L64 24 L65 54 L81 33 L70 76 Z"/>` +
  [
    [19, 33],
    [36, 24],
    [50, 17],
    [64, 24],
    [81, 33],
  ]
    .map(([x, y]) => `<path d="${circle(x, y, 5.5)}"/>`)
    .join("") +
  line(look, "M29 66 L71 66", 3) +
  plinth();

/** The cross on the crown: the piece the game is about. */
export const king: PieceDrawing = (look) =>
  `<path d="M46 7 L54 7 L54 15 L62 15 L62 23 L54 23 L54 34 L46 34 L46 23 L38 23 L38 15 L46 15 Z"/>` +
  `<path d="M30 76 L24 44 Q26 34 38 34 Q46 34 50 42 Q54 34 62 34 Q74 34 76 44 L70 76 Z"/>` +
  line(look, "M29 64 L71 64", 3) +
  plinth();

/** The horse's head, facing left: also the base of the Chancellor and the Paladin. */
export const HORSE_HEAD =
  "M72 76 C78 54 76 30 60 18 L54 7 L47 18 C38 20 30 28 26 36 L17 48 C16 54 20 57 25 56 L34 53 L44 48 " +
  "C44 56 36 62 31 76 Z";

export const knight: PieceDrawing = (look) =>
  `<path d="${HORSE_HEAD}"/>` +
  spot(look, circle(41, 31, 3.6)) +
  line(look, "M62 24 C70 36 71 52 67 70", 3) +
  plinth();
