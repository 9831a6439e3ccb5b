// A reply moves only when the receiving side can tell it came from the player's address. Here with
// INBOUND_AUTH=mailauth, as production runs it: mailauth checks SPF and DMARC for real, against DNS
// answers this test serves (the one part that cannot run here: the internet's DNS). A reply that
// fails gets a confirm link instead, which acts only by its POST form's service call, once.
import { generateKeyPairSync } from "node:crypto";
import { type DNSResolver, dkimSign } from "mailauth";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.INBOUND_AUTH = "mailauth";

import { config, readConfig } from "@/lib/config";
import { db } from "@/lib/db/prisma";
import { offerDraw } from "@/lib/games/turn/resolve";
import { sendReplyAnswer } from "@/lib/inbound/answer";
import { type Arrival, checkSender } from "@/lib/inbound/authenticate";
import { confirmReply, replyStatus } from "@/lib/inbound/confirm";
import { answersPerHour, handleReply } from "@/lib/inbound/handle";
import { receiveReply } from "@/lib/inbound/receive";
import { type Receiver, startReceiver } from "@/lib/inbound/receiver";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { testDatabaseUrl } from "../support/database";
import { jobsOf, until } from "../support/jobs";
import { person, playMoves, startGameBetween } from "../support/players";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
let receiver: Receiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
  receiver = await startReceiver(0);
});
afterAll(async () => {
  await receiver?.stop();
  await smtp?.stop();
});

const senderIp = "192.0.2.10";

/** DNS for example.com: an SPF record naming `spfIp`, and a DMARC policy of reject. */
function dns(spfIp: string) {
  const records: Record<string, string[][]> = {
    "TXT example.com": [[`v=spf1 ip4:${spfIp} -all`]],
    "TXT _dmarc.example.com": [["v=DMARC1; p=reject"]],
  };
  return async (name: string, type: string) => {
    const found = records[`${type} ${name.toLowerCase()}`];
    if (found) return found;
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
}

async function replyFrom(who: { email: string }, to: string, text: string) {
  const raw = await new MailComposer({
    from: who.email,
    to,
    subject: "Re: Your move: Chess vs Ben (move 1)",
    messageId: `<auth-${Math.random().toString(36).slice(2)}@example.com>`,
    text,
  })
    .compile()
    .build();
  const stored = await receiveReply({
    raw,
    envelopeFrom: who.email,
    rcptTo: [to],
    remoteAddress: senderIp,
    helo: "mail.example.com",
  });
  if (typeof stored === "string") throw new Error(`not stored: ${stored}`);
  return stored.id;
}

const log: string[] = [];

describe("with mailauth checking the sender", () => {
  it("is what production uses by default; development checks nothing; replies need a domain in production", () => {
    const production = {
      NODE_ENV: "production",
      APP_URL: "https://pigeonpost.example.com",
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.example.com:25",
      EMAIL_FROM: "post@example.com",
    };
    const inbound = (env: Record<string, string>) => {
      const read = readConfig(env);
      if (!read.ok) throw new Error(read.problems.join("; "));
      return read.config.inbound;
    };
    expect(inbound({ ...production, INBOUND_DOMAIN: "Reply.Example.com" })).toMatchObject({
      domain: "reply.example.com",
      auth: { kind: "mailauth" },
      smtpPort: undefined,
    });
    expect(inbound(production)).toBeNull();
    expect(inbound({ NODE_ENV: "development" })).toMatchObject({
      domain: "localhost",
      auth: { kind: "off" },
      smtpPort: 2525,
    });
    expect(
      inbound({ ...production, INBOUND_DOMAIN: "r.example.com", INBOUND_AUTH: "trust:mx.example.com" })?.auth,
    ).toEqual({ kind: "trust", authservId: "mx.example.com" });
    const bad = readConfig({ ...production, INBOUND_AUTH: "maybe" });
    expect(bad.ok ? [] : bad.problems[0]).toMatch(/^INBOUND_AUTH: expected "mailauth"/);
    // This file's own setting, which the tests below run under.
    expect(config().inbound?.auth).toEqual({ kind: "mailauth" });
  });

  it("a reply whose SPF and DMARC pass plays the move", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const address = (await replyAddressFor(ana, game, 0)) as string;
    const id = await replyFrom(ana, address, "e4");
    expect(await handleReply(id, new Date(), (line) => log.push(line), dns(senderIp))).toBe("answered");
    expect(await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: 1 } } })).toMatchObject({
      san: "e4",
    });
  });

  it("a reply that fails DMARC moves nothing and gets a confirm link that plays it once", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const address = (await replyAddressFor(ana, game, 0)) as string;
    const id = await replyFrom(ana, address, "d4\nA forged hello?");
    expect(await handleReply(id, new Date(), (line) => log.push(line), dns("198.51.100.7"))).toBe(
      "confirming",
    );
    expect(log.join("\n")).toMatch(/not authenticated \(dmarc=fail spf=fail/);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);

    expect(await sendReplyAnswer(id)).toBe("sent");
    const answer = await smtp.waitFor((m) => m.envelopeTo.includes(ana.email));
    expect(answer.text).toContain("We could not check that this reply came from your address");
    const key = /\/reply\/([0-9a-f]{32})/.exec(answer.text ?? "")?.[1];
    expect(key).toBeDefined();
    expect(await replyStatus(key as string)).toMatchObject({
      state: "pending",
      gameId: game.id,
      said: "d4",
      message: "A forged hello?",
    });

    const confirmed = await confirmReply(key as string, new Date());
    expect(confirmed).toMatchObject({ ok: true, gameId: game.id, outcome: { kind: "played", move: "d4" } });
    expect(await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: 1 } } })).toMatchObject({
      san: "d4",
      message: "A forged hello?",
    });
    // A second click (or a scanner replaying the POST) does nothing.
    expect(await confirmReply(key as string, new Date())).toMatchObject({ ok: false });
    expect(await replyStatus(key as string)).toEqual({
      state: "done",
      gameId: game.id,
      summary: "Played: d4.",
    });
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(1);
  });

  it("a forged confirm key is refused", async () => {
    expect(await replyStatus("0".repeat(32))).toBeNull();
    expect(await confirmReply("not a key\u0000", new Date())).toMatchObject({ ok: false });
  });
});

