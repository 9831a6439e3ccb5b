// The game page's clock and turn: whose move and how long is left, the deadline in the viewer's
// zone (while a vacation pauses the clocks, the one after the return), the vacation line, each
// side's bank with an increment, and the computer's "thinking" in place of a deadline.
import { computerToMove } from "../../accounts/computer";
import { displayName } from "../../accounts/display-name";
import type { Side } from "../../generated/prisma/client";
import { durationPhrase, formatDayMonth, formatDeadline, timeLeftPhrase } from "../stored/deadline";
import { pausedDeadlineLine, pausedTimeLeft, pausedTurn } from "../stored/paused-turn";
import type { StoredGame } from "../stored/stored-game";
import { deadlineNow } from "../stored/turn-clock";
import type { GameView, Viewer } from "./types";

type ClockView = Pick<
  GameView,
  "turnLine" | "deadlineLine" | "deadline" | "deadlineText" | "computerThinking" | "pauseLine" | "banks"
>;

export function clockView(
  row: StoredGame,
  viewer: Viewer | null,
  turn: { toMove: Side; toMoveName: string; yourTurn: boolean; finished: boolean },
  now: Date,
): ClockView {
  const { toMove, toMoveName, yourTurn, finished } = turn;
  const timeZone = viewer?.timeZone ?? "UTC";
  let turnLine: string | null = null;
  let deadlineLine: string | null = null;
  // A paused clock shows the deadline it will have after the return, and the time it keeps.
  const paused = finished ? null : pausedTurn(row, now);
  const deadline = finished ? null : (paused?.deadline ?? deadlineNow(row, now));
  const leftMs = paused ? paused.leftMs : deadline ? deadline.getTime() - now.getTime() : null;
  if (deadline) {
    const whose = yourTurn ? "your move" : `${toMoveName}'s move`;
    turnLine = `${whose} — ${paused ? pausedTimeLeft(paused) : timeLeftPhrase(deadline, now)}`;
    deadlineLine = paused
      ? pausedDeadlineLine(paused, timeZone)
      : `Deadline: ${formatDeadline(deadline, timeZone)}`;
  }
  // The computer has no deadline to show: it answers within a minute.
  const computerThinking = !finished && computerToMove(row) !== null;
  if (computerThinking) {
    turnLine = `${toMoveName} is thinking — it answers within a minute`;
    deadlineLine = null;
  }
  return {
    turnLine,
    deadlineLine,
    deadline,
    deadlineText: deadline ? formatDeadline(deadline, timeZone) : null,
    computerThinking,
    pauseLine: finished || !row.pausedAt ? null : vacationLine(row, viewer, now),
    banks:
      finished || row.incrementDays === null
        ? null
        : {
            WHITE: bankWords(row, "WHITE", toMove, leftMs),
            BLACK: bankWords(row, "BLACK", toMove, leftMs),
          },
  };
}

/** "Ana is on vacation until 3 December: the clocks are paused." (the day in the viewer's zone). */
function vacationLine(
  row: { white: VacationPlayer; black: VacationPlayer },
  viewer: Viewer | null,
  now: Date,
): string {
  const away = [row.white, row.black].filter((p) => p.vacationUntil && p.vacationUntil > now);
  if (away.length === 0) return "The clocks are paused.";
  const who = away.map((p) => {
    const name = p.id === viewer?.id ? "You are" : `${displayName(p)} is`;
    // The day they chose, as it reads where they live.
    return `${name} on vacation until ${formatDayMonth(p.vacationUntil as Date, p.timeZone)}`;
  });
  return `${who.join("; ")}: the clocks are paused.`;
}

type VacationPlayer = {
  id: string;
  name: string | null;
  email: string;
  timeZone: string;
  vacationUntil: Date | null;
};

/** A side's time: the side to move's is what is left of its turn; the other's is its bank. */
function bankWords(
  row: { whiteSeconds: number; blackSeconds: number },
  side: Side,
  toMove: Side,
  toMoveLeftMs: number | null,
): string {
  const ms =
    side === toMove && toMoveLeftMs !== null
      ? toMoveLeftMs
      : (side === "WHITE" ? row.whiteSeconds : row.blackSeconds) * 1000;
  return durationPhrase(Math.max(0, ms));
}
