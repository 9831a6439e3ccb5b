// The door replies come in by: the built-in SMTP receiver (lib/inbound/receiver.ts), spoken to
// over a real socket, and the inbound job behind it. Hostile mail must cost nothing: refused
// before its data when its key is dead, bounded in size, connections and time while it streams,
// and, once stored, read at most once, within limits, never retried.
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "@/lib/config";
import { db } from "@/lib/db/prisma";
import { admissionLimits } from "@/lib/inbound/admit";
import { passingFailure } from "@/lib/inbound/failure";
import { type Receiver, startReceiver } from "@/lib/inbound/receiver";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { metrics } from "@/lib/ops/metrics";
import { jobDone, until } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { person, startGameBetween } from "../support/players";
import { talk } from "../support/smtp-talk";

const stage = mailStage();
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver(0, { log: (line) => stage.log.push(line) });
});
afterAll(async () => {
  await receiver?.stop();
});

let replies = 0;

/** A player to move in a new game, and the reply address of their turn. */
async function aTurn() {
  const ana = await person("Ana");
  const ben = await person("Ben");
  const game = await startGameBetween(ana, ben, {}, new Date());
  const address = (await replyAddressFor(ana, game, 0)) as string;
  return { ana, ben, game, address };
}

async function compose(from: string, to: string, body: ConstructorParameters<typeof MailComposer>[0] = {}) {
  const messageId = `<gate-${++replies}-${Date.now()}@mail.example.com>`;
  const raw = await new MailComposer({ from, to, subject: "Re: Your move", messageId, ...body })
    .compile()
    .build();
  return { raw, messageId };
}

function send(from: string, to: string, raw: Buffer | string, port = receiver.port) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false });
  return transport.sendMail({ envelope: { from, to: [to] }, raw }).finally(() => transport.close());
}

const rowOf = (messageId: string) => db().inboundMail.findUnique({ where: { messageId } });

const unreadable = async () =>
  (await metrics().inboundReplies.get()).values.find((v) => v.labels.outcome === "unreadable")?.value ?? 0;

describe("at RCPT TO, before any data", () => {
  it("a key-shaped address that matches no live key is refused with 550", async () => {
    const smtp = await talk(receiver.port);
    expect(await smtp.reply("220")).toMatch(/^220 /);
    await smtp.command("EHLO sender.example");
    expect(await smtp.command("MAIL FROM:<mallory@attacker.example>")).toMatch(/^250 /);
    const forged = `move+${"ab".repeat(16)}@localhost`;
    expect(await smtp.command(`RCPT TO:<${forged}>`)).toMatch(/^550 /);
    // No recipient was taken, so there is no message to send.
    expect(await smtp.command("DATA")).toMatch(/^503 /);
    smtp.end();
    expect(await db().inboundMail.count({ where: { rcptTo: { has: forged } } })).toBe(0);
  });

  it("a live key at another domain is refused", async () => {
    const { ana, address } = await aTurn();
    const elsewhere = address.replace(/@.*$/, "@other.example");
    const smtp = await talk(receiver.port);
    await smtp.reply("220");
    await smtp.command("EHLO sender.example");
    await smtp.command(`MAIL FROM:<${ana.email}>`);
    expect(await smtp.command(`RCPT TO:<${elsewhere}>`)).toMatch(/^550 /);
    // The same key at our domain is taken: only the domain was wrong.
    expect(await smtp.command(`RCPT TO:<${address}>`)).toMatch(/^250 /);
    smtp.end();
  });

  it("a key whose game is over is refused", async () => {
    const { ana, game, address } = await aTurn();
    await db().game.update({ where: { id: game.id }, data: { status: "FINISHED", winner: "b" } });
    const { raw } = await compose(ana.email, address, { text: "resign" });
    await expect(send(ana.email, address, raw)).rejects.toThrow(/550/);
  });

  it("one key takes a few messages from one sender, then 452; so does an envelope sender and an IP past its limit", async () => {
    const { address } = await aTurn();
    for (let i = 0; i < admissionLimits.perKeySender.max; i++) {
      const { raw } = await compose("eve@example.net", address, { text: "e4" });
      await send("eve@example.net", address, raw);
    }
    const { raw } = await compose("eve@example.net", address, { text: "e4" });
    await expect(send("eve@example.net", address, raw)).rejects.toThrow(/452/);

    const fresh = await aTurn();
    const now = new Date();
    const full = (key: string, max: number) =>
      db().rateLimit.upsert({
        where: { key },
        create: { key, count: max, windowStart: now },
        update: { count: max, windowStart: now },
      });
    await full("inbound-sender:flood@example.net", admissionLimits.perSender.max);
    const flood = await compose("flood@example.net", fresh.address, { text: "e4" });
    await expect(send("flood@example.net", fresh.address, flood.raw)).rejects.toThrow(/452/);

    await full("inbound-ip:127.0.0.1", admissionLimits.perIp.max);
    try {
      const fromIp = await compose(fresh.ana.email, fresh.address, { text: "e4" });
      await expect(send(fresh.ana.email, fresh.address, fromIp.raw)).rejects.toThrow(/452/);
    } finally {
      await db().rateLimit.delete({ where: { key: "inbound-ip:127.0.0.1" } });
    }
    expect((await db().game.findUniqueOrThrow({ where: { id: fresh.game.id } })).plies).toBe(0);
  });

  it("a connection guessing keys is closed after a few refusals", async () => {
    const smtp = await talk(receiver.port);
    await smtp.reply("220");
    await smtp.command("EHLO guesser.example");
    await smtp.command("MAIL FROM:<guesser@attacker.example>");
    for (let i = 0; i < 5; i++) await smtp.command(`RCPT TO:<move+${String(i).repeat(32)}@localhost>`);
    expect(await smtp.reply("421")).toMatch(/Too many refused recipients/);
    await smtp.closed();
  });
});

