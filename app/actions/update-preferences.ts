"use server";

import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { unsubscribeKeyOwner } from "@/lib/mail/unsubscribe";
import {
  computerMailInput,
  type MailChoice,
  mailChoiceInput,
  replyMovesInput,
  setComputerMail,
  setMailChoice,
  setReplyMoves,
} from "@/lib/notify/preferences";
import { clientKey } from "./client-key";

export type PreferencesState = { error?: string; saved?: MailChoice };

/**
 * Which game mail a person gets. From the account page it acts for the signed-in user; from
 * an email's unsubscribe page the form carries that email's key instead (no sign-in needed).
 */
export async function updatePreferences(state: PreferencesState, form: FormData): Promise<PreferencesState> {
  return answeringOutage({ error: outageSaying("your choice was not saved") }, () =>
    updatePreferencesNow(state, form),
  );
}

async function updatePreferencesNow(_state: PreferencesState, form: FormData): Promise<PreferencesState> {
  const parsed = mailChoiceInput.safeParse({ choice: form.get("choice") ?? undefined });
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  const key = form.get("key");
  if (typeof key === "string" && key !== "") {
    const lookup = await unsubscribeKeyOwner(key, await clientKey(), new Date());
    if (!lookup.ok) {
      return {
        error:
          lookup.status === 429
            ? lookup.reason
            : "This unsubscribe link does not work. Sign in to change your email settings.",
      };
    }
    await setMailChoice(lookup.person.id, parsed.data.choice);
    return { saved: parsed.data.choice };
  }
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Sign in again to change your email settings." };
  await setMailChoice(user.id, parsed.data.choice);
  revalidatePath("/account");
  return { saved: parsed.data.choice };
}

export type ReplyMovesState = { error?: string; saved?: boolean };

/** The account page's switch for moving by reply (signed in only). */
export async function updateReplyMoves(_state: ReplyMovesState, form: FormData): Promise<ReplyMovesState> {
  const parsed = replyMovesInput.safeParse({ replyMoves: form.get("replyMoves") ?? undefined });
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  return answeringOutage({ error: outageSaying("your choice was not saved") }, async () => {
    const user = await currentUser();
    if (!user) return { error: "Your session has ended. Sign in again to change your email settings." };
    await setReplyMoves(user.id, parsed.data.replyMoves);
    revalidatePath("/account");
    return { saved: parsed.data.replyMoves };
  });
}

export type ComputerMailState = { error?: string; saved?: boolean };

/** The account page's switch for email about games against the computer (signed in only). */
export async function updateComputerMail(
  _state: ComputerMailState,
  form: FormData,
): Promise<ComputerMailState> {
  const parsed = computerMailInput.safeParse({ computerMail: form.get("computerMail") ?? undefined });
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  return answeringOutage({ error: outageSaying("your choice was not saved") }, async () => {
    const user = await currentUser();
    if (!user) return { error: "Your session has ended. Sign in again to change your email settings." };
    await setComputerMail(user.id, parsed.data.computerMail);
    revalidatePath("/account");
    return { saved: parsed.data.computerMail };
  });
}
