"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answerInput } from "@/lib/invitations/input";
import { sendDraft } from "@/lib/invitations/send-draft";
import type { AnswerFormState } from "./invitation-accept";

/** A visitor, now signed in as the address they gave, sends the invitation they drafted. */
export async function sendInvitationAction(
  _state: AnswerFormState,
  form: FormData,
): Promise<AnswerFormState> {
  const parsed = answerInput.safeParse({ invitationId: form.get("invitationId") });
  if (!parsed.success)
    return { error: "Something is missing from this form. Reload the page and try again." };
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Sign in again to send this invitation." };
  const sent = await sendDraft(parsed.data.invitationId, user, new Date());
  if (!sent.ok) return { error: sent.reason };
  redirect(`/invitations/${parsed.data.invitationId}`);
}
