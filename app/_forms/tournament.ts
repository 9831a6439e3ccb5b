// The tournament forms: what a submission does for a signed-in player (schema:
// lib/tournaments/input.ts). Not a "use server" file: these take the player's id, so only the
// server actions (which read it from the session) may call them; tests call them directly.
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { safeZone } from "@/lib/games/stored/deadline";
import { formText as text } from "@/lib/input/form-field";
import { createTournament } from "@/lib/tournaments/create";
import { createFields } from "@/lib/tournaments/fields";
import { createInput } from "@/lib/tournaments/input";
import { withdrawFromTournament } from "@/lib/tournaments/withdraw";

export type TournamentFormState = {
  /** A refusal of the whole form (a limit, the session), shown by its button. */
  error?: string;
  /** What is wrong with each field, by its name, shown at the field. */
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** Withdraw or cancel was pressed without its confirmation: ask first. */
  confirm?: boolean;
};

/** The first problem of each field, by field name; one that names no field is the form's. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const byField: Record<string, string> = {};
  for (const issue of issues) byField[String(issue.path[0] ?? "form")] ??= issue.message;
  return byField;
}

/**
 * A datetime-local field's "2026-12-01T18:00" is a wall-clock time in the player's zone: the
 * moment it names there, as ISO text for the schema. Anything else goes to the schema as typed, which
 * says what is wrong with it.
 */
export function zonedStart(typed: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(typed.trim());
  if (!match) return typed;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment, read back through Intl; a second pass settles the hour a
  // clock change moves.
  let at = asUtc;
  for (let pass = 0; pass < 2; pass++) at = asUtc - offsetMs(at, safeZone(timeZone));
  return new Date(at).toISOString();
}

function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** Create a tournament: its id, or the form again with each problem at its field. */
export async function createTournamentForm(
  user: { id: string; timeZone: string },
  form: FormData,
  now: Date,
): Promise<{ ok: true; tournamentId: string } | { ok: false; state: TournamentFormState }> {
  const values = Object.fromEntries(createFields.map((name) => [name, text(form, name) ?? ""]));
  const parsed = createInput(now).safeParse({
    ...values,
    startsAt: zonedStart(values.startsAt, user.timeZone),
  });
  if (!parsed.success) return { ok: false, state: { fieldErrors: fieldErrors(parsed.error.issues), values } };
  const created = await answeringOutage(
    { ok: false as const, status: 409 as const, reason: outageSaying("the tournament was not created") },
    () => createTournament(user.id, parsed.data, now),
  );
  if (created.ok) return created;
  const refusal = created as { reason: string; field?: string };
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
export async function withdrawTournamentForm(
  userId: string,
  tournamentId: string,
  form: FormData,
  now: Date,
): Promise<{ ok: true } | { ok: false; state: TournamentFormState }> {
  if (text(form, "confirmed") !== "yes") return { ok: false, state: { confirm: true } };
  const done = await withdrawFromTournament(tournamentId, userId, now);
  return done.ok ? { ok: true } : { ok: false, state: { error: done.reason } };
}

export { createFields };
