"use client";

import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { type ReplyMovesState, updateReplyMoves } from "@/app/actions/update-preferences";
import { FormError } from "@/app/components/form-error";

/** Moving by replying to the email, on or off: one button that flips it (works without JavaScript). */
export function ReplyMovesForm({ on }: { on: boolean }) {
  const [state, action] = useActionState<ReplyMovesState, FormData>(updateReplyMoves, {});
  const current = state.saved ?? on;
  return (
    <form action={action} className="stack">
      <FormError message={state.error} />
      <p>
        {current ? (
          <>
            <strong>Moves by reply are on.</strong> Reply to a “your move” email with your move on the first
            line and it is played; we answer with the new position.
          </>
        ) : (
          <>
            <strong>Moves by reply are off.</strong> Game emails have no reply address that plays moves; you
            move on the game page.
          </>
        )}
      </p>
      <input type="hidden" name="replyMoves" value={current ? "off" : "on"} />
      <FlipButton on={current} />
    </form>
  );
}

function FlipButton({ on }: { on: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="secondary" disabled={pending}>
      {pending ? "Saving…" : on ? "Turn off moves by reply" : "Turn on moves by reply"}
    </button>
  );
}
