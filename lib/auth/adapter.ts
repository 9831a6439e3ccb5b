// next-auth's Prisma adapter, with its four session methods replaced so the Session table holds
// a hash of each token (session-token.ts). next-auth still sees and sets the raw token: it is
// what goes in the cookie, and what comes back from it. A session whose user is the computer is
// no session at all, whatever row exists (the computer never signs in: options.ts).
import { PrismaAdapter } from "@next-auth/prisma-adapter";
import type { Adapter, AdapterSession, AdapterUser } from "next-auth/adapters";
import { computerLevelOf } from "../accounts/computer";
import { db } from "../db/prisma";
import { isDatabaseUnavailable, noteOutage } from "../db/unavailable";
import { sessionTokenHash } from "./session-token";

export function authAdapter(): Adapter {
  // The Prisma 7 client is structurally what the adapter expects.
  const base = PrismaAdapter(db() as never);
  const asSession = (sessionToken: string, row: { userId: string; expires: Date }): AdapterSession => ({
    sessionToken,
    userId: row.userId,
    expires: row.expires,
  });
  return {
    ...base,
    async createSession({ sessionToken, userId, expires }) {
      const row = await db().session.create({
        data: { tokenHash: sessionTokenHash(sessionToken), userId, expires },
      });
      return asSession(sessionToken, row);
    },
    async getSessionAndUser(sessionToken) {
      // next-auth swallows this lookup's failure and answers "no session": an outage is noted
      // first, so currentUser() can tell the two apart at once (lib/auth/session.ts).
      const row = await db()
        .session.findUnique({
          where: { tokenHash: sessionTokenHash(sessionToken) },
          include: { user: true },
        })
        .catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) noteOutage();
          throw error;
        });
      if (!row || computerLevelOf(row.userId) !== null) return null;
      return { session: asSession(sessionToken, row), user: row.user as AdapterUser };
    },
    async updateSession({ sessionToken, expires }) {
      const tokenHash = sessionTokenHash(sessionToken);
      const changed = await db().session.updateMany({
        where: { tokenHash },
        data: expires ? { expires } : {},
      });
      if (changed.count === 0) return null;
      const row = await db().session.findUnique({ where: { tokenHash } });
      return row ? asSession(sessionToken, row) : null;
    },
    async deleteSession(sessionToken) {
      await db().session.deleteMany({ where: { tokenHash: sessionTokenHash(sessionToken) } });
    },
  };
}
