// The reply reader on generated input (fast-check). Whatever arrives, visibleText and readReply
// return (no input throws, huge or deeply nested ones included), and whatever attribution form
// the reader knows, header block or "Original message" line introduces the quoted original, no
// line of that original, and nothing of its attribution, reaches the command or the message.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readReply, visibleText } from "@/lib/inbound/command";

/** Text of any kind: any code points, control characters, quote marks and line breaks among them. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 2_000 }),
  fc.string({ unit: "grapheme", maxLength: 2_000 }),
  fc
    .array(
      fc.constantFrom(
        "\n",
        "\r\n",
        "> ",
        ">>",
        "-- ",
        "On ",
        " wrote:",
        "From: ",
        "Sent: ",
        "De : ",
        "<a@b.c>",
        "____",
        "-----Original Message-----",
        "2026-11-23 10:00 ",
        ":",
        "\u0000",
        "\u202e",
        "\ufeff",
        "e4",
        " ",
        "@",
      ),
      { maxLength: 400 },
    )
    .map((parts) => parts.join("")),
);

/** Markup of any kind: tags nested, unclosed, quote containers, entities. */
const anyHtml = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "<div>",
        "</div>",
        "<blockquote>",
        "</blockquote>",
        '<div class="gmail_quote">',
        '<div id="divRplyFwdMsg">',
        '<div id="appendonsend">',
        '<div style="border:none;border-top:solid #E1E1E1 1.0pt">',
        "<b>From:</b> ",
        "<br>",
        "<p>",
        "&gt;",
        "&nbsp;",
        "<table><tr><td>",
        '<img src="data:image/png;base64,AAAA">',
        "<style>p{}</style>",
        "<!--",
        "<",
      ),
      fc.string({ maxLength: 20 }),
    ),
    { maxLength: 300 },
  )
  .map((parts) => parts.join(""));

describe("no input throws", () => {
  it("visibleText returns text for any text or HTML part, and readReply reads it", () => {
    fc.assert(
      fc.property(fc.option(anyText), fc.option(anyHtml), (text, html) => {
        const visible = visibleText({ text, html });
        expect(typeof visible).toBe("string");
        const read = readReply(visible);
        expect(read.command.kind).toBeTypeOf("string");
      }),
      { numRuns: 300 },
    );
  });

  it("readReply reads any text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(readReply(text).command.kind).toBeTypeOf("string");
      }),
      { numRuns: 300 },
    );
  });

  it("a huge or deeply nested message is read, not thrown on", () => {
    const nested = `<p>e4</p>${"<div>".repeat(100_000)}x${"</div>".repeat(100_000)}`;
    expect(readReply(visibleText({ text: null, html: nested })).command).toEqual({
      kind: "move",
      text: "e4",
    });
    const quotes = `<p>e4</p>${"<blockquote>".repeat(20_000)}x`;
    expect(readReply(visibleText({ text: null, html: quotes })).command).toEqual({
      kind: "move",
      text: "e4",
    });
    // Patterns that cost a backtracking reader quadratic time: read in one pass.
    for (const text of [
      `e4\nFrom: ${" ".repeat(200_000)}x`,
      `e4\n${"On a b\n".repeat(30_000)}`,
      `e4\n12:00${"1234".repeat(50_000)}`,
      `e4\n${"-".repeat(300_000)}`,
      `e4\n${"x On 1 ".repeat(50)}wrote:\n`.repeat(300),
      `e4\n${"From: x\n".repeat(12_000)}`,
    ])
      expect(readReply(visibleText({ text, html: null })).command).toEqual({ kind: "move", text: "e4" });
    // A line far longer than any quote header is text, whatever it ends with.
    const long = readReply(visibleText({ text: `e4 ${"On ".repeat(100_000)}wrote:`, html: null })).command;
    expect(long.kind === "move" && long.text.startsWith("e4 On On")).toBe(true);
  });
});

// The quoted original: lines a generator can recognise anywhere ("orig-" and a number).
const originalLines = fc.array(
  fc.tuple(
    fc.nat(9_999),
    fc.constantFrom("", " Your move in Chess.", " Ben played e5.", " Reply with your move."),
  ),
  { minLength: 1, maxLength: 8 },
);
const quotedName = fc.constantFrom("Quinn Zed", "Pigeon Post", "Zed, Quinn", "Quinn O'Zed");
const quotedAddress = "quinn@quoted.example";
const date = fc.constantFrom(
  "Mon, 23 Nov 2026 at 10:00",
  "23.11.2026 10:00",
  "2026-11-23 10:00",
  "11/23/2026 10:00 AM",
  "lun. 23 nov. 2026 à 10:00",
  "Mo., 23. Nov. 2026 um 10:00 Uhr",
  "23 listopada 2026 10:00",
);

