// The Joust search's board value and the start position (joust §3). Position strings (§10.2) are
// read and printed by the core (fen.ts) through joust.ts's piece-state hooks; `joustBoardOf` there
// turns a core board into this value.

import type { Side } from "../types";
import { colorName } from "../types";
import { PIECE_NAMES, sideOfCode, squareName, typeOf } from "./joust-pips";

/** A board: 64 piece codes (joust-pips), a1 = 0, plus the side to move. */
export interface JoustBoard {
  readonly squares: Int8Array;
  readonly side: Side;
}

/** joust §3: the start position, exactly as the spec prints it. */
export const JOUST_START =
  "w[SE]h[SW]w[S]q[+]k[+]w[S]h[SE]w[SW]/p[N]p[N]p[N]p[N]p[N]p[N]p[N]p[N]/8/8/8/8/" +
  "P[N]P[N]P[N]P[N]P[N]P[N]P[N]P[N]/W[NE]H[NW]W[N]Q[+]K[+]W[N]H[NE]W[NW] w";

export const describePiece = (code: number, sq: number): string =>
  `${colorName(sideOfCode(code))} ${PIECE_NAMES[typeOf(code) - 1]} on ${squareName(sq)}`;
