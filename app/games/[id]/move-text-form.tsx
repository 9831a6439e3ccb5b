"use client";

// The move as text: for keyboards and screen readers, and the whole page without JavaScript (a
// plain form post to the same server action as the board).

import { useActionState, useState } from "react";
import type { GameFormState } from "@/app/actions/game-forms";
import { sendMove } from "@/app/actions/game-move";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./game.module.css";
import { MoveMessageFields } from "./move-message-fields";

export function MoveTextForm({
  gameId,
  nextPly,
  legalMoves,
  messageLimit,
  canOfferDraw,
}: {
  gameId: string;
  nextPly: number;
  legalMoves: readonly string[];
  messageLimit: number;
  canOfferDraw: boolean;
}) {
  const [state, action] = useActionState<GameFormState, FormData>(sendMove, {});
  const [message, setMessage] = useState(state.values?.message ?? "");
  return (
    <form action={action} className={styles.textForm} aria-label="Send a move as text">
      <FormError message={state.error} />
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="ply" value={nextPly} />
      <div className="field">
        <label htmlFor="move-text">Your move</label>
        <input
          id="move-text"
          name="move"
          type="text"
          required
          maxLength={200}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          list="legal-moves"
          defaultValue={state.values?.move ?? ""}
          aria-describedby="move-text-hint"
        />
        <datalist id="legal-moves">
          {legalMoves.map((text) => (
            <option key={text} value={text} />
          ))}
        </datalist>
        <div className="hint" id="move-text-hint">
          In notation, e.g. <code>e4</code>, <code>Nf3</code> or <code>Pe2-e4</code>; the list offers every
          legal move.
        </div>
      </div>
      <MoveMessageFields
        id="move-text-message"
        rows={2}
        limit={messageLimit}
        message={message}
        onMessage={setMessage}
        canOfferDraw={canOfferDraw}
      />
      <div className={styles.buttons}>
        <SubmitButton label="Send move" pendingLabel="Sending…" />
      </div>
    </form>
  );
}
