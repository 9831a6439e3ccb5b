// Exactly one email per event (a move's "your move", an invitation, its answer), even when a job
// is retried, two workers take it at once, SMTP is slow, or a worker is killed mid-send. An
// outbox in three steps, none of which holds a transaction open across SMTP:
//
//   1. claim:   insert the event's SentEmail row as SENDING, naming this process; a row that is
//               already there means it was sent (nothing to do), refused for good, or is being
//               sent by someone else (throw: the job is retried later);
//   2. send:    over SMTP with no transaction open, as slowly as the server likes;
//   3. confirm: mark the row SENT. A temporary SMTP failure deletes the claim instead and throws,
//               so graphile-worker retries the job with the same Message-ID; a permanent refusal
//               (5xx to the recipient or the message) is recorded as REJECTED and not retried.
//
// A process that dies holding a claim stops its heartbeat, and the queue's sweep deletes its
// claims as it frees its jobs (lib/jobs/liveness.ts). So the one window in which an email can go
// out twice is between the SMTP server's 250 reply and the commit of step 3: a process killed
// there (or one that loses the database there for longer than a worker is given to live) leaves
// a claim that looks unsent, and the email is sent again, with the same Message-ID.
//
// Whatever the email's links need (a game link, an invitation token) is written by `compose`
// before sending, so it is there before the email can be opened.
import { config } from "../config";
import { db } from "../db/prisma";
import { workerProcess } from "../jobs/liveness";
import { tasks } from "../jobs/queue";
import { currentJob } from "../jobs/task";
import { log } from "../ops/log";
import { metrics } from "../ops/metrics";
import { permanentRefusal } from "./refusal";
import { type Email, messageIdFor, sendEmail } from "./send";

export type SendOutcome = "sent" | "already-sent" | "nothing-to-send" | "rejected";

/** Thrown when another live worker holds the claim: the job is retried, and finds it sent. */
export class ClaimHeldError extends Error {}

/** Events this process is sending right now (claimed, confirm not yet written). */
const inFlight = new Set<string>();
/**
 * Events this process sent but could not yet record (the database went away after the 250):
 * the job's retry records them instead of sending again.
 */
const unrecorded = new Map<string, Outcome>();

type Outcome = { state: "SENT" } | { state: "REJECTED"; reason: string };

type Claim = { state: "SENDING" | "SENT" | "REJECTED"; claimedBy: string | null };

/** Sends what `compose` returns unless this event was already sent; `compose` may return null to send nothing. */
export async function sendOnce(
  eventKey: string,
  compose: () => Promise<Omit<Email, "key"> | null>,
): Promise<SendOutcome> {
  if (inFlight.has(eventKey)) throw new ClaimHeldError(`${eventKey}: this process is sending it already`);
  inFlight.add(eventKey);
  try {
    const pending = unrecorded.get(eventKey);
    if (pending) {
      await record(eventKey, pending);
      unrecorded.delete(eventKey);
      return pending.state === "SENT" ? "sent" : "rejected";
    }
    const existing = await claim(eventKey);
    if (existing?.state === "SENT") return "already-sent";
    if (existing?.state === "REJECTED") return "rejected";
    // Our own claim with nothing in flight and nothing sent: an earlier release did not reach the
    // database, so it is ours to use. Anyone else's live claim: they are sending it now.
    if (existing && existing.claimedBy !== workerProcess) {
      throw new ClaimHeldError(`${eventKey}: another worker (${existing.claimedBy}) is sending it`);
    }
    return await sendClaimed(eventKey, compose);
  } finally {
    inFlight.delete(eventKey);
  }
}

