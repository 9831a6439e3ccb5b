// format=flowed text (RFC 3676), as Thunderbird, Apple Mail and others send it: a line ending in
// a space is "soft" and continues on the next line. Quotes are part of the format: each line
// starts with its quote depth ('>' marks), and a soft line joins only the next line of the SAME
// depth. A reader that ignores depth (libmime's decodeFlowed does) joins "> quoted line " and the
// "e4" typed under it into one quoted line, and the move disappears into the quote.

/** One line's quote depth, its text (quote marks and space-stuffing removed), and whether it is soft. */
function lineOf(raw: string, delSp: boolean): { depth: number; text: string; soft: boolean } {
  // ">>" is depth 2; so is "> >", which many clients write.
  const marks = /^>(?: ?>)*/.exec(raw)?.[0] ?? "";
  const depth = marks.replaceAll(" ", "").length;
  let text = raw.slice(marks.length);
  // Space-stuffing: a line starting with a space, "From " or ">" got one space in front.
  if (text.startsWith(" ")) text = text.slice(1);
  // The signature separator "-- " is never soft.
  const soft = text.endsWith(" ") && text !== "-- ";
  if (soft && delSp) text = text.slice(0, -1);
  return { depth, text, soft };
}

/** Decodes format=flowed text into plain lines, each quoted line written "> " per depth. */
export function decodeFlowed(body: string, delSp = false): string {
  const rawLines = body.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let open: { depth: number; text: string } | null = null;
  const quoted = (line: { depth: number; text: string }) =>
    line.depth === 0 ? line.text : `${">".repeat(line.depth)} ${line.text}`;
  for (const raw of rawLines) {
    const line = lineOf(raw, delSp);
    if (open && open.depth === line.depth) {
      open.text += line.text;
    } else {
      // A soft line followed by another depth (or nothing) ends where it is.
      if (open) out.push(quoted(open));
      open = { depth: line.depth, text: line.text };
    }
    if (!line.soft) {
      out.push(quoted(open));
      open = null;
    }
  }
  if (open) out.push(quoted(open));
  return out.join("\n");
}
