// The fixed clock of the app tests: a game starts at t0 and its moves are made at fixed steps after
// it, so deadlines, reminders and dates in the assertions are exact. t0 is in the past of any run:
// a deadline a few days after it has passed in real time, and jobs due then are due now.
export const t0 = new Date("2026-11-21T12:00:00Z"); // a Saturday, 12:00 UTC

export const secondMs = 1000;
export const minuteMs = 60 * secondMs;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/** The moment `n` seconds after `from` (t0 unless given). */
export const seconds = (n: number, from = t0) => new Date(from.getTime() + n * secondMs);
/** The moment `n` minutes after `from` (t0 unless given). */
export const minutes = (n: number, from = t0) => new Date(from.getTime() + n * minuteMs);
/** The moment `n` hours after `from` (t0 unless given). */
export const hours = (n: number, from = t0) => new Date(from.getTime() + n * hourMs);
/** The moment `n` days after `from` (t0 unless given). */
export const days = (n: number, from = t0) => new Date(from.getTime() + n * dayMs);
