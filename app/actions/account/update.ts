"use server";

import { revalidatePath } from "next/cache";
import { asSignedIn } from "@/app/_shared/signed-in";
import { profileInput } from "@/lib/accounts/input";
import { updateProfile } from "@/lib/accounts/profile";
import { outageSaying } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";

export type AccountFormState = {
  error?: string;
  saved?: boolean;
  values?: { name: string; timeZone: string };
};

function typedAccount(form: FormData) {
  return { name: formText(form, "name") ?? "", timeZone: formText(form, "timeZone") ?? "" };
}

export async function updateAccount(_state: AccountFormState, form: FormData): Promise<AccountFormState> {
  const values = typedAccount(form);
  const answers = {
    unavailable: { error: outageSaying("your changes were not saved"), values },
    signedOut: { error: "Your session has ended. Sign in again to change your account.", values },
  };
  return asSignedIn<AccountFormState>(answers, async (user) => {
    const parsed = profileInput.safeParse(values);
    if (!parsed.success) return { error: parsed.error.issues[0].message, values };
    await updateProfile(user.id, parsed.data);
    revalidatePath("/", "layout");
    return { saved: true, values: parsed.data };
  });
}
