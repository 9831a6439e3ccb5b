// Sending a sign-in (magic) link. next-auth owns the other half, the callback that turns
// the token into a database session; this half owns the checks that must come first:
// a readable error for a malformed address, and rate limits per address and per client.
// The answer is the same whether or not the address has an account.

import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import SignInLinkEmail from "../../emails/sign-in-link";
import { config } from "../config";
import { db } from "../db/prisma";
import { log } from "../log";
import { sendEmail } from "../mail/send";
import { hit, type Limit, waitPhrase } from "../rate-limit";
import { requestId } from "../request-id";
import { safeCallbackPath } from "./callback-path";
import { emailAddress } from "./email-address";

export const signInLinkMinutes = 60;
export const limits = {
  perAddress: { max: 5, windowSeconds: 60 * 60 } satisfies Limit,
  perClient: { max: 20, windowSeconds: 60 * 60 } satisfies Limit,
};

export type SignInRequest = { email: unknown; callbackUrl?: string; client: string; now: Date };
export type SignInOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: string; status: 400 | 429 | 503 };

/** next-auth v4 stores sha256(token + secret); the callback hashes what the link carries the same way. */
export function hashToken(token: string): string {
  return createHash("sha256").update(`${token}${config().authSecret}`).digest("hex");
}

export type SignInRefusal = { ok: false; reason: string; status: 429 };

/**
 * Counts one sign-in email against the limits of this connection and this address, or says why
 * not. Callers ask before they write anything (a visitor's draft invitation is written only once
 * its confirmation email may go).
 */
export async function admitSignInMail(
  email: string,
  client: string,
  now: Date,
): Promise<SignInRefusal | null> {
  const byClient = await hit(`sign-in:client:${client}`, limits.perClient, now);
  if (!byClient.allowed) {
    return {
      ok: false,
      status: 429,
      reason: `Too many sign-in emails were requested from your connection. Please try again in ${waitPhrase(byClient.retryAfterSeconds)}.`,
    };
  }
  const byAddress = await hit(`sign-in:address:${email}`, limits.perAddress, now);
  if (!byAddress.allowed) {
    return {
      ok: false,
      status: 429,
      reason: `We have already sent several sign-in emails to ${email}. Use the newest one, or try again in ${waitPhrase(byAddress.retryAfterSeconds)}.`,
    };
  }
  return null;
}

export async function requestSignInLink(request: SignInRequest): Promise<SignInOutcome> {
  const parsed = emailAddress.safeParse(request.email);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0].message, status: 400 };
  const email = parsed.data;
  const refused = await admitSignInMail(email, request.client, request.now);
  if (refused) return refused;
  return sendSignInLink(email, request.callbackUrl, request.now);
}

/** Mails a sign-in link to a normalised address that `admitSignInMail` has let through. */
export async function sendSignInLink(
  email: string,
  callbackUrl: string | undefined,
  now: Date,
): Promise<SignInOutcome> {
  const token = randomBytes(32).toString("base64url");
  const hashed = hashToken(token);
  await db().verificationToken.create({
    data: {
      identifier: email,
      token: hashed,
      expires: new Date(now.getTime() + signInLinkMinutes * 60_000),
    },
  });
  const { appUrl } = config();
  const link = new URL("/signin/confirm", appUrl);
  link.search = new URLSearchParams({
    token,
    email,
    callbackUrl: safeCallbackPath(callbackUrl, appUrl),
  }).toString();
  try {
    await sendEmail({
      to: email,
      subject: "Your sign-in link for Pigeon Post",
      key: `sign-in:${hashed}`,
      body: createElement(SignInLinkEmail, {
        url: link.toString(),
        appUrl,
        email,
        validMinutes: signInLinkMinutes,
      }),
    });
  } catch (error) {
    await db()
      .verificationToken.delete({ where: { token: hashed } })
      .catch(() => {});
    log.error("sign-in mail failed", {
      to: email,
      error: (error as Error).message,
      requestId: await requestId(),
    });
    return {
      ok: false,
      status: 503,
      reason: "We couldn't send the email just now. Please try again in a few minutes.",
    };
  }
  return { ok: true, email };
}

/** Whether a link's token is still good, without using it up (a GET must change nothing). */
export async function signInLinkIsValid(email: string, token: string, now: Date): Promise<boolean> {
  const row = await db().verificationToken.findUnique({ where: { token: hashToken(token) } });
  return row !== null && row.identifier === email.toLowerCase() && row.expires > now;
}
