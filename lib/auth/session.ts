import { cookies } from "next/headers";
import { getServerSession, type Session } from "next-auth";
import { cache } from "react";
import { touchLastSeen } from "../accounts/last-seen";
import { config } from "../config";
import { assertDatabaseReachable, DatabaseUnavailableError, databaseDown } from "../db/unavailable";
import { authOptions } from "./options";
import { sessionCookieName } from "./session-token";

export { sessionCookieName } from "./session-token";

export type SignedInUser = Session["user"];

/** The signed-in user of this request; the header and the page share one session lookup. */
export const currentUser = cache(async (): Promise<SignedInUser | null> => {
  const session = await getServerSession(authOptions());
  if (session?.user) {
    // Whether the person is here decides the mail of their games against the computer.
    await touchLastSeen(session.user.id, new Date());
    return session.user;
  }
  // next-auth answers "no session" also when it could not ask the database. Someone who carries a
  // session cookie must then hear that we are briefly unavailable, not that their session ended.
  // The lookup notes its own outage (lib/auth/adapter.ts), so that is known at once; asking the
  // database again would wait out another time limit (a frozen database: 2.5 s each).
  if (!(await cookies()).has(sessionCookieName(config().appUrl))) return null;
  if (await databaseDown()) throw new DatabaseUnavailableError();
  await assertDatabaseReachable();
  return null;
});
