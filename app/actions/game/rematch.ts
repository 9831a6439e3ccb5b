"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { type GameFormState, sessionEnded } from "@/app/_forms/game";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { gameForm } from "@/lib/games/turn/input";
import { formText as text } from "@/lib/input/form-field";
import { recordId } from "@/lib/input/record-id";
import { declineInvitation } from "@/lib/invitations/answer";
import { offerRematch } from "@/lib/invitations/rematch";
import type { Refusal } from "@/lib/invitations/rules";
import { withdrawInvitation } from "@/lib/invitations/withdraw";

// The rematch card's buttons on a finished game's page (app/games/[id]/rematch-card.tsx). Each
// comes back to that page, which shows where the rematch stands; accepting goes to the new game.

const offerForm = gameForm.extend({ invitationId: recordId });

const incomplete: GameFormState = {
  error: "Something is missing from this form. Reload the page and try again.",
};

/** "Offer a rematch", or "Accept" the other player's: the same service decides which. */
export async function rematchAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("no rematch was offered or started") }, async () => {
    const parsed = gameForm.safeParse({ gameId: text(form, "gameId") });
    if (!parsed.success) return incomplete;
    const user = await currentUser();
    if (!user) return sessionEnded;
    const done = await offerRematch(parsed.data.gameId, user, new Date());
    if (!done.ok) return { error: done.reason };
    revalidatePath("/");
    redirect(`/games/${done.gameId ?? parsed.data.gameId}`);
  });
}

/** Decline the other player's offer, or withdraw one's own: the invitation's own answers. */
async function answer(
  form: FormData,
  act: (invitationId: string, user: { id: string; email: string }) => Promise<{ ok: true } | Refusal>,
): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("nothing was changed") }, async () => {
    const parsed = offerForm.safeParse({
      gameId: text(form, "gameId"),
      invitationId: text(form, "invitationId"),
    });
    if (!parsed.success) return incomplete;
    const user = await currentUser();
    if (!user) return sessionEnded;
    const done = await act(parsed.data.invitationId, user);
    if (!done.ok) return { error: done.reason };
    revalidatePath("/");
    redirect(`/games/${parsed.data.gameId}`);
  });
}

export async function declineRematchAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return answer(form, (invitationId, user) => declineInvitation({ invitationId, user }, new Date()));
}

export async function withdrawRematchAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return answer(form, (invitationId, user) => withdrawInvitation(invitationId, user, new Date()));
}
