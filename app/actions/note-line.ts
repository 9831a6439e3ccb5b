"use server";

import { currentUser } from "@/lib/auth/session";
import { answeringOutage } from "@/lib/db/unavailable";
import { formText } from "@/lib/input/form-field";
import { addNoteLine } from "@/lib/notes/notes";
import { type NoteFormState, noteAnswer, notesUnavailable, notSignedIn } from "./note-forms";

/** Keeps the analysis board's current line in the player's private notes. */
export async function saveNoteLineAction(_state: NoteFormState, form: FormData): Promise<NoteFormState> {
  return answeringOutage(notesUnavailable("the line was not saved"), async () => {
    const user = await currentUser();
    if (!user) return notSignedIn;
    const result = await addNoteLine(
      user.id,
      {
        gameId: formText(form, "gameId"),
        fromPly: formText(form, "fromPly"),
        moves: formText(form, "moves"),
      },
      new Date(),
    );
    return noteAnswer(result, "Line saved to your notes.");
  });
}
