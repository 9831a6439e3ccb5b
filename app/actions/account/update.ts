"use server";

import { revalidatePath } from "next/cache";
import { profileInput } from "@/lib/accounts/input";
import { updateProfile } from "@/lib/accounts/profile";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";

export type AccountFormState = {
  error?: string;
  saved?: boolean;
  values?: { name: string; timeZone: string };
};

function typedAccount(form: FormData) {
  return { name: formText(form, "name") ?? "", timeZone: formText(form, "timeZone") ?? "" };
}

export async function updateAccount(state: AccountFormState, form: FormData): Promise<AccountFormState> {
  return answeringOutage(
    { error: outageSaying("your changes were not saved"), values: typedAccount(form) },
    () => updateAccountNow(state, form),
  );
}

async function updateAccountNow(_state: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = typedAccount(form);
  const user = await currentUser();
  if (!user) return { error: "Your session has ended. Sign in again to change your account.", values };
  const parsed = profileInput.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues[0].message, values };
  await updateProfile(user.id, parsed.data);
  revalidatePath("/", "layout");
  return { saved: true, values: parsed.data };
}
