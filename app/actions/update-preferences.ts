"use server";

import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import {
  findByUnsubscribeKey,
  type MailChoice,
  mailChoiceInput,
  setMailChoice,
} from "@/lib/notify/preferences";

export type PreferencesState = { error?: string; saved?: MailChoice };

/**
 * Which game mail a person gets. From the account page it acts for the signed-in user; from
 * an email's unsubscribe page the form carries that person's key instead (no sign-in needed).
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
  const byKey = typeof key === "string" && key !== "";
  const userId = byKey ? (await findByUnsubscribeKey(key))?.id : (await currentUser())?.id;
  if (!userId)
    return {
      error: byKey
        ? "This unsubscribe link does not work. Sign in to change your email settings."
        : "Your session has ended. Sign in again to change your email settings.",
    };
  await setMailChoice(userId, parsed.data.choice);
  if (!byKey) revalidatePath("/account");
  return { saved: parsed.data.choice };
}
