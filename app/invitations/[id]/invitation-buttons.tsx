"use client";

import { useActionState } from "react";
import { type AnswerFormState, acceptInvitationAction } from "@/app/actions/invitation/accept";
import { declineInvitationAction } from "@/app/actions/invitation/decline";
import { sendInvitationAction } from "@/app/actions/invitation/send";
import { withdrawInvitationAction } from "@/app/actions/invitation/withdraw";
import { FormError } from "@/app/components/form-error";
import Link from "@/app/components/link";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./invitation.module.css";

function Problem({ state }: { state: AnswerFormState }) {
  return (
    <FormError message={state.error}>
      {state.gameId ? (
        <>
          {" "}
          <Link href={`/games/${state.gameId}`}>Go to the game</Link>.
        </>
      ) : null}
    </FormError>
  );
}

/** Accept and Decline: two POST forms carrying the invitation's id and the emailed token. */
export function AnswerButtons({
  invitationId,
  token,
  mayBePublic,
}: {
  invitationId: string;
  token: string | null;
  /** The inviter allowed a public game: the invitee may still keep it private. */
  mayBePublic: boolean;
}) {
  const [accepted, accept] = useActionState<AnswerFormState, FormData>(acceptInvitationAction, {});
  const [declined, decline] = useActionState<AnswerFormState, FormData>(declineInvitationAction, {});
  const hidden = (
    <>
      <input type="hidden" name="invitationId" value={invitationId} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
    </>
  );
  return (
    <div>
      <Problem state={accepted.error ? accepted : declined} />
      <div className={styles.buttons}>
        <form action={accept} className={styles.accept}>
          {hidden}
          {mayBePublic ? (
            <label className={styles.check}>
              <input type="checkbox" name="public" defaultChecked />
              The finished game may appear in the public archive
            </label>
          ) : null}
          <SubmitButton label="Accept and start the game" pendingLabel="Starting the game…" />
        </form>
        <form action={decline} className={styles.secondary}>
          {hidden}
          <SubmitButton label="Decline" pendingLabel="Declining…" />
        </form>
      </div>
    </div>
  );
}

/** The inviter's own buttons: send a confirmed draft, or withdraw an unanswered invitation. */
export function InviterButtons({ invitationId, draft }: { invitationId: string; draft: boolean }) {
  const [sent, send] = useActionState<AnswerFormState, FormData>(sendInvitationAction, {});
  const [withdrawn, withdraw] = useActionState<AnswerFormState, FormData>(withdrawInvitationAction, {});
  return (
    <div>
      <Problem state={sent.error ? sent : withdrawn} />
      <div className={styles.buttons}>
        {draft ? (
          <form action={send}>
            <input type="hidden" name="invitationId" value={invitationId} />
            <SubmitButton label="Send the invitation" pendingLabel="Sending…" />
          </form>
        ) : null}
        <form action={withdraw} className={styles.secondary}>
          <input type="hidden" name="invitationId" value={invitationId} />
          <SubmitButton
            label={draft ? "Discard" : "Withdraw the invitation"}
            pendingLabel={draft ? "Discarding…" : "Withdrawing…"}
          />
        </form>
      </div>
    </div>
  );
}
