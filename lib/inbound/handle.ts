// The inbound-mail job: one received reply, read and acted on. In order, the cheap checks first:
//   1. it must be addressed to a reply key of ours (the receiver admitted only live ones at RCPT
//      TO): otherwise it is dropped unread;
//   2. it is read in the parse thread (lib/inbound/parse.ts), within limits of size, depth and
//      time; a message that cannot be read is dropped, once, and counted: never retried;
//   3. mail written by a machine (auto-replies, bounces, our own messages) is dropped unanswered;
//   4. it must have exactly one From address, the key's player's: otherwise it is dropped with a
//      log line, never answered (no backscatter to forged senders);
//   5. a sender the receiving side could not authenticate (lib/inbound/authenticate.ts) does not
//      act: the answer carries a confirm link instead;
//   6. otherwise the command acts through the same service as the web forms, in one transaction
//      with the reply's row and its answer's job: the game row locked, the turn checked, the
//      engine validating, the move and its emails committed together, or nothing at all.
// A player whose answers this hour reached the limit gets no answer (no mail loops), but what
// they sent still acts: the limit holds back answers, never a move. Any failure along the way that
// the message itself caused drops it once, like an unreadable one; only a failure that may pass
// (lib/inbound/failure.ts) is left to the queue to retry.

import type { DNSResolver } from "mailauth";
import { bareAddress } from "../auth/email-address";
import { config } from "../config";
import { db } from "../db/prisma";
import type { InboundState } from "../generated/prisma/client";
import { keyInAddress, replyTarget } from "../mail/reply-address";
import { hourMs } from "../time";
import { actOnReply, recordAnswer } from "./act-on-reply";
import { countAuthenticatedReply } from "./admit";
import { type Arrival, checkSender } from "./authenticate";
import { readReply } from "./command";
import { passingFailure } from "./failure";
import type { ParsedReply } from "./mime";
import { parseReply } from "./parse";
import { storable } from "./storable";

/** Answers to one person per hour, at most: a loop with an auto-responder we missed ends here. */
export const answersPerHour = 30;

export type Handled = "answered" | "confirming" | "dropped" | "unreadable" | "done-before";

/** Why this mail was written by a machine, or null when a person wrote it. */
function automatic(reply: ParsedReply, envelopeFrom: string, from: string | undefined): string | null {
  const { autoSubmitted, precedence, autoReplyHeader, contentType } = reply.flags;
  if (!envelopeFrom || envelopeFrom === "<>") return "a bounce (empty envelope sender)";
  if (autoSubmitted && autoSubmitted !== "no") return `Auto-Submitted: ${autoSubmitted}`;
  if (precedence && ["bulk", "junk", "list", "auto_reply"].includes(precedence))
    return `Precedence: ${precedence}`;
  if (autoReplyHeader) return `${autoReplyHeader} header`;
  if (contentType?.startsWith("multipart/report")) return "a delivery report";
  if (from && from === bareAddress(config().emailFrom).toLowerCase()) return "our own message";
  if (/^(mailer-daemon|postmaster)@/.test(from ?? "")) return "from a mail daemon";
  return null;
}

async function settle(
  id: string,
  state: InboundState,
  data: { outcome: object; userId?: string; gameId?: string; subject?: string | null },
) {
  await db().inboundMail.update({
    where: { id },
    data: { state, handledAt: new Date(), raw: null, ...data },
  });
}

/**
 * Handles one stored reply (the job's work), once: a failure that a retry could get past (the
 * database away, the parse thread not starting) is thrown for the queue to retry; any other, which
 * the message itself caused, drops the message as unreadable, so it is never retried for ever.
 * `resolver` replaces DNS for the sender checks.
 */
export async function handleReply(
  id: string,
  now: Date,
  log: (line: string) => void,
  resolver?: DNSResolver,
): Promise<Handled> {
  try {
    return await handleStoredReply(id, now, log, resolver);
  } catch (error) {
    if (passingFailure(error)) throw error;
    const why = storable(`it could not be handled: ${(error as Error)?.message ?? String(error)}`).slice(
      0,
      500,
    );
    log(`inbound ${id}: dropped, ${why}`);
    // Only a row still RECEIVED: whatever a failed transaction wrote was rolled back with it.
    await db().inboundMail.updateMany({
      where: { id, state: "RECEIVED" },
      data: { state: "DROPPED", handledAt: now, raw: null, outcome: { kind: "dropped", why } },
    });
    return "unreadable";
  }
}

