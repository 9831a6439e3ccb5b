"use server";

import { redirect } from "next/navigation";
import { answerTakebackForm, type GameFormState, requestTakebackForm, sessionEnded } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";

/** Asks the opponent to let the player take their last move back. */
export async function requestTakebackAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return asSignedIn(
    { unavailable: { error: outageSaying("nothing was asked") }, signedOut: sessionEnded },
    async (user) => {
      const outcome = await requestTakebackForm(user.id, form, new Date());
      if (!outcome.ok) return outcome.state;
      redirect(`/games/${outcome.gameId}?done=takeback-asked`);
    },
  );
}

/** Accepts (the moves are taken back) or declines the opponent's takeback request. */
export async function answerTakebackAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return asSignedIn(
    { unavailable: { error: outageSaying("your answer was not sent") }, signedOut: sessionEnded },
    async (user) => {
      const outcome = await answerTakebackForm(user.id, form, new Date());
      if (!outcome.ok) return outcome.state;
      redirect(
        `/games/${outcome.gameId}?done=${form.get("answer") === "accept" ? "takeback-accepted" : "takeback-declined"}`,
      );
    },
  );
}
