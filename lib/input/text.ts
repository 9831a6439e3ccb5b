// What a person may type, decided once: every schema that takes typed text (display names, moves,
// challenge notes, move and invitation messages, notes, the archive's player filter) is built with
// `typedText`. PostgreSQL cannot store a NUL byte (the insert fails); other control characters and
// line breaks in a one-line field break PGN tags, mail headers and page layout; and a bidi
// override, embedding or isolate reorders whatever is printed after it ("Ana" + U+202E turns the
// rest of a line around). A one-line text is printed inside other text (a name in a subject, a
// note in the lobby), so it takes no invisible direction mark at all; a message keeps the marks
// (LRM, RLM, ALM: they move no text but the punctuation beside them, and writers of Arabic or
// Hebrew use them) but no override, embedding or isolate either.
import { z } from "zod";

export type TextField = {
  /** The field in the plural, opening the messages: "Names", "Messages", "Moves". */
  what: string;
  /** At most this many characters once trimmed and normalised. */
  max: number;
  /** Line breaks and tabs are part of the text (a message); otherwise the field is one line. */
  multiline?: boolean;
  /** Overrides the default "… can be at most N characters." */
  tooLong?: string;
};

// Control characters (C0, DEL, C1: Unicode's Cc) but tab, line feed and carriage return.
const controlsInText = /(?![\t\n\r])\p{Cc}/u;
// Every control character, and the Unicode line and paragraph separators.
const controlsInLine = /[\p{Cc}\u2028\u2029]/u;
// Embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI).
const directionRuns = /[\u202A-\u202E\u2066-\u2069]/;
// Those and the marks (ALM, LRM, RLM): Unicode's Bidi_Control characters.
const directionControls = /\p{Bidi_Control}/u;
// U+FFFD stands for bytes that were not valid UTF-8 (a mangled paste, "%FF" in an address); a lone
// surrogate is half a character.
const unreadable = /[\uFFFD]|\p{Surrogate}/u;

/** The first thing wrong with `text` for this field, as the person should read it, or null. */
export function textProblem(text: string, field: TextField): string | null {
  if ((field.multiline ? controlsInText : controlsInLine).test(text)) {
    return field.multiline
      ? `${field.what} can't contain control characters.`
      : `${field.what} can't contain line breaks or control characters.`;
  }
  if ((field.multiline ? directionRuns : directionControls).test(text)) {
    return `${field.what} can't contain invisible text-direction characters.`;
  }
  if (unreadable.test(text)) {
    return `${field.what} can't contain characters that could not be read (shown as �). Type them again.`;
  }
  return null;
}

/**
 * A message that came by mail, with what a message field refuses taken out instead: a person's
 * move must not be refused for a character their mail client put in. Not for one-line fields.
 */
export function withoutRefusedInMessage(text: string): string {
  return text.replace(
    new RegExp(`${controlsInText.source}|${directionRuns.source}|${unreadable.source}`, "gu"),
    "",
  );
}

/** The text as stored: one kind of line break, composed characters (NFC), no outer whitespace. */
export function normalText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .normalize("NFC")
    .trim();
}

/**
 * A zod schema for one typed text field: refuses what `textProblem` names, then trims and
 * normalises, then caps the length. An empty answer passes (add `.min(1, …)` or `.optional()` as
 * the field needs); a missing or non-text value is refused with `missing`.
 */
export function typedText(field: TextField, missing = `${field.what} must be text.`) {
  const tooLong = field.tooLong ?? `${field.what} can be at most ${field.max} characters.`;
  return z
    .string({ error: missing })
    .superRefine((text, context) => {
      const problem = textProblem(text, field);
      if (problem) context.addIssue({ code: "custom", message: problem, abort: true });
    })
    .transform(normalText)
    .pipe(z.string().max(field.max, tooLong));
}
