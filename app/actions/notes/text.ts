"use server";

import { type NoteFormState, noteAnswer, notesUnavailable, notSignedIn } from "@/app/_forms/notes";
import { asSignedIn } from "@/app/_shared/signed-in";
import { formText } from "@/lib/input/form-field";
import { saveNoteText } from "@/lib/notes/notes";

/** Saves the text of the player's private notes on a game. */
export async function saveNoteTextAction(_state: NoteFormState, form: FormData): Promise<NoteFormState> {
  return asSignedIn(
    { unavailable: notesUnavailable("your notes were not saved"), signedOut: notSignedIn },
    async (user) => {
      const result = await saveNoteText(user.id, {
        gameId: formText(form, "gameId"),
        text: formText(form, "text"),
      });
      return noteAnswer(result, "Notes saved.");
    },
  );
}
