// The game chat's form (not a "use server" file: it takes the player's id, so only the server
// action, which reads it from the session, may call it; tests call it directly).
import { sendChat } from "@/lib/games/talk/chat";
import { chatForm } from "@/lib/games/turn/input";
import { formText as text } from "@/lib/input/form-field";

/**
 * The chat form after a submission: how many messages this form has sent (the text box empties
 * when it grows), or why the last one was not sent, with what was typed kept.
 */
export type ChatFormState = { sent: number; error?: string; message?: string };

export type ChatFormOutcome = { ok: true; gameId: string } | { ok: false; error: string; message: string };

/** Parses the form and writes the message for `userId`; a refusal writes nothing and says why. */
export async function chatFormFor(userId: string, form: FormData, now: Date): Promise<ChatFormOutcome> {
  const message = text(form, "message") ?? "";
  const parsed = chatForm.safeParse({ gameId: text(form, "gameId"), message: text(form, "message") });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0].message, message };
  const result = await sendChat(parsed.data.gameId, userId, parsed.data.message, now);
  return result.ok ? { ok: true, gameId: parsed.data.gameId } : { ok: false, error: result.reason, message };
}
