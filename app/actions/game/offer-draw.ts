"use server";

import { redirect } from "next/navigation";
import { type GameFormState, offerDrawForm, sessionEnded } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";

/**
 * Offers a draw without moving; the opponent sees a banner to accept or decline. When their own
 * offer was already waiting (this page was older), the draw is agreed.
 */
export async function offerDrawAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return asSignedIn(
    { unavailable: { error: outageSaying("no draw was offered") }, signedOut: sessionEnded },
    async (user) => {
      const outcome = await offerDrawForm(user.id, form, new Date());
      if (!outcome.ok) return outcome.state;
      redirect(`/games/${outcome.gameId}?done=${outcome.finished ? "draw-accepted" : "draw-offered"}`);
    },
  );
}
