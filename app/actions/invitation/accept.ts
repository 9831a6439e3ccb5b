"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { arrivalPath } from "@/lib/accounts/welcome";
import { openSession } from "@/lib/auth/open-session";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { acceptInvitation } from "@/lib/invitations/answer";
import { acceptInput } from "@/lib/invitations/input";

export type AnswerFormState = { error?: string; gameId?: string };

/**
 * Accept: the game starts, the invitee is signed in as the invited address, and lands on the game
 * (by the welcome, the first time).
 */
export async function acceptInvitationAction(
  state: AnswerFormState,
  form: FormData,
): Promise<AnswerFormState> {
  return answeringOutage({ error: outageSaying("the invitation was not accepted") }, () =>
    acceptInvitationActionNow(state, form),
  );
}

async function acceptInvitationActionNow(_state: AnswerFormState, form: FormData): Promise<AnswerFormState> {
  const parsed = acceptInput.safeParse({
    invitationId: form.get("invitationId"),
    token: form.get("token"),
    public: form.get("public"),
  });
  if (!parsed.success) return { error: "This invitation link is incomplete. Open it again from the email." };
  const user = await currentUser();
  const now = new Date();
  const accepted = await acceptInvitation({ ...parsed.data, user }, now);
  if (!accepted.ok) return { error: accepted.reason, gameId: accepted.gameId };
  if (user?.id !== accepted.inviteeId) {
    // The emailed token proved the address, as a sign-in link would.
    const cookie = await openSession(accepted.inviteeId, now);
    (await cookies()).set(cookie.name, cookie.value, cookie.options);
  }
  redirect(arrivalPath({ name: accepted.inviteeName }, `/games/${accepted.gameId}`));
}
