"use server";

import { redirect } from "next/navigation";
import {
  createFields,
  createTournamentForm,
  type TournamentFormState,
  withdrawTournamentForm,
} from "@/app/_forms/tournament";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";
import { formText as text } from "@/lib/input/form-field";
import { cancelTournament, joinTournament, leaveTournament } from "@/lib/tournaments/entries";
import { joinInput, tournamentIdInput } from "@/lib/tournaments/input";

export type { TournamentFormState };

const signInFirst = "Your session has ended. Sign in again, then try once more.";

/** Create a tournament; lands on its page. */
export async function createTournamentAction(
  _state: TournamentFormState,
  form: FormData,
): Promise<TournamentFormState> {
  const values = Object.fromEntries(createFields.map((name) => [name, text(form, name) ?? ""]));
  const created = await asSignedIn(
    {
      unavailable: {
        ok: false as const,
        state: { error: outageSaying("the tournament was not created"), values },
      },
      signedOut: { ok: false as const, state: { error: signInFirst, values } },
    },
    (user) => createTournamentForm(user, form, new Date()),
  );
  if (!created.ok) return created.state;
  redirect(`/tournaments/${created.tournamentId}?created=1`);
}

/**
 * A button that names one tournament: read its id, take the player from the session, and `act`;
 * while the database is away, say so and change nothing. `act` redirects when it is done.
 */
function onTournament(
  form: FormData,
  unavailable: string,
  act: (tournamentId: string, userId: string) => Promise<TournamentFormState>,
): Promise<TournamentFormState> {
  const parsed = tournamentIdInput.safeParse({ tournamentId: text(form, "tournamentId") });
  if (!parsed.success) return Promise.resolve({ error: parsed.error.issues[0].message });
  return asSignedIn(
    { unavailable: { error: outageSaying(unavailable) }, signedOut: { error: signInFirst } },
    (user) => act(parsed.data.tournamentId, user.id),
  );
}

/** Join; an invitation-only tournament's page sends the key of the link it was opened by. */
export async function joinTournamentAction(
  _state: TournamentFormState,
  form: FormData,
): Promise<TournamentFormState> {
  const parsed = joinInput.safeParse({ tournamentId: text(form, "tournamentId"), key: text(form, "key") });
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  const { tournamentId, key } = parsed.data;
  const joined = await asSignedIn(
    { unavailable: { error: outageSaying("you did not join") }, signedOut: { error: signInFirst } },
    async (user): Promise<TournamentFormState | { ok: true }> => {
      const done = await joinTournament(tournamentId, user.id, key, new Date());
      return done.ok ? { ok: true } : { error: done.reason };
    },
  );
  if ("ok" in joined) redirect(`/tournaments/${tournamentId}?joined=1`);
  return joined;
}

/** Leave before the start; lands on the list (an invitation-only page may be closed to them now). */
export async function leaveTournamentAction(
  _state: TournamentFormState,
  form: FormData,
): Promise<TournamentFormState> {
  let left = false;
  const state = await onTournament(form, "you have not left", async (id, userId) => {
    const done = await leaveTournament(id, userId);
    left = done.ok;
    return done.ok ? {} : { error: done.reason };
  });
  if (left) redirect("/tournaments?left=1");
  return state;
}

/** Withdraw from a running tournament, asked first. */
export async function withdrawTournamentAction(
  _state: TournamentFormState,
  form: FormData,
): Promise<TournamentFormState> {
  let withdrawnFrom: string | null = null;
  const state = await onTournament(form, "you have not withdrawn", async (id, userId) => {
    const done = await withdrawTournamentForm(userId, id, form, new Date());
    if (done.ok) withdrawnFrom = id;
    return done.ok ? {} : done.state;
  });
  if (withdrawnFrom) redirect(`/tournaments/${withdrawnFrom}?withdrawn=1`);
  return state;
}

/** The creator calls it off before the start, asked first. */
export async function cancelTournamentAction(
  _state: TournamentFormState,
  form: FormData,
): Promise<TournamentFormState> {
  if (text(form, "confirmed") !== "yes") return { confirm: true };
  let cancelledId: string | null = null;
  const state = await onTournament(form, "the tournament was not cancelled", async (id, userId) => {
    const done = await cancelTournament(id, userId);
    if (done.ok) cancelledId = id;
    return done.ok ? {} : { error: done.reason };
  });
  if (cancelledId) redirect(`/tournaments/${cancelledId}?cancelled=1`);
  return state;
}