describe("trusting our own mail server's Authentication-Results", () => {
  const arrival = (results: string[]): Arrival => ({
    raw: Buffer.from(""),
    from: "ana@example.com",
    envelopeFrom: "ana@example.com",
    remoteAddress: null,
    helo: null,
    authenticationResults: results,
    received: [],
  });
  const trust = { kind: "trust", authservId: "mx.pigeon.test" } as const;

  it("believes only the header under its authserv-id, and only a DMARC pass", async () => {
    expect(
      (await checkSender(arrival(["mx.pigeon.test; spf=pass; dmarc=pass header.from=example.com"]), trust))
        .authenticated,
    ).toBe(true);
    expect(
      (await checkSender(arrival(["mx.pigeon.test; dmarc=fail header.from=example.com"]), trust))
        .authenticated,
    ).toBe(false);
    // A header the sender wrote names another server: not ours to believe.
    expect((await checkSender(arrival(["evil.example; dmarc=pass"]), trust)).authenticated).toBe(false);
    expect((await checkSender(arrival([]), trust)).authenticated).toBe(false);
  });
});

/** A DKIM key for `domain` (selector "s1"), and the DNS TXT record that publishes it. */
function dkimKey(domain: string) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const p = publicKey.export({ type: "spki", format: "der" }).toString("base64");
  return {
    domain,
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    record: [`s1._domainkey.${domain}`, [[`v=DKIM1; k=rsa; p=${p}`]]] as const,
  };
}

const attacker = dkimKey("attacker.example");

/**
 * DNS where attacker.example is a well-run domain: SPF names the receiving side's sender (the
 * tests send from 127.0.0.1), DKIM is published, DMARC says reject. Everything it signs passes.
 */
