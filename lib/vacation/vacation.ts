// Vacation (issue 17): a player with allowance left takes days off; every running game of theirs
// pauses at once (lib/games/turn/pause.ts) until the day they chose begins in their zone, or until
// their next move, whichever comes first. At least a day long, and not while one of their own
// deadlines is less than a day away (a vacation must not rescue a lost position on time).

import { displayName } from "../accounts/display-name";
import {
  accrued,
  allowanceCap,
  allowancePhrase,
  deadlineMargin,
  minimumVacation,
  monthlyShare,
  startOfDay,
} from "../clock/allowance";
import { retryingDeadlocks } from "../db/deadlock";
import { db } from "../db/prisma";
import { gameName } from "../games/catalog/catalog";
import { durationPhrase, safeZone } from "../games/stored/deadline";
import { endVacation, pauseGamesOf, vacationEndKey } from "../games/turn/pause";
import { changeJobs, type Transaction, tasks } from "../jobs/queue";

export type VacationRefusal = { ok: false; status: 409; reason: string };
export type VacationStarted = { ok: true; until: Date; pausedGames: number };

const refuse = (reason: string): VacationRefusal => ({ ok: false, status: 409, reason });

/** Brings the stored allowance up to date (the monthly shares since it was last counted). */
async function accrue(tx: Transaction, userId: string, now: Date) {
  const rows = await tx.$queryRaw<
    { vacationSeconds: number; vacationAccruedAt: Date; vacationUntil: Date | null; timeZone: string }[]
  >`select "vacationSeconds", "vacationAccruedAt", "vacationUntil", "timeZone" from "User" where id = ${userId} for update`;
  const user = rows[0];
  if (!user) return null;
  const allowance = accrued({ seconds: user.vacationSeconds, accruedAt: user.vacationAccruedAt }, now);
  if (allowance.accruedAt !== user.vacationAccruedAt)
    await tx.user.update({
      where: { id: userId },
      data: { vacationSeconds: allowance.seconds, vacationAccruedAt: allowance.accruedAt },
    });
  return { ...user, vacationSeconds: allowance.seconds };
}

/** Starts a vacation until `day` ("2026-12-03") begins in the player's zone. */
export async function startVacation(
  userId: string,
  day: string,
  now: Date,
): Promise<VacationStarted | VacationRefusal> {
  return retryingDeadlocks(() =>
    db().$transaction(async (tx) => {
      const user = await accrue(tx, userId, now);
      if (!user) return refuse("There is no such player.");
      if (user.vacationUntil && user.vacationUntil > now)
        return refuse("You are on vacation already: come back first to choose another day.");
      const until = startOfDay(day, safeZone(user.timeZone));
      const length = Math.floor((until.getTime() - now.getTime()) / 1000);
      if (length < minimumVacation) return refuse("A vacation lasts at least a day: choose a later day.");
      if (length > user.vacationSeconds)
        return refuse(
          `That is ${allowancePhrase(length)} of vacation, and you have ${allowancePhrase(user.vacationSeconds)} left.`,
        );
      const urgent = await urgentTurn(tx, userId, now);
      if (urgent) return refuse(urgent);
      await tx.user.update({
        where: { id: userId },
        data: { vacationFrom: now, vacationUntil: until, vacationSeconds: { decrement: length } },
      });
      const pausedGames = await pauseGamesOf(tx, userId, now);
      await changeJobs(tx, [
        { add: tasks.vacationEnd, payload: { userId }, jobKey: vacationEndKey(userId), runAt: until },
      ]);
      return { ok: true, until, pausedGames };
    }),
  );
}

/** Why a vacation cannot start now: one of the player's own moves is due within a day. */
async function urgentTurn(tx: Transaction, userId: string, now: Date): Promise<string | null> {
  const soon = new Date(now.getTime() + deadlineMargin * 1000);
  const games = await tx.game.findMany({
    where: {
      status: "ONGOING",
      pausedAt: null,
      deadline: { lt: soon },
      OR: [{ whiteId: userId }, { blackId: userId }],
    },
    include: { white: true, black: true },
    orderBy: { deadline: "asc" },
  });
  const mine = games.find((g) => (g.plies % 2 === 0 ? g.whiteId : g.blackId) === userId);
  if (!mine?.deadline) return null;
  const opponent = displayName(mine.whiteId === userId ? mine.black : mine.white);
  return `Your move in ${gameName(mine.gameType)} against ${opponent} is due in ${durationPhrase(mine.deadline.getTime() - now.getTime())}: make it first, then start your vacation.`;
}

/** Comes back early from the account page (the rest goes back to the allowance). */
export async function comeBack(userId: string, now: Date): Promise<boolean> {
  return retryingDeadlocks(() => db().$transaction((tx) => endVacation(tx, userId, now)));
}

/** The end-of-vacation job: ends it if it is still the one the job was queued for. */
export async function vacationOver(userId: string, now: Date): Promise<boolean> {
  return retryingDeadlocks(() =>
    db().$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { vacationUntil: true } });
      if (!user?.vacationUntil || user.vacationUntil > now) return false;
      return endVacation(tx, userId, now);
    }),
  );
}

/** What the account page shows: the allowance as of now, and the vacation under way. */
export async function vacationOf(userId: string, now: Date) {
  const user = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: { vacationSeconds: true, vacationAccruedAt: true, vacationUntil: true, vacationFrom: true },
  });
  const allowance = accrued({ seconds: user.vacationSeconds, accruedAt: user.vacationAccruedAt }, now);
  const away = user.vacationUntil && user.vacationUntil > now ? user.vacationUntil : null;
  return { seconds: allowance.seconds, left: allowancePhrase(allowance.seconds), until: away };
}

/** The account page's vacation panel, in the player's own zone. */
export async function vacationPanel(userId: string, timeZone: string, now: Date) {
  const vacation = await vacationOf(userId, now);
  const zone = safeZone(timeZone);
  // The first whole day that begins at least a day from now: the day after tomorrow, there.
  const tomorrow = new Date(now.getTime() + 2 * minimumVacation * 1000);
  const earliest = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(tomorrow);
  return {
    left: vacation.left,
    rule: `${allowancePhrase(monthlyShare)} are added on the 1st of each month, up to ${allowancePhrase(allowanceCap)}. A vacation pauses all your games.`,
    until: vacation.until
      ? new Intl.DateTimeFormat("en-GB", { timeZone: zone, day: "numeric", month: "long" }).format(
          vacation.until,
        )
      : null,
    earliest,
  };
}
