// Conditional lines as the pages write them: "1... e5 2. Nf3 Nc6", numbered from the ply of their
// first move. Shared by the game page's list (a server component) and the boards that build lines
// (in the browser): pure, the engine only to read a line played on a board.
import type { LineMove } from "@/lib/conditional/tree";
import type { Game, Position } from "@/lib/engine";
import { moveShown } from "@/lib/games/catalog/catalog";

/** "1... e5 2. Nf3 Nc6": a line's moves numbered from `ply` (the ply of its first move). */
export function numberedLine(gameType: string, ply: number, line: readonly LineMove[]): string {
  return line
    .map((move, i) => {
      const at = ply + i;
      const shown = moveShown(gameType, { notation: move.text, san: move.san });
      const number = Math.ceil(at / 2);
      if (at % 2 === 1) return `${number}. ${shown}`;
      return i === 0 ? `${number}... ${shown}` : shown;
    })
    .join(" ");
}

/** The moves (canonical texts) from `position` with their short notation; null if one does not play. */
export function lineMovesFrom(game: Game, position: Position, texts: readonly string[]): LineMove[] | null {
  const line: LineMove[] = [];
  let here = position;
  for (const text of texts) {
    const played = game.move(here, text);
    if (!played.ok) return null;
    line.push({ text: played.value.text, san: played.value.san });
    here = played.value.position;
  }
  return line;
}

/** A line as the forms carry it: canonical moves separated by spaces. */
export const lineKey = (line: readonly { text: string }[]) => line.map((m) => m.text).join(" ");
