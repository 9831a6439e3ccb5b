// Unsubscribing without signing in. Every email carries a secret unsubscribe key of its own: the
// footer link opens /unsubscribe/<key> (a page: GET changes nothing, its buttons do), and the
// List-Unsubscribe header points mail clients' one-click button (RFC 8058: a POST with
// "List-Unsubscribe=One-Click") at /api/unsubscribe/<key>, which stops all email.
//
// A key is 128 random bits from crypto, made when its email is composed; only its SHA-256 is
// stored (a plain hash is right for a random 128-bit secret), so the keys in people's inboxes
// cannot be read back from the database. Failed lookups are limited per client, so nobody can
// try keys one after another; successful ones are not, because one-click unsubscribes arrive
// from a few mail providers' servers on behalf of many people.
import { createHash, randomBytes } from "node:crypto";
import { config } from "../config";
import { db } from "../db/prisma";
import type { EmailMode } from "../generated/prisma/client";
import { hit, type Limit, overLimit, waitPhrase } from "../rate-limit";
import { dayMs } from "../time";

/** An unsubscribe link keeps working this long after its email was sent; then the page asks to sign in. */
export const unsubscribeKeyDays = 365;
/** Unknown or expired keys one client may try per hour. */
export const failedLookups: Limit = { max: 20, windowSeconds: 60 * 60 };

export type Recipient = { email: string; unsubscribeKey: string };

/** The person with a fresh unsubscribe key for the email being composed (its hash is stored now). */
export async function withUnsubscribeKey<Person extends { id: string; email: string }>(
  person: Person,
  now: Date = new Date(),
): Promise<Person & Recipient> {
  const unsubscribeKey = randomBytes(16).toString("base64url");
  await db().unsubscribeKey.create({
    data: {
      keyHash: keyHash(unsubscribeKey),
      userId: person.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + unsubscribeKeyDays * dayMs),
    },
  });
  return { ...person, unsubscribeKey };
}

export function preferencesUrl(recipient: Recipient): string {
  return new URL(`/unsubscribe/${recipient.unsubscribeKey}`, config().appUrl).toString();
}

export function oneClickUnsubscribeUrl(recipient: Recipient): string {
  return new URL(`/api/unsubscribe/${recipient.unsubscribeKey}`, config().appUrl).toString();
}

export function unsubscribeHeaders(recipient: Recipient): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(recipient)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

function keyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** New keys are 22 base64url characters; keys of older emails are 25-character cuids. */
const keyShape = /^[A-Za-z0-9_-]{20,40}$/;

export type KeyOwner = {
  id: string;
  email: string;
  emailMode: EmailMode;
  mailOff: boolean;
};
export type KeyLookup =
  | { ok: true; person: KeyOwner }
  | { ok: false; status: 404 }
  | { ok: false; status: 429; reason: string };

/** Whose unsubscribe key this is, counting a miss against the client (`client`: clientKey()). */
export async function unsubscribeKeyOwner(key: string, client: string, now: Date): Promise<KeyLookup> {
  // A key no email ever carried (wrong length, a NUL, a path) cannot be a guess that might work:
  // it is refused without reading or counting anything.
  if (!keyShape.test(key)) return { ok: false, status: 404 };
  const limitKey = `unsubscribe:misses:${client}`;
  const blocked = await overLimit(limitKey, failedLookups, now);
  if (!blocked.allowed) {
    return {
      ok: false,
      status: 429,
      reason: `Too many unsubscribe links that do not work were opened from your connection. Please try again in ${waitPhrase(blocked.retryAfterSeconds)}, or sign in to change your email settings.`,
    };
  }
  const row = await db().unsubscribeKey.findUnique({
    where: { keyHash: keyHash(key) },
    select: {
      expiresAt: true,
      user: { select: { id: true, email: true, emailMode: true, mailOff: true } },
    },
  });
  if (row && row.expiresAt > now) return { ok: true, person: row.user };
  await hit(limitKey, failedLookups, now);
  return { ok: false, status: 404 };
}
