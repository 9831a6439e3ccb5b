"use server";

import { revalidatePath } from "next/cache";
import { profileInput, updateProfile } from "@/lib/accounts/profile";
import { currentUser } from "@/lib/auth/session";

export type AccountFormState = {
  error?: string;
  saved?: boolean;
  values?: { name: string; timeZone: string };
};

export async function updateAccount(_state: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = { name: String(form.get("name") ?? ""), timeZone: String(form.get("timeZone") ?? "") };
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Sign in again to change your account.", values };
  const parsed = profileInput.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues[0].message, values };
  await updateProfile(user.id, parsed.data);
  revalidatePath("/", "layout");
  return { saved: true, values: parsed.data };
}
