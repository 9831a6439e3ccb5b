// The invitee's link token: 32 random bytes, base64url. Only its sha256 is stored, so a
// database leak does not hand out invitations; the emailed link is the only copy.
import { createHash, randomBytes } from "node:crypto";

export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Anything that is not a token we could have made is refused before touching the database. */
export function looksLikeToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
