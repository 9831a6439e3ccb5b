import { getServerSession, type Session } from "next-auth";
import { cache } from "react";
import { authOptions } from "./options";

export type SignedInUser = Session["user"];

/** The signed-in user of this request; the header and the page share one session lookup. */
export const currentUser = cache(async (): Promise<SignedInUser | null> => {
  const session = await getServerSession(authOptions());
  return session?.user ?? null;
});

/** next-auth's cookie name: secure-prefixed when the site is served over https. */
export function sessionCookieName(appUrl: string): string {
  return appUrl.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
