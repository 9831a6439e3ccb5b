"use client";

import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { type ComputerMailState, updateComputerMail } from "@/app/actions/update-preferences";
import { FormError } from "@/app/components/form-error";

/** Email about games against the computer, on or off: one button that flips it (works without JavaScript). */
export function ComputerMailForm({ on }: { on: boolean }) {
  const [state, action] = useActionState<ComputerMailState, FormData>(updateComputerMail, {});
  const current = state.saved ?? on;
  return (
    <form action={action} className="stack">
      <FormError message={state.error} />
      <p>
        {current ? (
          <>
            <strong>One email when the computer has answered and you have been away 10 minutes.</strong> No
            other until you come back; results show on the game page, not by email.
          </>
        ) : (
          <>
            <strong>No email about games against the computer.</strong> The computer answers on the game page,
            and your games list shows which wait for you.
          </>
        )}
      </p>
      <input type="hidden" name="computerMail" value={current ? "off" : "on"} />
      <FlipButton on={current} />
    </form>
  );
}

function FlipButton({ on }: { on: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="secondary" disabled={pending}>
      {pending ? "Saving…" : on ? "Stop these emails" : "Email me when I am away"}
    </button>
  );
}
