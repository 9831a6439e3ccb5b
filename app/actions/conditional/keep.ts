"use server";

import { addLineFormFor, deleteLineFormFor, type LineFormOutcome } from "@/app/_forms/conditional";
import { sessionEnded } from "@/app/_forms/game";
// Conditional lines kept and deleted from a board that stays where it is (the analysis board, the
// game page's line board): the same forms and service as the game page's (conditional-forms.ts),
// answered with the player's lines as they now stand instead of a new page. Nothing is revalidated
// here: that would draw the page again under the board being played on (the game page's board
// asks for its list again itself).
import { currentUser } from "@/lib/auth/session";
import { conditionalMovesOf } from "@/lib/conditional/lines";
import type { LineMove } from "@/lib/conditional/tree";
import { answeringOutage } from "@/lib/db/unavailable";

/** After a submission: the lines as they now stand (and what was done), or why nothing changed. */
export type KeptLinesState = { error?: string; done?: string; lines?: LineMove[][]; ply?: number };

async function answer(userId: string, outcome: LineFormOutcome, done: string): Promise<KeptLinesState> {
  if (!outcome.ok) return { error: outcome.state.error };
  const mine = await answeringOutage(null, () => conditionalMovesOf(outcome.gameId, userId));
  if (!mine) return { done: `${done} Reload the page to see your lines.` };
  return { done, lines: mine.lines, ply: mine.ply };
}

/** Keeps the board's line as conditional moves. */
export async function keepConditionalLine(_state: KeptLinesState, form: FormData): Promise<KeptLinesState> {
  const user = await currentUser();
  if (!user) return { error: sessionEnded.error };
  return answer(user.id, await addLineFormFor(user.id, form), "Line kept.");
}

/** Deletes one conditional line. */
export async function dropConditionalLine(_state: KeptLinesState, form: FormData): Promise<KeptLinesState> {
  const user = await currentUser();
  if (!user) return { error: sessionEnded.error };
  return answer(user.id, await deleteLineFormFor(user.id, form), "Line deleted.");
}
