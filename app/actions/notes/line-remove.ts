"use server";

import { type NoteFormState, noteAnswer, notesUnavailable, notSignedIn } from "@/app/_forms/notes";
import { asSignedIn } from "@/app/_shared/signed-in";
import { formText } from "@/lib/input/form-field";
import { removeNoteLine } from "@/lib/notes/notes";

/** Removes one saved line from the player's private notes. */
export async function removeNoteLineAction(_state: NoteFormState, form: FormData): Promise<NoteFormState> {
  return asSignedIn(
    { unavailable: notesUnavailable("the line was not removed"), signedOut: notSignedIn },
    async (user) => {
      const result = await removeNoteLine(user.id, {
        gameId: formText(form, "gameId"),
        lineId: formText(form, "lineId"),
      });
      return noteAnswer(result, "Line removed.");
    },
  );
}
