"use client";

// The conditional-moves forms: a line typed as moves, and one line's delete button. Plain form posts
// to server actions, so they work without JavaScript too.

import { useActionState } from "react";
import type { LineFormState } from "@/app/_forms/conditional";
import { addConditionalLine, deleteConditionalLine } from "@/app/actions/conditional/line";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./game.module.css";

export function AddLineForm({
  gameId,
  ply,
  opponentName,
  example,
}: {
  gameId: string;
  ply: number;
  opponentName: string;
  /** A legal line from the position, to show the notation ("e5 Nf3"); empty when there is none. */
  example: string;
}) {
  const [state, action] = useActionState<LineFormState, FormData>(addConditionalLine, {});
  return (
    <form action={action} className={styles.textForm} aria-label="Add a conditional line">
      <FormError message={state.error} />
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="ply" value={ply} />
      <div className="field">
        <label htmlFor="conditional-line">New line</label>
        <input
          id="conditional-line"
          name="moves"
          type="text"
          required
          maxLength={1000}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          defaultValue={state.values?.moves ?? ""}
          aria-describedby="conditional-line-hint"
        />
        <div className="hint" id="conditional-line-hint">
          {opponentName}'s move, your answer, their next move, your answer…, separated by spaces, in the
          notation of the move form
          {example ? (
            <>
              , e.g. <code>{example}</code>
            </>
          ) : null}
          .
        </div>
      </div>
      <div className={styles.buttons}>
        <SubmitButton label="Add line" pendingLabel="Adding…" />
      </div>
    </form>
  );
}

export function DeleteLineButton({ gameId, line, label }: { gameId: string; line: string; label: string }) {
  const [state, action] = useActionState<LineFormState, FormData>(deleteConditionalLine, {});
  return (
    <form action={action} className={styles.secondaryForm}>
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="line" value={line} />
      <SubmitButton label="Delete" pendingLabel="Deleting…" ariaLabel={label} />
      {state.error ? (
        <span className={`notice error ${styles.inlineError}`} role="alert">
          {state.error}
        </span>
      ) : null}
    </form>
  );
}
