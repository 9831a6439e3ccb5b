// INBOUND_AUTH=trust:<authserv-id>: the operator's own mail server checked the sender and wrote an
// Authentication-Results header on top under its id; the reply comes in through the real receiver
// as that server relays it. Only the topmost header counts, and only when it is of our id, read by
// a real parser, and only a lone DMARC pass for the player's own domain. Only the relay connects.
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.INBOUND_AUTH = "trust:mx.pigeon.test";

import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { admissionLimits } from "@/lib/inbound/admit";
import { confirmKeyHash } from "@/lib/inbound/answer";
import { confirmReply } from "@/lib/inbound/confirm";
import { handleReply } from "@/lib/inbound/handle";
import { inboundAttempts } from "@/lib/inbound/receive";
import { type Receiver, startReceiver } from "@/lib/inbound/receiver";
import { inboundTasks } from "@/lib/inbound/tasks";
import { tasks } from "@/lib/jobs/queue";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { runDue } from "../support/jobs";
import { playMoves, startGameBetween } from "../support/players";
import { talk } from "../support/smtp-talk";

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver(0);
});
afterAll(async () => {
  await receiver?.stop();
});

let sent = 0;

/** A new game of Erin's (White, to move) against Ben. */
async function erinsGame(options: { takebacks?: boolean } = {}) {
  const erin = await db().user.create({ data: { email: `erin${++sent}@example.com`, name: "Erin" } });
  const ben = await db().user.create({ data: { email: `ben${sent}@example.org`, name: "Ben" } });
  const game = await startGameBetween(erin, ben, options, new Date());
  return { erin, ben, game };
}

/**
 * Relays a message from `from` to `address` as the relay would, with these Authentication-Results
 * (topmost first), and returns its stored row's id (null when the receiver refused it).
 */
async function relay(
  from: string,
  address: string,
  results: string[],
  text: string,
  envelopeFrom = from,
): Promise<string | null> {
  const messageId = `<trust-${++sent}@example.com>`;
  const raw = [
    ...results.map((value) => `Authentication-Results: ${value}`),
    `From: ${from}`,
    `To: ${address}`,
    "Subject: Re: Your move",
    `Message-ID: ${messageId}`,
    "",
    text,
    "",
  ].join("\r\n");
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, secure: false });
  try {
    await transport.sendMail({ envelope: { from: envelopeFrom, to: [address] }, raw });
  } catch (error) {
    if ((error as { responseCode?: number }).responseCode) return null;
    throw error;
  } finally {
    transport.close();
  }
  return (await db().inboundMail.findUniqueOrThrow({ where: { messageId } })).id;
}

