"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { profileInput } from "@/lib/accounts/input";
import { updateProfile } from "@/lib/accounts/profile";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { currentUser } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { announceAcceptedGames } from "@/lib/games/start";
import { formText } from "@/lib/input/form-field";

export type WelcomeFormState = { error?: string; values?: { name: string; timeZone: string } };

function typedProfile(form: FormData) {
  return { name: formText(form, "name") ?? "", timeZone: formText(form, "timeZone") ?? "" };
}

/** The welcome's one button: the name and zone are saved, and the newcomer goes on where they were going. */
export async function saveWelcome(state: WelcomeFormState, form: FormData): Promise<WelcomeFormState> {
  return answeringOutage({ error: outageSaying("your name was not saved"), values: typedProfile(form) }, () =>
    saveWelcomeNow(state, form),
  );
}

async function saveWelcomeNow(_state: WelcomeFormState, form: FormData): Promise<WelcomeFormState> {
  const values = typedProfile(form);
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Sign in again, then choose your name.", values };
  const parsed = profileInput.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues[0].message, values };
  await updateProfile(user.id, parsed.data);
  // The player who was waiting now hears of the games this newcomer accepted, by their name.
  await announceAcceptedGames(user.id, new Date());
  revalidatePath("/", "layout");
  redirect(safeCallbackPath(formText(form, "callbackUrl"), config().appUrl));
}
