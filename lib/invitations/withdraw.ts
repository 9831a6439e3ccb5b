// The inviter takes back an invitation nobody has answered. The schema has no separate
// "withdrawn" status, so it ends as EXPIRED at this moment; the invitee's link then says the
// invitation is no longer open, and the inviter gets no email about their own decision.
import { db } from "../db/prisma";
import { removeJob } from "../jobs/queue";
import { jobKeys, lockInvitation } from "./queue";
import type { Refusal } from "./rules";

export async function withdrawInvitation(
  invitationId: string,
  user: { id: string },
  now: Date,
): Promise<{ ok: true } | Refusal> {
  return db().$transaction(async (tx): Promise<{ ok: true } | Refusal> => {
    const invitation = await lockInvitation(tx, invitationId);
    if (!invitation || invitation.inviterId !== user.id) {
      return { ok: false, status: 404, reason: "There is no such invitation." };
    }
    if (invitation.status !== "PENDING" && invitation.status !== "DRAFT") {
      return { ok: false, status: 409, reason: "This invitation was already answered or has expired." };
    }
    await tx.invitation.update({ where: { id: invitation.id }, data: { status: "EXPIRED", expiresAt: now } });
    await removeJob(tx, jobKeys.email(invitation.id));
    await removeJob(tx, jobKeys.expiry(invitation.id));
    return { ok: true };
  });
}
