"use server";

import { revalidatePath } from "next/cache";
import { type ChatFormState, chatFormFor } from "@/app/_forms/chat";
import { sessionEnded } from "@/app/_forms/game";
import { asSignedIn } from "@/app/_shared/signed-in";
import { outageSaying } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";

/** Sends a chat message in a game; the page shows it in the conversation at once. */
export async function sendChatAction(state: ChatFormState, form: FormData): Promise<ChatFormState> {
  const typed = formText(form, "message") ?? "";
  const sent = sentBefore(state);
  const answers = {
    unavailable: { sent, error: outageSaying("your message was not sent"), message: typed },
    signedOut: { sent, error: sessionEnded.error, message: typed },
  };
  return asSignedIn<ChatFormState>(answers, async (user) => {
    const outcome = await chatFormFor(user.id, form, new Date());
    if (!outcome.ok) return { sent, error: outcome.error, message: outcome.message };
    revalidatePath(`/games/${outcome.gameId}`);
    return { sent: sent + 1 };
  });
}

/**
 * The count the form's state carries. The state comes from the request like any field (the page
 * sends back what it was last given), so one that is missing or not a count starts from 0
 * instead of throwing (a 500 in the fuzz, tests/browser/fuzz.test.ts).
 */
function sentBefore(state: unknown): number {
  const sent = (state as { sent?: unknown } | null | undefined)?.sent;
  return typeof sent === "number" && Number.isSafeInteger(sent) && sent >= 0 ? sent : 0;
}
