"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { closeSession } from "@/lib/auth/open-session";
import { sessionCookieName } from "@/lib/auth/session";
import { config } from "@/lib/config";

/**
 * Ends this browser's session: the row goes, so the cookie is worthless even if kept. It takes the
 * (empty) form it is sent with: an action that declares no argument is called with a text body,
 * which the request guard (lib/input/server-action.ts) refuses as "not a form".
 */
export async function signOut(_form: FormData): Promise<void> {
  const jar = await cookies();
  const name = sessionCookieName(config().appUrl);
  const token = jar.get(name)?.value;
  if (token) await closeSession(token);
  jar.delete(name);
  redirect("/");
}
