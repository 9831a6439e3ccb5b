"use client";

import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { type ConfirmReplyState, confirmReplyAction } from "@/app/actions/reply/confirm";
import { FormError } from "@/app/components/form-error";

/** One button that plays the reply (works without JavaScript); then what came of it. */
export function ConfirmReplyForm({ replyKey, said }: { replyKey: string; said: string }) {
  const [state, action] = useActionState<ConfirmReplyState, FormData>(confirmReplyAction, {});
  if (state.done)
    return (
      <div className="notice ok" role="status">
        {state.done} We have emailed you the position.
      </div>
    );
  return (
    <form action={action}>
      <input type="hidden" name="key" value={replyKey} />
      <FormError message={state.error} />
      <ConfirmButton said={said} />
    </form>
  );
}

function ConfirmButton({ said }: { said: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending}>
      {pending ? "Sending…" : `Yes, play ${said}`}
    </button>
  );
}
