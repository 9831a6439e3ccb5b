// Session tokens at rest. The browser's cookie carries a 256-bit random token; the database keeps
// only its SHA-256, so a copy of the Session table (a backup, a leaked dump) signs nobody in.
// A plain hash is right for a random 256-bit secret: there is nothing to guess or look up.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { config } from "../config";

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The session token of an emailed game link: the same for every opening of that link, so a
 * mail scanner (or the person on three devices) opening it again and again reuses one session
 * instead of piling up new ones. Derived under the server secret, as the link itself is.
 */
export function linkSessionToken(linkToken: string): string {
  return createHmac("sha256", config().authSecret).update(`link-session:${linkToken}`).digest("base64url");
}

/** next-auth's cookie name: secure-prefixed when the site is served over https. */
export function sessionCookieName(appUrl: string): string {
  return appUrl.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
