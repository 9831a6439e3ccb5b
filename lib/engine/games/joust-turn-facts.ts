// The facts of Joust's legal turns that the board UI shows (lib/board/joust-choices.ts groups
// them for the move chooser): each turn's canonical text, its action list, the heading it ends
// with and the squares it captures on. Plain data; the engine's boards stay inside.

import { parsePosition } from "../fen";
import type { Game } from "../game";
import type { Position } from "../types";
import { joustBoardOf } from "./joust";
import { type JoustAction, legalTurns } from "./joust-notation";
import { squareName } from "./joust-pips";

/** One legal Joust turn, as the chooser describes it. */
export interface JoustTurnFacts {
  /** Canonical notation (joust §10.1): what is recorded and mailed. */
  readonly text: string;
  /** The canonical action sequence, rotation included, each with the pip it spends. */
  readonly actions: readonly JoustAction[];
  /** The piece's heading after the turn (joust §2.3). */
  readonly heading: string;
  /** Squares whose pieces the turn captures, in order. */
  readonly captures: readonly string[];
}

/** Every legal turn of the side to move, by its canonical text; empty for another game or a bad position. */
export function joustTurnFacts(game: Game, position: Position): ReadonlyMap<string, JoustTurnFacts> {
  const facts = new Map<string, JoustTurnFacts>();
  if (game.id !== "joust") return facts;
  const board = parsePosition(game.rules, position.fen);
  if (!board.ok) return facts;
  for (const turn of legalTurns(joustBoardOf(board.value), game.rules.royalty === "capture")) {
    facts.set(turn.notation, {
      text: turn.notation,
      actions: turn.actions,
      heading: turn.heading,
      captures: turn.captures.map(squareName),
    });
  }
  return facts;
}
