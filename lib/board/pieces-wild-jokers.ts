// Wild Jokers' own pieces (wild-jokers §2): Pikeman and its promotion the Veteran, Lancer,
// Paladin, Mercenary and its promotion the Captain, and the Joker. King, Rook and Bishop are the
// orthodox drawings.

import type { PieceDrawing, PieceLook } from "./piece-look";
import { circle, line, plinth, spot } from "./piece-look";
import { HORSE_HEAD } from "./pieces-orthodox";

/** A long pike held upright: drawn first, so the soldier stands in front of it. */
const pike = (): string =>
  `<path d="M67.5 84 L67.5 22 L74.5 22 L74.5 84 Z"/><path d="M71 3 L79 17 L71 26 L63 17 Z"/>`;

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
  plinth(30, 70) + `<path d="M32 26 L30 6 L41 16 L50 4 L59 16 L70 6 L68 26 Z"/>` + turncoatShield(look, 24);

/** A three-pointed cap with bells: the Joker, which jumps the pits. */
export const joker: PieceDrawing = (look) =>
  `<path d="M34 76 L40 62 L60 62 L66 76 Z"/>` +
  `<path d="${circle(50, 53, 11)}"/>` +
  `<path d="M31 49 C28 38 21 32 10 31 C22 24 34 29 41 38 C40 26 44 16 50 9 C56 16 60 26 59 38 C66 29 78 24 90 31 C79 32 72 38 69 49 Z"/>` +
  `<path d="${circle(10, 31, 5.5)}"/><path d="${circle(50, 8, 5.5)}"/><path d="${circle(90, 31, 5.5)}"/>` +
  line(look, "M37 66 L43 61 L50 66 L57 61 L63 66", 3) +
  plinth();
