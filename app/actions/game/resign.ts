"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { type GameFormState, resignForm, sessionEnded } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";

/** Resigns the game (the page asks to confirm first). */
export async function resignGame(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return asSignedIn(
    { unavailable: { error: outageSaying("you have not resigned") }, signedOut: sessionEnded },
    async (user) => {
      const outcome = await resignForm(user.id, form, new Date());
      if (!outcome.ok) return outcome.state;
      revalidatePath("/");
      redirect(`/games/${outcome.gameId}?done=resign`);
    },
  );
}
