"use server";

import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/session";
import { type GameFormState, offerDrawForm } from "./game-forms";

/** Offers a draw without moving; the opponent sees a banner to accept or decline. */
export async function offerDrawAction(_state: GameFormState, form: FormData): Promise<GameFormState> {
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Open the game from its email link, or sign in again." };
  const outcome = await offerDrawForm(user.id, form);
  if (!outcome.ok) return outcome.state;
  redirect(`/games/${outcome.gameId}?done=draw-offered`);
}