/** Erin's reply "e4" to her turn, relayed with these Authentication-Results (topmost first). */
async function relayed(results: string[]) {
  const { erin, game } = await erinsGame();
  const address = (await replyAddressFor(erin, game, 0)) as string;
  const id = (await relay(`Erin <${erin.email}>`, address, results, "e4")) as string;
  const handled = await handleReply(id, new Date(), () => {});
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

  it("a header of another id on top is a fail: the relay wrote none, and nothing below is believed", async () => {
    const other = "mx.elsewhere.example; dmarc=pass header.from=example.com";
    expect(await relayed([other, fail])).toEqual({ handled: "confirming", played: false });
    // The sender wrote one of our id under a header of theirs: it is not read.
    expect(await relayed([other, pass])).toEqual({ handled: "confirming", played: false });
  });

  it("a header with two DMARC results is a fail, whichever comes last", async () => {
    const twice =
      "mx.pigeon.test; dmarc=fail (p=REJECT) header.from=example.com; dmarc=pass (p=REJECT) header.from=example.com";
    expect(await relayed([twice])).toEqual({ handled: "confirming", played: false });
    // (Several DKIM results are ordinary: one per signature.)
    const twoSignatures = `mx.pigeon.test; dkim=pass header.d=example.com; dkim=fail header.d=example.net; ${pass.slice("mx.pigeon.test; ".length)}`;
    expect(await relayed([twoSignatures])).toEqual({ handled: "answered", played: true });
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

describe("only the relay connects", () => {
  it("a connection from an address that is not the relay's is refused with 554 at connect", async () => {
    const relayOnly = await startReceiver(0, { relayAddresses: ["127.0.0.1"] });
    try {
      // 127.0.0.0/8 all reaches this machine: 127.0.0.2 is another sender on it.
      const stranger = await talk(relayOnly.port, "127.0.0.1", "127.0.0.2");
      expect(await stranger.reply()).toMatch(
        /^554 5\.7\.1 This server takes mail only from its relay; 127\.0\.0\.2/,
      );
      await stranger.closed();
      const theRelay = await talk(relayOnly.port, "127.0.0.1", "127.0.0.1");
      expect(await theRelay.reply()).toMatch(/^220 /);
      theRelay.end();
    } finally {
      await relayOnly.stop();
    }
  });
});

describe("a key answers the turn it was written for", () => {
  const movedOn = {
    kind: "refused",
    reason: expect.stringMatching(/^The game has moved on since the email you answered/),
  };

  it("after a takeback brings the game back to its ply, an earlier version's key resigns nothing", async () => {
    const { erin, ben, game } = await erinsGame({ takebacks: true });
    await playMoves(game, ["e4", "e5", "Nf3", "Nc6"], () => new Date());
    // Erin's your-move email after Nc6: a takeback that removes plies 5 and 6 keeps its key.
    const ply4 = (await replyAddressFor(erin, game, 4)) as string;
    for (const [ply, userId, move] of [
      [5, erin.id, "d3"],
      [6, ben.id, "d6"],
    ] as const)
      expect((await submitMove({ gameId: game.id, userId, ply, move }, new Date())).ok).toBe(true);
    // Erin takes d3 back, with Ben's d6: the game is at ply 4 again, in the record's next version.
    expect((await requestTakeback(game.id, erin.id, new Date())).ok).toBe(true);
    expect((await answerTakeback(game.id, ben.id, true, new Date())).ok).toBe(true);
    // An email about ply 6 built from the game as it was before the takeback, whose key is written
    // only now (a job that read the game just before the takeback committed).
    const ply6 = (await replyAddressFor(erin, { ...game, rewinds: 0 }, 6)) as string;

    const early = (await relay(erin.email, ply4, [pass], "resign")) as string;
    expect(await handleReply(early, new Date(), () => {})).toBe("answered");
    expect((await db().inboundMail.findUniqueOrThrow({ where: { id: early } })).outcome).toMatchObject(
      movedOn,
    );

    // The same moves bring the game to ply 6 again.
    for (const [ply, userId, move] of [
      [5, erin.id, "d3"],
      [6, ben.id, "d6"],
    ] as const)
      expect((await submitMove({ gameId: game.id, userId, ply, move }, new Date())).ok).toBe(true);
    const late = (await relay(erin.email, ply6, [pass], "resign")) as string;
    expect(await handleReply(late, new Date(), () => {})).toBe("answered");
    expect((await db().inboundMail.findUniqueOrThrow({ where: { id: late } })).outcome).toMatchObject(
      movedOn,
    );
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "ONGOING",
      plies: 6,
      rewinds: 1,
    });

    // A key written for this turn does act.
    // (And a reply waiting for its confirm link is of its key's version too: below.)
    const current = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    const fresh = (await replyAddressFor(erin, current, 6)) as string;
    const played = (await relay(erin.email, fresh, [pass], "Be2")) as string;
    expect(await handleReply(played, new Date(), () => {})).toBe("answered");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(7);
  });
});

describe("a reply waiting for its confirm link", () => {
  it("is of its key's turn: after a takeback and the same ply reached again, confirming plays nothing", async () => {
    const { erin, ben, game } = await erinsGame({ takebacks: true });
    await playMoves(game, ["e4", "e5"], () => new Date());
    const address = (await replyAddressFor(erin, game, 2)) as string;
    const id = (await relay(erin.email, address, [fail], "Nf3")) as string;
    expect(await handleReply(id, new Date(), () => {})).toBe("confirming");
    // The confirm link the answer would carry (lib/inbound/answer.ts writes it so).
    const key = "0123456789abcdef0123456789abcdef";
    await db().inboundMail.update({ where: { id }, data: { confirmHash: confirmKeyHash(key) } });
    expect((await requestTakeback(game.id, erin.id, new Date())).ok).toBe(true);
    expect((await answerTakeback(game.id, ben.id, true, new Date())).ok).toBe(true);
    await playMoves(game, ["e4", "e5"], () => new Date());
    const confirmed = await confirmReply(key, new Date());
    expect(confirmed).toMatchObject({
      ok: true,
      outcome: { kind: "refused", reason: expect.stringMatching(/^The game has moved on/) },
    });
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      plies: 2,
      rewinds: 1,
    });
  });
});

describe("a message that cannot be stored as it is", () => {
  it("a NUL in the relay's Authentication-Results is handled once: the job is gone after one run", async () => {
    for (const [header, played] of [
      [`mx.pigeon.test; dmarc=pass (p=REJECT\0) header.from=example.com\0`, true],
      [`mx.pigeon.test; dmarc=fail (p=REJECT\0) header.from=example.com\0`, false],
    ] as const) {
      const { erin, game } = await erinsGame();
      const address = (await replyAddressFor(erin, game, 0)) as string;
      const id = (await relay(erin.email, address, [header], "e4")) as string;
      // Tried a bounded number of times, and only for failures that may pass.
      expect(
        await db()
          .$queryRaw`select max_attempts as "maxAttempts" from graphile_worker.jobs where key = ${`inbound:${id}`}`,
      ).toEqual([{ maxAttempts: inboundAttempts }]);
      await runDue({ [tasks.inboundMail]: inboundTasks[tasks.inboundMail] });
      const jobs = await db().$queryRaw<{ attempts: number }[]>`
        select attempts from graphile_worker.jobs where key = ${`inbound:${id}`}`;
      expect(jobs).toEqual([]);
      const row = await db().inboundMail.findUniqueOrThrow({ where: { id } });
      expect(row.state).toBe(played ? "ANSWERED" : "CONFIRMING");
      expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(played ? 1 : 0);
    }
  });
});

describe("junk to a player's reply address", () => {
  it("five messages from a stranger to the key leave the player's authenticated reply its place", async () => {
    const { erin, game } = await erinsGame();
    const address = (await replyAddressFor(erin, game, 0)) as string;
    for (let i = 0; i < admissionLimits.perKey.max; i++) {
      const junk = await relay(
        "mallory@attacker.example",
        address,
        [fail],
        "resign",
        "mallory@attacker.example",
      );
      expect(junk).not.toBeNull();
      expect(await handleReply(junk as string, new Date(), () => {})).toBe("dropped");
    }
    // The stranger's own allowance for this key is used up…
    expect(
      await relay("mallory@attacker.example", address, [fail], "resign", "mallory@attacker.example"),
    ).toBeNull();
    // …and Erin's reply still comes in and plays.
    const id = await relay(erin.email, address, [pass], "e4");
    expect(id).not.toBeNull();
    expect(await handleReply(id as string, new Date(), () => {})).toBe("answered");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(1);
  });
});
