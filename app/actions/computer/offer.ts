"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { acceptComputerOffer } from "@/lib/bot/fallback";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { isRecordId } from "@/lib/input/record-id";

export type ComputerOfferState = { error?: string };

/** The lobby's fallback: the poster of a challenge nobody took up plays the computer instead. */
export async function computerOfferAction(
  _state: ComputerOfferState,
  form: FormData,
): Promise<ComputerOfferState> {
  const challengeId = form.get("challengeId");
  const started = await answeringOutage(
    { ok: false as const, reason: outageSaying("the game was not started") },
    async () => {
      const user = await currentUser();
      if (!user)
        return { ok: false as const, reason: "Your session has ended. Sign in again, then start the game." };
      if (!isRecordId(challengeId))
        return { ok: false as const, reason: "There is no such challenge of yours." };
      return acceptComputerOffer(challengeId, user.id, new Date());
    },
  );
  if (!started.ok) return { error: started.reason };
  redirect(`/games/${started.gameId}`);
}