const attackerDns = (async (name: string, type: string) => {
  const records: Record<string, string[][]> = {
    "TXT attacker.example": [["v=spf1 ip4:127.0.0.1 -all"]],
    "TXT _dmarc.attacker.example": [["v=DMARC1; p=reject"]],
    [`TXT ${attacker.record[0]}`]: attacker.record[1].map((r) => [...r]),
    "TXT example.com": [["v=spf1 ip4:192.0.2.10 -all"]],
    "TXT _dmarc.example.com": [["v=DMARC1; p=reject"]],
  };
  const found = records[`${type} ${name.toLowerCase()}`];
  if (found) return found;
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
}) as DNSResolver;

/** Sends `raw` through the real receiver to `to`, signed by the attacker's domain; the stored row's id. */
async function sendSigned(raw: Buffer, envelopeFrom: string, to: string, messageId: string) {
  const signer = { signingDomain: attacker.domain, selector: "s1", privateKey: attacker.privateKey };
  const { signatures } = await dkimSign(raw, { ...signer, signatureData: [signer] });
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, secure: false });
  try {
    await transport.sendMail({ envelope: { from: envelopeFrom, to: [to] }, raw: `${signatures}${raw}` });
  } finally {
    transport.close();
  }
  return (await db().inboundMail.findUniqueOrThrow({ where: { messageId } })).id;
}

/** A DKIM-signed message from `from` (signed by `key`'s domain), as checkSender gets it. */
async function signedArrival(
  key: ReturnType<typeof dkimKey>,
  headerFrom: string,
  options: { from?: string; envelopeFrom?: string } = {},
): Promise<Arrival> {
  const raw = Buffer.from(
    [`From: ${headerFrom}`, "To: move+00@localhost", "Subject: Re: Your move", "", "e4", ""].join("\r\n"),
  );
  const signer = { signingDomain: key.domain, selector: "s1", privateKey: key.privateKey };
  const { signatures } = await dkimSign(raw, { ...signer, signatureData: [signer] });
  return {
    raw: Buffer.from(`${signatures}${raw}`),
    from: options.from ?? headerFrom,
    envelopeFrom: options.envelopeFrom ?? headerFrom,
    remoteAddress: "127.0.0.1",
    helo: "mail.sender.example",
    authenticationResults: [],
    received: [],
  };
}

describe("the checks mailauth's verdict must pass", () => {
  it("a DMARC pass counts only for the From address DMARC evaluated: the player's own", async () => {
    // mailauth read the From as Mallory's and passed it; our reading says the From is Erin's (a
    // disagreement between two parsers is the forger's opening). The pass is not Erin's.
    const arrival = await signedArrival(attacker, "mallory@attacker.example", { from: "erin@example.com" });
    const check = await checkSender(arrival, { kind: "mailauth" }, attackerDns);
    expect(check).toEqual({
      authenticated: false,
      detail: expect.stringMatching(/^dmarc=pass .*; checked From mallory@attacker\.example$/),
    });
    // (The same message is a pass for Mallory, whose address it is.)
    const own = await signedArrival(attacker, "mallory@attacker.example");
    expect((await checkSender(own, { kind: "mailauth" }, attackerDns)).authenticated).toBe(true);
  });

  it("without a DMARC policy, relaxed alignment is a domain or its subdomain, never a longer name", async () => {
    const lookalike = dkimKey("notexample.com");
    const reversed = dkimKey("example.com");
    const subdomain = dkimKey("mail.example.com");
    // No _dmarc record anywhere: DMARC is "none", and alignment decides. SPF names no one.
    const keys = [lookalike, reversed, subdomain];
    const noPolicy = (async (name: string, type: string) => {
      const found = keys.find((key) => type === "TXT" && name.toLowerCase() === key.record[0]);
      if (found) return found.record[1].map((r) => [...r]);
      throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    }) as DNSResolver;
    const cases: [ReturnType<typeof dkimKey>, string, boolean][] = [
      [lookalike, "ana@example.com", false],
      [reversed, "ana@notexample.com", false],
      [subdomain, "ana@example.com", true],
      [reversed, "ana@example.com", true],
    ];
    for (const [key, from, authenticated] of cases) {
      const arrival = await signedArrival(key, from, { envelopeFrom: "bounces@unrelated.example" });
      const check = await checkSender(arrival, { kind: "mailauth" }, noPolicy);
      expect({ signer: key.domain, from, ...check }).toEqual({
        signer: key.domain,
        from,
        authenticated,
        detail: `dmarc=none spf=none dkim=pass (${key.domain})`,
      });
    }
  });
});