/**
 * How a form's lines are written, whether the original under it comes quoted with "> " (`prefixed`;
 * a form that is not may still have it quoted), and whether it starts with a lead word, so that a
 * client may put it on the reply's last line (`lead`).
 */
type Form = { lines: (name: string, date: string) => string[]; prefixed: boolean; lead?: boolean };

/** Attributions and header blocks the reader knows, each with how its original follows it. */
const forms: Form[] = [
  { lines: (n, d) => [`On ${d}, ${n} <${quotedAddress}> wrote:`], prefixed: true, lead: true },
  { lines: (n, d) => [`On ${d}, ${n} <`, `${quotedAddress}> wrote:`], prefixed: true, lead: true },
  { lines: (n, d) => [`On ${d}, ${n}`, `<${quotedAddress}>`, "wrote:"], prefixed: false, lead: true },
  { lines: (n, d) => [`Le ${d}, ${n} <${quotedAddress}> a écrit :`], prefixed: true, lead: true },
  { lines: (n, d) => [`El ${d}, ${n} <${quotedAddress}> escribió:`], prefixed: true, lead: true },
  { lines: (n, d) => [`Il ${d}, ${n} <${quotedAddress}>`, "ha scritto:"], prefixed: true, lead: true },
  { lines: (n, d) => [`Em ${d}, ${n} <${quotedAddress}> escreveu:`], prefixed: false, lead: true },
  { lines: (n, d) => [`Am ${d} schrieb ${n} <`, `${quotedAddress}>:`], prefixed: true, lead: true },
  { lines: (n, d) => [`Op ${d} schreef ${n} <${quotedAddress}>:`], prefixed: false, lead: true },
  {
    lines: (n, d) => [`W dniu ${d} użytkownik ${n} <${quotedAddress}> napisał:`],
    prefixed: false,
    lead: true,
  },
  { lines: (n, d) => [`Den ${d} skrev ${n} <${quotedAddress}>:`], prefixed: true, lead: true },
  { lines: (n, d) => [`ma ${d} ${n}`, `<${quotedAddress}> kirjoitti:`], prefixed: false },
  { lines: (n, d) => [`пн, ${d}, ${n} <${quotedAddress}>:`], prefixed: true, lead: true },
  { lines: (n, d) => [`${d} GMT+03:00 ${n} <`, `${quotedAddress}>:`], prefixed: true },
  { lines: (n, d) => [`在 ${d}，${n} <${quotedAddress}> 写道：`], prefixed: true, lead: true },
  { lines: (n) => [`---- ${n} wrote ----`], prefixed: false },
  { lines: (_, d) => [`---- On ${d} ${quotedAddress} wrote ----`], prefixed: false },
  { lines: (n, d) => [`${n} <${quotedAddress}> schrieb am ${d}:`], prefixed: true },
  { lines: () => ["-----Original Message-----"], prefixed: false },
  { lines: () => ["-------- Message d'origine --------", `De : ${quotedAddress}`], prefixed: false },
  { lines: () => ["---------- Forwarded message ---------"], prefixed: false },
  {
    lines: (n, d) => [`From: ${n} <${quotedAddress}>`, `Sent: ${d}`, "To: Ana", "Subject: Your move"],
    prefixed: false,
  },
  { lines: (_, d) => [`From: ${quotedAddress}`, `Sent: ${d}`, "To: Ana"], prefixed: false },
  {
    lines: (n, d) => ["-----", `*From:* ${n} [mailto:${quotedAddress}]`, `*Sent:* ${d}`, "*To:* Ana"],
    prefixed: false,
  },
  {
    lines: (n, d) => ["_".repeat(32), `From: ${n}`, `Sent: ${d}`, "To: Ana", "Subject: Re"],
    prefixed: false,
  },
  {
    lines: (n, d) => [`Fra: ${n} <${quotedAddress}>`, `Sendt: ${d}`, "Til: Ana", "Emne: Your move"],
    prefixed: false,
  },
  { lines: (n, d) => [`Från: ${n}`, `Skickat: ${d}`, "Till: Ana", "Ämne: Your move"], prefixed: false },
  {
    lines: (n, d) => [`Od: ${n} <${quotedAddress}>`, `Wysłano: ${d}`, "Do: Ana", "Temat: Your move"],
    prefixed: false,
  },
  { lines: (n, d) => [`От: ${n} <${quotedAddress}>`, `Отправлено: ${d}`, "Кому: Ana"], prefixed: false },
  {
    lines: (n, d) => [`Von: ${n} <${quotedAddress}>`, `Gesendet: ${d}`, "An: Ana", "Betreff: AW"],
    prefixed: false,
  },
];

