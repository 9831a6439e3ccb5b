// INBOUND_AUTH=trust:<authserv-id>: the operator's own mail server checked the sender and wrote an
// Authentication-Results header on top under its id; the reply comes in through the real receiver
// as that server relays it. Only that topmost header of our id counts, read by a real parser, and
// only a DMARC pass for the player's own domain.
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.INBOUND_AUTH = "trust:mx.pigeon.test";

import { db } from "@/lib/db/prisma";
import { admissionLimits } from "@/lib/inbound/admit";
import { handleReply } from "@/lib/inbound/handle";
import { type Receiver, startReceiver } from "@/lib/inbound/receiver";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { startGameBetween } from "../support/players";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver(0);
});
afterAll(async () => {
  await receiver?.stop();
});

let sent = 0;

/** Erin's reply "e4" to her turn, relayed with these Authentication-Results (topmost first). */
async function relayed(results: string[]) {
  const erin = await db().user.create({ data: { email: `erin${++sent}@example.com`, name: "Erin" } });
  const ben = await db().user.create({ data: { email: `ben${sent}@example.org`, name: "Ben" } });
  const game = await startGameBetween(erin, ben, {}, new Date());
  const address = (await replyAddressFor(erin, game.id, 0)) as string;
  const messageId = `<trust-${sent}@example.com>`;
  const raw = [
    ...results.map((value) => `Authentication-Results: ${value}`),
    `From: Erin <${erin.email}>`,
    `To: ${address}`,
    "Subject: Re: Your move",
    `Message-ID: ${messageId}`,
    "",
    "e4",
    "",
  ].join("\r\n");
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, secure: false });
  try {
    await transport.sendMail({ envelope: { from: erin.email, to: [address] }, raw });
  } finally {
    transport.close();
  }
  const row = await db().inboundMail.findUniqueOrThrow({ where: { messageId } });
  const handled = await handleReply(row.id, new Date(), () => {});
  const plies = (await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies;
  return { handled, played: plies === 1 };
}

const pass =
  "mx.pigeon.test; spf=pass smtp.mailfrom=example.com; dmarc=pass (p=REJECT) header.from=example.com";
const fail =
  "mx.pigeon.test; spf=fail smtp.mailfrom=example.com; dmarc=fail (p=REJECT) header.from=example.com";

describe("the Authentication-Results our mail server wrote", () => {
  it("a DMARC pass for the player's domain plays the move", async () => {
    expect(await relayed([pass])).toEqual({ handled: "answered", played: true });
  });

  it("with two headers of our id, only the top one counts", async () => {
    // Ours says fail; the one below it, of our id too, was written by the sender.
    expect(await relayed([fail, pass])).toEqual({ handled: "confirming", played: false });
    expect(await relayed([pass, fail])).toEqual({ handled: "answered", played: true });
  });

  it("a header of another id above ours is skipped, not believed", async () => {
    const other = "mx.elsewhere.example; dmarc=pass header.from=example.com";
    expect(await relayed([other, fail])).toEqual({ handled: "confirming", played: false });
  });

  it("the DMARC result is read as a result, not found as text: an envelope sender dmarc=pass@… is no pass", async () => {
    const trick =
      "mx.pigeon.test; spf=pass smtp.mailfrom=dmarc=pass@attacker.example; dmarc=fail (p=REJECT) header.from=example.com";
    expect(await relayed([trick])).toEqual({ handled: "confirming", played: false });
    const commented = "mx.pigeon.test; spf=none (dmarc=pass); dmarc=none header.from=example.com";
    expect(await relayed([commented])).toEqual({ handled: "confirming", played: false });
  });

  it("a pass for another domain is not a pass for the player", async () => {
    const elsewhere = "mx.pigeon.test; dmarc=pass (p=REJECT) header.from=attacker.example";
    expect(await relayed([elsewhere])).toEqual({ handled: "confirming", played: false });
  });
});

describe("behind the operator's MTA", () => {
  it("every connection is the MTA's: no limit per connecting IP stops the replies it relays", async () => {
    const now = new Date();
    await db().rateLimit.create({
      data: { key: "inbound-ip:127.0.0.1", count: admissionLimits.perIp.max + 10, windowStart: now },
    });
    expect(await relayed([pass])).toEqual({ handled: "answered", played: true });
  });
});
