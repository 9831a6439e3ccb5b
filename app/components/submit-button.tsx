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
}: {
  label: string;
  pendingLabel: string;
  ariaLabel?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} aria-label={ariaLabel}>
      {pending ? pendingLabel : label}
    </button>
  );
}
