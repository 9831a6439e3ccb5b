// Answering a chat email by reply, end to end: the reply goes over SMTP into the service's receiver,
// the worker reads it, and all of it joins the game's chat as the replier's message, which the other
// player then gets by email. A chat email's key is a chat key: whatever the turn, its reply never
// moves (a first line that would have been a move is sent as a message, and the answer says so),
// it keeps working after the game ends ("gg") and after a takeback, and it is not answered when it
// did what it was for. The chat emails are due a couple of minutes after a message; the tests make
// them due at once.
import { createHash, randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { chatMailJobKey, chatRules, sendChat } from "@/lib/games/talk/chat";
import { resign } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { admitRecipient } from "@/lib/inbound/admit";
import { confirmReply } from "@/lib/inbound/confirm";
import { type Receiver, startReceiver } from "@/lib/inbound/receiver";
import { replyAddressFor } from "@/lib/mail/reply-address";
import { jobsOf, queueSettled, runNow, until } from "../support/jobs";
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
const replyAddressOf = (mail: Received) => {
  const address = header(mail, "Reply-To");
  if (!address) throw new Error(`no Reply-To on "${mail.subject}"`);
  return address;
};
const flat = (mail: Received) => (mail.text ?? "").replace(/\s+/g, " ");
const mailTo = (who: Person, subject: RegExp, after = 0) =>
  stage.smtp.waitFor(
    (m) => m.envelopeTo.includes(who.email) && subject.test(m.subject ?? "") && m.receivedAt > after,
  );

/** Makes the chat email to `who` due now and waits for it. */
async function chatMailTo(who: Person, gameId: string, after = 0): Promise<Received> {
  await until(
    async () => (await jobsOf(gameId)).some((job) => job.key === chatMailJobKey(gameId, who.id)),
    "the chat email's job",
  );
  await runNow(chatMailJobKey(gameId, who.id));
  return mailTo(who, /^(Message|\d+ messages) from /, after);
}

let sent = 0;

/** Sends `text` from `from` to `to` (the original quoted under it, as a client does); waits until it was handled. */
async function reply(from: Person, to: string, text: string): Promise<void> {
  const messageId = `<chat-${++sent}-${Date.now()}@mail.example.com>`;
  const raw = await new MailComposer({
    from: from.email,
    to,
    subject: "Re: Message from Ana",
    messageId,
    text: `${text}\n\nOn Mon, 23 Nov 2026 at 10:00, Pigeon Post <post@pigeon.test> wrote:\n> Ana wrote to you\n> “Good luck!”\n`,
  })
    .compile()
    .build();
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, secure: false });
  await transport.sendMail({ envelope: { from: from.email, to: [to] }, raw });
  await until(async () => {
    const row = await db().inboundMail.findUnique({ where: { messageId }, select: { state: true } });
    return row?.state === "ANSWERED";
  }, "the reply to be handled");
}

const chatOf = (gameId: string) =>
  db().gameMessage.findMany({
    where: { gameId, action: null },
    orderBy: { writtenAt: "asc" },
    select: { authorId: true, body: true },
  });

