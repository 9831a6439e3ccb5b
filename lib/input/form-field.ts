// A submitted form's field as a schema should see it: its text, or undefined when it is missing
// or is a file (a hand-made post can send a file where a text box was; String(file) would be
// "[object File]"). A repeated field counts once: its first value, as the browser's own form has.
export function formText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The named fields' texts, as a form shows them again after a refusal (missing ones left out). */
export function formTexts(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = formText(form, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
