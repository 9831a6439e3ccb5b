"use client";

// The move picker where the rules engine is loaded anyway (the analysis board, conditional lines):
// the board and its legal moves are made here, from the position, for the shared MovePicker.

import { useMemo } from "react";
import { boardModel } from "@/lib/board/model";
import { moveMap } from "@/lib/board/move-map";
import { type Game, getGame } from "@/lib/engine";
import { MovePicker, type MovePickerProps } from "./move-picker";

/** The engine's game for an id, once per id. */
export function useGame(gameType: string): Game | null {
  return useMemo(() => {
    const found = getGame(gameType);
    return found.ok ? found.value : null;
  }, [gameType]);
}

export function EngineMovePicker(props: Omit<MovePickerProps, "model" | "moves">) {
  const { gameType, position } = props;
  const game = useGame(gameType);
  const moves = useMemo(() => moveMap(game ? game.moveChoices(position) : []), [game, position]);
  const model = useMemo(() => boardModel(gameType, position), [gameType, position]);
  if (!game || !model.ok) return null;
  return <MovePicker {...props} model={model.value} moves={moves} />;
}
