// Moving by replying to the email, end to end with real parts: game mail goes out through a real
// worker to a real SMTP receiver; the player's reply goes over SMTP into the service's own reply
// receiver (lib/inbound/receiver.ts), is handled by the worker's job, plays the move, and is
// answered in the game's thread. Sender checks are off here (INBOUND_AUTH's development default);
// tests/app/reply-auth.test.ts covers them.

import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { offerDraw } from "@/lib/games/turn/resolve";
import { requestTakeback } from "@/lib/games/turn/takeback";
import { receiveReply } from "@/lib/inbound/receive";
import { type Receiver, startReceiver } from "@/lib/inbound/receiver";
import { moveNumber } from "@/lib/notify/game-record";
import { until } from "../support/jobs";
import { lineTo } from "../support/lines";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";

const stage = mailStage();
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver(0, { host: "127.0.0.1", log: (line) => stage.log.push(line) });
});
afterAll(async () => {
  await receiver?.stop();
});

const header = (mail: Received, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");

/** The your-move email for the move after `ply`, to `who`. */
const yourMove = (who: Person, ply: number) =>
  stage.smtp.waitFor(
    (m) =>
      m.envelopeTo.includes(who.email) &&
      (m.subject ?? "").startsWith("Your move") &&
      (m.subject ?? "").endsWith(`(move ${moveNumber(ply + 1)})`),
  );

/** The email's heading (the plain-text part shows headings in capitals). */
const title = (mail: Received) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(mail.html || "")?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .trim();

const replyAddressOf = (mail: Received) => {
  const address = header(mail, "Reply-To");
  if (!address) throw new Error(`no Reply-To on "${mail.subject}"`);
  return address;
};

let replies = 0;

/** A reply as a mail client writes it: its own Message-ID, In-Reply-To, the quoted original. */
async function composeReply(
  from: string,
  to: string,
  body: { text?: string; html?: string; headers?: Record<string, string>; envelopeFrom?: string },
) {
  const messageId = `<reply-${++replies}-${Date.now()}@mail.example.com>`;
  const raw = await new MailComposer({
    from,
    to,
    subject: "Re: Your move",
    messageId,
    text: body.text,
    html: body.html,
    headers: body.headers,
  })
    .compile()
    .build();
  return { raw, messageId, envelope: { from: body.envelopeFrom ?? from, to: [to] } };
}

async function send(reply: Awaited<ReturnType<typeof composeReply>>) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, secure: false });
  await transport.sendMail({ envelope: reply.envelope, raw: reply.raw });
}

/** Replies and waits for the answer in the thread (In-Reply-To is the reply's Message-ID). */
async function replyAndAnswer(from: Person, to: string, text: string) {
  const reply = await composeReply(from.email, to, { text });
  await send(reply);
  const answer = await stage.smtp.waitFor(
    (m) => m.envelopeTo.includes(from.email) && header(m, "In-Reply-To") === reply.messageId,
  );
  return { reply, answer };
}

const stateOf = (messageId: string) =>
  db().inboundMail.findUnique({ where: { messageId }, select: { state: true, outcome: true } });

const quoted = (line: string) =>
  `${line}\n\nOn Mon, 23 Nov 2026 at 10:00, Pigeon Post <post@pigeon.test> wrote:\n> Your move in Chess\n> Reply with your move, or open the game.\n`;

