"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { type GameFormState, resignForm, sessionEnded } from "./game-forms";

/** Resigns the game (the page asks to confirm first). */
export async function resignGame(state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("you have not resigned") }, () => resignGameNow(state, form));
}

async function resignGameNow(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return sessionEnded;
  const outcome = await resignForm(user.id, form, new Date());
  if (!outcome.ok) return outcome.state;
  revalidatePath("/");
  redirect(`/games/${outcome.gameId}?done=resign`);
}
