// How time reads to a person: "3 days per move", "2 days 4 hours left", and a deadline in their
// own time zone ("Tuesday 24 November, 18:05 (Europe/Paris)"). One wording for pages and emails.

import { dayMs, hourMs } from "../../time";

export { dayMs };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 days 4 hours", "5 hours 10 minutes", "12 minutes", "less than a minute". */
export function durationPhrase(ms: number): string {
  if (ms < 60_000) return "less than a minute";
  const days = Math.floor(ms / dayMs);
  const hours = Math.floor((ms % dayMs) / hourMs);
  const minutes = Math.floor((ms % hourMs) / 60_000);
  if (days > 0) return hours > 0 ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0)
    return minutes > 0 ? `${plural(hours, "hour")} ${plural(minutes, "minute")}` : plural(hours, "hour");
  return plural(minutes, "minute");
}

export const timeIsUp = "time is up";

/** "2 days 4 hours left", or "time is up" once the deadline has passed. */
export function timeLeftPhrase(deadline: Date, now: Date): string {
  const left = deadline.getTime() - now.getTime();
  return left <= 0 ? timeIsUp : `${durationPhrase(left)} left`;
}

/** The deadline as a wall-clock time in the reader's zone, with the zone named. */
export function formatDeadline(deadline: Date, timeZone: string): string {
  const zone = safeZone(timeZone);
  const text = deadlineFormat(zone).format(deadline);
  return `${text.replace(" at ", ", ")} (${zone.replace(/_/g, " ")})`;
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (it showed in the
// profile of every page and email), and people live in a few hundred zones: keep one per zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function deadlineFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(zone, format);
  }
  return format;
}

const knownZones = new Map<string, string>();

/** The person's zone when the runtime knows it, otherwise UTC (a stored zone may predate a tz update). */
export function safeZone(timeZone: string): string {
  const known = knownZones.get(timeZone);
  if (known) return known;
  let zone = "UTC";
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    zone = timeZone;
  } catch {
    // an unknown zone reads as UTC
  }
  // Only names a runtime could know are remembered: the map stays as small as the zone list.
  if (zone !== "UTC" || knownZones.size < 1000) knownZones.set(timeZone, zone);
  return zone;
}

/** "3 December": the day a moment falls on in `timeZone`. */
export function formatDayMonth(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: safeZone(timeZone),
    day: "numeric",
    month: "long",
  }).format(at);
}
