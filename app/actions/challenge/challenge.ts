"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { type ChallengeFormState, postChallengeForm, postFields, withdrawForm } from "@/app/_forms/challenge";
import { clientKey } from "@/app/_shared/client-key";
import { currentUser } from "@/lib/auth/session";
import { acceptChallenge } from "@/lib/challenges/accept";
import { type FollowChoice, followChoices, setFollow, unfollowAll } from "@/lib/challenges/follow";
import { challengeIdInput } from "@/lib/challenges/input";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { gameIds } from "@/lib/games/catalog/catalog";
import { formText as text } from "@/lib/input/form-field";
import { unsubscribeKeyOwner } from "@/lib/mail/unsubscribe";

export type { ChallengeFormState };

const signInFirst = "Your session has ended. Sign in again, then try once more.";

/** Post an open challenge; lands on the lobby, which shows it. */
export async function postChallengeAction(
  _state: ChallengeFormState,
  form: FormData,
): Promise<ChallengeFormState> {
  const user = await currentUser();
  if (!user)
    return {
      error: signInFirst,
      values: Object.fromEntries(postFields.map((n) => [n, text(form, n) ?? ""])),
    };
  const posted = await postChallengeForm(user.id, form, new Date());
  if (!posted.ok) return posted.state;
  redirect(`/challenges?posted=${posted.challengeId}`);
}

/**
 * A button that names one challenge (accept, withdraw): read it, take the player from the session,
 * and `act`; while the database is away, say so and change nothing.
 */
async function onChallenge<R extends { ok: boolean; reason?: string }>(
  form: FormData,
  unavailable: string,
  act: (challengeId: string, userId: string) => Promise<R>,
): Promise<R | { ok: false; reason: string }> {
  const parsed = challengeIdInput.safeParse({ challengeId: text(form, "challengeId") });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0].message };
  const user = await currentUser();
  if (!user) return { ok: false, reason: signInFirst };
  return answeringOutage<R | { ok: false; reason: string }>(
    { ok: false, reason: outageSaying(unavailable) },
    () => act(parsed.data.challengeId, user.id),
  );
}

/** Accept: the game starts and the player lands on it (so does the winner clicking again). */
export async function acceptChallengeAction(
  _state: ChallengeFormState,
  form: FormData,
): Promise<ChallengeFormState> {
  const accepted = await onChallenge(form, "the challenge was not accepted", (id, userId) =>
    acceptChallenge(id, userId, new Date()),
  );
  if (accepted.ok) redirect(`/games/${accepted.gameId}`);
  if ("gameId" in accepted && accepted.gameId) redirect(`/games/${accepted.gameId}`);
  return { error: accepted.reason };
}

export async function withdrawChallengeAction(
  _state: ChallengeFormState,
  form: FormData,
): Promise<ChallengeFormState> {
  const done = await onChallenge(form, "the challenge was not withdrawn", (id, userId) =>
    withdrawForm(userId, id, form, new Date()),
  );
  if (!done.ok) return "state" in done ? done.state : { error: done.reason };
  redirect("/challenges?withdrawn=1");
}

export type FollowState = { error?: string; saved?: Record<string, FollowChoice> };

/** The lobby's "email me about new challenges" choices, one per game. */
export async function followAction(_state: FollowState, form: FormData): Promise<FollowState> {
  const user = await currentUser();
  if (!user) return { error: signInFirst };
  const choices: [string, FollowChoice][] = [];
  for (const game of gameIds) {
    const choice = text(form, `follow-${game}`) ?? "off";
    if (!(followChoices as readonly string[]).includes(choice))
      return { error: "Choose off, at once or daily." };
    choices.push([game, choice as FollowChoice]);
  }
  return answeringOutage<FollowState>({ error: outageSaying("your choice was not saved") }, async () => {
    for (const [game, choice] of choices) await setFollow(user.id, game, choice);
    revalidatePath("/challenges");
    return { saved: Object.fromEntries(choices) };
  });
}

export type StopFollowsState = { error?: string; stopped?: number };

/** From an email's preferences page (no sign-in: the key in the address is the proof). */
export async function stopFollowsAction(_state: StopFollowsState, form: FormData): Promise<StopFollowsState> {
  const key = text(form, "key") ?? "";
  return answeringOutage<StopFollowsState>({ error: outageSaying("nothing was changed") }, async () => {
    const lookup = await unsubscribeKeyOwner(key, await clientKey(), new Date());
    if (!lookup.ok)
      return { error: "This link does not work. Sign in, then change it on the Challenges page." };
    return { stopped: await unfollowAll(lookup.person.id) };
  });
}
