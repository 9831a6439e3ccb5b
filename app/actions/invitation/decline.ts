"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { declineInvitation } from "@/lib/invitations/answer";
import { answerInput } from "@/lib/invitations/input";
import type { AnswerFormState } from "./accept";

/** Decline: no game; the inviter is told. The page then shows the invitation as declined. */
export async function declineInvitationAction(
  state: AnswerFormState,
  form: FormData,
): Promise<AnswerFormState> {
  return answeringOutage({ error: outageSaying("the invitation was not declined") }, () =>
    declineInvitationActionNow(state, form),
  );
}

async function declineInvitationActionNow(_state: AnswerFormState, form: FormData): Promise<AnswerFormState> {
  const parsed = answerInput.safeParse({ invitationId: form.get("invitationId"), token: form.get("token") });
  if (!parsed.success) return { error: "This invitation link is incomplete. Open it again from the email." };
  const declined = await declineInvitation({ ...parsed.data, user: await currentUser() }, new Date());
  if (!declined.ok) return { error: declined.reason, gameId: declined.gameId };
  const { invitationId, token } = parsed.data;
  redirect(`/invitations/${invitationId}${token ? `?token=${encodeURIComponent(token)}` : ""}`);
}
