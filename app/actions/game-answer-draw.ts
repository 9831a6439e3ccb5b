"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { answerDrawForm, type GameFormState, sessionEnded } from "./game-forms";

/** Accepts (the game ends drawn) or declines the opponent's draw offer. */
export async function answerDrawAction(state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("your answer was not sent") }, () =>
    answerDrawActionNow(state, form),
  );
}

async function answerDrawActionNow(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return sessionEnded;
  const outcome = await answerDrawForm(user.id, form, new Date());
  if (!outcome.ok) return outcome.state;
  revalidatePath("/");
  const answer = form.get("answer") === "accept" ? "draw-accepted" : "draw-declined";
  redirect(`/games/${outcome.gameId}?done=${answer}`);
}
