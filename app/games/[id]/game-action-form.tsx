"use client";

// One button that resigns, offers a draw or answers one: a form post to its server action, with
// the refusal's reason shown in place and the button disabled while it is sent. With `message`,
// the form also takes an optional message for the opponent, above the button (./action-message).

import { type ReactNode, useActionState } from "react";
import type { GameFormState } from "@/app/_forms/game";
import { SubmitButton } from "@/app/components/submit-button";
import { ActionMessageField } from "./action-message";
import messageStyles from "./action-message.module.css";
import styles from "./game.module.css";

export function GameActionForm({
  action,
  gameId,
  fields = {},
  label,
  pendingLabel,
  secondary = false,
  message,
  children,
}: {
  action: (state: GameFormState, form: FormData) => Promise<GameFormState>;
  gameId: string;
  fields?: Record<string, string>;
  label: string;
  pendingLabel: string;
  secondary?: boolean;
  /** An optional message box above the button: its label and length limit. */
  message?: { label: string; limit: number };
  /** Beside the button (e.g. a link that backs out). */
  children?: ReactNode;
}) {
  const [state, formAction] = useActionState<GameFormState, FormData>(action, {});
  const hidden = (
    <>
      <input type="hidden" name="gameId" value={gameId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  const error = state.error ? (
    <span className={`notice error ${styles.inlineError}`} role="alert">
      {state.error}
    </span>
  ) : null;
  if (message)
    return (
      <form action={formAction} className={messageStyles.messageForm}>
        {hidden}
        <ActionMessageField
          id={`${label.toLowerCase().replace(/[^a-z]+/g, "-")}-message`}
          label={message.label}
          limit={message.limit}
          defaultValue={state.values?.message}
        />
        <div className={messageStyles.row}>
          <SubmitButton label={label} pendingLabel={pendingLabel} />
          {children}
        </div>
        {error}
      </form>
    );
  return (
    <form action={formAction} className={secondary ? styles.secondaryForm : styles.inlineForm}>
      {hidden}
      <SubmitButton label={label} pendingLabel={pendingLabel} />
      {children}
      {error}
    </form>
  );
}
