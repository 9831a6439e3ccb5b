// The "pieces of this game" legend: each piece type with its name, how it moves and a small picture.

import type { Color, Result } from "@/lib/engine";
import { getGame, ok } from "@/lib/engine";
import { withoutSpecReferences } from "../rules-text";
import { type BoardPiece, startModel } from "./model";
import { EDGE_WIDTH, LOOKS, type ScreenVector } from "./piece-look";
import { drawingOf } from "./piece-set";
import type { Direction } from "./pips";
import { STEP } from "./pips";

export interface LegendEntry {
  readonly letter: string;
  /** The game's name for it, capitalised: "Mercenary". */
  readonly name: string;
  /** How it moves, in the engine's words. */
  readonly moves: string;
  /** The piece alone as a small SVG, White's and Black's. */
  readonly svg: Readonly<Record<Color, string>>;
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
      return {
        letter: def.letter,
        name: name.charAt(0).toUpperCase() + name.slice(1),
        moves: movesOf(def.describe),
        svg: {
          w: pieceSvg(gameId, name, "w", size, pipsFor("w")),
          b: pieceSvg(gameId, name, "b", size, pipsFor("b")),
        },
      };
    }),
  );
}

/** One piece as a standalone SVG (pips as seen with White at the bottom). */
export function pieceSvg(
  gameId: string,
  name: string,
  side: Color,
  size = 40,
  pips: readonly Direction[] = [],
): string {
  const look = LOOKS[side];
  const vectors = pips.map((d): ScreenVector => [STEP[d][0], -STEP[d][1]]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}" aria-hidden="true">` +
    `<g fill="${look.body}" stroke="${look.edge}" stroke-width="${EDGE_WIDTH}" stroke-linejoin="round" stroke-linecap="round">` +
    `${drawingOf(gameId, name)(look, vectors)}</g></svg>`
  );
}

/** What the board says about a piece tapped on it: which piece, and how its kind moves. */
export interface PieceNote {
  /** "Black knight on g8" */
  readonly title: string;
  /** How it moves, in the legend's words. */
  readonly moves: string;
  /** Joust: where its pips point now ("Its pips point north and east now."). */
  readonly pips?: string;
  /** The piece as drawn on the board (Joust: with its pips as they point now, White at the bottom). */
  readonly svg: string;
}

export function pieceNote(gameId: string, piece: BoardPiece, size = 44): Result<PieceNote> {
  const found = getGame(gameId);
  if (!found.ok) return found;
  const def = found.value.pieces.find((p) => p.letter === piece.letter);
  const side = piece.side === "w" ? "White" : "Black";
  const pips =
    piece.pips.length > 0
      ? `Its pips point ${joinedWords(piece.pips.map((d) => compass[d]))} now: it acts only in those directions.`
      : undefined;
  return ok({
    title: `${side} ${piece.name} on ${piece.square}`,
    moves: def ? `${movesOf(def.describe)}.` : `The ${piece.name} has no description here.`,
    pips,
    svg: pieceSvg(gameId, piece.name, piece.side, size, piece.pips),
  });
}

const compass: Readonly<Record<Direction, string>> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};

/** "north", "north and east", "north, east and south". */
const joinedWords = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** The engine's sentence about a piece, for players: no rule numbers, a capital first. */
const movesOf = (describe: string) => capitalised(withoutSpecReferences(describe));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
