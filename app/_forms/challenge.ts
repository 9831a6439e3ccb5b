// The challenge forms: what a submission does for a signed-in player (schema: lib/challenges/input.ts).
// Deliberately not a "use server" file: these take the player's id, so only the server actions
// (which read it from the session) may call them; tests call them directly.
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge, withdrawChallenge } from "@/lib/challenges/post";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formText as text } from "@/lib/input/form-field";

export type ChallengeFormState = {
  /** A refusal of the whole form (a limit, the session), shown by its button. */
  error?: string;
  /** What is wrong with each field, by its name, shown at the field. */
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** Withdraw was pressed without its confirmation: ask first. */
  confirm?: boolean;
};

/** The post form's fields, as the page names them (and the schema's keys). */
export const postFields = [
  "gameType",
  "colour",
  "daysPerMove",
  "incrementDays",
  "takebacks",
  "rated",
  "minRating",
  "maxRating",
  "note",
  "expiresInDays",
] as const;

/** The first problem of each field, by field name; one that names no field is the form's. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    byField[field] ??= issue.message;
  }
  return byField;
}

/** Post an open challenge: its id, or the form again with each problem at its field. */
export async function postChallengeForm(
  userId: string,
  form: FormData,
  now: Date,
): Promise<{ ok: true; challengeId: string } | { ok: false; state: ChallengeFormState }> {
  const values = Object.fromEntries(postFields.map((name) => [name, text(form, name) ?? ""]));
  const parsed = challengeInput.safeParse(values);
  if (!parsed.success) return { ok: false, state: { fieldErrors: fieldErrors(parsed.error.issues), values } };
  const posted = await answeringOutage(
    { ok: false as const, status: 409 as const, reason: outageSaying("your challenge was not posted") },
    () => postChallenge(userId, parsed.data, now),
  );
  if (posted.ok) return posted;
  // A range that leaves out its own poster is said at the range, as the tournament form says it.
  const refusal = posted as { reason: string; field?: string };
  return {
    ok: false,
    state: refusal.field
      ? { fieldErrors: { [refusal.field]: refusal.reason }, values }
      : { error: refusal.reason, values },
  };
}

/**
 * Withdraw, only with its confirmation: a press without it (the first press on a page without
 * JavaScript) only asks the question, and changes nothing.
 */
export async function withdrawForm(
  userId: string,
  challengeId: string,
  form: FormData,
  now: Date,
): Promise<{ ok: true } | { ok: false; state: ChallengeFormState }> {
  if (text(form, "confirmed") !== "yes") return { ok: false, state: { confirm: true } };
  const done = await withdrawChallenge(challengeId, userId, now);
  return done.ok ? done : { ok: false, state: { error: done.reason } };
}
