// What the board UI needs to build a Joust turn: choose a piece, see every square where one of its
// turns can end, choose one, then choose among the turns ending there (final heading, which
// captures or jumps), each with its action list and the position it leads to, for a preview.

import { parsePosition } from "../fen";
import { cmp, type Game } from "../game";
import type { Move, Position } from "../types";
import { joustBoardOf } from "./joust";
import { type JoustAction, type JoustTurn, legalTurns } from "./joust-notation";
import { squareName } from "./joust-pips";

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

/**
 * The legal turns of the piece on `from`, grouped by the square where they end (sorted by square
 * name, the origin included when the piece can turn in place), each group sorted by notation.
 * Empty when the square holds no piece of the side to move or the game is over.
 */
export function joustTurnChoices(game: Game, position: Position, from: string): JoustLanding[] {
  const board = parsePosition(game.rules, position.fen);
  if (!board.ok) return [];
  const moves = game.legalMoves(position).filter((m) => squareName(m.from) === from);
  if (moves.length === 0) return [];
  const turns = new Map<string, JoustTurn>();
  for (const turn of legalTurns(joustBoardOf(board.value), game.rules.royalty === "capture"))
    turns.set(turn.notation, turn);
  const byLanding = new Map<string, JoustTurnChoice[]>();
  for (const move of moves) {
    const text = game.printMove(position, move);
    const turn = turns.get(text);
    if (turn === undefined) continue; // the same generator made both lists
    const to = squareName(move.to);
    const list = byLanding.get(to) ?? [];
    list.push({
      move,
      text,
      actions: turn.actions,
      heading: turn.heading,
      captures: turn.captures.map(squareName),
      position: game.play(position, move),
    });
    byLanding.set(to, list);
  }
  return [...byLanding.entries()]
    .sort(([a], [b]) => cmp(a, b))
    .map(([to, list]) => ({ to, turns: list.sort((a, b) => cmp(a.text, b.text)) }));
}
