// The security headers of every response, in one place; proxy.ts sets them on each request
// (next.config.mjs covers the build's static files, which the proxy skips).
//
// Content-Security-Policy: scripts run only with this response's nonce (Next.js puts it on its
// own scripts when it finds it in the request's CSP header), and what they load ('strict-dynamic');
// nothing may frame a page; forms post only here. Style elements need the nonce too; style
// attributes stay allowed (the boards size themselves with them), which lets no script run.
// Pages whose address holds a secret (a game link, an unsubscribe key, an invitation token, a
// sign-in token, a reply's confirm key) send no Referer to any other site ("same-origin"). Not
// "no-referrer": under that policy a browser sends `Origin: null` with a plain form POST, so the
// forms on those pages (accept an invitation, change email settings, confirm a reply) would be
// refused as cross-site by Next.js's server-action check whenever JavaScript is off.

/** Paths whose URL carries a secret token. */
const tokenPaths = [
  "/play/",
  "/unsubscribe/",
  "/api/unsubscribe/",
  "/invitations/",
  "/signin/confirm",
  "/api/auth/callback/",
  "/reply/",
];

export function hasTokenInUrl(pathname: string): boolean {
  return tokenPaths.some((prefix) => pathname.startsWith(prefix));
}

export type HeaderContext = { pathname: string; nonce: string; appUrl: string; development: boolean };

export function contentSecurityPolicy({ nonce, appUrl, development }: HeaderContext): string {
  const https = appUrl.startsWith("https://");
  const directives: string[] = [
    "default-src 'self'",
    // React's development build evaluates code for its debugging aids; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Development injects styles at run time (hot reload), and the local mailbox shows emails,
    // which carry their own <style>.
    `style-src 'self' ${development ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    `style-src-elem 'self' ${development ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(context),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": hasTokenInUrl(context.pathname) ? "same-origin" : "strict-origin-when-cross-origin",
  };
  // Only a site served over https can ask browsers to keep to https (one year).
  if (context.appUrl.startsWith("https://")) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}

/** A fresh CSP nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
