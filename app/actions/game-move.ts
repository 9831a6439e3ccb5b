"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { type GameFormState, playMoveForm, sessionEnded } from "./game-forms";

/** The move form (board or text box): plays the move, then shows the game again (PRG). */
export async function sendMove(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return sessionEnded;
  const outcome = await playMoveForm(user.id, form, new Date());
  if (!outcome.ok) return outcome.state;
  revalidatePath("/");
  redirect(`/games/${outcome.gameId}?done=move`);
}
