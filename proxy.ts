// Next.js 16's proxy (formerly middleware): runs before every route except the build's static
// files. It first refuses what Next.js would otherwise answer with a 500: an address that is not
// valid percent-encoded UTF-8, and a body over the form limit (lib/input/request-guard.ts says
// why). Then it gives each request a CSP nonce (passed on in the request's own CSP header, where
// Next.js finds it and puts it on its scripts) and sets the security headers of every response,
// refusals included (lib/security-headers.ts). Every request gets an id (X-Request-Id, kept from
// the proxy in front when it sent a well-formed one), which the server's log lines carry.
import { type NextRequest, NextResponse } from "next/server";
import { config as appConfig } from "@/lib/config";
import { refuseMalformedRequest } from "@/lib/input/request-guard";
import { requestIdOf } from "@/lib/request-id";
import { newNonce, securityHeaders } from "@/lib/security-headers";

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
  let response: Response;
  if (refused) {
    response = refused;
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set("x-nonce", nonce);
    forwarded.set("x-request-id", requestId);
    forwarded.set("content-security-policy", headers["Content-Security-Policy"]);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
