"use server";

import { type NoteFormState, noteAnswer, notesUnavailable, notSignedIn } from "@/app/_forms/notes";
import { asSignedIn } from "@/app/_shared/signed-in";
import { formText } from "@/lib/input/form-field";
import { addNoteLine } from "@/lib/notes/notes";

/** Keeps the analysis board's current line in the player's private notes. */
export async function saveNoteLineAction(_state: NoteFormState, form: FormData): Promise<NoteFormState> {
  return asSignedIn(
    { unavailable: notesUnavailable("the line was not saved"), signedOut: notSignedIn },
    async (user) => {
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
    },
  );
}
