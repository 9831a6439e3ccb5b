"use server";

import { revalidatePath } from "next/cache";
import { currentUser } from "@/lib/auth/session";
import { answeringOutage, outageSaying } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";
import { type ChatFormState, chatFormFor } from "./chat-form";
import { sessionEnded } from "./game-forms";

/** Sends a chat message in a game; the page shows it in the conversation at once. */
export async function sendChatAction(state: ChatFormState, form: FormData): Promise<ChatFormState> {
  const typed = formText(form, "message") ?? "";
  return answeringOutage(
    { sent: state.sent, error: outageSaying("your message was not sent"), message: typed },
    async () => {
      const user = await currentUser();
      if (!user) return { sent: state.sent, error: sessionEnded.error, message: typed };
      const outcome = await chatFormFor(user.id, form, new Date());
      if (!outcome.ok) return { sent: state.sent, error: outcome.error, message: outcome.message };
      revalidatePath(`/games/${outcome.gameId}`);
      return { sent: state.sent + 1 };
    },
  );
}
