"use client";

import { useActionState, useState } from "react";
import {
  cancelTournamentAction,
  joinTournamentAction,
  leaveTournamentAction,
  type TournamentFormState,
  withdrawTournamentAction,
} from "@/app/actions/tournament/tournament";
import { FormError } from "@/app/components/form-error";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./tournament.module.css";

/** Join: one button, a form, so it works without JavaScript; an invitation's key rides along. */
export function JoinButton({ tournamentId, inviteKey }: { tournamentId: string; inviteKey: string | null }) {
  const [state, action] = useActionState<TournamentFormState, FormData>(joinTournamentAction, {});
  return (
    <form action={action} className={styles.act}>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      {inviteKey ? <input type="hidden" name="key" value={inviteKey} /> : null}
      <FormError message={state.error} />
      <SubmitButton label="Join" pendingLabel="Joining…" />
    </form>
  );
}

export function LeaveButton({ tournamentId }: { tournamentId: string }) {
  const [state, action] = useActionState<TournamentFormState, FormData>(leaveTournamentAction, {});
  return (
    <form action={action} className={styles.act}>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <FormError message={state.error} />
      <button type="submit" className="secondary">
        Leave
      </button>
    </form>
  );
}

/**
 * A button asked twice ("Withdraw…" turns into the question, "Yes, …" and "Keep …"). With
 * JavaScript the question appears at once; without it, the first press comes back from the server
 * as the question (the action acts only on a form that carries the confirmation).
 */
function Confirmed({
  tournamentId,
  action: serverAction,
  label,
  question,
  yes,
  pending,
  no,
}: {
  tournamentId: string;
  action: (state: TournamentFormState, form: FormData) => Promise<TournamentFormState>;
  label: string;
  question: string;
  yes: string;
  pending: string;
  no: string;
}) {
  const [state, action] = useActionState<TournamentFormState, FormData>(serverAction, {});
  const [asking, setAsking] = useState(false);
  const [kept, setKept] = useState(false);
  const confirming = asking || (state.confirm === true && !kept);
  return (
    <form action={action} className={styles.act}>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <FormError message={state.error} />
      {confirming ? (
        <>
          <input type="hidden" name="confirmed" value="yes" />
          <p className={styles.ask}>{question}</p>
          <div className={styles.buttons}>
            <SubmitButton label={yes} pendingLabel={pending} autoFocus />
            <a
              className="button secondary"
              href={`/tournaments/${tournamentId}`}
              onClick={(event) => {
                event.preventDefault();
                setAsking(false);
                setKept(true);
              }}
            >
              {no}
            </a>
          </div>
        </>
      ) : (
        <button
          type="submit"
          className="secondary"
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          {label}
        </button>
      )}
    </form>
  );
}

export function WithdrawButton({ tournamentId }: { tournamentId: string }) {
  return (
    <Confirmed
      tournamentId={tournamentId}
      action={withdrawTournamentAction}
      label="Withdraw…"
      question="Withdraw from this tournament? Your unfinished games are lost; with fewer than half your games finished your results are struck out."
      yes="Yes, withdraw"
      pending="Withdrawing…"
      no="Stay in"
    />
  );
}

export function CancelButton({ tournamentId }: { tournamentId: string }) {
  return (
    <Confirmed
      tournamentId={tournamentId}
      action={cancelTournamentAction}
      label="Cancel the tournament…"
      question="Cancel this tournament? Everyone who joined is told by email, and it cannot be undone."
      yes="Yes, cancel it"
      pending="Cancelling…"
      no="Keep it"
    />
  );
}

/** The invitation link, for its organiser: shown whole, and copied with one press where the browser lets us. */
export function InviteLink({ href }: { href: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.invite}>
      <label htmlFor="invite-link">Invitation link</label>
      <div className={styles.inviteRow}>
        <input
          id="invite-link"
          type="text"
          readOnly
          value={href}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(href).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <div className="hint">Only people who open this link can see the tournament and join it.</div>
    </div>
  );
}
