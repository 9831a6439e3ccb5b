// The invitee's answer. Accepting starts the game in the same transaction that marks the
// invitation ACCEPTED, under a row lock, so a double click or two tabs make exactly one game.
import { randomInt } from "node:crypto";
import { db } from "../db/prisma";
import { startGame } from "../games/turn/start";
import type { Invitation } from "../generated/prisma/client";
import { changeJobs, type Transaction } from "../jobs/queue";
import { isOpen, roleOf, type Visitor } from "./access";
import { userByEmail } from "./create";
import { enqueueAnswer, jobKeys, lockInvitation } from "./queue";
import type { Refusal } from "./rules";

export type Answer = { invitationId: string } & Visitor;
/**
 * Accepting can keep the finished game out of the public archive: a game is public only when
 * both players agree (the inviter when inviting, the invitee when accepting).
 */
export type Acceptance = Answer & { public?: boolean };
export type AnswerRefusal = Refusal & { gameId?: string };

const notFound: AnswerRefusal = { ok: false, status: 404, reason: "There is no such invitation." };

/** Why an invitation can no longer be answered, in the invitee's words. */
function closedReason(invitation: { status: string; gameId: string | null }): AnswerRefusal | null {
  switch (invitation.status) {
    case "ACCEPTED":
      return {
        ok: false,
        status: 409,
        reason: "This invitation was already accepted: the game has started.",
        gameId: invitation.gameId ?? undefined,
      };
    case "DECLINED":
      return { ok: false, status: 410, reason: "This invitation was declined." };
    case "EXPIRED":
      return { ok: false, status: 410, reason: "This invitation has expired." };
    case "WITHDRAWN":
      return { ok: false, status: 410, reason: "This invitation was withdrawn by the person who sent it." };
    default:
      return null;
  }
}

async function openInvitation(tx: Transaction, answer: Answer, now: Date) {
  const invitation = await lockInvitation(tx, answer.invitationId);
  if (!invitation || roleOf(invitation, answer) !== "invitee") return { refusal: notFound };
  const closed = closedReason(invitation);
  if (closed) return { refusal: closed };
  if (!isOpen(invitation, now)) {
    return {
      refusal: { ok: false, status: 410, reason: "This invitation has expired." } satisfies AnswerRefusal,
    };
  }
  return { invitation };
}

export type Accepted = { ok: true; gameId: string; inviteeId: string; inviteeName: string | null };

export async function acceptInvitation(
  answer: Acceptance,
  now: Date,
  coin: () => 0 | 1 = () => randomInt(2) as 0 | 1,
): Promise<Accepted | AnswerRefusal> {
  return db().$transaction(async (tx) => {
    const { invitation, refusal } = await openInvitation(tx, answer, now);
    if (!invitation) return refusal;
    return startAccepted(tx, invitation, answer.public !== false, now, coin);
  });
}

/**
 * Starts the game of an open invitation, locked by the caller, and marks it ACCEPTED. The inviter
 * hears by the game's one game-started email (lib/games/turn/start.ts), so the answer job is not queued.
 */
export async function startAccepted(
  tx: Transaction,
  invitation: Invitation,
  mayBePublic: boolean,
  now: Date,
  coin: () => 0 | 1 = () => randomInt(2) as 0 | 1,
): Promise<Accepted> {
  const invitee = await userByEmail(tx, invitation.inviteeEmail);
  const inviterIsWhite =
    invitation.inviterColor === "WHITE" || (invitation.inviterColor === "RANDOM" && coin() === 0);
  const game = await startGame(
    tx,
    {
      gameType: invitation.gameType,
      whiteId: inviterIsWhite ? invitation.inviterId : invitee.id,
      blackId: inviterIsWhite ? invitee.id : invitation.inviterId,
      daysPerMove: invitation.daysPerMove,
      incrementDays: invitation.incrementDays,
      takebacks: invitation.takebacks,
      public: invitation.public && mayBePublic,
      rated: invitation.rated,
    },
    now,
    { acceptedBy: invitee.id },
  );
  await tx.invitation.update({
    where: { id: invitation.id },
    data: { status: "ACCEPTED", gameId: game.id, respondedAt: now },
  });
  await changeJobs(tx, [{ remove: jobKeys.expiry(invitation.id) }]);
  return { ok: true, gameId: game.id, inviteeId: invitee.id, inviteeName: invitee.name };
}

export async function declineInvitation(answer: Answer, now: Date): Promise<{ ok: true } | AnswerRefusal> {
  return db().$transaction(async (tx) => {
    const { invitation, refusal } = await openInvitation(tx, answer, now);
    if (!invitation) return refusal;
    await tx.invitation.update({
      where: { id: invitation.id },
      data: { status: "DECLINED", respondedAt: now },
    });
    await enqueueAnswer(tx, invitation.id);
    return { ok: true as const };
  });
}
