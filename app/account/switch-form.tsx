"use client";

import type { ReactNode } from "react";
import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import type { SwitchState } from "@/app/actions/account/preferences";
import { FormError } from "@/app/components/form-error";

export type SwitchWords = {
  /** What being on means, and being off. */
  on: ReactNode;
  off: ReactNode;
  /** The button's words in each state. */
  turnOff: string;
  turnOn: string;
};

/**
 * A setting that is on or off (moving by reply, mail about games against the computer): what it
 * means now, and one button that flips it. A plain form, so it works without JavaScript.
 */
export function SwitchForm({
  action: save,
  field,
  on,
  words,
}: {
  action: (state: SwitchState, form: FormData) => Promise<SwitchState>;
  field: string;
  on: boolean;
  words: SwitchWords;
}) {
  const [state, action] = useActionState<SwitchState, FormData>(save, {});
  const current = state.saved ?? on;
  return (
    <form action={action} className="stack">
      <FormError message={state.error} />
      <p>{current ? words.on : words.off}</p>
      <input type="hidden" name={field} value={current ? "off" : "on"} />
      <FlipButton label={current ? words.turnOff : words.turnOn} />
    </form>
  );
}

function FlipButton({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="secondary" disabled={pending}>
      {pending ? "Saving…" : label}
    </button>
  );
}
