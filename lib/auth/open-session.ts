// Signing someone in without a sign-in email: an emailed game link or an accepted invitation
// proves the address, so it may open a next-auth database session directly. The session row
// and cookie are exactly what next-auth's own callback would have made.
import { randomBytes } from "node:crypto";
import { config } from "../config";
import { db } from "../db/prisma";
import { sessionDays } from "./options";
import { sessionCookieName } from "./session";

export type SessionCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: "/"; expires: Date };
};

export async function openSession(userId: string, now: Date): Promise<SessionCookie> {
  const sessionToken = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + sessionDays * 24 * 60 * 60 * 1000);
  await db().session.create({ data: { sessionToken, userId, expires } });
  // The address is proven by the link, as it is by a sign-in link.
  await db().user.updateMany({ where: { id: userId, emailVerified: null }, data: { emailVerified: now } });
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
  const session = await db().session.findUnique({ where: { sessionToken: cookieValue } });
  return session && session.expires > now ? session.userId : null;
}
