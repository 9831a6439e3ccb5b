"use server";

import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { confirmReply, outcomeSummary } from "@/lib/inbound/confirm";
import { confirmKeyInput } from "@/lib/inbound/input";

export type ConfirmReplyState = { error?: string; done?: string };

/** The confirm link's button: plays the reply we could not authenticate, once. */
export async function confirmReplyAction(
  _state: ConfirmReplyState,
  form: FormData,
): Promise<ConfirmReplyState> {
  const parsed = confirmKeyInput.safeParse({ key: form.get("key") ?? undefined });
  if (!parsed.success) return { error: parsed.error.issues[0].message };
  return answeringOutage({ error: outageSaying("your reply was not confirmed") }, async () => {
    const result = await confirmReply(parsed.data.key, new Date());
    if (!result.ok) return { error: result.reason };
    if (result.outcome.kind === "refused") return { error: outcomeSummary(result.outcome) };
    return { done: outcomeSummary(result.outcome) };
  });
}