describe("size, announced and enforced while the message streams", () => {
  it("EHLO announces SIZE; a larger SIZE= is refused at MAIL FROM; a larger message gets 552 and is not stored", async () => {
    const smtp = await talk(receiver.port);
    await smtp.reply("220");
    await smtp.command("EHLO sender.example");
    expect(smtp.heard()).toMatch(/^250[- ]SIZE 1048576$/m);
    expect(await smtp.command("MAIL FROM:<ana@example.com> SIZE=2000000")).toMatch(/^552 /);
    smtp.end();

    const { ana, address } = await aTurn();
    // A 1.8 MB header, as the attacker sent: over the size, refused whatever it holds.
    const { raw, messageId } = await compose(ana.email, address, {
      text: "e4",
      headers: { "X-Padding": "x".repeat(1_800_000) },
    });
    await expect(send(ana.email, address, raw)).rejects.toThrow(/552/);
    expect(await rowOf(messageId)).toBeNull();
  });
});

describe("connections", () => {
  it("a cap per IP and in all: the connection past it hears 421", async () => {
    const small = await startReceiver(0, { limits: { connectionsPerIp: 2, connections: 100 } });
    const all = await startReceiver(0, { limits: { perIp: false, connections: 2 } });
    try {
      for (const server of [small, all]) {
        const first = await talk(server.port);
        const second = await talk(server.port);
        await first.reply("220");
        await second.reply("220");
        const third = await talk(server.port);
        expect(await third.reply("421")).toMatch(/^421 /);
        await third.closed();
        first.end();
        second.end();
      }
      // A closed connection makes room again.
      await until(async () => {
        const again = await talk(small.port);
        const line = await again.reply();
        again.end();
        return line.startsWith("220 ");
      }, "a free connection slot");
    } finally {
      await small.stop();
      await all.stop();
    }
  });

  it("a silent client is closed after the idle timeout, a trickling one at the session deadline", async () => {
    const strict = await startReceiver(0, { limits: { idleMs: 300, sessionMs: 1500 } });
    try {
      const silent = await talk(strict.port);
      await silent.reply("220");
      expect(await silent.reply("421")).toMatch(/Timeout/);
      await silent.closed();

      // Never idle (a command every 100 ms), yet cut off once the whole session is too long.
      const trickle = await talk(strict.port);
      await trickle.reply("220");
      let open = true;
      const closed = trickle.closed().then(() => {
        open = false;
      });
      while (open && !/Session too long/.test(trickle.heard())) {
        trickle.socket.write("NOOP\r\n");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await closed;
      expect(trickle.heard()).toMatch(/421 Session too long/);
    } finally {
      await strict.stop();
    }
  });

  it("listens on loopback unless INBOUND_SMTP_HOST says otherwise, and checks the setting", () => {
    expect(receiver.host).toBe("127.0.0.1");
    const read = (INBOUND_SMTP_HOST?: string) => readConfig({ NODE_ENV: "development", INBOUND_SMTP_HOST });
    const inbound = (result: ReturnType<typeof readConfig>) => (result.ok ? result.config.inbound : null);
    expect(inbound(read())?.smtpHost).toBe("127.0.0.1");
    expect(inbound(read("0.0.0.0"))?.smtpHost).toBe("0.0.0.0");
    expect(inbound(read("::"))?.smtpHost).toBe("::");
    const bad = read("mx.example.com");
    expect(bad.ok ? [] : bad.problems).toEqual([
      expect.stringMatching(/^INBOUND_SMTP_HOST: expected the address the reply receiver listens on/),
    ]);
  });
});

/** A multipart message with `parts` parts, or nested `depth` deep, as a raw string. */
function manyParts(from: string, to: string, messageId: string, shape: { parts?: number; depth?: number }) {
  const head = `From: ${from}\r\nTo: ${to}\r\nSubject: Re: Your move\r\nMessage-ID: ${messageId}\r\nMIME-Version: 1.0\r\n`;
  if (shape.parts) {
    const parts = Array.from(
      { length: shape.parts },
      (_, i) =>
        `--b\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename="a${i}.bin"\r\n\r\nAAAA\r\n`,
    );
    return `${head}Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\ne4\r\n${parts.join("")}--b--\r\n`;
  }
  let body = `${head}Content-Type: multipart/mixed; boundary=b0\r\n\r\n`;
  for (let i = 1; i <= (shape.depth ?? 0); i++)
    body += `--b${i - 1}\r\nContent-Type: multipart/mixed; boundary=b${i}\r\n\r\n`;
  return `${body}--b${shape.depth}\r\nContent-Type: text/plain\r\n\r\ne4\r\n`;
}

describe("a stored message that cannot be read", () => {
  it("is dropped once, counted, and never retried: too many parts, too deep, too long a header", async () => {
    const before = await unreadable();
    const cases: { what: string; raw: (from: string, to: string, id: string) => string }[] = [
      { what: "1,000 attachments", raw: (f, t, id) => manyParts(f, t, id, { parts: 1000 }) },
      { what: "parts nested 50 deep", raw: (f, t, id) => manyParts(f, t, id, { depth: 50 }) },
      {
        what: "a 200 kB header",
        raw: (f, t, id) =>
          `From: ${f}\r\nTo: ${t}\r\nMessage-ID: ${id}\r\nX-Padding: ${"x ".repeat(100_000)}\r\n\r\ne4\r\n`,
      },
    ];
    for (const { what, raw } of cases) {
      const { ana, game, address } = await aTurn();
      const messageId = `<unreadable-${++replies}@mail.example.com>`;
      await send(ana.email, address, raw(ana.email, address, messageId));
      const row = await db().inboundMail.findUniqueOrThrow({ where: { messageId } });
      await until(async () => (await rowOf(messageId))?.state === "DROPPED", `${what} dropped`);
      await jobDone(`inbound:${row.id}`);
      const after = await rowOf(messageId);
      expect(after?.outcome).toMatchObject({
        kind: "dropped",
        why: expect.stringMatching(/could not be read/),
      });
      expect(after?.raw).toBeNull();
      expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);
    }
    expect((await unreadable()) - before).toBe(cases.length);
    expect(stage.log.filter((line) => /^error:.*inbound-mail/i.test(line))).toEqual([]);
  });

  it("an HTML reply of 100,000 nested tags is handled once, never retried", async () => {
    const { ana, address } = await aTurn();
    const { raw, messageId } = await compose(ana.email, address, {
      html: `<p>e4</p>${"<div>".repeat(100_000)}`,
    });
    await send(ana.email, address, raw);
    const row = await db().inboundMail.findUniqueOrThrow({ where: { messageId } });
    await jobDone(`inbound:${row.id}`);
    expect((await rowOf(messageId))?.state).not.toBe("RECEIVED");
  });
});

