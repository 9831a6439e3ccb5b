// When a person was last here: the mail rule for games against the computer needs to know whether
// they are on the site (lib/notify/computer-mail.ts). Every page and action reads the session
// (lib/auth/session.ts currentUser), and that touches `User.lastSeenAt`, at most once a minute per
// person: this process remembers when it last wrote it, and the UPDATE's own condition keeps
// several processes to one write a minute too. So "away for 10 minutes" is right to the minute,
// at the cost of one small write a minute per active person.
import { db } from "../db/prisma";
import { log } from "../ops/log";

export const seenResolutionMs = 60_000;

/** How long without a request before a person counts as away (lastSeenAt is kept to the minute). */
export const awayAfterMs = 10 * 60_000;

/** The last write per person in this process (kept small: entries older than a minute go). */
const written = new Map<string, number>();

export async function touchLastSeen(userId: string, now: Date): Promise<void> {
  const at = now.getTime();
  const last = written.get(userId);
  if (last !== undefined && at - last < seenResolutionMs) return;
  if (written.size > 10_000)
    for (const [id, when] of written) if (at - when >= seenResolutionMs) written.delete(id);
  written.set(userId, at);
  try {
    await db().$executeRaw`update "User" set "lastSeenAt" = ${now}
      where id = ${userId} and ("lastSeenAt" is null or "lastSeenAt" < ${new Date(at - seenResolutionMs)})`;
  } catch (error) {
    // A page never fails for this: the person counts as seen a little earlier than they were.
    written.delete(userId);
    log.warn(`last seen of ${userId}: ${(error as Error).message.split("\n")[0]}`);
  }
}
