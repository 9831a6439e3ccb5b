// Reading a received reply's MIME, with limits: what the inbound job needs of a message (its
// senders, the headers it checks, its text and HTML bodies) as a plain object. It runs inside the
// parse thread (lib/inbound/parse.ts), never on the service's own event loop: a hostile message
// may be slow or large, and there it costs at most the thread's deadline.
//
// mailsplit splits the message into parts with a cap on the parts and on each part's header
// block; the bodies of text parts are decoded here (transfer encoding, charset, format=flowed by
// quote depth: lib/inbound/flowed.ts); attachments and forwarded messages are skipped unread.
import { createRequire } from "node:module";
import type { Transform } from "node:stream";
import { Splitter } from "@zone-eu/mailsplit";
import type { MimeNode as Node, SplitterChunk } from "@zone-eu/mailsplit/lib/types";
import libmime from "libmime";
import { decode as decodeQuotedPrintable } from "libqp";
import addressparser from "nodemailer/lib/addressparser/index.js";
import { visibleText } from "./command";
import { decodeFlowed } from "./flowed";
import { storable } from "./storable";

const charsets: { decode(buffer: Buffer, charset?: string): string } = createRequire(import.meta.url)(
  "libmime/lib/charset",
);

/** What one reply may be, at most; past any of these it is not read. */
export const mimeLimits = {
  /** A part's header block: a real reply's, with its Received and DKIM lines, is a few kilobytes. */
  headerBytes: 64 * 1024,
  /** Parts, nested ones included: a reply with an inline image and a quote has under ten. */
  parts: 100,
  /** Multiparts inside multiparts: Outlook's related-in-alternative-in-mixed is three. */
  depth: 8,
  /** Of each text or HTML part, what is kept (a move is on the first lines). */
  bodyBytes: 256 * 1024,
};

/** A received reply as the inbound job reads it (lib/inbound/handle.ts). */
export type ParsedReply = {
  /** The addresses of each From header, as written (an encoded word is a name, never an address). */
  from: string[][];
  subject: string | null;
  /** The headers that tell mail written by a machine, lower-cased names, first of each. */
  flags: {
    autoSubmitted: string | null;
    precedence: string | null;
    autoReplyHeader: string | null;
    contentType: string | null;
  };
  /** The Authentication-Results header values, topmost (added last) first. */
  authenticationResults: string[];
  /** The Received header values, topmost first (at most the first few). */
  received: string[];
  /** The text/plain body, format=flowed decoded; null when the reply has none. */
  text: string | null;
  /** The HTML body (found at any depth, e.g. inside multipart/related); null when there is none. */
  html: string | null;
  /** What the sender wrote, quotes and signature removed (lib/inbound/command.ts). */
  visible: string;
};

export type MimeResult = { ok: true; reply: ParsedReply } | { ok: false; reason: string };

// Every header value is made storable as it is read: any of them may end up in a reply's outcome
// or a log line kept in the database (an Authentication-Results verdict, a Subject).
const headerValue = (line: string) =>
  storable(
    line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim(),
  );

function depthOf(node: Node): number {
  let depth = 0;
  for (let at = node.parentNode; at; at = at.parentNode) depth++;
  return depth;
}

/** A text part's bytes as text: transfer encoding, then charset, then format=flowed. */
function textOf(node: Node, bytes: Buffer): string {
  const encoding = (node.encoding || "").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(bytes.toString("latin1").replace(/[^A-Za-z0-9+/=]/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(bytes.toString("latin1"))
        : bytes;
  let text: string;
  try {
    text = charsets.decode(decoded, node.charset || "utf-8");
  } catch {
    text = decoded.toString("utf8");
  }
  text = text.replace(/\r\n?/g, "\n");
  return node.contentType === "text/plain" && node.flowed ? decodeFlowed(text, node.delSp) : text;
}

function headersOf(lines: { key: string; line: string }[]) {
  const first = (key: string) => {
    const line = lines.find((l) => l.key === key);
    return line ? headerValue(line.line) : null;
  };
  const all = (key: string) => lines.filter((l) => l.key === key).map((l) => headerValue(l.line));
  const from = all("from").map((value) =>
    addressparser(value, { flatten: true })
      .map((address) => address.address.trim().toLowerCase())
      .filter((address) => /^[^@\s]+@[^@\s]+$/.test(address)),
  );
  const subject = first("subject");
  const autoReply = ["x-autoreply", "x-autorespond", "x-auto-reply"].find((key) => first(key) !== null);
  return {
    from,
    // (again after decoding: an encoded word may hide a NUL)
    subject: subject === null ? null : storable(libmime.decodeWords(subject)),
    flags: {
      autoSubmitted: first("auto-submitted")?.toLowerCase() ?? null,
      precedence: first("precedence")?.toLowerCase() ?? null,
      autoReplyHeader: autoReply ?? null,
      contentType: first("content-type")?.toLowerCase() ?? null,
    },
    authenticationResults: all("authentication-results"),
    received: all("received").slice(0, 5),
  };
}

/** Reads a message within `mimeLimits`; a message past them, or malformed, is a reason, never a throw. */
export function readMime(raw: Uint8Array): Promise<MimeResult> {
  return new Promise((resolve) => {
    const splitter = new Splitter({
      maxHeadSize: mimeLimits.headerBytes,
      maxChildNodes: mimeLimits.parts,
      ignoreEmbedded: true,
    });
    let head: ReturnType<typeof headersOf> | null = null;
    const bodies = new Map<Node, { bytes: Buffer[]; length: number }>();
    let failed: string | null = null;
    const fail = (reason: string) => {
      if (failed) return;
      failed = reason;
      splitter.destroy();
      resolve({ ok: false, reason });
    };
    splitter.on("data", (chunk: SplitterChunk) => {
      if (failed) return;
      if (chunk.type === "node") {
        const node = chunk;
        if (depthOf(node) > mimeLimits.depth) return fail(`parts nested deeper than ${mimeLimits.depth}`);
        if (node.root) head = headersOf(node.headers ? node.headers.getList() : []);
        const readable =
          !node.multipart &&
          (node.contentType === "text/plain" || node.contentType === "text/html") &&
          node.disposition !== "attachment";
        if (readable) bodies.set(node, { bytes: [], length: 0 });
        return;
      }
      const body = chunk.type === "body" ? bodies.get(chunk.node) : undefined;
      if (!body || body.length >= mimeLimits.bodyBytes) return;
      const value = chunk.value.subarray(0, mimeLimits.bodyBytes - body.length);
      body.bytes.push(value);
      body.length += value.length;
    });
    // (mailsplit types only the "data" event; the stream has the others.)
    const stream = splitter as unknown as Transform;
    stream.on("error", (error: Error) => fail(error.message));
    stream.on("end", () => {
      if (failed) return;
      try {
        finish();
      } catch (error) {
        // e.g. too deep a recursion converting a hostile HTML body
        fail((error as Error).message);
      }
    });
    const finish = () => {
      if (!head) return fail("no header");
      const texts: string[] = [];
      const htmls: string[] = [];
      for (const [node, body] of bodies) {
        const decoded = storable(textOf(node, Buffer.concat(body.bytes, body.length)));
        (node.contentType === "text/html" ? htmls : texts).push(decoded);
      }
      const text = texts.length ? texts.join("\n") : null;
      const html = htmls.length ? htmls.join("\n") : null;
      resolve({ ok: true, reply: { ...head, text, html, visible: storable(visibleText({ text, html })) } });
    };
    splitter.end(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
  });
}