describe("a forged sender, through the real receiver", () => {
  it("a second From header with Erin's address in an encoded word moves nothing for Erin", async () => {
    const erin = await db().user.create({ data: { email: "erin@example.com", name: "Erin" } });
    const ben = await person("Ben");
    const game = await startGameBetween(erin, ben, {}, new Date());
    const address = (await replyAddressFor(erin, game, 0)) as string;
    const messageId = "<forged-two-froms@attacker.example>";
    const raw = Buffer.from(
      [
        "From: mallory@attacker.example",
        "From: =?utf-8?B?PGVyaW5AZXhhbXBsZS5jb20+?=",
        `To: ${address}`,
        "Subject: Re: Your move",
        `Message-ID: ${messageId}`,
        "",
        "e4",
        "",
      ].join("\r\n"),
    );
    const id = await sendSigned(raw, "mallory@attacker.example", address, messageId);
    const lines: string[] = [];
    expect(await handleReply(id, new Date(), (line) => lines.push(line), attackerDns)).toBe("dropped");
    expect(lines.join("\n")).toMatch(/2 From header\(s\) with 1 address\(es\); a reply has exactly one/);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);
    expect((await jobsOf(id)).filter((job) => job.key.startsWith("inbound-answer:"))).toEqual([]);
  });

  it("(the attacker's signature is good: their own reply to their own game plays)", async () => {
    const mallory = await db().user.create({ data: { email: "mallory@attacker.example", name: "Mallory" } });
    const ben = await person("Ben");
    const game = await startGameBetween(mallory, ben, {}, new Date());
    const address = (await replyAddressFor(mallory, game, 0)) as string;
    const messageId = "<mallory-own@attacker.example>";
    const raw = Buffer.from(
      [`From: ${mallory.email}`, `To: ${address}`, `Message-ID: ${messageId}`, "", "e4", ""].join("\r\n"),
    );
    const id = await sendSigned(raw, "bounces@other.example", address, messageId);
    expect(await handleReply(id, new Date(), () => {}, attackerDns)).toBe("answered");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(1);
  });
});

describe("a key is good for its turn only", () => {
  it("an earlier turn's key neither resigns, offers a draw nor accepts one", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const old = (await replyAddressFor(ana, game, 0)) as string;
    await playMoves(game, ["e4", "e5"], () => new Date());
    expect((await offerDraw(game.id, ben.id, new Date())).ok).toBe(true);
    for (const word of ["resign", "draw", "accept"]) {
      const id = await replyFrom(ana, old, word);
      expect(await handleReply(id, new Date(), () => {}, dns(senderIp))).toBe("answered");
      const row = await db().inboundMail.findUniqueOrThrow({ where: { id } });
      expect(row.outcome).toMatchObject({
        kind: "refused",
        reason: expect.stringMatching(/^The game has moved on since the email you answered/),
      });
    }
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "ONGOING",
      plies: 2,
      drawOfferedBy: "BLACK",
    });
  });

  it("nor does the confirm link of a resignation sent on that turn", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const address = (await replyAddressFor(ana, game, 0)) as string;
    const id = await replyFrom(ana, address, "resign");
    expect(await handleReply(id, new Date(), () => {}, dns("198.51.100.7"))).toBe("confirming");
    await sendReplyAnswer(id);
    const answer = await smtp.waitFor((m) => m.envelopeTo.includes(ana.email));
    const key = /\/reply\/([0-9a-f]{32})/.exec(answer.text ?? "")?.[1] as string;
    await playMoves(game, ["e4", "e5"], () => new Date());
    expect(await confirmReply(key, new Date())).toMatchObject({
      ok: true,
      outcome: { kind: "refused", reason: expect.stringMatching(/^The game has moved on/) },
    });
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("ONGOING");
  });
});

