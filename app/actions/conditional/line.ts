"use server";

import { redirect } from "next/navigation";
import { addLineFormFor, deleteLineFormFor, type LineFormState } from "@/app/_forms/conditional";
import { sessionEnded } from "@/app/_forms/game";
import { currentUser } from "@/lib/auth/session";

/** Adds a conditional line typed on the game page, then shows the game again (PRG). */
export async function addConditionalLine(_state: LineFormState, form: FormData): Promise<LineFormState> {
  const user = await currentUser();
  if (!user) return { error: sessionEnded.error };
  const outcome = await addLineFormFor(user.id, form);
  if (!outcome.ok) return outcome.state;
  redirect(`/games/${outcome.gameId}?done=line-added#conditional-moves`);
}

/** Deletes one conditional line. */
export async function deleteConditionalLine(_state: LineFormState, form: FormData): Promise<LineFormState> {
  const user = await currentUser();
  if (!user) return { error: sessionEnded.error };
  const outcome = await deleteLineFormFor(user.id, form);
  if (!outcome.ok) return outcome.state;
  redirect(`/games/${outcome.gameId}?done=line-deleted#conditional-moves`);
}
