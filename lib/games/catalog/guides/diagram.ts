// Turns a guide's diagram or notation example into what the page draws, through the engine: the
// position (start or string, then any moves), the last move, and the squares the shown piece can
// reach. An error names the diagram, so a typo in a guide fails its test, not a reader's page.

import type { BoardModel } from "@/lib/board";
import { boardModel } from "@/lib/board";
import type { Game, Position, Result } from "@/lib/engine";
import { fail, getGame, ok } from "@/lib/engine";
import { playRecorded } from "@/lib/games/stored/board-at";
import type { Diagram, NotationExample } from "./guide";
import { START } from "./guide";

export interface DrawnDiagram {
  readonly model: BoardModel;
  readonly caption: string;
  readonly selected?: string;
  /** Where the shown piece can go: the engine's legal destinations (a turn in place excluded). */
  readonly targets: readonly string[];
  readonly lastMove?: { readonly from: string; readonly to: string };
}

/** The position a diagram or example stands for: `fen` (or the start), then `moves`. */
export function positionOf(
  game: Game,
  fen: string | undefined,
  moves: readonly string[] = [],
): Result<Position> {
  const from = fen === undefined || fen === START ? ok(game.start()) : game.parsePosition(fen);
  if (!from.ok) return from;
  return game.playMoves(from.value, moves);
}

export function drawDiagram(gameId: string, diagram: Diagram): Result<DrawnDiagram> {
  const found = getGame(gameId);
  if (!found.ok) return found;
  const game = found.value;
  const before = positionOf(game, diagram.fen, (diagram.moves ?? []).slice(0, -1));
  if (!before.ok) return before;
  let position = before.value;
  let lastMove: DrawnDiagram["lastMove"];
  const last = diagram.moves?.at(-1);
  if (last !== undefined) {
    const step = playRecorded(game, position, last);
    if (!step.ok) return step;
    ({ position, lastMove } = step.value);
  }
  const model = boardModel(gameId, position);
  if (!model.ok) return model;
  if (diagram.show === undefined)
    return ok({ model: model.value, caption: diagram.caption, targets: [], lastMove });
  if (!model.value.pieces.some((p) => p.square === diagram.show))
    return fail("bad-position", `diagram "${diagram.caption}": no piece on ${diagram.show}`, diagram.show);
  const targets = game.destinations(position, diagram.show).filter((sq) => sq !== diagram.show);
  if (targets.length === 0)
    return fail(
      "illegal-move",
      `diagram "${diagram.caption}": the piece on ${diagram.show} has no move here`,
      diagram.show,
    );
  return ok({ model: model.value, caption: diagram.caption, selected: diagram.show, targets, lastMove });
}

/** The engine's move for a notation example, in the example's position. */
export function exampleMove(gameId: string, example: NotationExample) {
  const found = getGame(gameId);
  if (!found.ok) return found;
  const position = positionOf(found.value, example.fen, example.after);
  if (!position.ok) return position;
  const move = found.value.parseMove(position.value, example.move);
  if (!move.ok) return move;
  return ok({ game: found.value, position: position.value, move: move.value });
}
