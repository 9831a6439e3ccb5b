import type { ReactNode } from "react";

/** A form's refusal, announced to screen readers (with an optional way on); nothing when there is none. */
export function FormError({ message, children }: { message?: string | null; children?: ReactNode }) {
  return message ? (
    <div className="notice error" role="alert">
      {message}
      {children}
    </div>
  ) : null;
}
