// Whether a message for this recipient may come in at all, decided before a byte of it is read:
// at RCPT TO for the built-in receiver, before storing for a provider's webhook. A reply address
// of ours with a live key, within its limits, or a refusal the sending server understands. The
// limits are counted in PostgreSQL (lib/rate-limit.ts), so every receiver shares them.
import { chatKeyOpen } from "../games/talk/chat";
import { hashOf, keyInAddress, replyKeyOf } from "../mail/reply-address";
import { hit, type Limit, overLimit } from "../rate-limit";
import { hourMs } from "../time";

const hour = hourMs / 1000;

/** How much mail is let in, per key, envelope sender and connecting IP. */
export const admissionLimits = {
  /**
   * Each answer carries a fresh key, so one key takes one reply; a resend or two is allowed for.
   * Only the player's authenticated replies count here (counted by the inbound job), so junk from
   * others to a key cannot use up the player's own allowance.
   */
  perKey: { max: 5, windowSeconds: 24 * hour } satisfies Limit,
  /** Messages to one key from one envelope sender, whoever it is: what junk to a key costs its sender. */
  perKeySender: { max: 5, windowSeconds: 24 * hour } satisfies Limit,
  /** A player in many games, answering all of them within the hour. */
  perSender: { max: 120, windowSeconds: hour } satisfies Limit,
  /** A big provider's outbound server carries many players' replies. */
  perIp: { max: 600, windowSeconds: hour } satisfies Limit,
};

const keyCounter = (keyHash: string) => `inbound-key:${keyHash}`;

export type Admission =
  | { ok: true; key: string }
  /** `permanent`: the sender should give up (5xx; Mailgun: 406); else try again later (4xx). */
  | { ok: false; permanent: boolean; reason: string };

/**
 * Admits mail for `address` from `sender` (the envelope's, "" for a bounce) connecting from `ip`
 * (null: not counted per IP, e.g. behind the operator's own MTA or through a provider).
 */
export async function admitRecipient(
  address: string,
  sender: string,
  ip: string | null,
  now: Date,
): Promise<Admission> {
  const key = keyInAddress(address);
  if (!key) return { ok: false, permanent: true, reason: "No such recipient here" };
  const target = await replyKeyOf(key);
  // A turn's key while its game goes on (an earlier turn's gets its answer: lib/inbound/act.ts);
  // a chat email's while the chat is open.
  const live = target && (target.chat ? chatKeyOpen(target, now) : target.game.status === "ONGOING");
  if (!target || !live)
    return {
      ok: false,
      permanent: true,
      reason: "This reply address takes no replies (its game is over, or its turn was taken back)",
    };
  const tooMany = {
    ok: false,
    permanent: false,
    reason: "Too many messages for now; try again later",
  } as const;
  // The key's own total is read, not counted: the inbound job counts the authenticated replies.
  if (!(await overLimit(keyCounter(target.keyHash), admissionLimits.perKey, now)).allowed) return tooMany;
  const envelopeSender = sender.trim().toLowerCase();
  const limits: [string, Limit][] = [
    [`inbound-key-sender:${target.keyHash}:${envelopeSender}`, admissionLimits.perKeySender],
    [`inbound-sender:${envelopeSender}`, admissionLimits.perSender],
    ...(ip ? [[`inbound-ip:${ip}`, admissionLimits.perIp] as [string, Limit]] : []),
  ];
  for (const [counter, limit] of limits) {
    if (!(await hit(counter, limit, now)).allowed) return tooMany;
  }
  return { ok: true, key };
}

/** Counts an authenticated reply to `key` against the key's total (lib/inbound/handle.ts). */
export async function countAuthenticatedReply(key: string, now: Date): Promise<void> {
  await hit(keyCounter(hashOf(key)), admissionLimits.perKey, now);
}