describe("text PostgreSQL cannot store", () => {
  it("a NUL in the reply is cleaned: the move plays with its message", async () => {
    const { ana, game, address } = await aTurn();
    const { raw, messageId } = await compose(ana.email, address, { text: "e4\nGood\u0000 luck!" });
    await send(ana.email, address, raw);
    await until(async () => (await rowOf(messageId))?.state === "ANSWERED", "the reply answered");
    expect(await db().move.findUnique({ where: { gameId_ply: { gameId: game.id, ply: 1 } } })).toMatchObject({
      san: "e4",
      message: "Good luck!",
    });
    // Read and done: the raw message is not kept; its subject is, for the answer.
    expect(await rowOf(messageId)).toMatchObject({ raw: null, subject: "Re: Your move" });
  });

  it("a failure the message causes is not retried; one of the database's moment is", async () => {
    // Real errors from PostgreSQL, as the job would meet them.
    const caught = (work: () => Promise<unknown>) =>
      work().then(
        () => null,
        (error: unknown) => error,
      );
    const nul = await caught(() => db().$queryRaw`select ${"a\u0000b"}::text as t`);
    expect(nul).not.toBeNull();
    expect(passingFailure(nul)).toBe(false);
    const timedOut = await caught(() =>
      db().$transaction(async (tx) => {
        await tx.$executeRaw`set local statement_timeout = 20`;
        await tx.$queryRaw`select pg_sleep(2)`;
      }),
    );
    expect(timedOut).not.toBeNull();
    expect(passingFailure(timedOut)).toBe(true);
    expect(passingFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });
});
