"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage } from "@/lib/db/unavailable";
import { metrics } from "@/lib/ops/metrics";
import { type GameFormState, moveNotSent, playMoveForm, sessionEnded, typedMove } from "./game-forms";

/** The move form (board or text box): plays the move, then shows the game again (PRG). */
export async function sendMove(state: GameFormState, form: FormData): Promise<GameFormState> {
  return answeringOutage({ error: moveNotSent, values: typedMove(form) }, () => sendMoveNow(state, form));
}

async function sendMoveNow(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return sessionEnded;
  const started = performance.now();
  const outcome = await playMoveForm(user.id, form, new Date());
  if (outcome.ok) metrics().moveSubmitSeconds.observe((performance.now() - started) / 1000);
  // A page the game has moved past shows the game as it stands, and says what became of the move.
  if (!outcome.ok && outcome.movedOn)
    redirect(`/games/${outcome.movedOn.gameId}?stale=${outcome.movedOn.ply}`);
  if (!outcome.ok) return outcome.state;
  revalidatePath("/");
  redirect(`/games/${outcome.gameId}?done=move`);
}