/** What a person writes: words, punctuation, emoji; never a line that starts like a quote. */
const sentence = fc
  .array(
    fc.constantFrom(
      "good",
      "luck",
      "Ben",
      "see",
      "you",
      "soon",
      "!",
      "👍",
      "2",
      "moves",
      "on",
      "Monday",
      ",",
      "—",
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((words) => words.join(" "));
const move = fc.constantFrom("e4", "Nf3", "d4", "O-O", "Pe2-e4", "Jf1-g3", "Hb1@N", "exd5");

const reply = fc.record({
  move,
  said: fc.array(sentence, { maxLength: 4 }),
  form: fc.constantFrom(...forms),
  name: quotedName,
  date,
  original: originalLines,
  // Where the reply sits: above the quote, on the attribution's own line, or under the quote.
  layout: fc.constantFrom("top", "same-line", "bottom"),
  blankAbove: fc.boolean(),
  quotedOriginal: fc.boolean(),
});

describe("no quoted text reaches the message", () => {
  it("under every attribution form the reader knows, above, beside or below the quote", () => {
    fc.assert(
      fc.property(reply, (r) => {
        const attribution = r.form.lines(r.name, r.date);
        const prefixed = r.form.prefixed || r.quotedOriginal;
        const original = r.original.map(([n, text]) => `${prefixed ? "> " : ""}orig-${n}${text}`);
        const written = [r.move, ...r.said];
        const lines =
          r.layout === "bottom" && r.form.lead && prefixed
            ? [...attribution, ...original, "", ...written]
            : r.layout === "same-line" && r.form.lead
              ? [
                  ...written.slice(0, -1),
                  `${written.at(-1)} ${attribution[0]}`,
                  ...attribution.slice(1),
                  ...original,
                ]
              : [...written, ...(r.blankAbove ? [""] : []), ...attribution, ...original];
        const read = readReply(visibleText({ text: lines.join("\n"), html: null }));
        const seen = [read.command.kind === "move" ? read.command.text : "", read.message ?? ""].join("\n");
        expect(seen).not.toMatch(/orig-\d/);
        expect(seen).not.toContain("quoted.example");
        expect(seen).not.toContain("Quinn");
        expect(seen).not.toMatch(/wrote|schrieb|écrit|napisał|kirjoitti|写道|Original Message|Forwarded/);
      }),
      { numRuns: 3_000 },
    );
  });

  it("the same, written as HTML: Gmail's and Thunderbird's containers, blockquotes, Outlook's header", () => {
    const layouts = fc.constantFrom(
      (reply: string, attribution: string, original: string) =>
        `<div dir="ltr">${reply}</div><div class="gmail_quote"><div class="gmail_attr">${attribution}</div><blockquote class="gmail_quote">${original}</blockquote></div>`,
      (reply: string, attribution: string, original: string) =>
        `<p>${reply}</p><div class="moz-cite-prefix">${attribution}</div><blockquote type="cite">${original}</blockquote>`,
      (reply: string, attribution: string, original: string) =>
        `<div>${reply}</div><div>${attribution}</div><blockquote>${original}</blockquote>`,
      (reply: string, _: string, original: string) =>
        `<div>${reply}</div><div id="appendonsend"></div><hr><div id="divRplyFwdMsg"><b>From:</b> Quinn Zed<br><b>Sent:</b> Monday</div><div>${original}</div>`,
      (reply: string, _: string, original: string) =>
        `<p class="MsoNormal">${reply}</p><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>From:</b> Quinn Zed &lt;quinn@quoted.example&gt;<br><b>Sent:</b> Monday</p></div><p>${original}</p>`,
    );
    fc.assert(
      fc.property(
        move,
        fc.array(sentence, { maxLength: 3 }),
        date,
        originalLines,
        layouts,
        (m, said, d, orig, layout) => {
          const escaped = (text: string) =>
            text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
          const html = layout(
            [m, ...said].map(escaped).join("<br>"),
            escaped(`On ${d}, Quinn Zed <${quotedAddress}> wrote:`),
            orig.map(([n, text]) => `orig-${n}${escaped(text)}`).join("<br>"),
          );
          const read = readReply(visibleText({ text: null, html }));
          expect(read.command).toEqual({ kind: "move", text: m });
          const seen = read.message ?? "";
          expect(seen).not.toMatch(/orig-\d|quoted\.example|Quinn|wrote/);
        },
      ),
      { numRuns: 500 },
    );
  });
});
