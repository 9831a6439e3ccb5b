// GET /play/<token>: the link in a game email. It signs the recipient in (a new session when
// the browser is not already theirs) and redirects to the game page. It never changes the
// game: mail scanners open every link, and opening one twice must do nothing more.
import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { openSession, sessionUserId } from "@/lib/auth/open-session";
import { sessionCookieName } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { answering503 } from "@/lib/db/unavailable";
import { resolveGameLink } from "@/lib/games/links";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export const GET = answering503(async function GET(_request: Request, context: Context) {
  const { token } = await context.params;
  const now = new Date();
  const target = await resolveGameLink(token, now);
  const { appUrl } = config();
  if (!target) return linkProblem(appUrl);

  const destination = NextResponse.redirect(new URL(`/games/${target.gameId}`, appUrl), 303);
  destination.headers.set("Cache-Control", "no-store");
  destination.headers.set("Referrer-Policy", "no-referrer");
  const jar = await cookies();
  const current = await sessionUserId(jar.get(sessionCookieName(appUrl))?.value, now);
  if (current !== target.userId) {
    const cookie = await openSession(target.userId, now);
    destination.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return destination;
});

function linkProblem(appUrl: string): Response {
  const signIn = new URL("/signin", appUrl).toString();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This game link does not work — Pigeon Post</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f3ec;color:#26231d;margin:0;padding:48px 16px}main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e3ddd0;border-radius:10px;padding:24px}a.button{display:inline-block;background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none}</style></head>
<body><main><h1>This game link does not work</h1>
<p>The link may be mistyped or cut short by your mail program, or the game ended long ago. Nothing has been changed.</p>
<p>Sign in with your email address to find your games.</p>
<p><a class="button" href="${signIn}">Sign in</a></p></main></body></html>`;
  return new Response(html, {
    status: 404,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
