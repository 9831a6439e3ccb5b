"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answerInput } from "@/lib/invitations/input";
import { withdrawInvitation } from "@/lib/invitations/withdraw";
import type { AnswerFormState } from "./invitation-accept";

/** The inviter takes back an invitation (or a draft) nobody has answered. */
export async function withdrawInvitationAction(
  _state: AnswerFormState,
  form: FormData,
): Promise<AnswerFormState> {
  const parsed = answerInput.safeParse({ invitationId: form.get("invitationId") });
  if (!parsed.success)
    return { error: "Something is missing from this form. Reload the page and try again." };
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Sign in again to withdraw this invitation." };
  const withdrawn = await withdrawInvitation(parsed.data.invitationId, user, new Date());
  if (!withdrawn.ok) return { error: withdrawn.reason };
  redirect(`/invitations/${parsed.data.invitationId}`);
}
