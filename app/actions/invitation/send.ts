"use server";

import { inviterFormAction } from "@/app/_forms/inviter";
import { sendDraft } from "@/lib/invitations/send-draft";
import type { AnswerFormState } from "./accept";

/** A visitor, now signed in as the address they gave, sends the invitation they drafted. */
export async function sendInvitationAction(
  _state: AnswerFormState,
  form: FormData,
): Promise<AnswerFormState> {
  return inviterFormAction(form, "send", sendDraft);
}
