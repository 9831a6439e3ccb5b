// Replies through a Mailgun route (lib/inbound/mailgun.ts), posted to the real route handler
// (app/api/inbound/mailgun/mime/route.ts) as Mailgun posts them: only a post signed with the
// webhook signing key, recently, once, for a live reply address of ours, is stored; the sender
// checks then take the connecting server from the Received line Mailgun's MX put on top.
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";

process.env.MAILGUN_SIGNING_KEY = "key-0123456789abcdef0123456789abcdef";
process.env.INBOUND_AUTH = "mailauth";

import { POST } from "@/app/api/inbound/mailgun/mime/route";
import { db } from "@/lib/db/prisma";
import { handleReply } from "@/lib/inbound/handle";
import { mailgunSignature } from "@/lib/inbound/mailgun";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { person, startGameBetween } from "../support/players";

const signingKey = process.env.MAILGUN_SIGNING_KEY as string;

/** Mailgun's MX line on top of what it received from mail.example.com at 192.0.2.10. */
const mailgunReceived =
  "Received: from mail.example.com (mail.example.com [192.0.2.10])\r\n by mxa.mailgun.org with ESMTP id 1; Wed, 25 Nov 2026 10:00:00 +0000\r\n";

async function replyMime(from: string, to: string, text: string, top = mailgunReceived) {
  const raw = await new MailComposer({
    from,
    to,
    subject: "Re: Your move",
    messageId: `<mg-${Math.random().toString(36).slice(2)}@example.com>`,
    text,
  })
    .compile()
    .build();
  return {
    mime: `${top}${raw.toString("utf8")}`,
    messageId: /Message-ID: (<[^>]+>)/i.exec(raw.toString())?.[1] as string,
  };
}

/** The signature fields Mailgun adds to a post, made at `at` with `key`. */
function signed(at = new Date(), key = signingKey) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const token = Math.random().toString(36).slice(2).padEnd(50, "x");
  return { timestamp, token, signature: mailgunSignature(key, timestamp, token) };
}

/** Posts the form to the route handler, as Mailgun does; its status and text. */
async function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await POST(
    new Request("http://127.0.0.1:3999/api/inbound/mailgun/mime", { method: "POST", body: form }),
  );
  return { status: response.status, text: await response.text() };
}

async function newTurn() {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const game = await startGameBetween(ana, ben, {}, new Date());
  const address = (await replyAddressFor(ana, game, 0)) as string;
  return { ana, game, address };
}

const stored = (messageId: string) => db().inboundMail.count({ where: { messageId } });

/** example.com's DNS: SPF allows only 192.0.2.10, DMARC says reject. */
const dns = async (name: string, type: string) => {
  const records: Record<string, string[][]> = {
    "TXT example.com": [["v=spf1 ip4:192.0.2.10 -all"]],
    "TXT _dmarc.example.com": [["v=DMARC1; p=reject"]],
  };
  const found = records[`${type} ${name.toLowerCase()}`];
  if (found) return found;
  throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: "ENOTFOUND" });
};

describe("a post from a Mailgun route", () => {
  it("signed, recent and for a live reply address: stored once", async () => {
    const { ana, address } = await newTurn();
    const { mime, messageId } = await replyMime(ana.email, address, "e4");
    const form = { "body-mime": mime, recipient: address, sender: ana.email };
    expect(await post({ ...form, ...signed() })).toEqual({ status: 200, text: "Received." });
    // Mailgun delivering the same message again (a new post, a new token) changes nothing.
    expect(await post({ ...form, ...signed() })).toEqual({ status: 200, text: "Already received." });
    expect(await stored(messageId)).toBe(1);
  });

  it("refuses a bad signature, an old one, a stranger's address, a dead key and a post without the message", async () => {
    const { ana, game, address } = await newTurn();
    const { mime, messageId } = await replyMime(ana.email, address, "e4");
    const form = { "body-mime": mime, recipient: address, sender: ana.email };
    expect((await post({ ...form, ...signed(new Date(), "key-someone-else-entirely-000000") })).status).toBe(
      401,
    );
    expect((await post({ ...form, ...signed(new Date(Date.now() - 10 * 60_000)) })).status).toBe(401);
    expect((await post({ ...form, ...signed(), token: "another-token" })).status).toBe(401);
    expect((await post({ ...form, ...signed(), recipient: "post@localhost" })).status).toBe(406);
    expect((await post({ recipient: address, sender: ana.email, ...signed() })).status).toBe(406);
    await db().game.update({ where: { id: game.id }, data: { status: "FINISHED", winner: "b" } });
    expect(await post({ ...form, ...signed() })).toMatchObject({ status: 406 });
    expect(await stored(messageId)).toBe(0);
  });

  it("a captured signed post is accepted once: replayed with another message, it is refused", async () => {
    const { ana, game, address } = await newTurn();
    const first = await replyMime(ana.email, address, "e4");
    const captured = signed();
    expect(
      (await post({ "body-mime": first.mime, recipient: address, sender: ana.email, ...captured })).status,
    ).toBe(200);
    const forged = await replyMime(ana.email, address, "resign");
    expect(
      await post({ "body-mime": forged.mime, recipient: address, sender: ana.email, ...captured }),
    ).toEqual({
      status: 401,
      text: "This signed request was used before.",
    });
    expect(await stored(forged.messageId)).toBe(0);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("ONGOING");
  });
});

describe("the sending server, as Mailgun attests it", () => {
  it("is read from the Received line Mailgun's MX wrote on top: SPF and DMARC pass, the move plays", async () => {
    const { ana, game, address } = await newTurn();
    const { mime, messageId } = await replyMime(ana.email, address, "d4");
    await post({ "body-mime": mime, recipient: address, sender: ana.email, ...signed() });
    const row = await db().inboundMail.findUniqueOrThrow({ where: { messageId } });
    expect(await handleReply(row.id, new Date(), () => {}, dns)).toBe("answered");
    expect(await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: 1 } } })).toMatchObject({
      san: "d4",
    });
  });

  it("a Received line on top that is not Mailgun's names no server: the reply is only confirmable", async () => {
    const { ana, game, address } = await newTurn();
    // What a sender can write: a line naming the one IP example.com's SPF allows.
    const forgedTop =
      "Received: from mail.example.com (mail.example.com [192.0.2.10])\r\n by mx.attacker.example with ESMTP id 1; Wed, 25 Nov 2026 10:00:00 +0000\r\n";
    const { mime, messageId } = await replyMime(ana.email, address, "d4", forgedTop);
    await post({ "body-mime": mime, recipient: address, sender: ana.email, ...signed() });
    const row = await db().inboundMail.findUniqueOrThrow({ where: { messageId } });
    const lines: string[] = [];
    expect(await handleReply(row.id, new Date(), (line) => lines.push(line), dns)).toBe("confirming");
    expect(lines.join("\n")).toContain("no Received line from Mailgun's MX on top");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);
  });
});
