// Signing someone in without a sign-in email: an emailed game link or an accepted invitation
// proves the address, so it may open a next-auth database session directly. The session row
// and cookie are what next-auth's own callback would have made (the row holds the token's hash).
import { computerLevelOf } from "../accounts/computer";
import { config } from "../config";
import { db } from "../db/prisma";
import { sessionDays } from "./options";
import { sessionCookieName } from "./session";
import { linkSessionToken, newSessionToken, sessionTokenHash } from "./session-token";

export type SessionCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; expires: Date };
};

const sessionMs = sessionDays * 24 * 60 * 60 * 1000;

/** A new session for a person who just proved their address by a human action (accepting). */
export async function openSession(userId: string, now: Date): Promise<SessionCookie> {
  const sessionToken = newSessionToken();
  const expires = new Date(now.getTime() + sessionMs);
  await db().session.create({ data: { tokenHash: sessionTokenHash(sessionToken), userId, expires } });
  await addressProven(userId, now);
  return cookieFor(sessionToken, expires);
}

/**
 * The session of an emailed game link: one per link, reused while it lives, so opening the link
 * any number of times (mail scanners open every link, some twice) leaves one row, and opening it
 * on another device signs that device in too. Written only when missing or expired.
 */
export async function openLinkSession(linkToken: string, userId: string, now: Date): Promise<SessionCookie> {
  const sessionToken = linkSessionToken(linkToken);
  const tokenHash = sessionTokenHash(sessionToken);
  const current = await db().session.findUnique({ where: { tokenHash } });
  if (current && current.userId === userId && current.expires > now) {
    return cookieFor(sessionToken, current.expires);
  }
  const expires = new Date(now.getTime() + sessionMs);
  await db().session.upsert({
    where: { tokenHash },
    create: { tokenHash, userId, expires },
    update: { userId, expires },
  });
  await addressProven(userId, now);
  return cookieFor(sessionToken, expires);
}

/** The address is proven by the link, as it is by a sign-in link. */
async function addressProven(userId: string, now: Date): Promise<void> {
  await db().user.updateMany({ where: { id: userId, emailVerified: null }, data: { emailVerified: now } });
}

function cookieFor(sessionToken: string, expires: Date): SessionCookie {
  const { appUrl } = config();
  return {
    name: sessionCookieName(appUrl),
    value: sessionToken,
    options: { httpOnly: true, sameSite: "lax", secure: appUrl.startsWith("https://"), path: "/", expires },
  };
}

/** The user of the request's session cookie, if any (for route handlers, which have the raw cookie). */
export async function sessionUserId(cookieValue: string | undefined, now: Date): Promise<string | null> {
  if (!cookieValue) return null;
  const session = await db().session.findUnique({ where: { tokenHash: sessionTokenHash(cookieValue) } });
  // The computer never holds a session (adapter.ts), whatever row exists.
  if (!session || session.expires <= now || computerLevelOf(session.userId) !== null) return null;
  return session.userId;
}

/** Signing out: the row goes, so the cookie is worthless even if kept. */
export async function closeSession(cookieValue: string): Promise<void> {
  await db().session.deleteMany({ where: { tokenHash: sessionTokenHash(cookieValue) } });
}
