// The inbound-mail job: one received reply, read and acted on. In order:
//   1. mail written by a machine (auto-replies, bounces, our own messages) is dropped unanswered;
//   2. it must be addressed to a reply key of ours, and come from that key's player: otherwise it
//      is dropped with a log line, never answered (no backscatter to forged senders);
//   3. a player whose answers this hour reached the limit is not answered again (no mail loops);
//   4. a sender the receiving side could not authenticate (lib/inbound/authenticate.ts) does not
//      act: the answer carries a confirm link instead;
//   5. otherwise the command acts through the same service as the web forms, in one transaction
//      with the reply's row and its answer's job: the game row locked, the turn checked, the
//      engine validating, the move and its emails committed together, or nothing at all.

import type { DNSResolver } from "mailauth";
import { simpleParser } from "mailparser";
import { bareAddress } from "../auth/email-address";
import { config } from "../config";
import { db } from "../db/prisma";
import type { InboundState } from "../generated/prisma/client";
import { addJob, type Transaction, tasks } from "../jobs/queue";
import { keyInAddress, type ReplyTarget, replyTarget } from "../mail/reply-address";
import { hourMs } from "../time";
import { act, type ReplyOutcome } from "./act";
import { type Arrival, checkSender } from "./authenticate";
import { readReply, visibleText } from "./command";

/** Answers to one person per hour, at most: a loop with an auto-responder we missed ends here. */
export const answersPerHour = 30;

export type Handled = "answered" | "confirming" | "dropped" | "done-before";

/** Why this mail was written by a machine, or null when a person wrote it. */
function automatic(
  headers: Map<string, unknown>,
  envelopeFrom: string,
  from: string | undefined,
): string | null {
  const header = (name: string) => {
    const value = headers.get(name);
    if (value === undefined) return undefined;
    return (typeof value === "object" && value && "value" in value ? String(value.value) : String(value))
      .trim()
      .toLowerCase();
  };
  if (!envelopeFrom || envelopeFrom === "<>") return "a bounce (empty envelope sender)";
  const auto = header("auto-submitted");
  if (auto && auto !== "no") return `Auto-Submitted: ${auto}`;
  const precedence = header("precedence");
  if (precedence && ["bulk", "junk", "list", "auto_reply"].includes(precedence))
    return `Precedence: ${precedence}`;
  for (const name of ["x-autoreply", "x-autorespond", "x-auto-reply"])
    if (headers.has(name)) return `${name} header`;
  if (header("content-type")?.startsWith("multipart/report")) return "a delivery report";
  if (from && from === bareAddress(config().emailFrom).toLowerCase()) return "our own message";
  if (/^(mailer-daemon|postmaster)@/.test(from ?? "")) return "from a mail daemon";
  return null;
}

async function settle(
  id: string,
  state: InboundState,
  data: { outcome: object; userId?: string; gameId?: string },
) {
  await db().inboundMail.update({ where: { id }, data: { state, handledAt: new Date(), ...data } });
}

/** Records the outcome and queues its answer, in the caller's transaction. */
export async function recordAnswer(
  tx: Transaction,
  id: string,
  state: InboundState,
  outcome: ReplyOutcome,
  target: ReplyTarget,
  now: Date,
): Promise<void> {
  await tx.inboundMail.update({
    where: { id },
    data: { state, outcome, userId: target.userId, gameId: target.gameId, handledAt: now },
  });
  await addJob(tx, tasks.inboundAnswer, { inboundId: id }, { jobKey: `inbound-answer:${id}` });
}

/**
 * Acts on a RECEIVED (or, from the confirm link, CONFIRMING) reply in one transaction; the row is
 * claimed by its state first, so a redelivered job or a second click acts once.
 */
