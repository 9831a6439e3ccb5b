// What the notes forms answer (not a "use server" file: the state type and the shared answer).
import { outageSaying } from "@/lib/db/unavailable";
import type { NoteResult, NoteView } from "@/lib/notes/notes";

/** A notes form after a submission: the notes as saved, or why nothing changed. */
export type NoteFormState = { error?: string; note?: NoteView; saved?: string };

export const notSignedIn: NoteFormState = {
  error: "Your session has ended. Open the game from its email link, or sign in again.",
};

export const notesUnavailable = (what: string): NoteFormState => ({ error: outageSaying(what) });

export const noteAnswer = (result: NoteResult, saved: string): NoteFormState =>
  result.ok ? { note: result.note, saved } : { error: result.reason };
