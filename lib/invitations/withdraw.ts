// The inviter takes back an invitation nobody has answered (or a draft never sent): it becomes
// WITHDRAWN, the invitee's link then says so, and the inviter gets no email about their own decision.
import { changeJobs } from "../jobs/queue";
import { asInviter } from "./inviter";
import { jobKeys } from "./queue";
import type { Refusal } from "./rules";

export async function withdrawInvitation(
  invitationId: string,
  user: { id: string },
  now: Date,
): Promise<{ ok: true } | Refusal> {
  return asInviter(invitationId, user, async (tx, invitation) => {
    if (invitation.status !== "PENDING" && invitation.status !== "DRAFT") {
      return {
        ok: false,
        status: 409,
        reason: "This invitation is no longer open: it was answered, withdrawn, or it expired.",
      };
    }
    await tx.invitation.update({
      where: { id: invitation.id },
      data: { status: "WITHDRAWN", respondedAt: now },
    });
    await changeJobs(tx, [
      { remove: jobKeys.email(invitation.id) },
      { remove: jobKeys.expiry(invitation.id) },
    ]);
    return { ok: true };
  });
}
