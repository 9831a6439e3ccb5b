// A newcomer who leaves the welcome before saving it is asked again on their next page, until a
// name is saved (issue 33): otherwise they would play on as their address's local part, on UTC
// deadlines, never asked. proxy.ts asks this for every page a browser reads; the welcome then
// goes on to the page that was asked for.
import { computerLevelOf } from "../accounts/computer";
import { needsWelcome, welcomePath } from "../accounts/welcome";
import { db } from "../db/prisma";
import { sessionTokenHash } from "./session-token";

/**
 * Whether the page at `pathname` waits for the welcome. Not the welcome itself, nor what a person
 * must reach without it: signing in and out, next-auth's and our API routes, the emailed links
 * that act by themselves (a game link, which sends a newcomer to the welcome on its own;
 * unsubscribing; a reply's page), the development mailbox, health and metrics, and files.
 */
export function pageWaitsForWelcome(pathname: string): boolean {
  if (/\.[A-Za-z0-9]+$/.test(pathname)) return false; // favicon.ico, board.png, manifest.webmanifest
  const exempt = [
    "/welcome",
    "/signin",
    "/api",
    "/play",
    "/unsubscribe",
    "/reply",
    "/dev",
    "/healthz",
    "/metrics",
  ];
  return !exempt.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The welcome this browser must have before the page at `path` (pathname and query): its address,
 * or null when the page may show (no session, a welcomed person, a page that does not wait).
 */
export async function welcomeFirst(
  sessionToken: string | undefined,
  path: string,
  now: Date,
): Promise<string | null> {
  if (!sessionToken || !pageWaitsForWelcome(new URL(path, "http://x").pathname)) return null;
  const session = await db().session.findUnique({
    where: { tokenHash: sessionTokenHash(sessionToken) },
    select: { expires: true, user: { select: { id: true, name: true } } },
  });
  if (!session || session.expires <= now || computerLevelOf(session.user.id) !== null) return null;
  return needsWelcome(session.user) ? welcomePath(path) : null;
}
