// The board's shape as CSS variables, for the game page's layout (game.module.css): on a desktop
// the board's column is as wide as a board that fits the screen's height (a 12 × 8 board may be
// wider than an 8 × 8 one for the same height).
import type { CSSProperties } from "react";
import { getGame } from "@/lib/engine";

export function boardShape(gameType: string): CSSProperties {
  const game = getGame(gameType);
  const [files, ranks] = game.ok ? [game.value.files, game.value.ranks] : [8, 8];
  return { "--files": files, "--ranks": ranks } as CSSProperties;
}
