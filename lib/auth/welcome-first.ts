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
 * Sessions (by token hash) whose person is known to be welcomed, in this process: a saved name
 * cannot be emptied again (lib/accounts/input.ts), so the answer never changes, and every page
 * a welcomed person reads needs no lookup here (the page reads the session itself anyway). The
 * oldest is forgotten first beyond `rememberedMax`.
 */
const welcomed = new Set<string>();
const rememberedMax = 10_000;

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
  const tokenHash = sessionTokenHash(sessionToken);
  if (welcomed.has(tokenHash)) return null;
  const session = await db().session.findUnique({
    where: { tokenHash },
    select: { expires: true, user: { select: { id: true, name: true } } },
  });
  if (!session || session.expires <= now || computerLevelOf(session.user.id) !== null) return null;
  if (needsWelcome(session.user)) return welcomePath(path);
  if (welcomed.size >= rememberedMax) welcomed.delete(welcomed.values().next().value as string);
  welcomed.add(tokenHash);
  return null;
}
