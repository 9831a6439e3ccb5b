// Next.js 16's proxy (formerly middleware): runs before every route except the build's static
// files. It gives each request a CSP nonce (passed on in the request's own CSP header, where
// Next.js finds it and puts it on its scripts) and sets the security headers of every response
// (lib/security-headers.ts).
import { type NextRequest, NextResponse } from "next/server";
import { config as appConfig } from "@/lib/config";
import { newNonce, securityHeaders } from "@/lib/security-headers";

export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const headers = securityHeaders({
    pathname: request.nextUrl.pathname,
    nonce,
    appUrl: appConfig().appUrl,
    development: process.env.NODE_ENV === "development",
  });
  const forwarded = new Headers(request.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("content-security-policy", headers["Content-Security-Policy"]);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
