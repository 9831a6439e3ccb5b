// The one entry point the app imports. Pure: no I/O, no clock, no randomness.

import { Game } from "./game";
import { VARIANTS } from "./games";

export type { GameId } from "./games";
export { GAME_IDS } from "./games";

import type { Result } from "./result";
import { fail, ok } from "./result";
import type { Move, Position } from "./types";

export type { GameInfo, GridSquare, MoveChoice, PieceInfo, PlacedPiece, PlayedMove } from "./game";
export { describeOutcome, Game, sortPlain, statusText } from "./game";
export type { JoustAction } from "./games/joust-notation";
export type { DirectionName } from "./games/joust-pips";
export { joustPipDirections, joustPipMask } from "./games/joust-pips";
// Joust's legal turns as plain facts (actions, heading, captures) for the board UI's chooser.
export type { JoustTurnFacts } from "./games/joust-turn-facts";
export { joustTurnFacts } from "./games/joust-turn-facts";
export type { EngineError, ErrorCode, Result } from "./result";
export { ERROR_CODES, fail, ok, unwrap } from "./result";
// The search's handle on a position (`game.searchBoard(position)`): see README "Searching".
export { SearchBoard } from "./search-board";
// Colours are "w" | "b" here; the engine's 0 | 1 stays inside it.
export type { Color, Drop, Move, MoveKind, Outcome, Position, Side, Square, Winner } from "./types";
export { COLORS, pieceCode, sameMove, sideOfPiece, typeOfPiece } from "./types";
export type { Atom, CastlingRule, PieceDef, PositionField, Variant, VariantHooks } from "./variant";

const registry = new Map<string, Game>(VARIANTS.map((v) => [v.id, new Game(v)]));

/** Every registered game, in registry order. */
export const games = (): readonly Game[] => [...registry.values()];

/** Stable ids of the registered games. */
export const gameIds = (): readonly string[] => [...registry.keys()];

/** The game with this id, or an error naming the known ids. */
export function getGame(id: string): Result<Game> {
  const game = registry.get(id);
  if (game) return { ok: true, value: game };
  return fail("unknown-game", `unknown game "${id}" (known: ${[...registry.keys()].join(", ")})`, id);
}

/** Checks one move of a stored game: parse the position string, generate legal moves, find the move. */
export function validateMove(gameId: string, positionString: string, moveText: string): Result<Move> {
  const game = getGame(gameId);
  if (!game.ok) return game;
  return game.value.validateMove(positionString, moveText);
}

/**
 * Rebuilds a game's current position from its record: the start position string (default: the
 * game's start) and its move list. The error names the first move that is not legal and why.
 */
export function replay(gameId: string, moves: readonly string[], start?: string): Result<Position> {
  const game = getGame(gameId);
  if (!game.ok) return game;
  const from = start === undefined ? ok(game.value.start()) : game.value.parsePosition(start);
  if (!from.ok) return from;
  return game.value.playMoves(from.value, moves);
}
