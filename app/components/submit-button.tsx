"use client";

import { useFormStatus } from "react-dom";

/**
 * A form's submit button that shows the request is under way and can't be pressed twice.
 * `ariaLabel` names it when several alike buttons share a page ("Delete line 1. e4 e5").
 */
export function SubmitButton({
  label,
  pendingLabel,
  ariaLabel,
  autoFocus,
}: {
  label: string;
  pendingLabel: string;
  ariaLabel?: string;
  /** For a button that appears in answer to a press (a confirmation): focus moves to it. */
  autoFocus?: boolean;
}) {
  const { pending } = useFormStatus();
  return (
    // biome-ignore lint/a11y/noAutofocus: only a confirmation that has just replaced the pressed button
    <button type="submit" disabled={pending} aria-label={ariaLabel} autoFocus={autoFocus}>
      {pending ? pendingLabel : label}
    </button>
  );
}
