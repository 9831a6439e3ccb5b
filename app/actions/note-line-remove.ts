"use server";

import { currentUser } from "@/lib/auth/session";
import { answeringOutage } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";
import { removeNoteLine } from "@/lib/notes/notes";
import { type NoteFormState, noteAnswer, notesUnavailable, notSignedIn } from "./note-forms";

/** Removes one saved line from the player's private notes. */
export async function removeNoteLineAction(_state: NoteFormState, form: FormData): Promise<NoteFormState> {
  return answeringOutage(notesUnavailable("the line was not removed"), async () => {
    const user = await currentUser();
    if (!user) return notSignedIn;
    const result = await removeNoteLine(user.id, {
      gameId: formText(form, "gameId"),
      lineId: formText(form, "lineId"),
    });
    return noteAnswer(result, "Line removed.");
  });
}
