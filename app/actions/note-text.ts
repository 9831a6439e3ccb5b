"use server";

import { currentUser } from "@/lib/auth/session";
import { answeringOutage } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";
import { saveNoteText } from "@/lib/notes/notes";
import { type NoteFormState, noteAnswer, notesUnavailable, notSignedIn } from "./note-forms";

/** Saves the text of the player's private notes on a game. */
export async function saveNoteTextAction(_state: NoteFormState, form: FormData): Promise<NoteFormState> {
  return answeringOutage(notesUnavailable("your notes were not saved"), async () => {
    const user = await currentUser();
    if (!user) return notSignedIn;
    const result = await saveNoteText(user.id, {
      gameId: formText(form, "gameId"),
      text: formText(form, "text"),
    });
    return noteAnswer(result, "Notes saved.");
  });
}
