// The part of a reply its sender wrote. The HTML part is read only when the plain text has nothing
// of the reply (an HTML-only reply, Outlook's multipart/related with an inline logo, a text part
// with only the quote): it becomes text with quoted blocks marked "> " and quote containers
// (Gmail's, Thunderbird's attribution, Outlook's original after its header) left out. Then the
// text is walked top to bottom: quoted lines are skipped; a
// header block, an "Original message" line or a signature ends the reply; an attribution ("On …
// wrote:") ends it when the person wrote above it (top-posting), and otherwise the person's text is
// what follows the quote (bottom-posting, Thunderbird's default). Unquoted text right under an
// attribution is the original, never the reply.
//
// Pure, synchronous and bounded: it runs on whatever a stranger sends, so the input is cut to a
// size first, lines longer than any quote header are never tested as one, and every pattern is a
// linear scan (./quote-lines.ts).
import { convert, type HtmlToTextOptions } from "html-to-text";
import {
  attributionLines,
  attributionStartIn,
  continuesAttribution,
  endsLikeAttribution,
  headerBlockAt,
  headerRole,
  isAttribution,
  isAttributionTail,
  isOriginalMessageLine,
  isQuoted,
  isRuleLine,
  longestLine,
  mayOpenAttribution,
  type Role,
  startsAttribution,
  startsSignature,
} from "./quote-lines";

/** A reply's two bodies as the MIME parser found them: the text/plain part and the HTML part. */
export type ReplyBody = { text: string | null; html: string | null };

/** Characters of text read: the command is on the first line, and a message keeps 500 at most. */
export const textLimit = 100_000;
/** Characters of HTML converted, once inline images, styles and the quoted original are out. */
export const htmlLimit = 100_000;
/** Characters of HTML looked at before that: a huge inline image must not cost its size twice. */
const rawHtmlLimit = 4_000_000;
/** Elements nested deeper than this are flattened: a parser pays for depth more than for length. */
const htmlNesting = 100;

/** The part of a reply its sender wrote: quotes, attributions, headers and signatures removed. */
export function visibleText(body: ReplyBody): string {
  const fromText = body.text?.trim() ? writtenPart(cleaned(body.text.slice(0, textLimit))) : "";
  // A client whose text part has nothing of the reply (empty, or only the quote) may still have
  // written it in the HTML part.
  if (fromText || !body.html) return fromText;
  return writtenPart(cleaned(htmlText(body.html).slice(0, textLimit)));
}

/**
 * One kind of line break; no control characters (NUL cannot be stored, the others break lines),
 * no zero-width spaces or byte-order marks, and no-break spaces as spaces.
 */
function cleaned(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(/(?![\t\n])\p{Cc}|[\u200B\u2060\uFEFF]/gu, "")
    .replace(/[\u00A0\u202F]/g, " ");
}

/** Walks the lines as the file comment says and returns the person's own. */
function writtenPart(text: string): string {
  const lines = text.split("\n");
  // Each line's header role, worked out once: a header block is looked for from many lines.
  const roles = new Map<number, Role | null>();
  const roleOf = (index: number) => {
    if (!roles.has(index)) roles.set(index, headerRole(lines[index]));
    return roles.get(index) ?? null;
  };
  const kept: string[] = [];
  let wrote = false;
  // Passed an attribution with nothing written above it: the reply, if any, is under its quote.
  let underAttribution = false;
  let quotedSince = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (isQuoted(line)) {
      quotedSince = true;
      continue;
    }
    if (line.trim() === "") {
      kept.push("");
      continue;
    }
    if (startsSignature(line) || isOriginalMessageLine(line) || headerBlockAt(lines, i, roleOf)) break;
    // Outlook's rule of underscores above the original's header.
    if (/^[ \t]*_{5,}[ \t]*$/.test(line)) break;
    // "On Mon, … wrote:" from the line's start (perhaps wrapped over the next lines), or after the
    // reply's last words on the same line.
    const span = attributionSpan(lines, i);
    const inside = span > 0 && startsAttribution(line) ? -1 : attributionInside(lines, i);
    if (inside > 0) {
      kept.push(line.slice(0, inside).replace(/[\s\-–—]+$/u, ""));
      break;
    }
    if (span > 0) {
      if (wrote) break;
      underAttribution = true;
      quotedSince = false;
      i += span - 1;
      continue;
    }
    if (underAttribution && !quotedSince) break;
    kept.push(line);
    wrote = true;
  }
  while (kept.length > 0 && (kept[kept.length - 1].trim() === "" || isRuleLine(kept[kept.length - 1])))
    kept.pop();
  return kept.join("\n").trim();
}

