"use client";

// First: zod as the browser may run it, before the schema modules below.
import "@/app/components/zod-in-browser";
import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { type PreferencesState, updatePreferences } from "@/app/actions/account/preferences";
import { FormError } from "@/app/components/form-error";
import { type MailChoice, mailChoices } from "@/lib/notify/input";
import styles from "./mail-choice-form.module.css";

/**
 * The four email choices as four submit buttons of one form (works without JavaScript).
 * `unsubscribeKey` is set on the page an email links to, where nobody is signed in.
 */
export function MailChoiceForm({
  current,
  unsubscribeKey,
}: {
  current: MailChoice;
  unsubscribeKey?: string;
}) {
  const [state, action] = useActionState<PreferencesState, FormData>(updatePreferences, {});
  const chosen = state.saved ?? current;
  return (
    <form action={action} className={styles.form}>
      {unsubscribeKey ? <input type="hidden" name="key" value={unsubscribeKey} /> : null}
      <FormError message={state.error} />
      {state.saved ? (
        <div className="notice ok" role="status">
          Saved: {mailChoices.find((c) => c.value === state.saved)?.label.toLowerCase()}.
        </div>
      ) : null}
      <ul className={styles.choices}>
        {mailChoices.map((choice) => (
          <li key={choice.value} className={choice.value === chosen ? styles.chosen : undefined}>
            <ChoiceButton value={choice.value} label={choice.label} chosen={choice.value === chosen} />
            <span className="hint">
              {choice.hint}
              {choice.value === chosen ? (
                <strong className={styles.mark}> Your current choice.</strong>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}

function ChoiceButton({ value, label, chosen }: { value: MailChoice; label: string; chosen: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name="choice"
      value={value}
      disabled={pending}
      aria-pressed={chosen}
      className={chosen ? undefined : "secondary"}
    >
      {label}
    </button>
  );
}
