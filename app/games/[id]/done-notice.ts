// The line the game page shows after one of its forms was sent (the action redirects with ?done=…).
import type { GameView } from "@/lib/games/view";

const notices: Readonly<Record<string, string>> = {
  move: "Move sent. We will write when it is your turn again.",
  resign: "You resigned this game.",
  "draw-offered": "Draw offered. Your opponent can accept it or decline it.",
  "draw-accepted": "Draw agreed. The game is over.",
  "draw-declined": "Draw offer declined. The game goes on.",
  "line-added": "Conditional line saved.",
  "line-deleted": "Conditional line deleted.",
  aborted: "You aborted this game. It has no result and does not count.",
  "takeback-asked": "Takeback asked. Your opponent can accept it or decline it.",
  "takeback-accepted": "Takeback accepted: the moves were taken back.",
  "takeback-declined": "Takeback declined. The game goes on.",
};

/** The notice for `?done=<what>`, or undefined for none (or an address edited by hand). */
export function doneNotice(what: string | undefined, view: Pick<GameView, "finished" | "resultLine">) {
  if (!what || !Object.hasOwn(notices, what)) return undefined;
  // A move that ended the game has no "when it is your turn again": say how it ended instead.
  if (what === "move" && view.finished) return `Move sent. ${view.resultLine ?? "The game is over"}.`;
  return notices[what];
}
