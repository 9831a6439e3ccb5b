"use client";

// The analysis page's client half: the analysis board (kept for a signed-in viewer), and for a
// player the "Save this line" button under its moves, their conditional moves while the game runs,
// and their private notes beside it. A saved or conditional line picked from a panel is shown on
// the board. A new panel beside the board (an engine's) goes in as one more child of the board.

import { type ReactNode, useActionState, useCallback, useEffect, useState } from "react";
import type { NoteFormState } from "@/app/_forms/notes";
import { saveNoteLineAction } from "@/app/actions/notes/line";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import type { LineMove } from "@/lib/conditional/tree";
import type { Color, Position } from "@/lib/engine";
import type { AnalysisLine } from "@/lib/games/view/analysis-tree";
import type { NoteView } from "@/lib/notes/notes";
import type { MoveReview } from "@/lib/review/read";
import { NotesCard } from "../notes-card";
import { AnalysisBoard, type KeptOnPage } from "./analysis-board";
import { ConditionalPanel } from "./conditional-panel";

export interface AnalysisWorkspaceProps {
  readonly gameId: string;
  readonly gameType: string;
  readonly startPosition: string;
  readonly record: readonly string[];
  readonly startPly: number;
  readonly orientation: Color;
  readonly fallback: ReactNode;
  /** The signed-in viewer's kept analysis; null for a visitor who is not signed in. */
  readonly keep: KeptOnPage | null;
  /** The viewer's own notes when they play in the game; null for anyone else (nothing to save). */
  readonly note: NoteView | null;
  /** A saved line to show first (`?line=<id>`). */
  readonly initialLine?: AnalysisLine;
  /**
   * For a player of the running game: whose move it is, the game's position now, the opponent's
   * name and the lines kept; null otherwise.
   */
  readonly conditional: {
    turn: "theirs" | "mine";
    position: Position;
    opponentName: string;
    lines: readonly (readonly LineMove[])[];
  } | null;
  /** A reviewed finished game's moves: their marks show on the game's moves. */
  readonly review?: readonly MoveReview[];
}

export function AnalysisWorkspace(props: AnalysisWorkspaceProps) {
  const { gameId, note, conditional } = props;
  const [show, setShow] = useState(props.initialLine ? { line: props.initialLine, key: 0 } : undefined);
  const [latest, setLatest] = useState(note);
  const [path, setPath] = useState<AnalysisLine | null>(null);
  const onLine = useCallback((_line: AnalysisLine, to: AnalysisLine) => setPath(to), []);
  const showLine = useCallback(
    (line: AnalysisLine) => setShow((now) => ({ line, key: (now?.key ?? 0) + 1 })),
    [],
  );

  return (
    <AnalysisBoard
      gameType={props.gameType}
      startPosition={props.startPosition}
      record={props.record}
      startPly={props.startPly}
      orientation={props.orientation}
      fallback={props.fallback}
      keep={props.keep}
      review={props.review}
      show={show}
      onLine={onLine}
      actions={note ? (line) => <SaveLine gameId={gameId} line={line} onSaved={setLatest} /> : undefined}
    >
      {conditional ? (
        <ConditionalPanel
          gameId={gameId}
          gameType={props.gameType}
          position={conditional.position}
          plies={props.record.length}
          turn={conditional.turn}
          opponentName={conditional.opponentName}
          lines={conditional.lines}
          path={path}
          onShow={showLine}
        />
      ) : null}
      {latest ? (
        <NotesCard gameId={gameId} note={latest} onShow={showLine} />
      ) : (
        <section className="card">
          <p className="small muted">The players of this game can also save lines and keep private notes.</p>
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
