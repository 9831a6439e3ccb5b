"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { type GameFormState, moveNotSent, playMoveForm, sessionEnded, typedMove } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { metrics } from "@/lib/ops/metrics";

/** The move form (board or text box): plays the move, then shows the game again (PRG). */
export async function sendMove(_state: GameFormState, form: FormData): Promise<GameFormState> {
  return asSignedIn(
    { unavailable: { error: moveNotSent, values: typedMove(form) }, signedOut: sessionEnded },
    async (user) => {
      const started = performance.now();
      const outcome = await playMoveForm(user.id, form, new Date());
      if (outcome.ok) metrics().moveSubmitSeconds.observe((performance.now() - started) / 1000);
      // A page the game has moved past shows the game as it stands, and says what became of the move.
      if (!outcome.ok && outcome.movedOn)
        redirect(`/games/${outcome.movedOn.gameId}?stale=${outcome.movedOn.ply}`);
      if (!outcome.ok) return outcome.state;
      revalidatePath("/");
      redirect(`/games/${outcome.gameId}?done=move`);
    },
  );
}
