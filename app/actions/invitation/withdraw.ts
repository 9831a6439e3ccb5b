"use server";

import { inviterFormAction } from "@/app/_forms/inviter";
import { withdrawInvitation } from "@/lib/invitations/withdraw";
import type { AnswerFormState } from "./accept";

/** The inviter takes back an invitation (or a draft) nobody has answered. */
export async function withdrawInvitationAction(
  _state: AnswerFormState,
  form: FormData,
): Promise<AnswerFormState> {
  return inviterFormAction(form, "withdraw", withdrawInvitation);
}
