// The security headers as a function of path, nonce and APP_URL (lib/http/security-headers.ts); the
// running service's responses are read in tests/browser/security-headers.test.ts.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders } from "@/lib/http/security-headers";

const base = { nonce: "bm9uY2Vub25jZW5vbmNlMQ==", appUrl: "http://localhost:3000", development: false };

describe("security headers", () => {
  it.each([
    ["/play/abc", "same-origin"],
    ["/unsubscribe/abc", "same-origin"],
    ["/api/unsubscribe/abc", "same-origin"],
    ["/invitations/abc", "same-origin"],
    ["/signin/confirm", "same-origin"],
    ["/api/auth/callback/email", "same-origin"],
    ["/", "strict-origin-when-cross-origin"],
    ["/games/abc", "strict-origin-when-cross-origin"],
    ["/signin", "strict-origin-when-cross-origin"],
  ])("%s sends Referrer-Policy %s", (pathname, policy) => {
    expect(securityHeaders({ ...base, pathname })["Referrer-Policy"]).toBe(policy);
  });

  it("production: scripts only with the nonce, no eval, no framing, no plugins", () => {
    const csp = contentSecurityPolicy({ ...base, pathname: "/" });
    expect(csp).toContain(`script-src 'self' 'nonce-${base.nonce}' 'strict-dynamic'`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/(script-src|style-src-elem)[^;]*'unsafe-inline'/);
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(securityHeaders({ ...base, pathname: "/" })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("https: HSTS and upgrade-insecure-requests", () => {
    const headers = securityHeaders({ ...base, pathname: "/", appUrl: "https://pigeonpost.example.com" });
    expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(headers["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
  });

  it("development allows React's eval and injected styles", () => {
    const csp = contentSecurityPolicy({ ...base, pathname: "/", development: true });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("style-src-elem 'self' 'unsafe-inline'");
  });

  it("nonces are 128 random bits, new each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
