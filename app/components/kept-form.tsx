"use client";

import { type ComponentProps, startTransition } from "react";

/**
 * A form whose fields keep what the person chose after its action runs. React resets a form after
 * an action it submits itself, and a select then jumps back to its first option (only a text
 * field's typed value survives, through its defaultValue). With JavaScript this form is sent from
 * here, which resets nothing; without it, it posts as any form and the page comes back with the
 * values the action returned.
 */
export function KeptForm({
  action,
  ...props
}: Omit<ComponentProps<"form">, "action" | "onSubmit"> & { action: (form: FormData) => void }) {
  return (
    <form
      {...props}
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
    />
  );
}
