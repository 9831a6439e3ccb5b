// A reply moves only when the receiving side can tell it came from the player's address. Here with
// INBOUND_AUTH=mailauth, as production runs it: mailauth checks SPF and DMARC for real, against DNS
// answers this test serves (the one part that cannot run here: the internet's DNS). A reply that
// fails gets a confirm link instead, which acts only by its POST form's service call, once.
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

process.env.INBOUND_AUTH = "mailauth";

import { config, readConfig } from "@/lib/config";
import { db } from "@/lib/db/prisma";
import { sendReplyAnswer } from "@/lib/inbound/answer";
import { type Arrival, checkSender } from "@/lib/inbound/authenticate";
import { confirmReply, replyStatus } from "@/lib/inbound/confirm";
import { handleReply } from "@/lib/inbound/handle";
import { receiveReply } from "@/lib/inbound/receive";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { person, startGameBetween } from "../support/players";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
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
    const address = (await replyAddressFor(ana, game.id, 0)) as string;
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
    const address = (await replyAddressFor(ana, game.id, 0)) as string;
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
