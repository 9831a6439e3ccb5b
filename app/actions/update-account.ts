"use server";

import { revalidatePath } from "next/cache";
import { profileInput, updateProfile } from "@/lib/accounts/profile";
import { currentUser } from "@/lib/auth/session";
import { formText } from "@/lib/input/form-field";

export type AccountFormState = {
  error?: string;
  saved?: boolean;
  values?: { name: string; timeZone: string };
};

export async function updateAccount(_state: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = { name: formText(form, "name") ?? "", timeZone: formText(form, "timeZone") ?? "" };
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Sign in again to change your account.", values };
  const parsed = profileInput.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues[0].message, values };
  await updateProfile(user.id, parsed.data);
  revalidatePath("/", "layout");
  return { saved: true, values: parsed.data };
}
