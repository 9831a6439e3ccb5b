"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { startComputerGame } from "@/lib/bot/start";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formTexts } from "@/lib/input/form-field";

export type ComputerGameFormState = { error?: string; values?: Record<string, string> };

const fields = ["gameType", "level", "colour", "daysPerMove", "incrementDays"] as const;

const typedValues = (form: FormData) => formTexts(form, fields);

/** "Play the computer": the game starts at once and its page opens. */
export async function computerGameAction(
  _state: ComputerGameFormState,
  form: FormData,
): Promise<ComputerGameFormState> {
  const values = typedValues(form);
  const started = await answeringOutage(
    { ok: false as const, status: 400 as const, reason: outageSaying("the game was not started") },
    async () => {
      const user = await currentUser();
      if (!user)
        return {
          ok: false as const,
          status: 400 as const,
          reason: "Your session has ended. Sign in again, then start the game.",
        };
      return startComputerGame(user.id, values, new Date());
    },
  );
  if (!started.ok) return { error: started.reason, values };
  redirect(`/games/${started.gameId}`);
}
