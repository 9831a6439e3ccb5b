// The send-once keys (lib/mail/send-once.ts) of the emails about a turn; each key is also its
// email's Message-ID. A key names everything that makes the email another event:
// - the record's version: an accepted takeback rewrites the record from some ply on, so the same
//   ply is reached again with another move (and another position) that needs its own email. The
//   version (`Game.rewinds`) is written only once a takeback has happened, so a game without one
//   keeps the keys it always had;
// - for a reminder, the deadline it is about: a vacation that moves the deadline makes a reminder
//   already sent out of date, and the new deadline gets one reminder of its own.
import type { ReminderMark } from "../clock/clock";

type Turn = { id: string; rewinds: number };

const version = (game: Turn) => (game.rewinds === 0 ? "" : `:r${game.rewinds}`);

/** "Your move" for the turn after ply `ply`. */
export const yourTurnKey = (game: Turn, ply: number, userId: string) =>
  `your-turn:${game.id}:${ply}:${userId}${version(game)}`;

/** A reminder for the turn after ply `ply`, whose deadline is `deadline`. */
export const reminderKey = (game: Turn, ply: number, userId: string, mark: ReminderMark, deadline: Date) =>
  `${mark === "day-left" ? "reminder" : "reminder-80"}:${game.id}:${ply}:${userId}${version(game)}:${Math.floor(deadline.getTime() / 1000)}`;

/** What the owner of conditional moves hears about ply `ply` (an answer played, lines dropped). */
export const conditionalKey = (game: Turn, ply: number, userId: string) =>
  `conditional:${game.id}:${ply}:${userId}${version(game)}`;
