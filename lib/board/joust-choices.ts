// What the board UI needs to build a Joust turn: choose a piece, see every square where one of its
// turns can end, choose one, then choose among the turns ending there (final heading, which
// captures or jumps), each with its action list and the position it leads to, for a preview.
// Built from the engine's public API only: its moves, their text and squares, and Joust's turn facts.

import { type Game, type JoustAction, joustTurnFacts, type Move, type Position } from "../engine";

/** One turn of the chosen piece. */
export interface JoustTurnChoice {
  /** The core move, for `game.play`. */
  readonly move: Move;
  /** Canonical notation (joust §10.1): what is recorded and mailed. */
  readonly text: string;
  /** The canonical action sequence, rotation included, each with the pip it spends. */
  readonly actions: readonly JoustAction[];
  /** The piece's heading after the turn (joust §2.3). */
  readonly heading: string;
  /** Squares whose pieces the turn captures, in order. */
  readonly captures: readonly string[];
  /** The position after the turn (with its history), for a preview. */
  readonly position: Position;
}

/** The turns of one piece that end on one square. */
export interface JoustLanding {
  readonly to: string;
  readonly turns: readonly JoustTurnChoice[];
}

/** Square names in the engine's order (file letter, then rank number). */
const bySquare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The legal turns of the piece on `from`, grouped by the square where they end (sorted by square
 * name, the origin included when the piece can turn in place), each group sorted by notation.
 * Empty when the square holds no piece of the side to move or the game is over.
 */
export function joustTurnChoices(game: Game, position: Position, from: string): JoustLanding[] {
  const choices = game.moveChoices(position).filter((choice) => choice.from === from);
  if (choices.length === 0) return [];
  const facts = joustTurnFacts(game, position);
  const byLanding = new Map<string, JoustTurnChoice[]>();
  for (const choice of choices) {
    const turn = facts.get(choice.text);
    if (turn === undefined) continue; // the same generator made both lists
    const list = byLanding.get(choice.to) ?? [];
    list.push({ move: choice.move, ...turn, position: game.play(position, choice.move) });
    byLanding.set(choice.to, list);
  }
  return [...byLanding.entries()]
    .sort(([a], [b]) => bySquare(a, b))
    .map(([to, list]) => ({ to, turns: list.sort((a, b) => bySquare(a.text, b.text)) }));
}
