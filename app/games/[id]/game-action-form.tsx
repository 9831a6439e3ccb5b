"use client";

// One button that resigns, offers a draw or answers one: a form post to its server action, with
// the refusal's reason shown in place and the button disabled while it is sent.

import { useActionState } from "react";
import type { GameFormState } from "@/app/actions/game-forms";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./game.module.css";

export function GameActionForm({
  action,
  gameId,
  fields = {},
  label,
  pendingLabel,
  secondary = false,
}: {
  action: (state: GameFormState, form: FormData) => Promise<GameFormState>;
  gameId: string;
  fields?: Record<string, string>;
  label: string;
  pendingLabel: string;
  secondary?: boolean;
}) {
  const [state, formAction] = useActionState<GameFormState, FormData>(action, {});
  return (
    <form action={formAction} className={secondary ? styles.secondaryForm : styles.inlineForm}>
      <input type="hidden" name="gameId" value={gameId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton label={label} pendingLabel={pendingLabel} />
      {state.error ? (
        <span className={`notice error ${styles.inlineError}`} role="alert">
          {state.error}
        </span>
      ) : null}
    </form>
  );
}
