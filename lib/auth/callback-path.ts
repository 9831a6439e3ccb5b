// Where a sign-in may send the browser afterwards. A callbackUrl arrives in links and forms that
// anyone can write, and a redirect to another site from a sign-in link is a phishing tool, so
// only a path on this site survives, and it comes back normalised: the browser gets exactly
// what was checked, never a string it might read differently (a path "//evil.example" is a
// protocol-relative URL to every browser).

/** Longer than any page of ours; past it, nothing is worth parsing. */
const maxLength = 2048;

/** The same-origin path (with its query) that `callbackUrl` names, or "/" for anything else. */
export function safeCallbackPath(callbackUrl: unknown, appUrl: string): string {
  if (typeof callbackUrl !== "string" || callbackUrl === "" || callbackUrl.length > maxLength) return "/";
  const base = new URL(appUrl);
  let target: URL;
  try {
    // WHATWG parsing, as browsers do: backslashes, tabs and newlines, "." and "%2e" segments and
    // letter case are resolved here, before the origin is compared.
    target = new URL(callbackUrl, base);
  } catch {
    return "/";
  }
  if (target.origin !== base.origin || target.username || target.password) return "/";
  const path = `/${target.pathname.replace(/^\/+/, "")}${target.search}`;
  // What we hand out must read back as itself on this origin.
  const reread = new URL(path, base);
  return reread.origin === base.origin && `${reread.pathname}${reread.search}` === path ? path : "/";
}

/** The same, as an absolute URL on this site (what next-auth's redirect callback returns). */
export function safeCallbackUrl(callbackUrl: unknown, appUrl: string): string {
  return `${new URL(appUrl).origin}${safeCallbackPath(callbackUrl, appUrl)}`;
}
