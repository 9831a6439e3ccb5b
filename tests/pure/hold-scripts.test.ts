// The production server's rewriting of a board page's script tags (scripts/support/hold-scripts.mjs):
// the framework's async scripts become preloads with the same nonce, one loader comes after the
// first, nothing else changes, and the result is the same however the page is cut into pieces.
// Then through a real HTTP server with the compression middleware in front, as next-server.mjs
// has it: a page's body is rewritten before it is compressed, its Content-Length dropped; a
// response of any other kind goes out byte for byte.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import {
  holdScripts,
  holdScriptsIn,
  holdsScripts,
  loaderSource,
} from "../../scripts/support/hold-scripts.mjs";

const nonce = "9LXRutDv5xiYLIgrSEG5Ag==";
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

/** A player's message that reads like a script tag, as React writes it in the page and in its data. */
const playerText = [
  `<p>&lt;script src=&quot;${chunk("evil")}&quot; async=&quot;&quot;&gt;&lt;/script&gt;</p>`,
  `<script nonce="${nonce}">self.__next_f.push([1,"\\u003cscript src=\\"${chunk("evil")}\\" async=\\"\\"\\u003e"])</script>`,
];

/** The head and body of a move page as Next.js writes them (the order of the attributes varies). */
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="stylesheet" href="/_next/static/chunks/0ghmm1bjqkxyc.css" nonce="${nonce}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="${chunk("1h58gtmtng1nm")}"/>`,
  `<script src="${chunk("3jua5gvtt1jpt")}" async="" nonce="${nonce}"></script>`,
  `<script src="${chunk("turbopack-077hmtqrhcoji")}" async="" nonce="${nonce}"></script>`,
  `<title>Wren – Blake · Chess · Pigeon Post ♞ é</title>`,
  `<script src="${chunk("0cz1d0mv5g_q7")}" noModule="" nonce="${nonce}"></script></head>`,
  `<body><header>menu</header><div data-early-board="" data-early-moves="e2:e3,e4"></div>`,
  `<script nonce="${nonce}">(function(){window.__pigeonPostEarlyTaps={}})();</script>`,
  `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  ...playerText,
  `<script src="${chunk("1h58gtmtng1nm")}" nonce="${nonce}" async=""></script>`,
  `<script src="https://elsewhere.example/x.js" async=""></script>`,
  `</body></html>`,
].join("");

/** The page as one piece, rewritten, in latin1 as the server feeds it. */
const latin1 = (text: string) => Buffer.from(text, "utf8").toString("latin1");
const whole = () => holdScripts({ idleMs: 1500 })(latin1(page), true);

describe("holding a board page's scripts", () => {
  it("turns the framework's async scripts into preloads, with one loader after the first", () => {
    const out = Buffer.from(whole(), "latin1").toString("utf8");
    for (const name of ["3jua5gvtt1jpt", "turbopack-077hmtqrhcoji", "1h58gtmtng1nm"]) {
      expect(out).not.toContain(`<script src="${chunk(name)}"`);
      expect(out).toContain(
        `<link rel="preload" as="script" fetchpriority="low" href="${chunk(name)}" nonce="${nonce}" data-held-script=""/>`,
      );
    }
    // One loader, with the nonce, right after the first held script.
    const loader = `<script nonce="${nonce}">${loaderSource(1500)}</script>`;
    expect(out.split(loader)).toHaveLength(2);
    expect(out).toContain(
      `data-held-script=""/>${loader}<link rel="preload" as="script" fetchpriority="low" href="${chunk("turbopack-077hmtqrhcoji")}"`,
    );
    expect(loaderSource(1500)).toContain("setTimeout(release,1500)");
    // Left as they were: the noModule script, the inline scripts, another site's script, the text,
    // and a player's text that reads like a script tag (React escapes it: it never is one).
    expect(out).not.toContain(`href="${chunk("evil")}"`);
    for (const kept of [
      `<script src="${chunk("0cz1d0mv5g_q7")}" noModule="" nonce="${nonce}"></script>`,
      `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
      ...playerText,
      `<script src="https://elsewhere.example/x.js" async=""></script>`,
      "<title>Wren – Blake · Chess · Pigeon Post ♞ é</title>",
    ])
      expect(out).toContain(kept);
  });

  it("gives the same page wherever it is cut, into two pieces or into bytes", () => {
    const text = latin1(page);
    const expected = whole();
    for (let at = 0; at <= text.length; at++) {
      const rewrite = holdScripts({ idleMs: 1500 });
      expect(rewrite(text.slice(0, at), false) + rewrite(text.slice(at), true), `cut at ${at}`).toBe(
        expected,
      );
    }
    const rewrite = holdScripts({ idleMs: 1500 });
    let out = "";
    for (const byte of text) out += rewrite(byte, false);
    expect(out + rewrite("", true)).toBe(expected);
  });

  it("holds only on the pages that can have a board", () => {
    expect(holdsScripts("/play/abc")).toBe(true);
    expect(holdsScripts("/games/g1/analysis?x=1")).toBe(true);
    expect(holdsScripts("/")).toBe(false);
    expect(holdsScripts("/lobby")).toBe(false);
    expect(holdsScripts("/players/games/x")).toBe(false);
  });
});

describe("holding scripts in a response", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** A server answering as Next.js does: headers set, flushed, then the body in pieces. */
  async function serve(type: string, pieces: Buffer[]): Promise<string> {
    const compress = compression();
    server = createServer((req, res) => {
      compress(req as never, res as never, () => {
        holdScriptsIn(res, { idleMs: 1500 });
        res.setHeader("Content-Type", type);
        res.setHeader("Content-Length", Buffer.concat(pieces).length);
        res.flushHeaders();
        for (const piece of pieces.slice(0, -1)) res.write(piece);
        res.end(pieces.at(-1));
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  /** The page's bytes cut in three, one cut inside a script tag and one inside a character. */
  const pieces = () => {
    const bytes = Buffer.from(page, "utf8");
    const inTag = bytes.indexOf("turbopack") + 3;
    const inCharacter = bytes.indexOf("♞", 0, "utf8") + 1;
    return [bytes.subarray(0, inTag), bytes.subarray(inTag, inCharacter), bytes.subarray(inCharacter)];
  };

  it("rewrites a page before compressing it, and drops its length", async () => {
    const url = await serve("text/html; charset=utf-8", pieces());
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await fetch(url, { headers: { "accept-encoding": encoding } });
      expect(answer.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(answer.headers.get("content-length")).toBeNull();
      expect(await answer.text()).toBe(Buffer.from(whole(), "latin1").toString("utf8"));
    }
  });

  it("sends anything else byte for byte", async () => {
    const url = await serve("text/x-component", pieces());
    const answer = await fetch(url, { headers: { "accept-encoding": "identity" } });
    expect(await answer.text()).toBe(page);
    expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
  });
});
