// The conditional-moves forms of the game page: what a submission does for a signed-in player
// (schemas: lib/conditional/input.ts). Not a "use server" file: these take the player's id, so only
// the server actions (which read it from the session) call them.
import { addLineForm, deleteLineForm } from "@/lib/conditional/input";
import { addLine, deleteLine, type LineResult } from "@/lib/conditional/lines";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formText as text } from "@/lib/input/form-field";

/** What the add-line form shows after a refusal; the typed line is kept. */
export type LineFormState = { error?: string; values?: { moves: string } };

export type LineFormOutcome = { ok: true; gameId: string } | { ok: false; state: LineFormState };

const outcome = (gameId: string, result: LineResult, values?: LineFormState["values"]): LineFormOutcome =>
  result.ok ? { ok: true, gameId } : { ok: false, state: { error: result.reason, values } };

export async function addLineFormFor(userId: string, form: FormData): Promise<LineFormOutcome> {
  const values = { moves: text(form, "moves") ?? "" };
  const parsed = addLineForm.safeParse({
    gameId: text(form, "gameId"),
    ply: text(form, "ply"),
    moves: text(form, "moves"),
  });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message, values } };
  const { gameId, ply, moves } = parsed.data;
  return answeringOutage(
    { ok: false, state: { error: outageSaying("the line was not saved"), values } },
    async () => outcome(gameId, await addLine({ gameId, userId, ply, moves }), values),
  );
}

export async function deleteLineFormFor(userId: string, form: FormData): Promise<LineFormOutcome> {
  const parsed = deleteLineForm.safeParse({ gameId: text(form, "gameId"), line: text(form, "line") });
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message } };
  const { gameId, line } = parsed.data;
  return answeringOutage(
    { ok: false, state: { error: outageSaying("the line was not deleted") } },
    async () => outcome(gameId, await deleteLine({ gameId, userId, line })),
  );
}
