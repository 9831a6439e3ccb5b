"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { closeSession } from "@/lib/auth/open-session";
import { sessionCookieName } from "@/lib/auth/session";
import { config } from "@/lib/config";

/**
 * Ends this browser's session: the row goes, so the cookie is worthless even if kept. It takes the
 * form it is posted with: an action with no parameter is sent by Next.js with no form at all (a
 * text body of "[]"), which lib/input/server-action.ts refuses as unreadable.
 */
export async function signOut(_form: FormData): Promise<void> {
  const jar = await cookies();
  const name = sessionCookieName(config().appUrl);
  const token = jar.get(name)?.value;
  if (token) await closeSession(token);
  jar.delete(name);
  redirect("/");
}
