// Reading a reply's MIME in the parse thread (lib/inbound/parse.ts → lib/inbound/mime.ts): what real
// clients send (format=flowed from Thunderbird, Outlook's HTML inside multipart/related), what a
// forger sends (two From headers, an address hidden in an encoded word), and what takes too long.
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { decodeFlowed } from "@/lib/inbound/flowed";
import { parseReply } from "@/lib/inbound/parse";

const crlf = (lines: string[]) => Buffer.from(lines.join("\r\n"));

async function read(raw: Buffer | string) {
  const result = await parseReply(typeof raw === "string" ? Buffer.from(raw) : raw);
  if (!result.ok) throw new Error(`not read: ${result.reason}`);
  return result.reply;
}

describe("format=flowed (RFC 3676)", () => {
  it.each([
    {
      what: "a move under a quoted line that ends in a space stays a line of its own",
      body: "> quoted line ending in space \r\ne4\r\n",
      text: "> quoted line ending in space \ne4\n",
    },
    {
      what: "soft lines of one depth join; the next depth starts a new line",
      body: "Nf3 and then \r\nwe see.\r\n> > deep \r\n> > quote\r\n> shallow\r\n",
      text: "Nf3 and then we see.\n>> deep quote\n> shallow\n",
    },
    {
      what: "space-stuffing is removed, the signature separator never joins",
      body: " From the start\r\n-- \r\nAna\r\n",
      text: "From the start\n-- \nAna\n",
    },
  ])("$what", async ({ body, text }) => {
    const reply = await read(
      crlf(["From: ana@example.com", "Content-Type: text/plain; charset=utf-8; format=flowed", "", body]),
    );
    expect(reply.text).toBe(text);
  });

  it("DelSp=yes removes the space that marked a soft line", () => {
    expect(decodeFlowed("long wo \r\nrd\r\n", true)).toBe("long word\n");
    expect(decodeFlowed("long wo \r\nrd\r\n", false)).toBe("long wo rd\n");
  });

  it("the move under the quote is what the sender wrote", async () => {
    const reply = await read(
      crlf([
        "From: ana@example.com",
        "Content-Type: text/plain; format=flowed",
        "",
        "On Monday, Pigeon Post wrote:",
        "> Your move in Chess. Reply with your move, or open ",
        "> the game. ",
        "e4",
        "",
      ]),
    );
    expect(reply.visible.trim()).toBe("e4");
  });
});

describe("where the HTML is", () => {
  it("Outlook's HTML-only reply: text/html inside multipart/related inside multipart/alternative", async () => {
    const raw = crlf([
      "From: ana@example.com",
      "MIME-Version: 1.0",
      'Content-Type: multipart/alternative; boundary="alt"',
      "",
      "--alt",
      'Content-Type: multipart/related; boundary="rel"',
      "",
      "--rel",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      '<html><body><p>Nf3</p><img src=3D"cid:logo"></body></html>',
      "--rel",
      "Content-Type: image/png",
      "Content-ID: <logo>",
      "Content-Transfer-Encoding: base64",
      "",
      "iVBORw0KGgo=",
      "--rel--",
      "--alt--",
      "",
    ]);
    const reply = await read(raw);
    expect(reply.text).toBeNull();
    expect(reply.html).toBe('<html><body><p>Nf3</p><img src="cid:logo"></body></html>');
    // The reader sees the move (what follows it is the reader's to judge: lib/inbound/command.ts).
    expect(reply.visible.split("\n")[0]).toBe("Nf3");
  });

  it("text and HTML of one reply, a charset and base64 decoded; attachments and forwarded mail unread", async () => {
    const raw = await new MailComposer({
      from: "Ana <ana@example.com>",
      subject: "=?iso-8859-1?Q?R=E9ponse?=",
      text: "Fou en c4 – à toi !",
      html: "<p>Fou en c4</p>",
      textEncoding: "base64",
      attachments: [
        { filename: "notes.txt", content: "secret notes" },
        { contentType: "message/rfc822", content: "From: x@y.z\r\n\r\nhidden move\r\n" },
      ],
    })
      .compile()
      .build();
    const reply = await read(raw);
    expect(reply).toMatchObject({
      subject: "Réponse",
      text: "Fou en c4 – à toi !",
      html: "<p>Fou en c4</p>",
      from: [["ana@example.com"]],
    });
  });
});

describe("senders, as a forger writes them", () => {
  it("each From header is kept with its literal addresses; an encoded word is a name, never an address", async () => {
    const reply = await read(
      crlf([
        "From: mallory@attacker.example",
        "From: =?utf-8?B?PGVyaW5AZXhhbXBsZS5jb20+?=",
        "From: =?utf-8?B?PGVyaW5AZXhhbXBsZS5jb20+?= <Mallory@Attacker.example>",
        "Subject: Re: Your move",
        "",
        "e4",
        "",
      ]),
    );
    expect(reply.from).toEqual([["mallory@attacker.example"], [], ["mallory@attacker.example"]]);
  });

  it("Authentication-Results and Received headers come topmost first, unfolded", async () => {
    const reply = await read(
      crlf([
        "Authentication-Results: mx.pigeon.test;",
        " dmarc=pass header.from=example.com",
        "Received: from a (a [192.0.2.1]) by mx.pigeon.test; Mon, 23 Nov 2026",
        "Authentication-Results: mx.pigeon.test; dmarc=fail",
        "Received: from b (b [192.0.2.2]) by a; Mon, 23 Nov 2026",
        "From: ana@example.com",
        "",
        "e4",
        "",
      ]),
    );
    expect(reply.authenticationResults).toEqual([
      "mx.pigeon.test; dmarc=pass header.from=example.com",
      "mx.pigeon.test; dmarc=fail",
    ]);
    expect(reply.received[0]).toMatch(/^from a \(a \[192\.0\.2\.1\]\)/);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("a NUL and a lone surrogate half are taken out of every text", async () => {
    const reply = await read(
      crlf([
        "From: ana@example.com",
        "Subject: =?utf-8?B?UmU6AA==?=",
        "",
        "e4\u0000",
        "\ud800 good luck",
        "",
      ]),
    );
    expect(reply.subject).toBe("Re:");
    expect(reply.text).toBe("e4\n\ufffd good luck\n");
  });
});

describe("the deadline", () => {
  it("a message read past the deadline is unreadable, and the next one is read by a fresh thread", async () => {
    const big = crlf(["From: ana@example.com", "Content-Type: text/html", "", "<div>".repeat(150_000)]);
    const slow = await parseReply(big, 1);
    expect(slow).toEqual({ ok: false, reason: "reading it took longer than 0.001 s" });
    expect(await parseReply(crlf(["From: ana@example.com", "", "e4", ""]))).toMatchObject({
      ok: true,
      reply: { visible: "e4" },
    });
  });
});
