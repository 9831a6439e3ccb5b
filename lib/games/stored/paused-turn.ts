// A paused turn as the players read it. While a player is away the clock stands still, so the
// deadline worth showing is the one the turn will have when the clock runs again: the time the
// side to move had left when the pause began, counted from the planned return (the later one
// when both players are away). Coming back early, by a move, only brings it closer.
import { displayName } from "../../accounts/display-name";
import type { Game as GameRow, User } from "../../generated/prisma/client";
import { durationPhrase, formatDayMonth, formatDeadline } from "./deadline";

type Player = Pick<User, "id" | "vacationUntil" | "timeZone" | "name" | "email">;

export type PausedTurn = {
  /** When the clocks run again as planned. */
  resumesAt: Date;
  /** The player whose return that is (null when no one is away any more). */
  returning: Player | null;
  /** The deadline from the return on. */
  deadline: Date;
  /** The side to move's time left, which does not run down while paused, in milliseconds. */
  leftMs: number;
};

/** The paused turn of a game, or null while its clock runs. */
export function pausedTurn(
  game: Pick<GameRow, "deadline" | "pausedAt"> & { white: Player; black: Player },
  now: Date,
): PausedTurn | null {
  if (!game.pausedAt || !game.deadline) return null;
  const away = [game.white, game.black].filter((p) => p.vacationUntil && p.vacationUntil > now);
  const returning = away.sort((a, b) => Number(b.vacationUntil) - Number(a.vacationUntil))[0] ?? null;
  const resumesAt = returning?.vacationUntil ?? now;
  const leftMs = Math.max(0, game.deadline.getTime() - game.pausedAt.getTime());
  return { resumesAt, returning, deadline: new Date(resumesAt.getTime() + leftMs), leftMs };
}

/**
 * "Clock paused; after the return on 28 November the deadline is Thursday 3 December, 14:00
 * (Europe/Paris)." The day of the return as its player chose it, the deadline in the reader's zone.
 */
export function pausedDeadlineLine(paused: PausedTurn, readerZone: string): string {
  const deadline = formatDeadline(paused.deadline, readerZone);
  if (!paused.returning) return `Clock paused; the deadline is ${deadline}.`;
  const day = formatDayMonth(paused.resumesAt, paused.returning.timeZone);
  return `Clock paused; after the return on ${day} the deadline is ${deadline}.`;
}

/** "2 days 4 hours left (clock paused)". */
export const pausedTimeLeft = (paused: PausedTurn) => `${durationPhrase(paused.leftMs)} left (clock paused)`;

/**
 * The sentence an email about a paused turn carries, for `reader`: "The clock is paused until your
 * return from vacation on 28 November; after it, the deadline is Thursday 3 December, 14:00
 * (Europe/Paris)." (or "until Ana returns from vacation on …; after that, …").
 */
export function pausedTurnSentence(paused: PausedTurn, reader: { id: string; timeZone: string }): string {
  const deadline = formatDeadline(paused.deadline, reader.timeZone);
  const { returning } = paused;
  if (!returning) return `The clock is paused; the deadline is ${deadline}.`;
  const day = formatDayMonth(paused.resumesAt, returning.timeZone);
  return returning.id === reader.id
    ? `The clock is paused until your return from vacation on ${day}; after it, the deadline is ${deadline}.`
    : `The clock is paused until ${displayName(returning)} returns from vacation on ${day}; after that, the deadline is ${deadline}.`;
}