describe("a confirm link clicked twice at once", () => {
  it("acts once: the second click waits on the first one's claim, then finds it confirmed", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const address = (await replyAddressFor(ana, game, 0)) as string;
    const id = await replyFrom(ana, address, "d4");
    expect(await handleReply(id, new Date(), () => {}, dns("198.51.100.7"))).toBe("confirming");
    await sendReplyAnswer(id);
    const answer = await smtp.waitFor((m) => m.envelopeTo.includes(ana.email));
    const key = /\/reply\/([0-9a-f]{32})/.exec(answer.text ?? "")?.[1] as string;

    // Hold the game row: the first click claims the reply, then waits here for the game; the
    // second waits for the first one's claim. Both are then in flight at once, on purpose.
    const holder = new pg.Client({ connectionString: testDatabaseUrl() });
    await holder.connect();
    // (Asked on another connection: inside the holder's transaction the view would not change.)
    const waiting = async () =>
      (
        await db().$queryRaw<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`
      )[0].n;
    let clicks: Promise<Awaited<ReturnType<typeof confirmReply>>[]>;
    try {
      await holder.query("begin");
      await holder.query(`select id from "Game" where id = $1 for update`, [game.id]);
      clicks = Promise.all([confirmReply(key, new Date()), confirmReply(key, new Date())]);
      await until(async () => (await waiting()) >= 2, "both clicks waiting on a lock");
      await holder.query("commit");
    } finally {
      await holder.end();
    }
    const results = await clicks;
    expect(results.filter((r) => r.ok)).toEqual([
      { ok: true, gameId: game.id, outcome: expect.objectContaining({ kind: "played", move: "d4" }) },
    ]);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "This reply was confirmed already." },
    ]);
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(1);
  });
});

describe("the answers-per-hour cap", () => {
  /** `count` replies of this player answered in the last hour. */
  async function answeredBefore(userId: string, count: number) {
    await db().inboundMail.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        messageId: `<earlier-${userId}-${i}-${Math.random()}@example.com>`,
        envelopeFrom: "x@example.com",
        rcptTo: [],
        state: "ANSWERED" as const,
        userId,
        handledAt: new Date(),
      })),
    });
  }

  it(`the ${answersPerHour}th answer of the hour goes out; past it the move plays, unanswered`, async () => {
    const ana = await person("Ana");
    await answeredBefore(ana.id, answersPerHour - 1);
    const first = await startGameBetween(ana, await person("Ben"), {}, new Date());
    const atCap = await replyFrom(ana, (await replyAddressFor(ana, first, 0)) as string, "e4");
    expect(await handleReply(atCap, new Date(), () => {}, dns(senderIp))).toBe("answered");
    expect((await db().game.findUniqueOrThrow({ where: { id: first.id } })).plies).toBe(1);
    const answers = async (id: string) =>
      (await jobsOf(id)).filter((job) => job.key.startsWith("inbound-answer:")).map((job) => job.key);
    expect(await answers(atCap)).toEqual([`inbound-answer:${atCap}`]);

    const second = await startGameBetween(ana, await person("Cy"), {}, new Date());
    const overCap = await replyFrom(ana, (await replyAddressFor(ana, second, 0)) as string, "d4");
    const lines: string[] = [];
    expect(await handleReply(overCap, new Date(), (line) => lines.push(line), dns(senderIp))).toBe(
      "answered",
    );
    expect(
      await db().move.findUnique({ where: { gameId_ply: { gameId: second.id, ply: 1 } } }),
    ).toMatchObject({ san: "d4" });
    expect(await answers(overCap)).toEqual([]);
    expect(lines.join("\n")).toContain(`${answersPerHour} answers this hour; this one is not answered`);
  });
});