describe("a reply to a chat email", () => {
  it("joins the chat and reaches the other player by email; it is not answered", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    await sendChat(game.id, ana.id, "Good luck!", new Date());
    const toBen = await chatMailTo(ben, game.id);
    expect(toBen.subject).toBe(`Message from Ana: Chess #${game.number} vs Ana`);

    await reply(ben, replyAddressOf(toBen), "Thanks, you too!\nSee you at move 20.");
    expect(await chatOf(game.id)).toEqual([
      { authorId: ana.id, body: "Good luck!" },
      { authorId: ben.id, body: "Thanks, you too!\nSee you at move 20." },
    ]);
    const toAna = await chatMailTo(ana, game.id);
    expect(toAna.subject).toBe(`Message from Ben: Chess #${game.number} vs Ben`);
    expect(toAna.text).toContain("“Thanks, you too!\nSee you at move 20.”");
    await queueSettled();
    // Ben's mail: his your-move and the chat email, and no answer to his reply.
    expect(
      stage.smtp.messages
        .filter((m) => m.envelopeTo.includes(ben.email))
        .map((m) => m.subject?.split(":")[0])
        .sort(),
    ).toEqual(["Message from Ana", "Your move"]);
    // Nothing was played: it is still Ben's move.
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(1);
  });

  it("whose first line is a move on the replier's turn sends it as a message, and the answer says it was not played", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    await sendChat(game.id, ana.id, "Your move, Ben. No pressure.", new Date());
    const toBen = await chatMailTo(ben, game.id);
    await reply(ben, replyAddressOf(toBen), "Nf6\nAlekhine's, if you must know.");
    expect((await chatOf(game.id)).at(-1)).toEqual({
      authorId: ben.id,
      body: "Nf6\nAlekhine's, if you must know.",
    });
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(1);
    const answer = await mailTo(ben, /^Re: /);
    expect(flat(answer)).toContain("Sent to Ana as a message");
    expect(flat(answer)).toContain("its first line, “Nf6”, was not played");
    // The answer's own Reply-To takes the turn: "Nf6" to it plays the move.
    await reply(ben, replyAddressOf(answer), "Nf6");
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(2);
  });

  it("still works after the game has ended (“gg”) and after a takeback", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, { takebacks: true }, new Date());
    await playMoves(game, ["d4", "d5"], () => new Date());
    await sendChat(game.id, ana.id, "Queen's Gambit coming.", new Date());
    const toBen = await chatMailTo(ben, game.id);
    // Ana takes back d4 (and with it Ben's reply): the turn's keys of plies gone go, the chat's stays.
    expect((await requestTakeback(game.id, ana.id, new Date())).ok).toBe(true);
    expect((await answerTakeback(game.id, ben.id, true, new Date())).ok).toBe(true);
    await reply(ben, replyAddressOf(toBen), "Changed your mind?");
    expect((await chatOf(game.id)).at(-1)).toEqual({ authorId: ben.id, body: "Changed your mind?" });

    await resign(game.id, ben.id, new Date());
    await sendChat(game.id, ana.id, "gg", new Date(Date.now() + 1000));
    const afterEnd = await chatMailTo(ben, game.id, toBen.receivedAt);
    expect(flat(afterEnd)).toContain("The game is over");
    await reply(ben, replyAddressOf(afterEnd), "gg, well played");
    expect(await chatOf(game.id)).toContainEqual({ authorId: ben.id, body: "gg, well played" });
  });

  it("is admitted while the chat is open and for a month after its email, and not after", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const address = await replyAddressFor(ben, game, 0, { chat: true });
    if (!address) throw new Error("replies are off");
    const admitted = async (at: Date) => (await admitRecipient(address, ben.email, null, at)).ok;
    expect(await admitted(new Date())).toBe(true);
    expect(await admitted(new Date(Date.now() + chatRules.keyLifeMs + 60_000))).toBe(false);
    // The game over for longer than the chat stays open: no more replies, however young the key.
    await resign(game.id, ana.id, new Date(Date.now() - chatRules.openAfterEndMs - 60_000));
    expect(await admitted(new Date())).toBe(false);
  });

  it("from an address the checks could not confirm goes to the chat once its confirm button is pressed", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const key = randomBytes(16).toString("hex");
    const text = "Is this really you?\nYes.";
    await db().inboundMail.create({
      data: {
        messageId: `<confirm-${key}@mail.example.com>`,
        envelopeFrom: ben.email,
        rcptTo: [`move+${key}@localhost`],
        state: "CONFIRMING",
        userId: ben.id,
        gameId: game.id,
        outcome: {
          kind: "confirm",
          said: { command: { kind: "move", text: "Is this really you?" }, message: "Yes." },
          detail: "dmarc=fail",
          text,
          ply: 0,
          chat: true,
        },
        confirmHash: createHash("sha256").update(key).digest("hex"),
      },
    });
    const done = await confirmReply(key, new Date());
    expect(done).toMatchObject({ ok: true, outcome: { kind: "chatted", sent: { body: text } } });
    expect(await chatOf(game.id)).toEqual([{ authorId: ben.id, body: text }]);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(0);
  });
});