async function sendClaimed(
  eventKey: string,
  compose: () => Promise<Omit<Email, "key"> | null>,
): Promise<SendOutcome> {
  let email: Omit<Email, "key"> | null;
  try {
    email = await compose();
  } catch (error) {
    await release(eventKey);
    throw error;
  }
  if (!email) {
    await release(eventKey);
    return "nothing-to-send";
  }
  try {
    await sendEmail({ ...email, key: eventKey });
  } catch (error) {
    const reason = permanentRefusal(error);
    if (!reason) {
      await release(eventKey);
      metrics().emails.inc({ outcome: "retried" });
      throw error;
    }
    log.error("email refused for good, not retrying", { eventKey, to: email.to, reason });
    metrics().emails.inc({ outcome: "rejected" });
    await recordOrRemember(eventKey, { state: "REJECTED", reason });
    return "rejected";
  }
  countSent();
  // The server has answered 250. Until the next line commits, a process killed here leaves a
  // claim that the sweep will release, and the email goes out again: the one duplicate window.
  await recordOrRemember(eventKey, { state: "SENT" });
  return "sent";
}

/** Emails sent when their job is due, not at a time of their own (reminders) or a daily tick. */
const scheduled = new Set<string>([tasks.reminder, tasks.digest, tasks.challengeDigest]);

/**
 * Counts an accepted email, and its delay: from its job's creation, which commits with the change
 * that caused it (a move, an invitation), to the SMTP server's 250. Retries included.
 */
function countSent(): void {
  const { emails, emailDelaySeconds } = metrics();
  emails.inc({ outcome: "sent" });
  const job = currentJob();
  if (job && !scheduled.has(job.task))
    emailDelaySeconds.observe(Math.max(0, Date.now() - job.createdAt.getTime()) / 1000);
}

/** Claims the event for this process; returns the row that was already there, or null when claimed. */
async function claim(eventKey: string): Promise<Claim | null> {
  const messageId = messageIdFor(eventKey, config().emailFrom);
  const inserted = await db().$executeRaw`
    insert into "SentEmail" ("eventKey", "messageId", state, "claimedBy", "claimedAt")
    values (${eventKey}, ${messageId}, 'SENDING', ${workerProcess}, now())
    on conflict ("eventKey") do nothing`;
  if (inserted === 1) return null;
  const row = await db().sentEmail.findUnique({
    where: { eventKey },
    select: { state: true, claimedBy: true },
  });
  // Released between our insert and this read: try once more (the next attempt will, anyway).
  if (!row) throw new ClaimHeldError(`${eventKey}: its claim changed hands; trying again`);
  return row;
}

/** Gives the claim up (nothing was sent); a failure here leaves it ours, which a retry reuses. */
async function release(eventKey: string): Promise<void> {
  await db().$executeRaw`delete from "SentEmail"
      where "eventKey" = ${eventKey} and state = 'SENDING' and "claimedBy" = ${workerProcess}`.catch(
    () => {},
  );
}

/**
 * Writes the outcome of our send. Also when our claim was released meanwhile (this process lost
 * the database for so long that it looked dead): the row then says SENT, so nobody sends it again.
 */
async function record(eventKey: string, outcome: Outcome): Promise<void> {
  const reason = outcome.state === "REJECTED" ? outcome.reason : null;
  await db().$executeRaw`
    insert into "SentEmail" ("eventKey", "messageId", state, "sentAt", reason)
    values (${eventKey}, ${messageIdFor(eventKey, config().emailFrom)}, ${outcome.state}::"EmailState",
      case when ${outcome.state} = 'SENT' then now() end, ${reason})
    on conflict ("eventKey") do update
      set state = excluded.state, "sentAt" = excluded."sentAt", reason = excluded.reason, "claimedBy" = null
      where "SentEmail"."claimedBy" = ${workerProcess}`;
}

/**
 * Records the outcome, retrying briefly. If the database stays away, the outcome is remembered:
 * it is written as soon as the database answers again (the job may never come back to it: its
 * game may have moved on), and a retry of the job in this process meanwhile does not send again.
 */
async function recordOrRemember(eventKey: string, outcome: Outcome): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await record(eventKey, outcome);
      return;
    } catch (error) {
      if (attempt >= 4) {
        remember(eventKey, outcome);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}

function remember(eventKey: string, outcome: Outcome): void {
  unrecorded.set(eventKey, outcome);
  const later = () =>
    setTimeout(async () => {
      if (unrecorded.get(eventKey) !== outcome) return; // a retry of the job recorded it
      try {
        await record(eventKey, outcome);
        unrecorded.delete(eventKey);
      } catch {
        later();
      }
    }, 5000).unref();
  later();
}
