// Vacation, as the games see it: while a player is away, every running game of theirs is paused
// (no deadline or reminder runs, for either side); when they come back (the chosen day, or their
// next move) each deadline moves on by the pause, unless the opponent is away too. Here rather
// than in lib/vacation/ because a move ends its player's vacation (play.ts), in its transaction.
import { computerToMove } from "../../accounts/computer";
import { minimumVacation } from "../../clock/allowance";
import type { Game as GameRow } from "../../generated/prisma/client";
import { changeJobs, type Transaction } from "../../jobs/queue";
import { announceGameChange } from "../../live/announce";
import { moverOf, opponentIdOf } from "../stored/seats";
import { bankOf } from "../stored/turn-clock";
import { rescheduleClock } from "./schedule";

export const vacationEndKey = (userId: string) => `vacation-end:${userId}`;

/** The player's running games, locked, in id order (two vacations at once cannot deadlock). */
function lockedGamesOf(tx: Transaction, userId: string): Promise<GameRow[]> {
  return tx.$queryRaw<GameRow[]>`select * from "Game"
    where status = 'ONGOING' and ("whiteId" = ${userId} or "blackId" = ${userId})
    order by id for update`;
}

const turnOf = (game: GameRow, deadline: Date, paused: boolean) => ({
  gameId: game.id,
  ply: game.plies,
  deadline,
  bank: bankOf(game, moverOf(game.plies + 1)),
  paused,
  computer: computerToMove(game),
  players: game,
});

/** Pauses every running game of the player at `now`; returns how many. */
export async function pauseGamesOf(tx: Transaction, userId: string, now: Date): Promise<number> {
  let paused = 0;
  for (const game of await lockedGamesOf(tx, userId)) {
    if (game.pausedAt || !game.deadline) continue;
    await tx.game.update({ where: { id: game.id }, data: { pausedAt: now } });
    await announceGameChange(tx, game.id); // the page shows the paused clock
    await rescheduleClock(tx, turnOf(game, game.deadline, true), now);
    paused++;
  }
  return paused;
}

/** Runs the clocks of the player's paused games again, but not where the opponent is away too. */
export async function resumeGamesOf(tx: Transaction, userId: string, now: Date): Promise<void> {
  for (const game of await lockedGamesOf(tx, userId)) {
    if (!game.pausedAt || !game.deadline) continue;
    const opponentId = opponentIdOf(game, userId);
    const opponent = await tx.user.findUnique({ where: { id: opponentId }, select: { vacationUntil: true } });
    if (opponent?.vacationUntil && opponent.vacationUntil > now) continue;
    const deadline = new Date(game.deadline.getTime() + Math.max(0, now.getTime() - game.pausedAt.getTime()));
    await tx.game.update({ where: { id: game.id }, data: { pausedAt: null, deadline } });
    await announceGameChange(tx, game.id);
    await rescheduleClock(tx, turnOf(game, deadline, false), now);
  }
}

/**
 * Ends the player's vacation at `now` if they are on one: the unused part goes back to their
 * allowance, and their games run again. Called by their next move, the end-of-vacation job, and
 * the account page's "come back now". A vacation costs at least a day, however soon it ends (as
 * on Chess.com): otherwise pausing every game for an hour now and then would be free.
 */
export async function endVacation(tx: Transaction, userId: string, now: Date): Promise<boolean> {
  const rows = await tx.$queryRaw<{ vacationFrom: Date | null; vacationUntil: Date | null }[]>`
    select "vacationFrom", "vacationUntil" from "User" where id = ${userId} for update`;
  const until = rows[0]?.vacationUntil;
  if (!until) return false;
  const from = rows[0]?.vacationFrom ?? now;
  const charged = Math.max(now.getTime(), from.getTime() + minimumVacation * 1000);
  const unused = Math.max(0, Math.floor((until.getTime() - charged) / 1000));
  await tx.user.update({
    where: { id: userId },
    data: { vacationFrom: null, vacationUntil: null, vacationSeconds: { increment: unused } },
  });
  await changeJobs(tx, [{ remove: vacationEndKey(userId) }]);
  await resumeGamesOf(tx, userId, now);
  return true;
}

/**
 * The game row a move is played on: when the mover is on vacation, the vacation ends first (their
 * games run again) and the row is read again with its moved deadline.
 */
export async function afterVacationOf(
  tx: Transaction,
  game: GameRow,
  userId: string,
  now: Date,
): Promise<GameRow> {
  if (!game.pausedAt || !(await endVacation(tx, userId, now))) return game;
  const rows = await tx.$queryRaw<GameRow[]>`select * from "Game" where id = ${game.id}`;
  return rows[0] ?? game;
}
