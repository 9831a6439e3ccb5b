// The jobs a pending invitation brings: its email to the invitee now, its expiry later.
// Added inside the transaction that makes the invitation PENDING, so both exist exactly when it does.
import { changeJobs, type Transaction, tasks } from "../jobs/queue";

export const jobKeys = {
  email: (id: string) => `invitation:${id}`,
  expiry: (id: string) => `invitation-expiry:${id}`,
  answered: (id: string) => `invitation-answered:${id}`,
};

export async function enqueueInvitation(
  tx: Transaction,
  invitation: { id: string; expiresAt: Date },
): Promise<void> {
  const payload = { invitationId: invitation.id };
  await changeJobs(tx, [
    { add: tasks.invitation, payload, jobKey: jobKeys.email(invitation.id) },
    {
      add: tasks.invitationExpiry,
      payload,
      jobKey: jobKeys.expiry(invitation.id),
      runAt: invitation.expiresAt,
    },
  ]);
}

/** The invitation was answered, expired or withdrawn: tell the inviter, drop the expiry. */
export async function enqueueAnswer(tx: Transaction, invitationId: string): Promise<void> {
  await changeJobs(tx, [
    { add: tasks.invitationAnswered, payload: { invitationId }, jobKey: jobKeys.answered(invitationId) },
    { remove: jobKeys.expiry(invitationId) },
  ]);
}

/** Locks the invitation's row for the rest of the transaction (one answer wins a double click). */
export async function lockInvitation(tx: Transaction, id: string) {
  await tx.$queryRaw`select id from "Invitation" where id = ${id} for update`;
  return tx.invitation.findUnique({ where: { id } });
}
