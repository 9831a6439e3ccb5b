// Which drawing shows which piece: by the piece's name in its game, with a game's own drawings
// first (Joust's tokens share names with orthodox pieces but not their looks).

import type { PieceDrawing } from "./piece-look";
import { circle } from "./piece-look";
import { camel } from "./pieces-diagonal";
import { joustHook, joustKing, joustPawn, joustQueen, joustWedge } from "./pieces-joust";
import { flag, stone } from "./pieces-juxtaposition";
import { chancellor, jester } from "./pieces-kings-court";
import { bishop, king, knight, pawn, queen, rook } from "./pieces-orthodox";
import { captain, joker, lancer, mercenary, paladin, pikeman, veteran } from "./pieces-wild-jokers";

const BY_NAME: Readonly<Record<string, PieceDrawing>> = {
  king,
  queen,
  rook,
  bishop,
  knight,
  pawn,
  chancellor,
  jester,
  pikeman,
  veteran,
  lancer,
  paladin,
  mercenary,
  captain,
  joker,
  flag,
  stone,
};

const BY_GAME: Readonly<Record<string, Readonly<Record<string, PieceDrawing>>>> = {
  diagonal: { knight: camel },
  joust: { pawn: joustPawn, wedge: joustWedge, hook: joustHook, queen: joustQueen, king: joustKing },
};

/** A plain disc with a ring, for a piece no drawing exists for yet (a game still landing). */
export const unknownPiece: PieceDrawing = () =>
  `<path d="${circle(50, 52, 28)}"/><path d="${circle(50, 52, 14)}"/>`;

/** The drawing of a piece of a game, by the piece's name in that game. */
export function drawingOf(gameId: string, name: string): PieceDrawing {
  const key = name.toLowerCase();
  return BY_GAME[gameId]?.[key] ?? BY_NAME[key] ?? unknownPiece;
}

/** Whether a real drawing exists (the preview page and tests flag the rest). */
export const hasDrawing = (gameId: string, name: string): boolean => drawingOf(gameId, name) !== unknownPiece;
