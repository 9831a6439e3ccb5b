"use client";

// A message sent with a game action (a draw offer, a takeback request, an answer to either, a
// resignation): an optional text box in that action's own form, so the action and its words go
// in one post into the game's conversation, or neither does. The actions that can wait for a
// second thought open as a small panel (a `<details>`, so it works without JavaScript) that asks
// the question, takes the message and has the button that does it.

import { useActionState, useState } from "react";
import type { GameFormState } from "@/app/_forms/game";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./action-message.module.css";

/** The optional message box, with its count; `defaultValue` is what a refused post had in it. */
export function ActionMessageField({
  id,
  label,
  limit,
  defaultValue = "",
}: {
  id: string;
  label: string;
  limit: number;
  defaultValue?: string;
}) {
  const [length, setLength] = useState(defaultValue.length);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="message"
        rows={2}
        maxLength={limit}
        defaultValue={defaultValue}
        onChange={(event) => setLength(event.target.value.length)}
      />
      <span className="hint" aria-live="polite">
        {length} / {limit} characters
      </span>
    </div>
  );
}

/** An action behind a disclosure: "Offer a draw…" opens the question, the message and the button. */
export function MessageActionForm({
  action,
  gameId,
  opener,
  question,
  messageLabel,
  label,
  pendingLabel,
  limit,
}: {
  action: (state: GameFormState, form: FormData) => Promise<GameFormState>;
  gameId: string;
  /** The closed disclosure's text: "Offer a draw…". */
  opener: string;
  /** What the open panel asks: "Offer Ana a draw?" */
  question: string;
  messageLabel: string;
  label: string;
  pendingLabel: string;
  limit: number;
}) {
  const [state, formAction] = useActionState<GameFormState, FormData>(action, {});
  const fieldId = `${label.toLowerCase().replace(/[^a-z]+/g, "-")}-message`;
  return (
    <details className={styles.disclosure} open={state.error ? true : undefined}>
      <summary className={`button secondary ${styles.opener}`}>{opener}</summary>
      <form action={formAction} className={styles.panel}>
        <input type="hidden" name="gameId" value={gameId} />
        <p className={styles.question}>{question}</p>
        <ActionMessageField
          id={fieldId}
          label={messageLabel}
          limit={limit}
          defaultValue={state.values?.message}
        />
        <div>
          <SubmitButton label={label} pendingLabel={pendingLabel} />
        </div>
        <FormError message={state.error} />
      </form>
    </details>
  );
}