export async function actOnReply(
  id: string,
  from: InboundState,
  target: ReplyTarget,
  text: string,
  now: Date,
): Promise<ReplyOutcome | null> {
  return db().$transaction(async (tx) => {
    const claimed = await tx.inboundMail.updateMany({
      where: { id, state: from },
      data: { state: "ANSWERED" },
    });
    if (claimed.count === 0) return null;
    const outcome = await act(tx, target, readReply(text), now);
    await recordAnswer(tx, id, "ANSWERED", outcome, target, now);
    return outcome;
  });
}

/** Handles one stored reply (the job's work). `resolver` replaces DNS for the sender checks. */
export async function handleReply(
  id: string,
  now: Date,
  log: (line: string) => void,
  resolver?: DNSResolver,
): Promise<Handled> {
  const row = await db().inboundMail.findUnique({ where: { id } });
  if (row?.state !== "RECEIVED") return "done-before";
  // The HTML part stays HTML: the reader knows where its quote containers are (./visible-text.ts).
  const mail = await simpleParser(Buffer.from(row.raw), { skipHtmlToText: true });
  const from = mail.from?.value[0]?.address?.toLowerCase();
  const drop = async (why: string, who: { userId?: string; gameId?: string } = {}): Promise<Handled> => {
    log(`inbound ${row.messageId} from ${from ?? "nobody"}: dropped, ${why}`);
    await settle(id, "DROPPED", { outcome: { kind: "dropped", why }, ...who });
    return "dropped";
  };

  const machine = automatic(mail.headers, row.envelopeFrom, from);
  if (machine) return drop(machine);

  const delivered = mail.headers.get("delivered-to");
  const addresses = [
    ...row.rcptTo,
    ...[mail.to, mail.cc]
      .flatMap((field) => (Array.isArray(field) ? field : field ? [field] : []))
      .flatMap((field) => field.value.map((v) => v.address ?? "")),
    ...(typeof delivered === "string" ? [delivered] : []),
  ];
  const key = addresses.map(keyInAddress).find((found) => found !== null);
  if (!key) return drop("addressed to no reply address of ours");
  const target = await replyTarget(key);
  if (!target) return drop("an unknown reply key");
  const player = await db().user.findUnique({ where: { id: target.userId } });
  if (!player) return drop("the key's player is gone");
  const who = { userId: player.id, gameId: target.gameId };
  if (!from || from !== player.email.toLowerCase())
    return drop(`the sender is not the key's player (${player.email})`, who);
  const hourAgo = new Date(now.getTime() - hourMs);
  const answered = await db().inboundMail.count({
    where: { userId: player.id, handledAt: { gte: hourAgo }, state: { in: ["ANSWERED", "CONFIRMING"] } },
  });
  if (answered >= answersPerHour) return drop(`${answered} answers to this player in the last hour`, who);

  const text = visibleText({ text: mail.text ?? null, html: mail.html || null });
  if (!player.replyMoves) {
    await db().$transaction((tx) =>
      recordAnswer(tx, id, "ANSWERED", { kind: "replies-off", said: readReply(text) }, target, now),
    );
    return "answered";
  }

  const arrival: Arrival = {
    raw: Buffer.from(row.raw),
    from,
    envelopeFrom: row.envelopeFrom,
    remoteAddress: row.remoteAddress,
    helo: row.helo,
    authenticationResults: mail.headerLines
      .filter((line) => line.key === "authentication-results")
      .map((line) => line.line.replace(/^[^:]*:\s*/, "")),
  };
  const inbound = config().inbound;
  const check = await checkSender(arrival, inbound?.auth ?? { kind: "off" }, resolver);
  if (!check.authenticated) {
    log(`inbound ${row.messageId} from ${from}: not authenticated (${check.detail}); asking to confirm`);
    await db().$transaction((tx) =>
      recordAnswer(
        tx,
        id,
        "CONFIRMING",
        { kind: "confirm", said: readReply(text), detail: check.detail, text, ply: target.ply },
        target,
        now,
      ),
    );
    return "confirming";
  }
  const outcome = await actOnReply(id, "RECEIVED", target, text, now);
  return outcome ? "answered" : "done-before";
}
