"use client";

// The banner that asks the viewer to answer the opponent (a draw offer, a takeback request): what
// is asked, what the viewer may do, and one form with an optional message that goes with either
// answer (folded until asked for) and the Accept and Decline buttons (each posts its `answer`).
import { type ReactNode, useActionState } from "react";
import { useFormStatus } from "react-dom";
import type { GameFormState } from "@/app/_forms/game";
import { ActionMessageField } from "./action-message";
import messageStyles from "./action-message.module.css";
import styles from "./game.module.css";

export function AnswerBanner({
  gameId,
  action,
  asked,
  choices,
  acceptLabel,
  opponentName,
  messageLimit,
}: {
  gameId: string;
  action: (state: GameFormState, form: FormData) => Promise<GameFormState>;
  /** What the opponent asks, in bold: "Ana offers a draw." */
  asked: ReactNode;
  /** What the viewer may do: "Accept it or decline it." */
  choices: string;
  acceptLabel: string;
  opponentName: string;
  messageLimit: number;
}) {
  const [state, formAction] = useActionState<GameFormState, FormData>(action, {});
  const typed = state.values?.message;
  return (
    <div className={`notice info ${styles.banner}`} role="status">
      <span>
        <strong>{asked}</strong> {choices}
      </span>
      <form action={formAction} className={messageStyles.messageForm}>
        <input type="hidden" name="gameId" value={gameId} />
        <details className={messageStyles.more} open={typed ? true : undefined}>
          <summary>Add a message to {opponentName}</summary>
          <ActionMessageField
            id={`${acceptLabel.toLowerCase().replace(/[^a-z]+/g, "-")}-message`}
            label={`Message with your answer (optional)`}
            limit={messageLimit}
            defaultValue={typed}
          />
        </details>
        <span className={styles.buttons}>
          <AnswerButton answer="accept" label={acceptLabel} pendingLabel="Accepting…" />
          <AnswerButton answer="decline" label="Decline" pendingLabel="Declining…" secondary />
        </span>
        {state.error ? (
          <span className={`notice error ${styles.inlineError}`} role="alert">
            {state.error}
          </span>
        ) : null}
      </form>
    </div>
  );
}

/** One of the two answers: while either is sent both wait, and the one pressed says so. */
function AnswerButton({
  answer,
  label,
  pendingLabel,
  secondary = false,
}: {
  answer: "accept" | "decline";
  label: string;
  pendingLabel: string;
  secondary?: boolean;
}) {
  const { pending, data } = useFormStatus();
  return (
    <button
      type="submit"
      name="answer"
      value={answer}
      disabled={pending}
      className={secondary ? "secondary" : undefined}
    >
      {pending && data?.get("answer") === answer ? pendingLabel : label}
    </button>
  );
}
