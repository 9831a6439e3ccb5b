// A correspondence clock in whole seconds. Two kinds: days per move (the bank is refilled after
// every move) and base + increment in days (each move adds the increment to the mover's bank,
// which never grows past the base). The side to move's deadline is the truth while its turn runs;
// the banks say what each side had when its turn began. Pure: every function takes `now`.
// Time is counted in UTC seconds, so a daylight-saving change in anyone's zone moves nothing.

export const daySeconds = 86_400;
export const hourSeconds = 3_600;

/** What a game, invitation or challenge stores of its time control. */
export type TimeControl = { daysPerMove: number; incrementDays: number | null };

/** "3 days per move", "10 days + 2 days per move". */
export function timeControlPhrase(control: TimeControl): string {
  const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
  if (control.incrementDays === null) return `${days(control.daysPerMove)} per move`;
  return `${days(control.daysPerMove)} + ${days(control.incrementDays)} per move`;
}

/** Each side's bank when the game starts: the time per move, or the base. */
export const startingBank = (control: TimeControl): number => control.daysPerMove * daySeconds;

/** Whole seconds from `now` to `deadline`, never below zero. */
export function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/**
 * The mover's bank after a move made with `left` seconds on its clock: refilled with days per
 * move; with an increment, what was left plus the increment, capped at the base.
 */
export function bankAfterMove(control: TimeControl, left: number): number {
  if (control.incrementDays === null) return startingBank(control);
  return Math.min(startingBank(control), left + control.incrementDays * daySeconds);
}

export const atSeconds = (from: Date, seconds: number): Date => new Date(from.getTime() + seconds * 1000);

/** The deadline of a game whose clock is paused: it moves on by the pause so far. */
export function runningDeadline(deadline: Date, pausedAt: Date | null, now: Date): Date {
  if (!pausedAt || now <= pausedAt) return deadline;
  return new Date(deadline.getTime() + (now.getTime() - pausedAt.getTime()));
}

export type ReminderMark = "day-left" | "most-used";

/** The share of a turn's time after which the "most of your time is used" reminder comes. */
export const mostUsedShare = 0.8;

/**
 * When to remind the side to move, for a turn with `bank` seconds ending at `deadline`: 24 hours
 * before it, and when 80 % of the turn's time is used. A mark the turn is too short for (24 h
 * before a one-day deadline is its start) is left out, and so is the 80 % mark when it falls
 * within an hour of the 24-hour one: one email says it.
 */
export function reminderMarks(deadline: Date, bank: number): { mark: ReminderMark; at: Date }[] {
  const dayLeft = bank > daySeconds ? atSeconds(deadline, -daySeconds) : null;
  const mostUsed = atSeconds(deadline, -Math.round(bank * (1 - mostUsedShare)));
  const marks: { mark: ReminderMark; at: Date }[] = [];
  if (dayLeft) marks.push({ mark: "day-left", at: dayLeft });
  if (!dayLeft || Math.abs(mostUsed.getTime() - dayLeft.getTime()) >= hourSeconds * 1000)
    marks.push({ mark: "most-used", at: mostUsed });
  return marks.sort((a, b) => a.at.getTime() - b.at.getTime());
}
