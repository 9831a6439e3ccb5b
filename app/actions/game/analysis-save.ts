"use server";

import { analysisSizeLimit } from "@/lib/analysis/input";
import { saveAnalysis } from "@/lib/analysis/keep";
import type { StoredMove } from "@/lib/analysis/stored";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";
import { fromDigits } from "@/lib/input/number";

/** What the analysis board hears after a save: the kept copy's revision (and the merged tree), or why not. */
export type AnalysisSaveAnswer =
  | { ok: true; revision: number; merged: StoredMove[] | null }
  | { ok: false; error: string };

/** The moves field: JSON of the kept form, read only when it is of a size a kept analysis can be. */
function movesOf(form: FormData): unknown {
  const text = formText(form, "moves");
  if (text === undefined || text.length > analysisSizeLimit * 2) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Keeps the analysis board's tree for the signed-in person (sent by the board as it changes). */
export async function saveAnalysisAction(form: FormData): Promise<AnalysisSaveAnswer> {
  return answeringOutage({ ok: false, error: outageSaying("your analysis was not saved") }, async () => {
    const user = await currentUser();
    if (!user) return { ok: false, error: "Your session has ended: sign in again to keep your analysis." };
    const result = await saveAnalysis(
      user.id,
      {
        gameId: formText(form, "gameId"),
        revision: fromDigits(formText(form, "revision")),
        moves: movesOf(form),
      },
      new Date(),
    );
    if (!result.ok) return { ok: false, error: result.reason };
    return { ok: true, revision: result.revision, merged: result.merged ? result.moves : null };
  });
}
