// What one person may ask of the computer, so that everyone's games get its time: games in
// progress at once (COMPUTER_GAMES_LIMIT, default 20) and takebacks an hour (COMPUTER_TAKEBACKS_PER_HOUR,
// default 30; each takeback and the move after it cost the computer a search, so a move-and-takeback
// loop is a way to keep it busy). Both are checked under a lock on the person's row, so requests at
// once cannot pass the limit together, and a refusal writes nothing.
import { config } from "../../config";
import type { Transaction } from "../../jobs/queue";
import { formatDeadline } from "../stored/deadline";

const hourMs = 3_600_000;

/** Locks the person's row: their computer games and takebacks are counted one request at a time. */
async function lockPerson(tx: Transaction, userId: string): Promise<{ timeZone: string } | null> {
  const rows = await tx.$queryRaw<
    { timeZone: string }[]
  >`select "timeZone" from "User" where id = ${userId} for update`;
  return rows[0] ?? null;
}

/**
 * Null when the person may start another game against the computer, else why not. Call inside the
 * transaction that starts the game: the lock holds until it commits.
 */
export async function computerGamesRefusal(tx: Transaction, userId: string): Promise<string | null> {
  await lockPerson(tx, userId);
  const limit = config().computerGamesLimit;
  const [{ playing }] = await tx.$queryRaw<{ playing: number }[]>`select count(*)::int as playing
    from "Game" where status = 'ONGOING'
      and (("whiteId" = ${userId} and "blackId" like 'computer-%')
        or ("blackId" = ${userId} and "whiteId" like 'computer-%'))`;
  if (playing < limit) return null;
  return `You already have ${playing} games against the computer in progress, the most at once is ${limit}. Finish or resign one of them, then start another.`;
}

/**
 * Counts a takeback against the computer in the person's hour, or says why it is refused (nothing
 * is counted then). The hour starts with the first takeback after the last hour ended.
 */
export async function countComputerTakeback(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<string | null> {
  const person = await lockPerson(tx, userId);
  const limit = config().computerTakebacksPerHour;
  const hourAgo = new Date(now.getTime() - hourMs);
  const counted = await tx.$executeRaw`update "User" set
      "computerTakebacks" = case when "computerTakebacksFrom" is null or "computerTakebacksFrom" <= ${hourAgo}
        then 1 else "computerTakebacks" + 1 end,
      "computerTakebacksFrom" = case when "computerTakebacksFrom" is null or "computerTakebacksFrom" <= ${hourAgo}
        then ${now} else "computerTakebacksFrom" end
    where id = ${userId}
      and ("computerTakebacksFrom" is null or "computerTakebacksFrom" <= ${hourAgo} or "computerTakebacks" < ${limit})`;
  if (counted === 1) return null;
  const row = await tx.user.findUnique({ where: { id: userId }, select: { computerTakebacksFrom: true } });
  const from = row?.computerTakebacksFrom ?? now;
  const again = formatDeadline(new Date(from.getTime() + hourMs), person?.timeZone ?? "UTC");
  return `You have taken back ${limit} moves against the computer this hour, the most it allows: each one costs it a search that other players wait for. Play on, or take back again from ${again}.`;
}
