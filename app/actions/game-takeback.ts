"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { answerTakebackForm, type GameFormState, requestTakebackForm, sessionEnded } from "./game-forms";

/** Asks the opponent to let the player take their last move back. */
export async function requestTakebackAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("nothing was asked") }, async () => {
    const user = await currentUser();
    if (!user) return sessionEnded;
    const outcome = await requestTakebackForm(user.id, form, new Date());
    if (!outcome.ok) return outcome.state;
    redirect(`/games/${outcome.gameId}?done=takeback-asked`);
  });
}

/** Accepts (the moves are taken back) or declines the opponent's takeback request. */
export async function answerTakebackAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: outageSaying("your answer was not sent") }, async () => {
    const user = await currentUser();
    if (!user) return sessionEnded;
    const outcome = await answerTakebackForm(user.id, form, new Date());
    if (!outcome.ok) return outcome.state;
    redirect(
      `/games/${outcome.gameId}?done=${form.get("answer") === "accept" ? "takeback-accepted" : "takeback-declined"}`,
    );
  });
}
