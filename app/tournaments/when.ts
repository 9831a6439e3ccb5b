// A tournament's moment in words, for its row in the list and its page.
import { formatDeadline } from "@/lib/games/stored/deadline";
import type { TournamentSummary } from "@/lib/tournaments/view";

/** When it starts, or started or ended: "starts as soon as it is full", "starts Tuesday 1 December, 18:00 (UTC)". */
export function whenWords(row: TournamentSummary, timeZone: string): string {
  if (row.status === "FINISHED" && row.finishedAt)
    return `finished ${formatDeadline(row.finishedAt, timeZone)}`;
  if (row.status === "RUNNING" && row.startedAt) return `started ${formatDeadline(row.startedAt, timeZone)}`;
  if (row.status === "CANCELLED") return "cancelled";
  return row.startsAt
    ? `starts ${formatDeadline(row.startsAt, timeZone)}, or sooner once full`
    : "starts as soon as it is full";
}
