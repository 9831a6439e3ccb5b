// What the inviter's own buttons on an invitation page (send the draft, withdraw) do alike: the form
// names the invitation, the inviter must be signed in, a refusal is shown on the form and success
// shows the invitation again. Deliberately not a "use server" file: only server actions call this.

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { answerInput } from "@/lib/invitations/input";
import type { Refusal } from "@/lib/invitations/rules";
import type { AnswerFormState } from "../actions/invitation/accept";

export async function inviterFormAction(
  form: FormData,
  /** What the button does, for "Sign in again to … this invitation." */
  verb: string,
  act: (invitationId: string, user: { id: string }, now: Date) => Promise<{ ok: true } | Refusal>,
): Promise<AnswerFormState> {
  return answeringOutage({ error: outageSaying("nothing was changed") }, () => actNow(form, verb, act));
}

async function actNow(
  form: FormData,
  verb: string,
  act: (invitationId: string, user: { id: string }, now: Date) => Promise<{ ok: true } | Refusal>,
): Promise<AnswerFormState> {
  const parsed = answerInput.safeParse({ invitationId: form.get("invitationId") });
  if (!parsed.success)
    return { error: "Something is missing from this form. Reload the page and try again." };
  const user = await currentUser();
  if (!user) return { error: `Your session has ended. Sign in again to ${verb} this invitation.` };
  const done = await act(parsed.data.invitationId, user, new Date());
  if (!done.ok) return { error: done.reason };
  redirect(`/invitations/${parsed.data.invitationId}`);
}
