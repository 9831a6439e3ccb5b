"use client";

// The analysis page's client half: the analysis board, and for a player the "Save this line"
// button under its moves and their private notes beside it. A saved line picked from the notes is
// shown on the board. Whatever else acts on the board's line (conditional moves) adds its own
// button to `actions` here, the same way "Save this line" does.

import { type ReactNode, useActionState, useEffect, useState } from "react";
import type { NoteFormState } from "@/app/actions/note-forms";
import { saveNoteLineAction } from "@/app/actions/note-line";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import type { Color } from "@/lib/engine";
import type { AnalysisLine } from "@/lib/games/analysis-tree";
import type { NoteView } from "@/lib/notes/notes";
import { ConditionalFromBoard } from "../conditional-forms";
import { NotesCard } from "../notes-card";
import { AnalysisBoard } from "./analysis-board";

export interface AnalysisWorkspaceProps {
  readonly gameId: string;
  readonly gameType: string;
  readonly startPosition: string;
  readonly record: readonly string[];
  readonly startPly: number;
  readonly orientation: Color;
  readonly fallback: ReactNode;
  /** The viewer's own notes when they play in the game; null for anyone else (nothing to save). */
  readonly note: NoteView | null;
  /** A saved line to show first (`?line=<id>`). */
  readonly initialLine?: AnalysisLine;
  /**
   * While the viewer waits for the opponent: the ply of the opponent's move (what a conditional
   * line starts with) and their name, so a line from the current position can be kept as
   * conditional moves; null otherwise.
   */
  readonly conditional: { ply: number; opponentName: string } | null;
}

export function AnalysisWorkspace(props: AnalysisWorkspaceProps) {
  const { gameId, note, conditional } = props;
  const [show, setShow] = useState(props.initialLine ? { line: props.initialLine, key: 0 } : undefined);
  const [latest, setLatest] = useState(note);

  return (
    <AnalysisBoard
      gameType={props.gameType}
      startPosition={props.startPosition}
      record={props.record}
      startPly={props.startPly}
      orientation={props.orientation}
      fallback={props.fallback}
      show={show}
      actions={
        note
          ? (line) => (
              <>
                <SaveLine gameId={gameId} line={line} onSaved={setLatest} />
                {conditional && line.fromPly === props.record.length ? (
                  <ConditionalFromBoard
                    gameId={gameId}
                    ply={conditional.ply}
                    moves={line.moves}
                    opponentName={conditional.opponentName}
                  />
                ) : null}
              </>
            )
          : undefined
      }
    >
      {latest ? (
        <NotesCard
          gameId={gameId}
          note={latest}
          onShow={(line) => setShow({ line, key: (show?.key ?? 0) + 1 })}
        />
      ) : (
        <section className="card">
          <p className="small muted">
            Moves you try here stay in your browser. The players of this game can also save lines and keep
            private notes.
          </p>
        </section>
      )}
    </AnalysisBoard>
  );
}

/** "Save this line": the board's current line into the player's private notes. */
function SaveLine({
  gameId,
  line,
  onSaved,
}: {
  gameId: string;
  line: AnalysisLine;
  onSaved: (note: NoteView) => void;
}) {
  const [state, action] = useActionState<NoteFormState, FormData>(saveNoteLineAction, {});
  useEffect(() => {
    if (state.note) onSaved(state.note);
  }, [state, onSaved]);
  const empty = line.moves.length === 0;
  return (
    <form action={action} aria-label="Save this line">
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="fromPly" value={line.fromPly} />
      <input type="hidden" name="moves" value={JSON.stringify(line.moves)} />
      {empty ? (
        <p className="small muted">Make a move on the board to start a line you can save.</p>
      ) : (
        <SubmitButton label="Save this line to my notes" pendingLabel="Saving…" />
      )}
      <FormError message={state.error} />
      {state.saved && !state.error ? (
        <p className="small" role="status">
          {state.saved}
        </p>
      ) : null}
    </form>
  );
}
