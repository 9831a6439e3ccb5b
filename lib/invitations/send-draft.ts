// A visitor's draft becomes a real invitation only when they, signed in as the address they
// gave, press "Send" on it. Signing in alone is not enough: someone could type another
// person's address as their own, and that person's sign-in must not mail a stranger for them.

import { dayMs } from "../games/stored/deadline";
import { dailyLimitReached, userByEmail } from "./create";
import { asInviter } from "./inviter";
import { enqueueInvitation } from "./queue";
import { draftValidMs, invitationDays, type Refusal } from "./rules";

export async function sendDraft(
  invitationId: string,
  user: { id: string },
  now: Date,
): Promise<{ ok: true } | Refusal> {
  return asInviter(invitationId, user, async (tx, invitation) => {
    if (invitation.status !== "DRAFT") return { ok: true }; // already sent: a double click
    if (now.getTime() - invitation.createdAt.getTime() > draftValidMs) {
      return {
        ok: false,
        status: 410,
        reason: "This draft is more than a day old and was not sent. Start a new invitation.",
      };
    }
    const limited = await dailyLimitReached(tx, user.id, now);
    if (limited) return limited;
    // The opponent is about to be emailed: now they need a User row (create.ts).
    await userByEmail(tx, invitation.inviteeEmail);
    const sent = await tx.invitation.update({
      where: { id: invitation.id },
      data: { status: "PENDING", expiresAt: new Date(now.getTime() + invitationDays * dayMs) },
    });
    await enqueueInvitation(tx, sent);
    return { ok: true };
  });
}
