// Acting on a read reply, and recording what came of it with its answer: shared by the inbound job
// (lib/inbound/handle.ts) and the confirm link (lib/inbound/confirm.ts). Kept apart from the job so
// the web pages that confirm a reply never load the reading side (the parse thread, mailauth).
import { db } from "../db/prisma";
import type { InboundState } from "../generated/prisma/client";
import { addJob, type Transaction, tasks } from "../jobs/queue";
import type { ReplyTarget } from "../mail/reply-address";
import { act, type ReplyOutcome } from "./act";
import { actOnChat } from "./chat-reply";
import { readReply } from "./command";

/** `answer: false` holds the answer back (the hourly cap); the outcome is recorded all the same. */
export type Recording = { answer: boolean; subject?: string | null };

/**
 * Records the outcome and queues its answer, in the caller's transaction. The raw message is
 * dropped here: what the reply said and did is the outcome, and its subject is kept for the answer.
 */
export async function recordAnswer(
  tx: Transaction,
  id: string,
  state: InboundState,
  outcome: ReplyOutcome,
  target: ReplyTarget,
  now: Date,
  recording: Recording = { answer: true },
): Promise<void> {
  await tx.inboundMail.update({
    where: { id },
    data: {
      state,
      outcome,
      userId: target.userId,
      gameId: target.gameId,
      handledAt: now,
      raw: null,
      ...(recording.subject !== undefined ? { subject: recording.subject } : {}),
    },
  });
  if (recording.answer)
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
  recording: Recording = { answer: true },
): Promise<ReplyOutcome | null> {
  return db().$transaction(async (tx) => {
    const claimed = await tx.inboundMail.updateMany({
      where: { id, state: from },
      data: { state: "ANSWERED" },
    });
    if (claimed.count === 0) return null;
    const outcome = target.chat
      ? await actOnChat(tx, target, text, now)
      : await act(tx, target, readReply(text), now);
    // A chat reply that went to the chat as it was meant is not answered (chat is not confirmed
    // message by message); anything else is.
    const answer = recording.answer && !(outcome.kind === "chatted" && !outcome.notPlayed);
    await recordAnswer(tx, id, "ANSWERED", outcome, target, now, { ...recording, answer });
    return outcome;
  });
}
