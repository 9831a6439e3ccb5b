"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { saveWelcomeForm, typedProfile, type WelcomeFormState } from "@/app/_forms/welcome";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";

export type { WelcomeFormState } from "@/app/_forms/welcome";

/** The welcome's one button: the name and zone are saved, and the newcomer goes on where they were going. */
export async function saveWelcome(state: WelcomeFormState, form: FormData): Promise<WelcomeFormState> {
  return answeringOutage({ error: outageSaying("your name was not saved"), values: typedProfile(form) }, () =>
    saveWelcomeNow(state, form),
  );
}

async function saveWelcomeNow(_state: WelcomeFormState, form: FormData): Promise<WelcomeFormState> {
  const user = await currentUser();
  if (!user)
    return {
      error: "Your session has ended. Sign in again, then choose your name.",
      values: typedProfile(form),
    };
  const saved = await saveWelcomeForm(user.id, form, new Date());
  if (!saved.ok) return saved.state;
  revalidatePath("/", "layout");
  redirect(saved.next);
}
