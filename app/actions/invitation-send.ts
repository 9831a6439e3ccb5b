"use server";

import { sendDraft } from "@/lib/invitations/send-draft";
import type { AnswerFormState } from "./invitation-accept";
import { inviterFormAction } from "./inviter-form";

/** A visitor, now signed in as the address they gave, sends the invitation they drafted. */
export async function sendInvitationAction(
  _state: AnswerFormState,
  form: FormData,
): Promise<AnswerFormState> {
  return inviterFormAction(form, "send", sendDraft);
}
