"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { arrivalPathOf } from "@/lib/accounts/welcome";
import { openLinkSession } from "@/lib/auth/open-session";
import { isDatabaseUnavailable, noteOutage } from "@/lib/db/unavailable";
import { resolveGameLink } from "@/lib/games/stored/links";
import { formText } from "@/lib/input/form-field";

/**
 * "Sign in as …" on the switch page: this browser takes the game link's own session (the other
 * account's session is left as it is, for its other devices) and opens the game.
 */
export async function switchToLinkOwner(form: FormData): Promise<void> {
  const token = formText(form, "token") ?? "";
  const back = `/play/${encodeURIComponent(token)}`;
  let onwards: string;
  try {
    const now = new Date();
    const target = await resolveGameLink(token, now);
    if (!target) redirect(back); // the link says itself why it no longer works
    const cookie = await openLinkSession(token, target.userId, now);
    (await cookies()).set(cookie.name, cookie.value, cookie.options);
    onwards = await arrivalPathOf(target.userId, `/games/${target.gameId}`);
  } catch (error) {
    // The page comes back as the outage page, and the button works once the database is back.
    if (!isDatabaseUnavailable(error)) throw error;
    noteOutage();
    redirect(`${back}/switch`);
  }
  redirect(onwards);
}
