"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { sessionCookieName } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { db } from "@/lib/db/prisma";

/** Ends this browser's session: the row goes, so the cookie is worthless even if kept. */
export async function signOut(): Promise<void> {
  const jar = await cookies();
  const name = sessionCookieName(config().appUrl);
  const token = jar.get(name)?.value;
  if (token) await db().session.deleteMany({ where: { sessionToken: token } });
  jar.delete(name);
  redirect("/");
}
