// The daily sweep: rows that can never matter again are deleted, so tables hold what is live.
// Each kind goes in batches of `batchSize` rows, one short statement each (rows another
// transaction holds are skipped, not waited for), so the sweep never holds long locks and a
// busy table is never blocked; a batch smaller than `batchSize` means that kind is done.
import { db } from "../db/prisma";
import { dayMs } from "../games/stored/deadline";
import { linkGraceAfterFinishMs } from "../games/stored/links";
import { chatRules } from "../games/talk/chat";

export const sweepRules = {
  /** Unsent drafts (a visitor never confirmed their address) are refused after a day; kept a week. */
  draftDays: 7,
  /**
   * A rate-limit row counts nothing once its window has passed (the next hit starts it again at 1).
   * The longest window is a day (replies to one reply key, lib/inbound/admit.ts).
   */
  rateLimitDays: 1,
  /**
   * A SentEmail row is what stops a retried job sending its event twice, so it must outlive every
   * job that could still send that event. A mail job retries with its backoff capped at a minute
   * for up to 5000 attempts (lib/jobs/liveness.ts): about three and a half days at most. 30 days is
   * far past that. Only final rows (SENT, REJECTED) go, aged by when they were sent or claimed; a
   * SENDING row is a live claim (or a dead worker's, which the liveness sweep releases).
   */
  sentEmailDays: 30,
  /**
   * A reply key whose turn is over only answers "the game has moved on" (lib/inbound/); that answer
   * is worth giving for a month, then the key goes. A key of a turn still waiting stays. A chat
   * email's key goes once it takes no more replies (its life: lib/games/talk/chat.ts).
   */
  replyKeyDays: 30,
  /** A received reply's row (what it said and did; its raw message goes once read) is kept 30 days. */
  inboundMailDays: 30,
  /** A spent Mailgun token only matters while its signature is fresh (five minutes); a day is ample. */
  mailgunTokenDays: 1,
};

export type SweepReport = {
  sessions: number;
  signInTokens: number;
  unsubscribeKeys: number;
  rateLimits: number;
  gameLinks: number;
  drafts: number;
  draftUsers: number;
  sentEmails: number;
  replyKeys: number;
  inboundMails: number;
  mailgunTokens: number;
};

/** Deletes what expired before `now`; returns how many rows of each kind went. */
export async function sweep(now: Date, batchSize = 1000): Promise<SweepReport> {
  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  const linkCutoff = new Date(now.getTime() - linkGraceAfterFinishMs);
  const report: SweepReport = {
    sessions: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "Session" where id in (
        select id from "Session" where expires < ${now} limit ${limit} for update skip locked)`,
    ),
    signInTokens: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "VerificationToken" where token in (
        select token from "VerificationToken" where expires < ${now} limit ${limit} for update skip locked)`,
    ),
    // An expired key's link already asks the person to sign in (lib/mail/unsubscribe.ts).
    unsubscribeKeys: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "UnsubscribeKey" where "keyHash" in (
        select "keyHash" from "UnsubscribeKey" where "expiresAt" < ${now} limit ${limit} for update skip locked)`,
    ),
    rateLimits: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "RateLimit" where key in (
        select key from "RateLimit" where "windowStart" < ${ago(sweepRules.rateLimitDays)}
        limit ${limit} for update skip locked)`,
    ),
    // A link opens its game while it runs and for a grace period after it ends (lib/games/stored/links.ts);
    // past that it only ever answers "this link does not work", which a missing row answers too.
    gameLinks: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "GameLink" where "tokenHash" in (
        select l."tokenHash" from "GameLink" l join "Game" g on g.id = l."gameId"
        where g.status <> 'ONGOING' and g."finishedAt" < ${linkCutoff}
        limit ${limit} for update of l skip locked)`,
    ),
    drafts: 0,
    draftUsers: 0,
    sentEmails: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "SentEmail" where "eventKey" in (
        select "eventKey" from "SentEmail" where state <> 'SENDING'
          and coalesce("sentAt", "claimedAt") < ${ago(sweepRules.sentEmailDays)}
        limit ${limit} for update skip locked)`,
    ),
    replyKeys: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "ReplyKey" where "keyHash" in (
        select k."keyHash" from "ReplyKey" k join "Game" g on g.id = k."gameId"
        where case when k.chat then k."createdAt" < ${new Date(now.getTime() - chatRules.keyLifeMs)}
          else k."createdAt" < ${ago(sweepRules.replyKeyDays)}
            and (g.plies <> k.ply or g.rewinds <> k.rewinds or g.status <> 'ONGOING') end
        limit ${limit} for update of k skip locked)`,
    ),
    inboundMails: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "InboundMail" where id in (
        select id from "InboundMail" where "receivedAt" < ${ago(sweepRules.inboundMailDays)}
        limit ${limit} for update skip locked)`,
    ),
    mailgunTokens: await inBatches(
      batchSize,
      (limit) => db().$executeRaw`delete from "MailgunToken" where token in (
        select token from "MailgunToken" where "usedAt" < ${ago(sweepRules.mailgunTokenDays)}
        limit ${limit} for update skip locked)`,
    ),
  };
  for (;;) {
    const batch = await staleDrafts(ago(sweepRules.draftDays), batchSize);
    report.drafts += batch.drafts;
    report.draftUsers += batch.users;
    if (batch.drafts < batchSize) break;
  }
  return report;
}

async function inBatches(
  batchSize: number,
  deleteBatch: (limit: number) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * One batch of unsent drafts older than `cutoff`, and the people they alone brought in: a draft
 * made a User row for the visitor's own (unconfirmed) address and one for the opponent's. Such a
 * row goes only if nothing else needs it: never signed in (no verified address, session or
 * account), in no game, and named by no other invitation, as inviter or as invitee.
 */
async function staleDrafts(cutoff: Date, batchSize: number): Promise<{ drafts: number; users: number }> {
  return db().$transaction(async (tx) => {
    const gone = await tx.$queryRaw<{ inviterId: string; inviteeEmail: string }[]>`
      delete from "Invitation" where id in (
        select id from "Invitation" where status = 'DRAFT' and "createdAt" < ${cutoff}
        limit ${batchSize} for update skip locked)
      returning "inviterId", "inviteeEmail"`;
    if (gone.length === 0) return { drafts: 0, users: 0 };
    const ids = [...new Set(gone.map((row) => row.inviterId))];
    const emails = [...new Set(gone.map((row) => row.inviteeEmail))];
    // Made before the cutoff too: a row a request is creating right now is nobody's to delete.
    const users = await tx.$executeRaw`delete from "User" u
      where (u.id = any(${ids}) or u.email = any(${emails}))
        and u."createdAt" < ${cutoff} and u."emailVerified" is null
        and not exists (select 1 from "Session" s where s."userId" = u.id)
        and not exists (select 1 from "Account" a where a."userId" = u.id)
        and not exists (select 1 from "Game" g where g."whiteId" = u.id or g."blackId" = u.id)
        and not exists (select 1 from "Invitation" i where i."inviterId" = u.id or i."inviteeEmail" = u.email)`;
    return { drafts: gone.length, users };
  });
}
