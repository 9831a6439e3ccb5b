"use client";

// The move as text: for keyboards and screen readers, and the whole page without JavaScript (a
// plain form post to the same server action as the board).

import { Fragment, useActionState, useState } from "react";
import type { GameFormState } from "@/app/_forms/game";
import { sendMove } from "@/app/actions/game/move";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./game.module.css";
import { MoveMessageFields } from "./move-message-fields";

export function MoveTextForm({
  gameId,
  nextPly,
  legalMoves,
  examples,
  messageLimit,
  canOfferDraw,
}: {
  gameId: string;
  nextPly: number;
  /** Every legal move as this game's players write it (SAN in chess), for the field's list. */
  legalMoves: readonly string[];
  /** Moves of this position as this game's players write them (lib/games/catalog/move-examples). */
  examples: readonly string[];
  /** null against the computer: no message field (it reads none). */
  messageLimit: number | null;
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
          In this game&apos;s notation
          {examples.length > 0 ? (
            <>
              , e.g.{" "}
              {examples.map((text, i) => (
                <Fragment key={text}>
                  {i === 0 ? "" : i === examples.length - 1 ? " or " : ", "}
                  <code>{text}</code>
                </Fragment>
              ))}
            </>
          ) : null}
          ; the list offers every legal move.
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
