// When a challenge was posted and when it leaves the lobby, as a lobby row says it: in the largest
// whole unit ("posted 3 hours ago", "expires in 13 days"), which is what a reader scanning rows
// wants; the exact moment is the row's tooltip (formatDeadline, in the reader's zone).
import { dayMs, hourMs } from "../time";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 days", "5 hours", "12 minutes": the largest whole unit, rounded down; null under a minute. */
function roughly(ms: number): string | null {
  if (ms >= dayMs) return plural(Math.floor(ms / dayMs), "day");
  if (ms >= hourMs) return plural(Math.floor(ms / hourMs), "hour");
  if (ms >= 60_000) return plural(Math.floor(ms / 60_000), "minute");
  return null;
}

/** "posted 3 hours ago", "posted just now". */
export function postedPhrase(createdAt: Date, now: Date): string {
  const ago = roughly(now.getTime() - createdAt.getTime());
  return ago ? `posted ${ago} ago` : "posted just now";
}

/** "expires in 13 days", "expires in less than a minute", "expired". */
export function expiresPhrase(expiresAt: Date, now: Date): string {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return "expired";
  return `expires in ${roughly(left) ?? "less than a minute"}`;
}
