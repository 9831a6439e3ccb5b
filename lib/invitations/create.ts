// Starting an invitation from the new-game form. A signed-in inviter's invitation is PENDING at
// once and its email is queued in the same transaction. A visitor's is a DRAFT under their own
// (unconfirmed) address: nothing goes to the opponent until they confirm it (send-draft.ts), and
// nothing is written before the limits of the confirming sign-in email are checked.

import { computerLevelOf } from "../accounts/computer";
import { playerRecord } from "../archive/player";
import { admitSignInMail, sendSignInLink } from "../auth/sign-in-link";
import { takebacksAllowed } from "../clock/input";
import { db } from "../db/prisma";
import { dayMs } from "../games/stored/deadline";
import type { Transaction } from "../jobs/queue";
import { type InvitationInput, invitationInput, playerInvitationInput, visitorInput } from "./input";
import { enqueueInvitation } from "./queue";
import { invitationDays, invitationsPerDay, type Refusal } from "./rules";

export type Inviter = { id: string; email: string };
export type Created = { ok: true; invitationId: string; status: "PENDING" | "DRAFT"; inviterEmail: string };

const refuse = (status: Refusal["status"], reason: string): Refusal => ({ ok: false, status, reason });

type Read = {
  ok: true;
  input: InvitationInput;
  inviterEmail: string;
  /** A player invited by name (./names.ts): their id; null for an address typed. */
  inviteeId?: string | null;
};

/** The form, checked; nothing is written. */
function readForm(form: Record<string, unknown>, inviter: Inviter | null): Read | Refusal {
  const parsed = invitationInput.safeParse(form);
  if (!parsed.success) return refuse(400, parsed.error.issues[0].message);
  let inviterEmail = inviter?.email.toLowerCase();
  if (!inviterEmail) {
    const visitor = visitorInput.safeParse(form);
    if (!visitor.success) return refuse(400, visitor.error.issues[0].message);
    inviterEmail = visitor.data.ownEmail;
  }
  if (parsed.data.opponentEmail === inviterEmail) {
    return refuse(400, "That is your own address: enter the address of the person you want to play.");
  }
  return { ok: true, input: parsed.data, inviterEmail };
}

/**
 * A signed-in inviter's invitation, or (inviter null) a visitor's draft as it is stored. The new-
 * game form makes a visitor's through inviteAsVisitor, which checks the limits first.
 */
export async function createInvitation(
  form: Record<string, unknown>,
  inviter: Inviter | null,
  now: Date,
): Promise<Created | Refusal> {
  const read = readForm(form, inviter);
  return read.ok ? write(read, inviter, now) : read;
}

/**
 * A visitor's invitation: a draft, and the sign-in email that confirms their address. That
 * email's limits (per connection, per address) are checked before anything is written, so posting
 * the form again and again writes nothing more once they are reached; a draft whose email could
 * not be sent is taken back.
 */
export async function inviteAsVisitor(
  form: Record<string, unknown>,
  client: string,
  now: Date,
): Promise<Created | Refusal> {
  const read = readForm(form, null);
  if (!read.ok) return read;
  const refused = await admitSignInMail(read.inviterEmail, client, now);
  if (refused) return refused;
  const created = await write(read, null, now);
  if (!created.ok) return created;
  const link = await sendSignInLink(read.inviterEmail, `/invitations/${created.invitationId}`, now);
  if (!link.ok) {
    await db().invitation.delete({ where: { id: created.invitationId } });
    return refuse(link.status, link.reason);
  }
  return created;
}

/**
 * "Challenge this player": an invitation to a player chosen on their page, by id, never by an
 * address the inviter could read. Only someone with a player page may be chosen (the page's own
 * rule: lib/archive/player.ts), so an id cannot reach a person who was merely invited. The same
 * form sent twice (a double click) makes one invitation.
 */
export async function invitePlayer(
  form: Record<string, unknown>,
  inviter: Inviter,
  now: Date,
): Promise<Created | Refusal> {
  const parsed = playerInvitationInput.safeParse(form);
  if (!parsed.success) return refuse(400, parsed.error.issues[0].message);
  const { playerId, ...settings } = parsed.data;
  if (playerId === inviter.id) return refuse(400, "That is you: choose another player to challenge.");
  if (computerLevelOf(playerId) !== null)
    return refuse(400, "The computer answers no invitation: start a game with it from Play the computer.");
  const page = await playerRecord(playerId);
  const player = page ? await db().user.findUnique({ where: { id: playerId } }) : null;
  if (!player) return refuse(404, "There is no such player.");
  return write(
    {
      ok: true,
      input: { ...settings, opponentEmail: player.email },
      inviterEmail: inviter.email.toLowerCase(),
      inviteeId: player.id,
    },
    inviter,
    now,
  );
}

function write(
  { input, inviterEmail, inviteeId = null }: Read,
  inviter: Inviter | null,
  now: Date,
): Promise<Created | Refusal> {
  return db().$transaction(async (tx): Promise<Created | Refusal> => {
    const inviterId = inviter?.id ?? (await userByEmail(tx, inviterEmail)).id;
    if (inviter) {
      const limited = await dailyLimitReached(tx, inviterId, now);
      if (limited) return limited;
    }
    if (inviteeId) {
      // Under the inviter's row lock (dailyLimitReached): the form sent twice finds the first.
      const same = await tx.invitation.findFirst({
        where: { inviterId, inviteeId, gameType: input.gameType, status: "PENDING", expiresAt: { gt: now } },
      });
      if (same) return { ok: true, invitationId: same.id, status: "PENDING", inviterEmail };
    }
    const status = inviter ? "PENDING" : "DRAFT";
    // Every email recipient has a User row (unsubscribe keys belong to it); a draft's opponent
    // gets theirs when the draft is sent (send-draft.ts), so an unsent draft writes no stranger.
    if (status === "PENDING") await userByEmail(tx, input.opponentEmail);
    const invitation = await tx.invitation.create({
      data: {
        gameType: input.gameType,
        inviterId,
        inviteeEmail: input.opponentEmail,
        inviteeId,
        inviterColor: input.colour === "white" ? "WHITE" : input.colour === "black" ? "BLACK" : "RANDOM",
        daysPerMove: input.daysPerMove,
        incrementDays: input.incrementDays,
        takebacks: takebacksAllowed(input.takebacks, input.rated),
        message: input.message,
        public: input.public,
        rated: input.rated,
        status,
        expiresAt: new Date(now.getTime() + invitationDays * dayMs),
        createdAt: now,
      },
    });
    if (status === "PENDING") await enqueueInvitation(tx, invitation);
    return { ok: true, invitationId: invitation.id, status, inviterEmail };
  });
}

/**
 * The daily limit counts invitations actually sent (drafts do not count, so nobody can use up
 * another person's allowance by typing their address as a visitor). One inviter's invitations
 * are counted one at a time (row lock), so two quick submissions cannot both slip under it.
 */
export async function dailyLimitReached(
  tx: Transaction,
  inviterId: string,
  now: Date,
): Promise<Refusal | null> {
  await tx.$queryRaw`select id from "User" where id = ${inviterId} for update`;
  const today = await tx.invitation.count({
    where: { inviterId, status: { not: "DRAFT" }, createdAt: { gt: new Date(now.getTime() - dayMs) } },
  });
  if (today < invitationsPerDay) return null;
  return refuse(
    429,
    `You have sent ${invitationsPerDay} invitations in the last 24 hours, the most we send for one person in a day. Please try again tomorrow.`,
  );
}

export function userByEmail(tx: Transaction, email: string) {
  return tx.user.upsert({ where: { email }, create: { email }, update: {} });
}
