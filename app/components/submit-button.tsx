"use client";

import { useFormStatus } from "react-dom";

/** A form's submit button that shows the request is under way and can't be pressed twice. */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
