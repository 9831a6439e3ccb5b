"use server";

import { revalidatePath } from "next/cache";
import { clientKey } from "@/app/_shared/client-key";
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

/** An on/off setting's form (app/account/switch-form.tsx): its error, or what was saved. */
export type SwitchState = { error?: string; saved?: boolean };

/** A switch of the signed-in person's, saved once its value has read; the account page shows it again. */
async function saveSwitch(
  parsed: { success: true; data: boolean } | { success: false; error: { issues: { message: string }[] } },
  save: (userId: string, on: boolean) => Promise<void>,
): Promise<SwitchState> {
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  return answeringOutage<SwitchState>({ error: outageSaying("your choice was not saved") }, async () => {
    const user = await currentUser();
    if (!user) return { error: "Your session has ended. Sign in again to change your email settings." };
    await save(user.id, parsed.data);
    revalidatePath("/account");
    return { saved: parsed.data };
  });
}

/** The account page's switch for moving by reply (signed in only). */
export async function updateReplyMoves(_state: SwitchState, form: FormData): Promise<SwitchState> {
  return saveSwitch(replyMovesInput.safeParse(form.get("replyMoves") ?? undefined), setReplyMoves);
}

/** The account page's switch for email about games against the computer (signed in only). */
export async function updateComputerMail(_state: SwitchState, form: FormData): Promise<SwitchState> {
  return saveSwitch(computerMailInput.safeParse(form.get("computerMail") ?? undefined), setComputerMail);
}
