"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { type GameFormState, offerDrawForm, sessionEnded } from "./game-forms";

/**
 * Offers a draw without moving; the opponent sees a banner to accept or decline. When their own
 * offer was already waiting (this page was older), the draw is agreed.
 */
export async function offerDrawAction(state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("no draw was offered") }, () =>
    offerDrawActionNow(state, form),
  );
}

async function offerDrawActionNow(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return sessionEnded;
  const outcome = await offerDrawForm(user.id, form, new Date());
  if (!outcome.ok) return outcome.state;
  redirect(`/games/${outcome.gameId}?done=${outcome.finished ? "draw-accepted" : "draw-offered"}`);
}
