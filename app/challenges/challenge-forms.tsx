"use client";

import { useActionState, useState } from "react";
import {
  acceptChallengeAction,
  type ChallengeFormState,
  type FollowState,
  followAction,
  type StopFollowsState,
  stopFollowsAction,
  withdrawChallengeAction,
} from "@/app/actions/challenge/challenge";
import { FormError } from "@/app/components/form-error";
import { KeptForm } from "@/app/components/kept-form";
import { SubmitButton } from "@/app/components/submit-button";
import styles from "./challenges.module.css";

/** Accept: one button, a form, so it works without JavaScript. */
export function ChallengeButton({ challengeId, label }: { challengeId: string; label: string }) {
  const [state, action] = useActionState<ChallengeFormState, FormData>(acceptChallengeAction, {});
  return (
    <form action={action}>
      <input type="hidden" name="challengeId" value={challengeId} />
      <FormError message={state.error} />
      <SubmitButton label={label} pendingLabel="Starting the game…" />
    </form>
  );
}

/**
 * Withdraw, asked twice: "Withdraw…" turns into "Yes, withdraw" and "Keep it". With JavaScript the
 * question appears at once; without it, the first press comes back from the server as the
 * question (the action withdraws only a form that carries the confirmation).
 */
export function WithdrawButton({ challengeId }: { challengeId: string }) {
  const [state, action] = useActionState<ChallengeFormState, FormData>(withdrawChallengeAction, {});
  const [asking, setAsking] = useState(false);
  const [kept, setKept] = useState(false);
  const confirming = asking || (state.confirm === true && !kept);
  return (
    <form action={action} className={styles.withdraw}>
      <input type="hidden" name="challengeId" value={challengeId} />
      <FormError message={state.error} />
      {confirming ? (
        <>
          <input type="hidden" name="confirmed" value="yes" />
          <p className={styles.ask}>Withdraw this challenge? It leaves the lobby for good.</p>
          <div className={styles.buttons}>
            <SubmitButton label="Yes, withdraw" pendingLabel="Withdrawing…" autoFocus />
            <a
              className="button secondary"
              href={`/challenges/${challengeId}`}
              onClick={(event) => {
                event.preventDefault();
                setAsking(false);
                setKept(true);
              }}
            >
              Keep it
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
          Withdraw…
        </button>
      )}
    </form>
  );
}

const followLabels = { off: "Off", instant: "At once", digest: "Daily" } as const;

/** "Email me when someone posts an open challenge for …", per game. */
export function FollowForm({
  games,
  current,
}: {
  games: { id: string; name: string }[];
  current: Record<string, string>;
}) {
  const [state, action, pending] = useActionState<FollowState, FormData>(followAction, {});
  return (
    <KeptForm action={action} className="stack" aria-label="Email me about new challenges">
      <FormError message={state.error} />
      {state.saved ? (
        <div className="notice ok" role="status">
          Saved.
        </div>
      ) : null}
      <div className={styles.filters}>
        {games.map((game) => (
          <div key={game.id} className="field">
            <label htmlFor={`follow-${game.id}`}>{game.name}</label>
            <select
              id={`follow-${game.id}`}
              name={`follow-${game.id}`}
              defaultValue={current[game.id] ?? "off"}
            >
              {Object.entries(followLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div>
        <button type="submit" disabled={pending}>
          {pending ? "Saving…" : "Save"}
        </button>
      </div>
    </KeptForm>
  );
}

/** On an email's preferences page: stop every new-challenge email at once. */
export function StopFollowsForm({ unsubscribeKey, games }: { unsubscribeKey: string; games: string }) {
  const [state, action] = useActionState<StopFollowsState, FormData>(stopFollowsAction, {});
  if (state.stopped !== undefined)
    return (
      <div className="notice ok" role="status">
        Done: no more emails about new challenges.
      </div>
    );
  return (
    <form action={action} className="stack">
      <input type="hidden" name="key" value={unsubscribeKey} />
      <FormError message={state.error} />
      <p>You get an email when someone posts a challenge for {games}.</p>
      <div>
        <SubmitButton label="Stop emails about new challenges" pendingLabel="Stopping…" />
      </div>
    </form>
  );
}
