// "White knight on g1: A knight moves two squares…": what the board says about a piece tapped on
// it, from the board's model alone (its words for each kind of piece), so the browser needs no
// rules engine to say it. And a piece's picture on its own, which the legend uses too.

import type { Color } from "@/lib/engine";
import type { BoardModel, BoardPiece } from "./model";
import { EDGE_WIDTH, LOOKS, type ScreenVector } from "./piece-look";
import { drawingOf } from "./piece-set";
import type { Direction } from "./pips";
import { compass, STEP } from "./pips";

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

/** What the board says about a tapped piece: which piece, and how its kind moves. */
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

export function pieceNote(model: BoardModel, piece: BoardPiece, size = 44): PieceNote {
  const words = model.pieceWords[piece.letter];
  const side = piece.side === "w" ? "White" : "Black";
  const pips =
    piece.pips.length > 0
      ? `Its pips point ${joinedWords(piece.pips.map((d) => compass[d]))} now: it acts only in those directions.`
      : undefined;
  return {
    title: `${side} ${piece.name} on ${piece.square}`,
    moves: kindMoves(words, piece.name),
    pips,
    svg: pieceSvg(model.game, piece.name, piece.side, size, piece.pips),
  };
}

/** How a kind of piece moves, as its note says it. */
const kindMoves = (words: string | undefined, name: string) =>
  words ? `${words}.` : `The ${name} has no description here.`;

/**
 * What the early-taps script (app/components/board/early-taps.ts) says about a tapped piece before
 * the page's scripts run: each kind on the board by name, how it moves, as JSON. None when a note
 * says more than its kind (Joust's pips): then the tap waits for the page.
 */
export function earlyNoteWords(model: BoardModel): string | undefined {
  if (model.pieces.some((piece) => piece.pips.length > 0)) return undefined;
  const words: Record<string, string> = {};
  for (const piece of model.pieces) words[piece.name] = kindMoves(model.pieceWords[piece.letter], piece.name);
  return JSON.stringify(words);
}

/** "north", "north and east", "north, east and south". */
const joinedWords = (words: readonly string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
