// Places a sign-in may be asked to return to, and where it must actually go: the table behind
// the open-redirect tests, run on the function itself (tests/app/callback-path.test.ts) and
// through next-auth's real callback over HTTP (tests/browser/sign-in-redirects.test.ts).
// `expected` is a path on the app's own origin; "/" means "refused".

export type CallbackCase = { name: string; callbackUrl: string | undefined; expected: string };

export function callbackCases(appUrl: string): CallbackCase[] {
  const app = new URL(appUrl);
  const { origin, host, port } = app;
  const rows: [string, string | undefined, string][] = [
    ["no callbackUrl", undefined, "/"],
    ["empty", "", "/"],
    ["a page with a query", "/account?tab=mail", "/account?tab=mail"],
    ["a relative path", "games/1", "/games/1"],
    ["only a query", "?x=1", "/?x=1"],
    ["our own absolute URL", `${origin}/games/1`, "/games/1"],
    ["a fragment is dropped", "/games/1#move-3", "/games/1"],
    ["the reported /.//host", "/.//evil.example/phish", "/evil.example/phish"],
    ["the reported /a/..//x", "/a/..//x", "/x"],
    ["the reported /%2e//x", "/%2e//x", "/x"],
    ["the reported http://<host>//x", `${origin}//x`, "/x"],
    ["encoded dot-dot segments", "/.%2e/.%2E//evil.example", "/evil.example"],
    ["protocol-relative", "//evil.example/x", "/"],
    ["three slashes", "///evil.example/x", "/"],
    ["slash backslash", "/\\evil.example/x", "/"],
    ["two backslashes", "\\\\evil.example/x", "/"],
    ["a tab between the slashes", "/\t/evil.example/x", "/"],
    ["a newline between the slashes", "/\n/evil.example/x", "/"],
    ["leading space and control character", " \u0001//evil.example/x", "/"],
    ["encoded slashes stay a path here", "/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["an encoded backslash stays a path here", "/%5Cevil.example", "/%5Cevil.example"],
    ["another site", "https://evil.example.net/phish", "/"],
    ["javascript:", "javascript:alert(document.domain)", "/"],
    ["JavaScript: in mixed case", "JaVaScRiPt:alert(1)", "/"],
    ["data:", "data:text/html,<script>alert(1)</script>", "/"],
    ["same scheme, no slashes (relative to us)", "http:evil.example", "/evil.example"],
    ["other scheme, no slashes", "https:evil.example", "/"],
    ["userinfo before our host", `http://evil.example@${host}/x`, "/"],
    ["our host as userinfo", `http://${host}@evil.example/x`, "/"],
    ["our host, another port", `http://${app.hostname}:${Number(port || 80) + 1}/x`, "/"],
    ["our host over another scheme", `https://${host}/x`, "/"],
    ["upper-case scheme and host", `HTTP://${host.toUpperCase()}/games/1`, "/games/1"],
    ["an IPv6 host", `http://[::1]:${port || 80}/x`, "/"],
    ["an IPv4 host in decimal", "http://2130706433/x", "/"],
    ["a NUL in the path", "/x\u0000y", "/x%00y"],
    ["very long", `/${"a".repeat(3000)}`, "/"],
  ];
  return rows.map(([name, callbackUrl, expected]) => ({ name, callbackUrl, expected }));
}