async function handleStoredReply(
  id: string,
  now: Date,
  log: (line: string) => void,
  resolver?: DNSResolver,
): Promise<Handled> {
  const row = await db().inboundMail.findUnique({ where: { id } });
  if (row?.state !== "RECEIVED") return "done-before";
  let sender: string | undefined;
  const drop = async (
    why: string,
    who: { userId?: string; gameId?: string; subject?: string | null } = {},
  ): Promise<"dropped"> => {
    log(`inbound ${row.messageId} from ${sender ?? row.envelopeFrom ?? "nobody"}: dropped, ${why}`);
    await settle(id, "DROPPED", { outcome: { kind: "dropped", why }, ...who });
    return "dropped";
  };

  // The envelope's recipient is the one the receiver admitted (a header's To is the sender's word).
  const key = row.rcptTo.map(keyInAddress).find((found) => found !== null);
  if (!key) return drop("addressed to no reply address of ours");
  // (A game over since then is answered so: lib/inbound/act.ts.)
  const target = await replyTarget(key);
  if (!target) return drop("an unknown reply key");
  const player = await db().user.findUnique({ where: { id: target.userId } });
  if (!player) return drop("the key's player is gone");
  const who = { userId: player.id, gameId: target.gameId };
  if (!row.raw) return drop("nothing stored to read", who);

  const parsed = await parseReply(row.raw);
  if (!parsed.ok) {
    await drop(`it could not be read: ${parsed.reason}`, who);
    return "unreadable";
  }
  const reply = parsed.reply;
  const subject = reply.subject;
  const from = reply.from.length === 1 && reply.from[0].length === 1 ? reply.from[0][0] : undefined;
  sender = from;
  const machine = automatic(reply, row.envelopeFrom, from);
  if (machine) return drop(machine, { ...who, subject });
  if (!from) {
    const addresses = reply.from.flat();
    return drop(
      `${reply.from.length} From header(s) with ${addresses.length} address(es); a reply has exactly one`,
      { ...who, subject },
    );
  }
  if (from !== player.email.toLowerCase())
    return drop(`the sender is not the key's player (${player.email})`, { ...who, subject });

  const hourAgo = new Date(now.getTime() - hourMs);
  const answered = await db().inboundMail.count({
    where: { userId: player.id, handledAt: { gte: hourAgo }, state: { in: ["ANSWERED", "CONFIRMING"] } },
  });
  const recording = { answer: answered < answersPerHour, subject };
  if (!recording.answer)
    log(`inbound ${row.messageId} from ${from}: ${answered} answers this hour; this one is not answered`);

  const text = reply.visible;
  if (!player.replyMoves) {
    await db().$transaction((tx) =>
      recordAnswer(
        tx,
        id,
        "ANSWERED",
        { kind: "replies-off", said: readReply(text) },
        target,
        now,
        recording,
      ),
    );
    return "answered";
  }

  const arrival: Arrival = {
    raw: row.raw,
    from,
    envelopeFrom: row.envelopeFrom,
    remoteAddress: row.remoteAddress,
    helo: row.helo,
    authenticationResults: reply.authenticationResults,
    received: reply.received,
  };
  const check = await checkSender(arrival, config().inbound?.auth ?? { kind: "off" }, resolver);
  if (!check.authenticated) {
    log(`inbound ${row.messageId} from ${from}: not authenticated (${check.detail}); asking to confirm`);
    await db().$transaction((tx) =>
      recordAnswer(
        tx,
        id,
        "CONFIRMING",
        {
          kind: "confirm",
          said: readReply(text),
          detail: check.detail,
          text,
          ply: target.ply,
          rewinds: target.rewinds,
          ...(target.chat ? { chat: true } : {}),
        },
        target,
        now,
        recording,
      ),
    );
    return "confirming";
  }
  // Only the player's own authenticated replies use up the key's allowance (lib/inbound/admit.ts).
  await countAuthenticatedReply(key, now);
  const outcome = await actOnReply(id, "RECEIVED", target, text, now, recording);
  return outcome ? "answered" : "done-before";
}