describe("a reply with a move", () => {
  it("plays it, sends the message with it, tells the opponent and answers in the thread", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const first = await yourMove(ana, 0);
    expect(first.text).toContain("Reply with your move, or open the game.");
    const address = replyAddressOf(first);
    expect(address).toMatch(/^move\+[0-9a-f]{32}@localhost$/);

    const { reply, answer } = await replyAndAnswer(ana, address, quoted("e4\nGood luck, Ben!"));
    const move = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } });
    expect(move).toMatchObject({ notation: "Pe2-e4", san: "e4", message: "Good luck, Ben!" });
    expect(answer.subject).toBe("Re: Your move");
    expect(title(answer)).toBe("Played: 1. e4");
    expect(answer.text).toContain("Ben's move next");
    expect(header(answer, "References")).toContain(reply.messageId);
    // Not Ana's turn any more: her answer takes no move.
    expect(header(answer, "Reply-To")).toBeUndefined();

    const toBen = await yourMove(ben, 1);
    expect(toBen.text).toContain("1. e4");
    expect(toBen.text).toContain("Good luck, Ben!");

    // The same message delivered again (same Message-ID) is stored once and never plays twice.
    expect(
      await receiveReply({
        raw: reply.raw,
        envelopeFrom: ana.email,
        rcptTo: [address],
        remoteAddress: "127.0.0.1",
        helo: null,
      }),
    ).toBe("duplicate");
    await send(reply);
    const after = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(after.plies).toBe(1);
    expect(await db().inboundMail.count({ where: { messageId: reply.messageId } })).toBe(1);
  });

  it("refuses an illegal move with the piece's legal moves, and a reply to that answer plays", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    const mail = await yourMove(ben, 1);

    const { answer } = await replyAndAnswer(ben, replyAddressOf(mail), "Nb8-b6");
    expect(title(answer)).toBe("Not played: Nb8-b6");
    expect(answer.text).toContain("a knight moves two squares");
    expect(answer.text).toContain("The moves of the piece on b8:");
    expect(answer.text).toContain("Na6: Knight to a6");
    expect(answer.text).toContain("Nc6: Knight to c6");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(1);

    // The answer carries a reply address for the same turn.
    const again = await replyAndAnswer(ben, replyAddressOf(answer), "Nc6");
    expect(title(again.answer)).toBe("Played: 1... Nc6");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(2);
  });

  it("says the game moved on when an old email is answered, and plays nothing", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const old = await yourMove(ana, 0);
    await playMoves(game, ["d4", "d5"], () => new Date());
    const { answer } = await replyAndAnswer(ana, replyAddressOf(old), "c4");
    expect(title(answer)).toBe("Not played: c4");
    expect(answer.text).toContain("The game has moved on since the email you answered");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(2);
  });

  it("reads an HTML-only reply, a French quote header and a signature", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const first = await yourMove(ana, 0);
    const html = await composeReply(ana.email, replyAddressOf(first), {
      html: '<div dir="ltr">Nf3<br>Bonne chance</div><br><div class="gmail_quote"><div class="gmail_attr">Le lun. 23 nov. 2026 à 10:00, Pigeon Post &lt;post@pigeon.test&gt; a écrit :<br></div><blockquote class="gmail_quote">Your move</blockquote></div>',
    });
    await send(html);
    await stage.smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && header(m, "In-Reply-To") === html.messageId,
    );
    expect(
      await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } }),
    ).toMatchObject({
      san: "Nf3",
      message: "Bonne chance",
    });

    const second = await yourMove(ben, 1);
    const { answer } = await replyAndAnswer(
      ben,
      replyAddressOf(second),
      "d5\n\n-- \nBen\nSent from my phone\n\nAm Mo., 23. Nov. 2026 um 10:00 Uhr schrieb Pigeon Post <post@pigeon.test>:\n> Your move",
    );
    expect(title(answer)).toBe("Played: 1... d5");
    const move = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 2 } } });
    expect(move.message).toBeNull();
  });
});

describe("a reply that forwards an older message below the move", () => {
  it("plays the move and sends only what the player wrote as the message", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const first = await yourMove(ana, 0);
    const { answer } = await replyAndAnswer(
      ana,
      replyAddressOf(first),
      "c4\nSee what Carl sent me!\n\n---------- Forwarded message ---------\nFrom: Carl <carl@example.com>\nSubject: my opening book\n\nAlways play e4.",
    );
    expect(title(answer)).toBe("Played: 1. c4");
    const move = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } });
    expect(move.message).toBe("See what Carl sent me!");
  });
});

