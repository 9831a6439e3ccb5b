// The "pieces of this game" legend: each piece type with its name, how it moves and a small picture.

import type { Color, Result } from "@/lib/engine";
import { getGame, ok } from "@/lib/engine";
import { movesOf, startModel } from "./model";
import { pieceSvg } from "./piece-note";
import type { Direction } from "./pips";

export interface LegendEntry {
  readonly letter: string;
  /** The game's name for it, capitalised: "Mercenary". */
  readonly name: string;
  /** How it moves, in the engine's words. */
  readonly moves: string;
  /** The piece alone as a small SVG, White's and Black's. */
  readonly svg: Readonly<Record<Color, string>>;
  /** Joust: the pips each side's piece shows at the start, as drawn in `svg`; otherwise []. */
  readonly pips: Readonly<Record<Color, readonly Direction[]>>;
}

/** Every piece type of a game, in the engine's order. Joust pieces show their start pips. */
export function pieceLegend(gameId: string, size = 40): Result<LegendEntry[]> {
  const found = getGame(gameId);
  if (!found.ok) return found;
  const game = found.value;
  const start = startModel(gameId);
  const pieces = start.ok ? start.value.pieces : [];
  return ok(
    game.pieces.map((def) => {
      const name = def.name.toLowerCase();
      const pipsFor = (side: Color) =>
        pieces.find((p) => p.letter === def.letter && p.side === side)?.pips ?? [];
      const pips = { w: pipsFor("w"), b: pipsFor("b") };
      return {
        letter: def.letter,
        name: name.charAt(0).toUpperCase() + name.slice(1),
        moves: movesOf(def.describe),
        svg: {
          w: pieceSvg(gameId, name, "w", size, pips.w),
          b: pieceSvg(gameId, name, "b", size, pips.b),
        },
        pips,
      };
    }),
  );
}
