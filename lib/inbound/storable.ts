// What PostgreSQL refuses in text and jsonb: NUL ("invalid byte sequence", "unsupported Unicode
// escape sequence") and lone surrogate halves. Everything a sender wrote passes through here before
// it is stored or logged into the database, so a hostile byte can never make a reply's job fail and
// retry for ever.

/** Text PostgreSQL cannot store (NUL, lone surrogate halves) made storable. */
export function storable(text: string): string {
  return text
    .replaceAll("\u0000", "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