describe("the words a reply may use", () => {
  it("help lists them; draw offers, the opponent's draw accepts; resign ends the game", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const first = await yourMove(ana, 0);
    const help = await replyAndAnswer(ana, replyAddressOf(first), "help");
    expect(help.answer.text).toContain("resign: resign the game");
    expect(help.answer.text).toContain("decline: decline your opponent's draw offer");

    const offer = await replyAndAnswer(ana, replyAddressOf(help.answer), "draw");
    expect(title(offer.answer)).toBe("Draw offered");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).drawOfferedBy).toBe("WHITE");
    await playMoves(game, ["e4"], () => new Date());
    const toBen = await yourMove(ben, 1);
    const accept = await replyAndAnswer(ben, replyAddressOf(toBen), "Draw.");
    expect(title(accept.answer)).toBe("Drawn by agreement");
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "FINISHED",
      winner: "draw",
      resultReason: "agreement",
    });

    const other = await startGameBetween(ana, ben, {}, new Date());
    const mail = await stage.smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(ana.email) &&
        (m.subject ?? "").startsWith("Your move") &&
        m.date !== undefined &&
        m.receivedAt > accept.answer.receivedAt,
    );
    const resigned = await replyAndAnswer(ana, replyAddressOf(mail), "resign");
    expect(title(resigned.answer)).toBe("You resigned");
    expect(await db().game.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      status: "FINISHED",
      winner: "b",
      resultReason: "resignation",
    });
  });
});

describe("answering a takeback request or draw offer by reply", () => {
  it("the request's email takes “decline” and “accept”; “accept” with nothing asked is refused", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, { takebacks: true }, new Date());
    await playMoves(game, ["e4"], () => new Date());
    const asked = async (after: number) => {
      expect((await requestTakeback(game.id, ana.id, new Date())).ok).toBe(true);
      return stage.smtp.waitFor(
        (m) =>
          m.envelopeTo.includes(ben.email) &&
          (m.subject ?? "").startsWith("Ana asks to take back 1. e4:") &&
          m.receivedAt > after,
      );
    };
    const first = await asked(0);
    expect(first.text).toContain("reply to this email with “accept” or “decline”");

    const declined = await replyAndAnswer(ben, replyAddressOf(first), "decline");
    expect(title(declined.answer)).toBe("Takeback declined");
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      takebackBy: null,
      plies: 1,
    });

    // Nothing is asked any more: the same address gets a plain refusal, and nothing changes.
    const nothing = await replyAndAnswer(ben, replyAddressOf(first), "decline");
    expect(title(nothing.answer)).toBe("Not played: decline");
    expect(nothing.answer.text).toContain("There is no draw offer or takeback request to answer.");

    const second = await asked(nothing.answer.receivedAt);
    const accepted = await replyAndAnswer(ben, replyAddressOf(second), "Accept");
    expect(title(accepted.answer)).toBe("Takeback accepted");
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      takebackBy: null,
      plies: 0,
    });
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(0);

    // The turn those addresses answered was taken back with its keys: a late reply is refused at
    // the door, before its message is sent, and acts on nothing.
    const late = await composeReply(ben.email, replyAddressOf(second), { text: "accept" });
    await expect(send(late)).rejects.toThrow(/550/);
    expect(await stateOf(late.messageId)).toBeNull();
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);
  });

  it("“decline” answers a draw offer as before, and both asked at once need the word named", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, { takebacks: true }, new Date());
    await playMoves(game, ["e4"], () => new Date());
    const toBen = await yourMove(ben, 1);
    expect((await offerDraw(game.id, ana.id, new Date())).ok).toBe(true);
    expect((await requestTakeback(game.id, ana.id, new Date())).ok).toBe(true);
    const both = await replyAndAnswer(ben, replyAddressOf(toBen), "decline");
    expect(both.answer.text).toContain("write “accept draw”, “decline draw”");
    const draw = await replyAndAnswer(ben, replyAddressOf(both.answer), "decline draw");
    expect(title(draw.answer)).toBe("Draw offer declined");
    const takeback = await replyAndAnswer(ben, replyAddressOf(draw.answer), "decline takeback");
    expect(title(takeback.answer)).toBe("Takeback declined");
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      drawOfferedBy: null,
      takebackBy: null,
      plies: 1,
    });
  });
});

