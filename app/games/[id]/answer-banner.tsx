// The banner that asks the viewer to answer the opponent (a draw offer, a takeback request): what
// is asked, what the viewer may do, and Accept / Decline buttons, each a POST form.
import type { ReactNode } from "react";
import type { GameFormState } from "@/app/actions/game-forms";
import styles from "./game.module.css";
import { GameActionForm } from "./game-action-form";

export function AnswerBanner({
  gameId,
  action,
  asked,
  choices,
  acceptLabel,
}: {
  gameId: string;
  action: (state: GameFormState, form: FormData) => Promise<GameFormState>;
  /** What the opponent asks, in bold: "Ana offers a draw." */
  asked: ReactNode;
  /** What the viewer may do: "Accept it or decline it." */
  choices: string;
  acceptLabel: string;
}) {
  return (
    <div className={`notice info ${styles.banner}`} role="status">
      <span>
        <strong>{asked}</strong> {choices}
      </span>
      <span className={styles.buttons}>
        <GameActionForm
          action={action}
          gameId={gameId}
          fields={{ answer: "accept" }}
          label={acceptLabel}
          pendingLabel="Accepting…"
        />
        <GameActionForm
          action={action}
          gameId={gameId}
          fields={{ answer: "decline" }}
          label="Decline"
          pendingLabel="Declining…"
          secondary
        />
      </span>
    </div>
  );
}
