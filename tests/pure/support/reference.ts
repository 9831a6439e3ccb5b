// Move-for-move agreement between the engine and a variant's naive reference generator
// (tests/pure/<game>.reference.ts, written from the spec alone, sharing no engine code).

import { expect } from "vitest";
import type { Game, Position } from "../../../lib/engine";
import { sortPlain } from "../../../lib/engine";
import { legalMovesOf } from "../../../lib/engine/movegen";
import { printMove } from "../../../lib/engine/notation";

export type Reference<R> = {
  parse: (fen: string) => R;
  print: (ref: R) => string;
  moves: (ref: R) => readonly { notation: string; next: R }[];
};

type Options<R> = {
  /** The part of the engine's position string the reference prints (default: all of it). */
  printed?: (fen: string) => string;
  /** Extra checks at each ply; return false where the move lists are not comparable. */
  atPly?: (position: Position, ref: R) => boolean | undefined;
};

/** Generator-level legal moves (also in finished games, where `legalMoves` is empty). */
export function generatedMoves(game: Game, position: Position): string[] {
  const board = game.load(position);
  return sortPlain(legalMovesOf(board).map((m) => printMove(board, m)));
}

/** At every ply of a played game: the same position string and the same legal moves. */
export function expectSameAsReference<R>(
  game: Game,
  reference: Reference<R>,
  { positions, moves }: { positions: readonly Position[]; moves: readonly string[] },
  options: Options<R> = {},
): void {
  let ref = reference.parse(positions[0].fen);
  positions.forEach((position, i) => {
    expect(options.printed?.(position.fen) ?? position.fen).toBe(reference.print(ref));
    const expected = reference.moves(ref);
    if (options.atPly?.(position, ref) !== false) {
      expect(generatedMoves(game, position), position.fen).toEqual(expected.map((m) => m.notation));
    }
    if (i < moves.length) {
      const next = expected.find((m) => m.notation === moves[i]);
      expect(next, `${moves[i]} in ${position.fen}`).toBeDefined();
      if (next) ref = next.next;
    }
  });
}
