// The line the game page shows after one of its forms was sent (the action redirects with ?done=…).
import type { GameView } from "@/lib/games/view/game-view";

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
  "review-asked": "Review asked for. The computer is going through the game; the marks appear here.",
};

/** The notice for `?done=<what>`, or undefined for none (or an address edited by hand). */
export function doneNotice(
  what: string | undefined,
  view: Pick<GameView, "finished" | "resultLine" | "computerThinking">,
) {
  if (!what || !Object.hasOwn(notices, what)) return undefined;
  // A move that ended the game has no "when it is your turn again": say how it ended instead.
  if (what === "move" && view.finished) return `Move sent. ${view.resultLine ?? "The game is over"}.`;
  // The computer answers on this page within a minute (and by email too, as any opponent).
  if (what === "move" && view.computerThinking)
    return "Move sent. The computer is thinking: its answer appears here.";
  return notices[what];
}

/**
 * What the page says after a move sent from an out-of-date page was refused (the action redirects
 * with ?stale=<the ply that page offered>): the player's own move for that turn when there is one,
 * named as the move list names it, and that the page now shows the game as it stands.
 */
export function staleNotice(
  ply: string | undefined,
  view: Pick<GameView, "finished" | "resultLine" | "moves" | "viewerSide">,
): string | undefined {
  if (!ply || !/^[1-9]\d{0,5}$/.test(ply) || !view.viewerSide) return undefined;
  const own = view.moves.find((m) => m.ply === Number(ply) && m.side === view.viewerSide);
  const what = own
    ? `Your move for this turn, ${own.shown}, had already been sent (from another tab or device, or by a second click), so the move chosen on that page was not sent.`
    : "The game moved on since that page was loaded, so your move was not sent.";
  const now = view.finished
    ? `The game is over: ${view.resultLine ?? "it has ended"}.`
    : "This is the game as it stands now.";
  return `${what} ${now}`;
}
