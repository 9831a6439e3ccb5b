// A short description of a position in words, for screen readers and image alt text.

import type { Color } from "@/lib/engine";
import type { BoardModel, BoardPiece } from "./model";

const SIDE: Readonly<Record<Color, string>> = { w: "White", b: "Black" };

/**
 * "Chess, White to move. White: king e1; queen d1; pawn a2, b2. Black: …". Pieces are grouped by
 * type in the order they first appear; Joust pieces add their pips: "wedge a1 (N E)".
 */
export function describeBoard(model: BoardModel): string {
  const sides = (["w", "b"] as const).map((side) => {
    const mine = model.pieces.filter((p) => p.side === side);
    if (mine.length === 0) return `${SIDE[side]}: no pieces.`;
    const groups = new Map<string, string[]>();
    for (const piece of mine) {
      const list = groups.get(piece.name) ?? [];
      list.push(where(piece));
      groups.set(piece.name, list);
    }
    const parts = [...groups].map(([name, squares]) => `${name} ${squares.join(", ")}`);
    return `${SIDE[side]}: ${parts.join("; ")}.`;
  });
  return `${model.gameName}, ${SIDE[model.turn]} to move. ${sides.join(" ")}`;
}

const where = (piece: BoardPiece): string =>
  piece.pips.length > 0 ? `${piece.square} (${piece.pips.join(" ")})` : piece.square;
