// Forms posted the way a browser without JavaScript posts them, with fetch: read the page, take
// one form's hidden fields (React's $ACTION_… fields name the server action and its state), set
// the fields under test, and post multipart form data with the session cookie. Also what a
// person reads in an answer: a page's text, or a plain-text body as it is.

export type Fields = Record<string, string | string[] | null>;

const entities: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", apos: "'", nbsp: " " };

export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return entities[name] ?? whole;
  });
}

/**
 * The text a person reads: for HTML, the visible text (no scripts or styles); otherwise the body.
 * A page that called notFound() comes as Next's error shell with the not-found page only in its
 * React payload, which the browser renders (vercel/next.js#62228): its strings are read from there.
 */
export function readable(body: string, contentType: string | null): string {
  if (!contentType?.includes("html")) return body;
  const shell = body.includes('id="__next_error__"')
    ? ([...body.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
        .map((m) => JSON.parse(m[1]) as string)
        .join(" ")
        .match(/"children":"(?:[^"\\]|\\.)*"/g)
        ?.map((child) => JSON.parse(child.slice('"children":'.length)) as string) ?? [])
    : [];
  const visible = body
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ");
  return `${unescapeHtml(visible)} ${shell.join(" ")}`.replace(/\s+/g, " ");
}

/** Every form of the page whose HTML contains `marker` (a field name, a label). */
function formsWith(html: string, marker: string): string[] {
  return (html.match(/<form[\s\S]*?<\/form>/g) ?? []).filter((form) => form.includes(marker));
}

/** The hidden fields of the one form of `html` that contains `marker`, in order. */
export function hiddenFields(html: string, marker: string): [string, string][] {
  const forms = formsWith(html, marker);
  if (forms.length !== 1) throw new Error(`expected one form with ${marker}, found ${forms.length}`);
  return [...forms[0].matchAll(/<input type="hidden" name="([^"]*)"(?: value="([^"]*)")?/g)].map((m) => [
    unescapeHtml(m[1]),
    unescapeHtml(m[2] ?? ""),
  ]);
}

/**
 * The form as its page hands it out, with `fields` set: a string replaces the field, an array
 * sends it repeated, null leaves it out.
 */
export function formData(hidden: [string, string][], fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of hidden) if (!(name in fields)) data.append(name, value);
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

/** A multipart body written by hand, for bytes FormData cannot carry (invalid UTF-8). */
export function rawMultipart(fields: [string, string | Uint8Array][]): {
  body: Uint8Array<ArrayBuffer>;
  type: string;
} {
  const boundary = "----pigeon-post-test-boundary";
  const parts = fields.map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      typeof value === "string" ? Buffer.from(value) : Buffer.from(value),
      Buffer.from("\r\n"),
    ]),
  );
  return {
    body: new Uint8Array(Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)])),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
