"use server";

import { redirect } from "next/navigation";
import type { GameFormState } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";
import { askForReview } from "@/lib/review/ask";

/** "Ask for a review" on a finished game with none: queues it, then shows the game (pending). */
export async function askForReviewAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const answers = {
    unavailable: { error: outageSaying("no review was asked for") },
    signedOut: { error: "Sign in to ask for a review." },
  };
  return asSignedIn(answers, async (user) => {
    const asked = await askForReview(formText(form, "gameId") ?? "", user.id, new Date());
    if (!asked.ok) return { error: asked.reason };
    redirect(`/games/${asked.gameId}?done=review-asked`);
  });
}
