// Each game's evaluation, by game id.

import type { SearchBoard } from "@/lib/engine";
import { chessEvaluator } from "./chess";
import { diagonalEvaluator } from "./diagonal";
import { joustEvaluator } from "./joust";
import { juxtapositionEvaluator } from "./juxtaposition";
import { kingsCourtEvaluator } from "./kings-court";
import type { Evaluator, EvaluatorFactory } from "./types";
import { wildJokersEvaluator } from "./wild-jokers";

export type { Evaluator, EvaluatorFactory } from "./types";

const FACTORIES: Readonly<Record<string, EvaluatorFactory>> = {
  chess: chessEvaluator,
  joust: joustEvaluator,
  "wild-jokers": wildJokersEvaluator,
  "kings-court": kingsCourtEvaluator,
  diagonal: diagonalEvaluator,
  juxtaposition: juxtapositionEvaluator,
};

const built = new Map<string, Evaluator>();

/** The evaluation of the board's game (built once per game). Throws for a game without one. */
export function evaluatorFor(board: SearchBoard): Evaluator {
  let evaluator = built.get(board.gameId);
  if (evaluator === undefined) {
    const factory = FACTORIES[board.gameId];
    if (factory === undefined) throw new Error(`no evaluation for the game "${board.gameId}"`);
    evaluator = factory(board);
    built.set(board.gameId, evaluator);
  }
  return evaluator;
}
