// The welcome: someone who arrives for the first time, by any door (a sign-in link, an accepted
// invitation, a game link), first chooses the name their opponents see and their time zone (the
// browser's, offered), then goes on to where they were going. Who has never chosen a name has not
// been welcomed: until then they are their address's local part ("dora") on UTC.
import { db } from "../db/prisma";

export function needsWelcome(user: { name: string | null }): boolean {
  return !user.name?.trim();
}

/** The welcome page, which then goes on to `path` (a path on this site). */
export function welcomePath(path: string): string {
  return `/welcome?callbackUrl=${encodeURIComponent(path)}`;
}

/** Where a person arriving at `path` goes first: the welcome when they have not had it, else `path`. */
export function arrivalPath(user: { name: string | null }, path: string): string {
  const welcoming = path === "/welcome" || path.startsWith("/welcome?");
  return needsWelcome(user) && !welcoming ? welcomePath(path) : path;
}

/**
 * The same for an address about to be signed in by its sign-in link: an address with no account
 * yet (the link creates it) is welcomed too.
 */
export async function arrivalPathFor(email: string, path: string): Promise<string> {
  const user = await db().user.findUnique({ where: { email }, select: { name: true } });
  return arrivalPath(user ?? { name: null }, path);
}

/** The same for a person by id (a game link's, whose row the link names). */
export async function arrivalPathOf(userId: string, path: string): Promise<string> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { name: true } });
  return arrivalPath(user ?? { name: null }, path);
}
