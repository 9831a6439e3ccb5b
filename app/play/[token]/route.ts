// GET /play/<token>: the link in a game email. It signs the recipient in and redirects to the
// game page, on any device, in one click. It never changes the game: mail scanners open every
// link, and opening one twice must do nothing more. The session it opens is the link's own
// (openLinkSession): twenty openings leave one session row, not twenty. HEAD (link checkers,
// previews) answers a redirect to the game and writes nothing. Someone who has never chosen a name
// goes by the welcome (lib/accounts/welcome.ts) on the way. A browser signed in as someone else is
// asked first (./switch): anyone could otherwise send a person their own link and have that
// person play, and write, in the sender's account without noticing.
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { arrivalPathOf } from "@/lib/accounts/welcome";
import { openLinkSession, sessionUserId } from "@/lib/auth/open-session";
import { sessionCookieName } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { answering503 } from "@/lib/db/unavailable";
import { linkOpening, resolveGameLink } from "@/lib/games/stored/links";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export const GET = answering503(async function GET(request: Request, context: Context) {
  const { token } = await context.params;
  const now = new Date();
  const target = await resolveGameLink(token, now);
  const { appUrl } = config();
  if (!target) return linkProblem(appUrl, request.headers.get("x-nonce"));

  const jar = await cookies();
  const current = await sessionUserId(jar.get(sessionCookieName(appUrl))?.value, now);
  const opening = linkOpening(target, current);
  if (opening === "ask") return seeOther(new URL(`/play/${token}/switch`, appUrl));
  // A newcomer chooses their name and time zone first, then goes on to the game.
  const destination = seeOther(
    new URL(await arrivalPathOf(target.userId, `/games/${target.gameId}`), appUrl),
  );
  if (opening === "sign-in") {
    const cookie = await openLinkSession(token, target.userId, now);
    destination.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return destination;
});

export const HEAD = answering503(async function HEAD(_request: Request, context: Context) {
  const { token } = await context.params;
  const target = await resolveGameLink(token, new Date());
  const { appUrl } = config();
  if (!target) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  return toGame(appUrl, target.gameId);
});

function toGame(appUrl: string, gameId: string): NextResponse {
  return seeOther(new URL(`/games/${gameId}`, appUrl));
}

function seeOther(url: URL): NextResponse {
  const destination = NextResponse.redirect(url, 303);
  destination.headers.set("Cache-Control", "no-store");
  return destination;
}

function linkProblem(appUrl: string, nonce: string | null): Response {
  const signIn = new URL("/signin", appUrl).toString();
  // The page's one inline style carries the request's CSP nonce (proxy.ts).
  const nonceAttribute = nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : "";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This game link does not work — Pigeon Post</title>
<style${nonceAttribute}>body{font-family:system-ui,sans-serif;background:#f6f3ec;color:#26231d;margin:0;padding:48px 16px}main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e3ddd0;border-radius:10px;padding:24px}a.button{display:inline-block;background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none}</style></head>
<body><main><h1>This game link does not work</h1>
<p>The link may be mistyped or cut short by your mail program, or the game ended long ago. Nothing has been changed.</p>
<p>Sign in with your email address to find your games.</p>
<p><a class="button" href="${signIn}">Sign in</a></p></main></body></html>`;
  return new Response(html, {
    status: 404,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
