"use server";

import { redirect } from "next/navigation";
import { rememberCheckEmail } from "@/app/_shared/check-email-cookie";
import { clientKey } from "@/app/_shared/client-key";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formTexts } from "@/lib/input/form-field";
import { createInvitation, inviteAsVisitor, invitePlayer } from "@/lib/invitations/create";

export type NewGameFormState = { error?: string; values?: Record<string, string> };

const fields = [
  "gameType",
  "opponentEmail",
  "colour",
  "daysPerMove",
  "incrementDays",
  "takebacks",
  "message",
  "public",
  "rated",
  "ownEmail",
  "playerId",
] as const;

const typedValues = (form: FormData) => formTexts(form, fields);

/**
 * The new-game form: a signed-in player's invitation goes out (to an address, or to the player whose
 * page it came from); a visitor's waits for their sign-in link.
 */
export async function createInvitationAction(
  state: NewGameFormState,
  form: FormData,
): Promise<NewGameFormState> {
  return answeringOutage(
    { error: outageSaying("your invitation was not sent"), values: typedValues(form) },
    () => createInvitationActionNow(state, form),
  );
}

async function createInvitationActionNow(
  _state: NewGameFormState,
  form: FormData,
): Promise<NewGameFormState> {
  const values = typedValues(form);
  const user = await currentUser();
  const now = new Date();
  if (values.playerId !== undefined) {
    // "Challenge this player", from a player's page.
    if (!user) return { error: "Your session has ended. Sign in again, then send the challenge.", values };
    const created = await invitePlayer(values, user, now);
    if (!created.ok) return { error: created.reason, values };
    redirect(`/invitations/${created.invitationId}`);
  }
  if (user) {
    const created = await createInvitation(values, user, now);
    if (!created.ok) return { error: created.reason, values };
    redirect(`/invitations/${created.invitationId}`);
  }
  const drafted = await inviteAsVisitor(values, await clientKey(), now);
  if (!drafted.ok) return { error: drafted.reason, values };
  await rememberCheckEmail(drafted.inviterEmail);
  redirect("/signin/check-email");
}
