"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { answerDrawForm, type GameFormState, sessionEnded } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";

/** Accepts (the game ends drawn) or declines the opponent's draw offer. */
export async function answerDrawAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return asSignedIn(
    { unavailable: { error: outageSaying("your answer was not sent") }, signedOut: sessionEnded },
    async (user) => {
      const outcome = await answerDrawForm(user.id, form, new Date());
      if (!outcome.ok) return outcome.state;
      revalidatePath("/");
      const answer = form.get("answer") === "accept" ? "draw-accepted" : "draw-declined";
      redirect(`/games/${outcome.gameId}?done=${answer}`);
    },
  );
}
