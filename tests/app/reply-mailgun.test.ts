// Replies through a Mailgun route (lib/inbound/mailgun.ts): only a post signed with the webhook
// signing key, recently, for one of our reply addresses, is stored; the sender checks then read
// the connecting server from the Received header Mailgun added.
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";

process.env.MAILGUN_SIGNING_KEY = "key-0123456789abcdef0123456789abcdef";
process.env.INBOUND_AUTH = "mailauth";

import { db } from "@/lib/db/prisma";
import { handleReply } from "@/lib/inbound/handle";
import { acceptMailgunPost, mailgunSignature } from "@/lib/inbound/mailgun";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { person, startGameBetween } from "../support/players";

const signingKey = process.env.MAILGUN_SIGNING_KEY as string;

async function replyMime(from: string, to: string, text: string, received = "") {
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
    mime: `${received}${raw.toString("utf8")}`,
    messageId: /Message-ID: (<[^>]+>)/i.exec(raw.toString())?.[1],
  };
}

/** The form Mailgun posts, signed with `key` at `at`. */
function posted(fields: Record<string, string>, at = new Date(), key = signingKey) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const token = Math.random().toString(36).slice(2).padEnd(50, "x");
  const all: Record<string, string> = {
    timestamp,
    token,
    signature: mailgunSignature(key, timestamp, token),
    ...fields,
  };
  return (name: string) => all[name] ?? null;
}

async function newTurn() {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const game = await startGameBetween(ana, ben, {}, new Date());
  const address = (await replyAddressFor(ana, game.id, 0)) as string;
  return { ana, game, address };
}

const stored = (messageId: string | undefined) =>
  db().inboundMail.count({ where: { messageId: messageId ?? "" } });

describe("a post from a Mailgun route", () => {
  it("signed, recent and for a reply address: stored once", async () => {
    const { ana, address } = await newTurn();
    const { mime, messageId } = await replyMime(ana.email, address, "e4");
    const form = { "body-mime": mime, recipient: address, sender: ana.email };
    expect(await acceptMailgunPost(posted(form), new Date())).toEqual({ status: 200, text: "Received." });
    expect(await acceptMailgunPost(posted(form), new Date())).toEqual({
      status: 200,
      text: "Already received.",
    });
    expect(await stored(messageId)).toBe(1);
  });

  it("refuses a bad signature, an old one, a stranger's address and a post without the message", async () => {
    const { ana, address } = await newTurn();
    const { mime, messageId } = await replyMime(ana.email, address, "e4");
    const form = { "body-mime": mime, recipient: address, sender: ana.email };
    const now = new Date();
    expect((await acceptMailgunPost(posted(form, now, "key-someone-else-entirely-000000"), now)).status).toBe(
      401,
    );
    expect((await acceptMailgunPost(posted(form, new Date(now.getTime() - 10 * 60_000)), now)).status).toBe(
      401,
    );
    const forged = posted(form, now);
    expect(
      (await acceptMailgunPost((name) => (name === "token" ? "another-token" : forged(name)), now)).status,
    ).toBe(401);
    expect((await acceptMailgunPost(posted({ ...form, recipient: "post@localhost" }), now)).status).toBe(406);
    expect((await acceptMailgunPost(posted({ recipient: address, sender: ana.email }), now)).status).toBe(
      406,
    );
    expect(await stored(messageId)).toBe(0);
  });

  it("the sender checks read the connecting server from Mailgun's Received header", async () => {
    const { ana, game, address } = await newTurn();
    const received =
      "Received: from mail.example.com (mail.example.com [192.0.2.10])\r\n by mxa.mailgun.org with ESMTP id 1; Wed, 25 Nov 2026 10:00:00 +0000\r\n";
    const { mime, messageId } = await replyMime(ana.email, address, "d4", received);
    await acceptMailgunPost(posted({ "body-mime": mime, recipient: address, sender: ana.email }), new Date());
    const row = await db().inboundMail.findUniqueOrThrow({ where: { messageId: messageId as string } });
    const dns = async (name: string, type: string) => {
      const records: Record<string, string[][]> = {
        "TXT example.com": [["v=spf1 ip4:192.0.2.10 -all"]],
        "TXT _dmarc.example.com": [["v=DMARC1; p=reject"]],
      };
      const found = records[`${type} ${name.toLowerCase()}`];
      if (found) return found;
      throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    };
    expect(await handleReply(row.id, new Date(), () => {}, dns)).toBe("answered");
    expect(await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: 1 } } })).toMatchObject({
      san: "d4",
    });
  });
});
