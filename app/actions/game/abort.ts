"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { abortForm, type GameFormState, sessionEnded } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";

/** Aborts a game before both sides have moved (no result, unrated). */
export async function abortGameAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return asSignedIn(
    { unavailable: { error: outageSaying("the game was not aborted") }, signedOut: sessionEnded },
    async (user) => {
      const outcome = await abortForm(user.id, form, new Date());
      if (!outcome.ok) return outcome.state;
      revalidatePath("/");
      redirect(`/games/${outcome.gameId}?done=aborted`);
    },
  );
}
