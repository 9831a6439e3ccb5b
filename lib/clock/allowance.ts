// The vacation allowance, in seconds: 2.5 days are added on the 1st of each month (UTC), up to
// 30 days a year's worth at most. A vacation takes its planned length when it starts; ending it
// early (by a move) gives back what was not used, past its first day: a vacation costs at least
// a day. Pure: the caller passes `now`.
import { daySeconds } from "./clock";

export const monthlyShare = 2.5 * daySeconds;
export const allowanceCap = 30 * daySeconds;
/** A vacation lasts (and costs) at least a day, and cannot start with a deadline closer than this. */
export const minimumVacation = daySeconds;
export const deadlineMargin = daySeconds;

const monthIndex = (at: Date) => at.getUTCFullYear() * 12 + at.getUTCMonth();

/** The allowance at `now`: the monthly shares of every 1st since `accruedAt` added, capped. */
export function accrued(
  allowance: { seconds: number; accruedAt: Date },
  now: Date,
): { seconds: number; accruedAt: Date } {
  const months = monthIndex(now) - monthIndex(allowance.accruedAt);
  if (months <= 0) return allowance;
  return { seconds: Math.min(allowanceCap, allowance.seconds + months * monthlyShare), accruedAt: now };
}

/** "12 days 12 hours", "1 day", "none". */
export function allowancePhrase(seconds: number): string {
  const days = Math.floor(seconds / daySeconds);
  const hours = Math.floor((seconds % daySeconds) / 3600);
  if (days === 0 && hours === 0) return "none";
  const d = days ? `${days} ${days === 1 ? "day" : "days"}` : "";
  const h = hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "";
  return [d, h].filter(Boolean).join(" ");
}

/** Parts of a moment as a wall clock in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
}

/**
 * The moment a day begins in `timeZone` ("2026-12-03" → 00:00 there, as UTC): a vacation "until
 * 3 December" ends as that day begins where its player lives, summer time or not.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const asUtc = Date.UTC(y, m - 1, d);
  // The zone's offset at that moment, checked once more at the result (a change that night).
  let at = asUtc - (wallClock(new Date(asUtc), timeZone) - asUtc);
  at = asUtc - (wallClock(new Date(at), timeZone) - at);
  return new Date(at);
}
