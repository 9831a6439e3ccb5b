// What the welcome's button does for a signed-in newcomer: their name and zone saved, the games
// they started by accepting announced, and where they go on to. Deliberately not a "use server"
// file: it takes the person's id, so only the server action (which reads it from the session) may
// call it; tests call it directly.
import { profileInput } from "@/lib/accounts/input";
import { updateProfile } from "@/lib/accounts/profile";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { config } from "@/lib/config";
import { announceAcceptedGames } from "@/lib/games/turn/start";
import { formText } from "@/lib/input/form-field";

export type WelcomeFormState = { error?: string; values?: { name: string; timeZone: string } };

/** What was typed, to show again when it was not saved. */
export function typedProfile(form: FormData) {
  return { name: formText(form, "name") ?? "", timeZone: formText(form, "timeZone") ?? "" };
}

export type WelcomeSaved = { ok: true; next: string } | { ok: false; state: WelcomeFormState };

export async function saveWelcomeForm(userId: string, form: FormData, now: Date): Promise<WelcomeSaved> {
  const values = typedProfile(form);
  const parsed = profileInput.safeParse(values);
  if (!parsed.success) return { ok: false, state: { error: parsed.error.issues[0].message, values } };
  await updateProfile(userId, parsed.data);
  // The player who was waiting now hears of the games this newcomer accepted, by their name.
  await announceAcceptedGames(userId, now);
  // The form's callbackUrl is whatever the page was opened with: only a path on this site (an
  // open redirect from our own welcome would be a phishing tool).
  return { ok: true, next: safeCallbackPath(formText(form, "callbackUrl"), config().appUrl) };
}