/**
 * The lines following `index` that an attribution may be wrapped onto, joined one by one, with
 * how many lines each join takes. After a line that starts like one ("On Mon, …"), the next lines
 * (a single blank line between, when the address follows it: Polymail's "<\nmailto:…\n> wrote:");
 * after a line that only may open one, the next line alone, when it is the address or the verb.
 */
function wrappedOnto(
  lines: readonly string[],
  index: number,
  strict = startsAttribution(lines[index]),
): { text: string; span: number }[] {
  if (!strict && !mayOpenAttribution(lines[index])) return [];
  const joined: { text: string; span: number }[] = [];
  let text = "";
  let blank = false;
  const last = strict ? attributionLines : 2;
  for (let k = 1; k < last && index + k < lines.length; k++) {
    const next = lines[index + k];
    if (next.trim() === "") {
      if (blank || !strict) break;
      blank = true;
      continue;
    }
    if (next.length > longestLine || (isQuoted(next) && !isAttributionTail(next))) break;
    if ((blank || !strict) && !continuesAttribution(next)) break;
    blank = false;
    text = text ? `${text} ${next.trim()}` : next.trim();
    joined.push({ text, span: k + 1 });
  }
  return joined;
}

/** How many lines an attribution starting at line `index` takes (0: none starts there). */
function attributionSpan(lines: readonly string[], index: number): number {
  const line = lines[index];
  if (line.length > longestLine) return 0;
  if (isAttribution(line)) return 1;
  const found = wrappedOnto(lines, index).find((rest) => isAttribution(`${line} ${rest.text}`));
  if (found) return found.span;
  // "On Monday, Ana wrote:" names no date or address, but the quote right under it says what it is.
  return endsLikeAttribution(line) && quoteFollows(lines, index) ? 1 : 0;
}

/** Whether the line after `index` (or after one blank line) is quoted. */
function quoteFollows(lines: readonly string[], index: number): boolean {
  const next = lines[index + 1]?.trim() === "" ? lines[index + 2] : lines[index + 1];
  return next !== undefined && isQuoted(next);
}

/** Where in line `index` an attribution starts after the person's own words (-1: nowhere). */
function attributionInside(lines: readonly string[], index: number): number {
  const line = lines[index];
  if (line.length > longestLine) return -1;
  // A lead word was found inside the line: what follows may wrap as after one at the start.
  for (const following of ["", ...wrappedOnto(lines, index, true).map((rest) => rest.text)]) {
    const at = attributionStartIn(line, following);
    if (at > 0) return at;
  }
  return -1;
}

// Where Outlook (desktop, web, Mac, iOS), Hotmail and Windows Mail put the original under the
// reply: everything from the element that carries one of these on is the original.
const originalMarkers = [
  'id="appendonsend"',
  'id="divrplyfwdmsg"',
  'id="x_divrplyfwdmsg"',
  'id="stopspelling"',
  'class="outlookmessageheader"',
  'id="mail-editor-reference-message-container"',
  'id="olk_src_body_section"',
  'name="messagereplysection"',
];

// Quote containers: the whole element is the quoted message (with its attribution).
const quoteContainers = [
  "div.gmail_quote",
  "div.gmail_quote_container",
  "div.moz-cite-prefix",
  "div.yahoo_quoted",
  "div.protonmail_quote",
  "div.zmail_extra",
  "div.AppleOriginalContents",
];

