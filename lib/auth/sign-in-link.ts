// Sending a sign-in (magic) link. next-auth owns the other half, the callback that turns
// the token into a database session; this half owns the checks that must come first:
// a readable error for a malformed address, and rate limits per client and per address (`limits`).
// The answer is the same whether or not the address has an account.

import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import SignInLinkEmail from "../../emails/sign-in-link";
import { config } from "../config";
import { db } from "../db/prisma";
import { requestId } from "../http/request-id";
import { sendEmail } from "../mail/send";
import { log } from "../ops/log";
import { hit, type Limit, waitPhrase } from "../rate-limit";
import { safeCallbackPath } from "./callback-path";
import { emailAddress } from "./email-address";

export const signInLinkMinutes = 60;
/**
 * Who may send how many sign-in emails (issue 33). A sign-in email goes to the address's owner,
 * whoever asked for it, so a stranger's requests cannot sign anyone in; what they could do is use
 * up a count kept per address alone, and lock the owner out of new emails for an hour. So, as the
 * careful services do (Slack's, Auth0's passwordless limits: per requester and per identity), the
 * address's count is kept per requester (`perAddressAndClient`): another requester's emails never
 * use up the owner's. Mail-bombing an address from many connections is still bounded by
 * `perAddress`, and past it the newest link still goes, once per `pastAddressCap` window, so even
 * then the owner waits minutes, not an hour; every link sent stays good for its hour, and a refusal
 * says when the newest one went.
 */
export const limits = {
  perClient: { max: 20, windowSeconds: 60 * 60 } satisfies Limit,
  perAddressAndClient: { max: 5, windowSeconds: 60 * 60 } satisfies Limit,
  perAddress: { max: 10, windowSeconds: 60 * 60 } satisfies Limit,
  pastAddressCap: { max: 1, windowSeconds: 15 * 60 } satisfies Limit,
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
  const byPair = await hit(`sign-in:address:${email}:client:${client}`, limits.perAddressAndClient, now);
  if (!byPair.allowed) return alreadySent(email, byPair.retryAfterSeconds, now);
  const byAddress = await hit(`sign-in:address:${email}`, limits.perAddress, now);
  if (byAddress.allowed) return null;
  const past = await hit(`sign-in:address-past-cap:${email}`, limits.pastAddressCap, now);
  return past.allowed ? null : alreadySent(email, past.retryAfterSeconds, now);
}

/** A refusal that says when the newest link went, which is still good to use. */
async function alreadySent(email: string, retryAfterSeconds: number, now: Date): Promise<SignInRefusal> {
  const newest = await db().verificationToken.findFirst({
    where: { identifier: email, expires: { gt: now } },
    orderBy: { expires: "desc" },
    select: { expires: true },
  });
  const wait = `ask for another in ${waitPhrase(retryAfterSeconds)}`;
  if (!newest) {
    return {
      ok: false,
      status: 429,
      reason: `We have already sent several sign-in emails to ${email}. Use the newest one, or ${wait}.`,
    };
  }
  const sentAt = newest.expires.getTime() - signInLinkMinutes * 60_000;
  const minutes = Math.max(0, Math.floor((now.getTime() - sentAt) / 60_000));
  const when =
    minutes === 0 ? "less than a minute ago" : minutes === 1 ? "a minute ago" : `${minutes} minutes ago`;
  return {
    ok: false,
    status: 429,
    reason: `We sent a sign-in link to ${email} ${when}; it works for ${signInLinkMinutes} minutes. Use the newest email from us, or ${wait}.`,
  };
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
