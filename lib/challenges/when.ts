// When a challenge was posted and when it leaves the lobby, as a lobby row says it: in the largest
// whole unit ("posted 3 hours ago", "expires in 14 days"), which is what a reader scanning rows
// wants; the exact moment is the row's tooltip (formatDeadline, in the reader's zone).
import { dayMs, hourMs } from "../time";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 days", "5 hours", "12 minutes": the largest whole unit, by `count`; null under a minute. */
function roughly(ms: number, count: (units: number) => number): string | null {
  if (ms >= dayMs) return plural(count(ms / dayMs), "day");
  if (ms >= hourMs) return plural(count(ms / hourMs), "hour");
  if (ms >= 60_000) return plural(Math.floor(ms / 60_000), "minute");
  return null;
}

/** "posted 3 hours ago", "posted just now". */
export function postedPhrase(createdAt: Date, now: Date): string {
  const ago = roughly(now.getTime() - createdAt.getTime(), Math.floor);
  return ago ? `posted ${ago} ago` : "posted just now";
}

/**
 * "expires in 14 days", "expires in less than a minute", "expired". Days and hours are rounded: a
 * challenge open for 14 days reads "14 days" when just posted, not "13".
 */
export function expiresPhrase(expiresAt: Date, now: Date): string {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return "expired";
  return `expires in ${roughly(left, Math.round) ?? "less than a minute"}`;
}
