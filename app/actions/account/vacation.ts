"use server";

import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";
import { vacationForm } from "@/lib/vacation/input";
import { comeBack, startVacation } from "@/lib/vacation/vacation";

export type VacationFormState = { error?: string; done?: string; values?: { until: string } };

const signedOut = "Your session has ended. Sign in again to change your vacation.";

/** Starts a vacation until the chosen day: every running game pauses. */
export async function startVacationAction(
  _state: VacationFormState,
  form: FormData,
): Promise<VacationFormState> {
  const values = { until: formText(form, "until") ?? "" };
  return answeringOutage({ error: outageSaying("no vacation was started"), values }, async () => {
    const user = await currentUser();
    if (!user) return { error: signedOut, values };
    const parsed = vacationForm.safeParse(values);
    if (!parsed.success) return { error: parsed.error.issues[0].message, values };
    const started = await startVacation(user.id, parsed.data.until, new Date());
    if (!started.ok) return { error: started.reason, values };
    revalidatePath("/", "layout");
    return { done: "started" };
  });
}

/** Ends the vacation now: the games run again and the unused days go back to the allowance. */
export async function comeBackAction(_state: VacationFormState, _form: FormData): Promise<VacationFormState> {
  return answeringOutage({ error: outageSaying("your vacation goes on") }, async () => {
    const user = await currentUser();
    if (!user) return { error: signedOut };
    await comeBack(user.id, new Date());
    revalidatePath("/", "layout");
    return { done: "ended" };
  });
}
