// What only an invitation's inviter may do to it (send their draft, withdraw it) runs the same way:
// in one transaction, with the invitation's row locked; to anyone else, as for an unknown id, there
// is no such invitation.
import { db } from "../db/prisma";
import type { Transaction } from "../jobs/queue";
import { lockInvitation } from "./queue";
import type { Refusal } from "./rules";

type Invitation = NonNullable<Awaited<ReturnType<typeof lockInvitation>>>;

export function asInviter(
  invitationId: string,
  user: { id: string },
  act: (tx: Transaction, invitation: Invitation) => Promise<{ ok: true } | Refusal>,
): Promise<{ ok: true } | Refusal> {
  return db().$transaction(async (tx): Promise<{ ok: true } | Refusal> => {
    const invitation = await lockInvitation(tx, invitationId);
    if (!invitation || invitation.inviterId !== user.id) {
      return { ok: false, status: 404, reason: "There is no such invitation." };
    }
    return act(tx, invitation);
  });
}
