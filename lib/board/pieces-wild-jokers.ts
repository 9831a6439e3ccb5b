// Wild Jokers' own pieces (wild-jokers §2): Pikeman and its promotion the Veteran, Lancer,
// Paladin, Mercenary and its promotion the Captain, and the Joker. King, Rook and Bishop are the
// orthodox drawings.

import type { PieceDrawing, PieceLook } from "./piece-look";
import { circle, line, plinth, spot } from "./piece-look";
import { HORSE_HEAD } from "./pieces-orthodox";

/** A long pike held upright: drawn first, so the soldier stands in front of it. */
const pike = (): string =>
  `<path d="M67.5 84 L67.5 22 L74.5 22 L74.5 84 Z"/><path d="M71 6 L78.5 18 L71 26 L63.5 18 Z"/>`;

const soldier = (): string =>
  `<path d="M29 76 Q31 60 38 53 L52 53 Q59 60 61 76 Z"/>` + `<path d="${circle(45, 37, 12)}"/>`;

/** A foot soldier with a pike: steps forward or diagonally forward. */
export const pikeman: PieceDrawing = () => pike() + soldier() + plinth();

/** The promoted Pikeman: the same soldier in a crested helmet, with a chevron of rank. */
export const veteran: PieceDrawing = (look) =>
  pike() +
  soldier() +
  `<path d="M30 38 C30 22 38 17 45 17 C52 17 60 22 60 38 Z"/>` +
  line(look, "M33 26 C38 14 50 10 58 16", 4) +
  line(look, "M35 67 L45 60 L55 67", 4) +
  plinth();

/** A lance with its hand guard: it leaps exactly two squares, like a tilting charge. */
export const lancer: PieceDrawing = (look) =>
  `<path d="M45 66 L55 66 L57 76 L43 76 Z"/>` +
  `<path d="M50 6 L59 60 L41 60 Z"/>` +
  `<path d="M27 62 Q50 52 73 62 Q50 72 27 62 Z"/>` +
  line(look, "M50 20 L50 50", 3) +
  plinth();

/** A horse's head with a cross on its neck: king's steps and knight's leaps. */
export const paladin: PieceDrawing = (look) =>
  `<path d="${HORSE_HEAD}"/>` +
  spot(look, circle(41, 31, 3.6)) +
  spot(look, "M58 41 L64 41 L64 48 L71 48 L71 54 L64 54 L64 66 L58 66 L58 54 L51 54 L51 48 L58 48 Z") +
  plinth();

const SHIELD = (top: number): string =>
  `M50 ${top} L75 ${top + 7} C75 ${top + 30} 66 ${top + 46} 50 ${top + 56} C34 ${top + 46} 25 ${top + 30} 25 ${top + 7} Z`;

/** A band of the other side's colour across the shield: a Mercenary changes sides when taken. */
const turncoatShield = (look: PieceLook, top: number): string =>
  `<path d="${SHIELD(top)}"/>` +
  `<path d="M40 ${top + 2.8} L52 ${top + 0.6} L68.5 ${top + 36.4} C66 ${top + 41} 64 ${top + 44} 60.6 ${top + 47.4} Z" fill="${look.edge}" stroke="none"/>` +
  `<path d="${SHIELD(top)}" fill="none"/>`;

export const mercenary: PieceDrawing = (look) => plinth(30, 70) + turncoatShield(look, 18);

/** The promoted Mercenary: its shield under a crown of three points. */
export const captain: PieceDrawing = (look) =>
  plinth(30, 70) + `<path d="M32 26 L30 8 L41 17 L50 6 L59 17 L70 8 L68 26 Z"/>` + turncoatShield(look, 24);

/** A three-pointed cap with bells: the Joker, which jumps the pits. The bells stay inside the square. */
export const joker: PieceDrawing = (look) =>
  `<path d="M34 76 L40 62 L60 62 L66 76 Z"/>` +
  `<path d="${circle(50, 53, 11)}"/>` +
  `<path d="M34.8 49 C32.4 38 26.8 32 18 31 C27.6 24 37.2 29 42.8 38 C42 27 45.2 18 50 12 C54.8 18 58 27 57.2 38 C62.8 29 72.4 24 82 31 C73.2 32 67.6 38 65.2 49 Z"/>` +
  `<path d="${circle(18, 31, 5)}"/><path d="${circle(50, 11, 5)}"/><path d="${circle(82, 31, 5)}"/>` +
  line(look, "M37 66 L43 61 L50 66 L57 61 L63 66", 3) +
  plinth();