describe("mail that must not act", () => {
  it("a reply from another address, an auto-reply and a bounce are dropped unanswered", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const address = replyAddressOf(await yourMove(ana, 0));
    const forged = await composeReply("eve@example.net", address, { text: "e4" });
    const auto = await composeReply(ana.email, address, {
      text: "I am out of the office until Monday.",
      headers: { "Auto-Submitted": "auto-replied" },
    });
    const bounce = await composeReply("mailer-daemon@example.com", address, {
      text: "Delivery failed",
      envelopeFrom: "",
    });
    for (const mail of [forged, auto, bounce]) await send(mail);
    for (const mail of [forged, auto, bounce])
      await until(
        async () => (await stateOf(mail.messageId))?.state === "DROPPED",
        `${mail.messageId} dropped`,
      );
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);
    const ids = [forged, auto, bounce].map((m) => m.messageId);
    expect(stage.smtp.messages.filter((m) => ids.includes(header(m, "In-Reply-To") ?? ""))).toEqual([]);
    expect(stage.log.join("\n")).toContain("dropped, the sender is not the key's player");
  });

  it("the receiver refuses mail for any address but a reply key (no bounce later)", async () => {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, secure: false });
    await expect(
      transport.sendMail({ from: "someone@example.com", to: "post@localhost", subject: "hi", text: "hello" }),
    ).rejects.toThrow(/550/);
  });

  it("a player who turned reply-moves off gets no reply address", async () => {
    const ana = await person("Ana");
    await db().user.update({ where: { id: ana.id }, data: { replyMoves: false } });
    const ben = await person("Ben");
    await startGameBetween(ana, ben, {}, new Date());
    const mail = await yourMove(ana, 0);
    expect(header(mail, "Reply-To")).toBeUndefined();
    expect(mail.text).not.toContain("Reply with your move");
  });
});

const specials: { gameType: string; wanted: RegExp[]; what: string }[] = [
  { gameType: "joust", wanted: [/^[A-Z][a-h]\d-[a-h]\d.*x.*@/], what: "a multi-action turn with a rotation" },
  { gameType: "wild-jokers", wanted: [/\/M@[a-g]\d/], what: "a Mercenary capture with its placement" },
  { gameType: "kings-court", wanted: [/^O-/], what: "castling" },
  { gameType: "juxtaposition", wanted: [/^[PNBRQK][a-h]\d<>/], what: "a swap" },
  { gameType: "diagonal", wanted: [/=/], what: "a promotion" },
];

describe.each(specials)("$gameType by reply", ({ gameType, wanted, what }) => {
  it(`plays ${what}`, async () => {
    const line = lineTo(gameType, wanted);
    const white = await person("Wren");
    const black = await person("Blake");
    const game = await startGameBetween(white, black, { gameType }, new Date());
    await playMoves(game, line.prefix, () => new Date());
    const ply = line.prefix.length;
    const player = ply % 2 === 0 ? white : black;
    const mail = await yourMove(player, ply);
    const [special] = line.special;
    const { answer } = await replyAndAnswer(player, replyAddressOf(mail), `${special}\nHere it comes.`);
    expect(title(answer)).toMatch(/^Played: \d+\.(\.\.)? /);
    const stored = await db().move.findUniqueOrThrow({
      where: { gameId_ply: { gameId: game.id, ply: ply + 1 } },
    });
    expect(stored).toMatchObject({ notation: special, message: "Here it comes." });
  });
});

describe("an ambiguous reply", () => {
  it("a Wild Jokers capture without its Mercenary placement lists every placement", async () => {
    const line = lineTo("wild-jokers", [/\/M@[a-g]\d/]);
    const white = await person("Wren");
    const black = await person("Blake");
    const game = await startGameBetween(white, black, { gameType: "wild-jokers" }, new Date());
    await playMoves(game, line.prefix, () => new Date());
    const ply = line.prefix.length;
    const player = ply % 2 === 0 ? white : black;
    const capture = line.special[0].replace(/\/M@.*/, "");
    const { answer } = await replyAndAnswer(player, replyAddressOf(await yourMove(player, ply)), capture);
    expect(title(answer)).toBe(`Not played: ${capture}`);
    expect(answer.text).toContain("say where the captured M is placed");
    expect(answer.text).toContain("Which one? Reply with one of these:");
    const options = (answer.text ?? "").split("\n").filter((l) => l.includes(`${capture}/M@`));
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).toMatch(/put the Mercenary on [a-g]\d/);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(ply);
  });
});
