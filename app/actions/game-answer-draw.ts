"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answerDrawForm, type GameFormState, sessionEnded } from "./game-forms";

/** Accepts (the game ends drawn) or declines the opponent's draw offer. */
export async function answerDrawAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return sessionEnded;
  const outcome = await answerDrawForm(user.id, form, new Date());
  if (!outcome.ok) return outcome.state;
  revalidatePath("/");
  const answer = form.get("answer") === "accept" ? "draw-accepted" : "draw-declined";
  redirect(`/games/${outcome.gameId}?done=${answer}`);
}