const htmlOptions: HtmlToTextOptions = {
  wordwrap: false,
  // Deep nesting is a way to make a converter recurse itself to death: past this depth, nothing.
  limits: { maxDepth: htmlNesting * 2, maxChildNodes: 5_000, maxInputLength: htmlLimit, ellipsis: "" },
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "head", format: "skip" },
    { selector: "style", format: "skip" },
    { selector: "script", format: "skip" },
    { selector: "title", format: "skip" },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "table", format: "block" },
    { selector: "tr", format: "block" },
    { selector: "td", format: "block" },
    ...quoteContainers.map((selector) => ({ selector, format: "skip" })),
  ],
};

/** An HTML part as text: the reply's lines, quoted blocks marked "> ", quote containers left out. */
function htmlText(html: string): string {
  const images = html
    .slice(0, rawHtmlLimit)
    .replace(/data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]*/gi, "");
  const bounded = flattened(
    withoutOriginal(withoutElements(images, ["head", "style", "script"])).slice(0, htmlLimit),
  );
  try {
    return convert(bounded, htmlOptions);
  } catch {
    // The converter gave up on this markup: the tags out, the text as it comes.
    return bounded.replace(/<[^>]*>/g, "\n");
  }
}

/** The HTML up to where Outlook's (or Hotmail's, or Windows Mail's) original starts. */
function withoutOriginal(html: string): string {
  const lower = html.toLowerCase();
  let cut = html.length;
  for (const marker of originalMarkers) {
    const at = lower.indexOf(marker);
    if (at !== -1) cut = Math.min(cut, Math.max(0, lower.lastIndexOf("<", at)));
  }
  // Outlook desktop and Windows Mail: a div with a top border, and the original's header in it.
  let from = 0;
  for (let tries = 0; tries < 50; tries++) {
    const at = lower.indexOf("border-top", from);
    if (at === -1 || at >= cut) break;
    from = at + 10;
    const tag = lower.lastIndexOf("<", at);
    if (!lower.startsWith("<div", tag)) continue;
    const after = lower.indexOf(">", at);
    if (after === -1) break;
    const firstLine = lower
      .slice(after + 1, after + 3_000)
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;|\s+/g, " ")
      .trim()
      .slice(0, longestLine);
    if (headerRole(firstLine) === "from" || headerRole(firstLine) === "sent") cut = Math.min(cut, tag);
  }
  return html.slice(0, cut);
}

/** The HTML without these elements and what is in them; an element left open runs to the end. */
function withoutElements(html: string, names: readonly string[]): string {
  const lower = html.toLowerCase();
  let out = "";
  let from = 0;
  for (;;) {
    let start = -1;
    let name = "";
    for (const candidate of names) {
      const at = lower.indexOf(`<${candidate}`, from);
      if (at !== -1 && (start === -1 || at < start)) [start, name] = [at, candidate];
    }
    if (start === -1) return out + html.slice(from);
    out += html.slice(from, start);
    const end = lower.indexOf(`</${name}`, start);
    if (end === -1) return out;
    const close = lower.indexOf(">", end);
    if (close === -1) return out;
    from = close + 1;
  }
}

// Elements that never hold others, so never nest.
const empty = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * The HTML with the tags that open or close past `htmlNesting` levels taken out, their text kept:
 * a hundred thousand nested <div>s cost an HTML parser seconds; flat, they cost it nothing.
 */
function flattened(html: string): string {
  let depth = 0;
  return html.replace(/<(\/?)([a-zA-Z][\w:-]*)[^<>]*>/g, (tag, closing: string, name: string) => {
    if (empty.has(name.toLowerCase()) || tag.endsWith("/>")) return tag;
    if (closing) {
      depth = Math.max(0, depth - 1);
      return depth >= htmlNesting ? "" : tag;
    }
    depth += 1;
    return depth > htmlNesting ? "" : tag;
  });
}
