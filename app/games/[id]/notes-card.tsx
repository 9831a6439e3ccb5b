"use client";

// The player's private notes on a game, on the game page and beside the analysis board: the text
// (a plain form, so it saves without JavaScript too), the lines saved from the analysis board in
// notation, each to show on the board or remove, and the PGN download that carries them. Only the
// player who wrote them is ever shown this card (the page reads the notes with their own id).

import { useActionState, useEffect, useState } from "react";
import type { NoteFormState } from "@/app/_forms/notes";
import { removeNoteLineAction } from "@/app/actions/notes/line-remove";
import { saveNoteTextAction } from "@/app/actions/notes/text";
import { FormError } from "@/app/components/form-error";
import Link from "@/app/components/link";
import { SubmitButton } from "@/app/components/submit-button";
import { noteTextLimit } from "@/lib/notes/limits";
import type { NoteLineView, NoteView } from "@/lib/notes/notes";
import styles from "./game.module.css";

export interface NotesCardProps {
  readonly gameId: string;
  readonly note: NoteView;
  /** Beside the analysis board: show a saved line on it. Elsewhere each line links to the board. */
  readonly onShow?: (line: NoteLineView) => void;
}

export function NotesCard({ gameId, note: given, onShow }: NotesCardProps) {
  const [note, setNote] = useState(given);
  useEffect(() => setNote(given), [given]);
  const [textState, textAction] = useActionState<NoteFormState, FormData>(saveNoteTextAction, {});
  const [removeState, removeAction] = useActionState<NoteFormState, FormData>(removeNoteLineAction, {});
  useEffect(() => {
    if (textState.note) setNote(textState.note);
  }, [textState]);
  useEffect(() => {
    if (removeState.note) setNote(removeState.note);
  }, [removeState]);

  return (
    <section className={`card ${styles.notes}`} aria-labelledby="my-notes">
      <h2 id="my-notes">Your private notes</h2>
      <p className="small muted">
        Only you see these, here and in your own PGN download; never your opponent.
      </p>
      <form action={textAction} className={styles.notesForm}>
        <input type="hidden" name="gameId" value={gameId} />
        <label htmlFor="note-text">Notes on this game</label>
        <textarea
          id="note-text"
          name="text"
          rows={4}
          maxLength={noteTextLimit}
          defaultValue={note.text}
          placeholder="Plans, ideas, what to check next time."
        />
        <FormError message={textState.error} />
        {textState.saved && !textState.error ? (
          <p className="small" role="status">
            {textState.saved}
          </p>
        ) : null}
        <div>
          <SubmitButton label="Save notes" pendingLabel="Saving…" />
        </div>
      </form>

      <h3 className={styles.notesHeading}>Saved lines</h3>
      {note.lines.length === 0 ? (
        <p className="small muted">None yet: play a line on the analysis board and save it.</p>
      ) : (
        <ol className={styles.savedLines}>
          {note.lines.map((line) => (
            <li key={line.id}>
              <span className={styles.notation}>{line.shown}</span>
              <span className={styles.buttons}>
                {onShow ? (
                  <button type="button" className="secondary" onClick={() => onShow(line)}>
                    Show on the board
                  </button>
                ) : (
                  <Link className="button secondary" href={`/games/${gameId}/analysis?line=${line.id}`}>
                    Open on the board
                  </Link>
                )}
                <form action={removeAction}>
                  <input type="hidden" name="gameId" value={gameId} />
                  <input type="hidden" name="lineId" value={line.id} />
                  <button type="submit" className="secondary" aria-label={`Remove the line ${line.shown}`}>
                    Remove
                  </button>
                </form>
              </span>
            </li>
          ))}
        </ol>
      )}
      <FormError message={removeState.error} />
      <p className="small">
        <a href={`/games/${gameId}/pgn?notes=1`}>PGN with my notes</a>{" "}
        <span className="muted">(the game with your messages, notes and lines as variations)</span>
      </p>
    </section>
  );
}
