// What a board lights up: each square a piece may move from, with the squares it may reach, read
// from the engine's legal moves (`Game.moveChoices`). The game page's picker uses it, and ships it
// in the page's HTML (data-early-moves) so the board can answer a tap before its script has run
// (app/components/board/early-taps.ts): one map, so both show exactly the same targets.

import { getGame, type Position } from "@/lib/engine";

/** Origins in the order the moves come, each with its destinations, each listed once. */
export type MoveMap = Readonly<Record<string, readonly string[]>>;

export function moveMap(choices: readonly { readonly from: string; readonly to: string }[]): MoveMap {
  const map: Record<string, string[]> = {};
  for (const { from, to } of choices) {
    const list = map[from] ?? [];
    if (!list.includes(to)) list.push(to);
    map[from] = list;
  }
  return map;
}

/** The map of a position of a game (none for an unknown game or a finished position). */
export function positionMoveMap(gameType: string, position: Position): MoveMap {
  const game = getGame(gameType);
  return game.ok ? moveMap(game.value.moveChoices(position)) : {};
}
