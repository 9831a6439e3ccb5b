"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { abortForm, type GameFormState, sessionEnded } from "./game-forms";

/** Aborts a game before both sides have moved (no result, unrated). */
export async function abortGameAction(state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("the game was not aborted") }, () => abortNow(state, form));
}

async function abortNow(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return sessionEnded;
  const outcome = await abortForm(user.id, form, new Date());
  if (!outcome.ok) return outcome.state;
  revalidatePath("/");
  redirect(`/games/${outcome.gameId}?done=aborted`);
}
