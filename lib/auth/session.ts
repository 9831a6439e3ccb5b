import { getServerSession, type Session } from "next-auth";
import { authOptions } from "./options";

export type SignedInUser = Session["user"];

export async function currentUser(): Promise<SignedInUser | null> {
  const session = await getServerSession(authOptions());
  return session?.user ?? null;
}

/** next-auth's cookie name: secure-prefixed when the site is served over https. */
export function sessionCookieName(appUrl: string): string {
  return appUrl.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
