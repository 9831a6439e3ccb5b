// Next.js 16's proxy (formerly middleware): runs before every route except the build's static
// files. It first refuses what Next.js would otherwise answer with a 500: an address that is not
// valid percent-encoded UTF-8, a body over the form limit, a server action from another site
// (lib/http/request-guard.ts says why), and a page while the database cannot be reached (503,
// lib/db/unavailable.ts), and sends a signed-in newcomer who has not saved the welcome to it
// (lib/auth/welcome-first.ts); a game link opened by a browser with a session is served by the
// game page at the link's address (gameAtLink). Then it gives each request a CSP nonce (passed on
// in the request's own CSP header, where Next.js finds it and puts it on its scripts) and sets the
// security headers of every response, refusals included (lib/http/security-headers.ts). Every
// request gets an id (X-Request-Id, kept from the proxy in front when it sent a well-formed one),
// which the server's log lines carry.
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "@/lib/auth/session-token";
import { welcomeFirst } from "@/lib/auth/welcome-first";
import { config as appConfig } from "@/lib/config";
import { databaseDown, outagePage } from "@/lib/db/unavailable";
import { refuseMalformedRequest } from "@/lib/http/request-guard";
import { requestIdOf } from "@/lib/http/request-id";
import { newNonce, securityHeaders } from "@/lib/http/security-headers";

export async function proxy(request: NextRequest) {
  const nonce = newNonce();
  const requestId = requestIdOf(request.headers);
  const headers = securityHeaders({
    pathname: request.nextUrl.pathname,
    nonce,
    appUrl: appConfig().appUrl,
    development: process.env.NODE_ENV === "development",
  });
  const refused = await refuseMalformedRequest(request);
  const page = !refused && rendersPage(request);
  const down = page && (await databaseDown());
  const welcome = page && !down ? await welcomeOf(request) : null;
  let response: Response;
  if (refused) {
    response = refused;
  } else if (down) {
    response = outagePage();
  } else if (welcome) {
    response = NextResponse.redirect(new URL(welcome, appConfig().appUrl), 303);
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set("x-nonce", nonce);
    forwarded.set("x-request-id", requestId);
    forwarded.set("content-security-policy", headers["Content-Security-Policy"]);
    const atLink = gameAtLink(request);
    response = atLink
      ? NextResponse.rewrite(atLink, { request: { headers: forwarded } })
      : NextResponse.next({ request: { headers: forwarded } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set("x-request-id", requestId);
  return response;
}

/**
 * A signed-in newcomer who has not saved the welcome is sent to it first, from every page that
 * waits for it (lib/auth/welcome-first.ts), and back here afterwards. A failed lookup lets the page
 * answer for itself (its own session read meets the same database).
 */
async function welcomeOf(request: NextRequest): Promise<string | null> {
  const token = request.cookies.get(sessionCookieName(appConfig().appUrl))?.value;
  const path = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  return welcomeFirst(token, path, new Date()).catch(() => null);
}

/**
 * A game link (/play/<token>) opened, or a form posted to it without JavaScript, in a browser that
 * holds a session: served by the game page at the link's own address (app/play/[token]/game), which
 * sends another account to the switch page and anything else but its owner's own session back to
 * the link's route with `?open`. A redirect to /games/<id> would cost a phone a round trip before
 * the board.
 */
function gameAtLink(request: NextRequest): URL | null {
  const token = /^\/play\/([^/]+)$/.exec(request.nextUrl.pathname)?.[1];
  if (!token || request.nextUrl.search !== "") return null;
  if (request.method !== "GET" && !(request.method === "POST" && rendersPage(request))) return null;
  if (!request.cookies.has(sessionCookieName(appConfig().appUrl))) return null;
  return new URL(`/play/${token}/game`, request.url);
}

/**
 * A page (or anything that is not a route handler, which answers an outage in its own format: the
 * JSON of /healthz, the 503 of /api/…), read with GET or HEAD, or a form posted to it without
 * JavaScript (multipart, no Next-Action), whose answer is that page rendered again: it could only
 * fail after its own queries' time limits. Forms sent by JavaScript during an outage are answered
 * by their actions, which keep what was typed.
 */
function rendersPage(request: NextRequest): boolean {
  const path = request.nextUrl.pathname;
  if (path.startsWith("/api/") || path === "/healthz" || path === "/metrics") return false;
  if (request.method === "GET" || request.method === "HEAD") return true;
  return (
    request.method === "POST" &&
    !request.headers.has("next-action") &&
    /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")
  );
}

export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
