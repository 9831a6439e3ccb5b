// The words a player sends with "draw", "accept", "decline" or "resign", end to end: the reply goes
// over SMTP into the service's receiver, the worker acts on it, the message joins the game's
// conversation, the other player reads it in the email about that action, and both players see it
// on the game page after the move it followed. A long letter under a move plays the move and
// arrives shortened, saying so.
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatCard } from "@/app/games/[id]/chat-card";
import { db } from "@/lib/db/prisma";
import { shortenedMark } from "@/lib/games/talk/conversation";
import { answerDraw, offerDraw } from "@/lib/games/turn/resolve";
import { requestTakeback } from "@/lib/games/turn/takeback";
import { gameView } from "@/lib/games/view/game-view";
import { type Receiver, startReceiver } from "@/lib/inbound/receiver";
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
const mailTo = (who: Person, subject: RegExp, after = 0) =>
  stage.smtp.waitFor(
    (m) => m.envelopeTo.includes(who.email) && subject.test(m.subject ?? "") && m.receivedAt > after,
  );
/** The plain-text part on one line: the templates wrap long paragraphs. */
const flat = (mail: Received) => (mail.text ?? "").replace(/\s+/g, " ");

let replies = 0;

/** Replies to `to` with `text` (the original quoted under it, as a client does) and waits for the answer. */
async function reply(from: Person, to: string, text: string) {
  const messageId = `<conversation-${++replies}-${Date.now()}@mail.example.com>`;
  const raw = await new MailComposer({
    from: from.email,
    to,
    subject: "Re: Your game",
    messageId,
    text: `${text}\n\nOn Mon, 23 Nov 2026 at 10:00, Pigeon Post <post@pigeon.test> wrote:\n> Your game\n> Reply with your move, or open the game.\n`,
  })
    .compile()
    .build();
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: receiver.port, secure: false });
  await transport.sendMail({ envelope: { from: from.email, to: [to] }, raw });
  return stage.smtp.waitFor(
    (m) => m.envelopeTo.includes(from.email) && header(m, "In-Reply-To") === messageId,
  );
}

const conversationFor = async (gameId: string, who: Person) => {
  const view = await gameView(gameId, { id: who.id, timeZone: "UTC" }, new Date());
  if (!view.ok) throw new Error(view.reason);
  return (view.view.chat?.entries ?? []).map(({ stage, side, went, body }) => ({ stage, side, went, body }));
};

describe("a message sent with draw, decline and resign", () => {
  it("reaches the other player in the email about it, and both players' game page", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4", "e5"], () => new Date());
    const toAna = await mailTo(ana, /^Your move.*\(move 2\)$/);

    const offered = await reply(ana, replyAddressOf(toAna), "draw\nThe position is dead level, I think.");
    expect(flat(offered)).toContain(
      "Your message went with the offer: “The position is dead level, I think.”",
    );
    const offer = await mailTo(ben, /^Ana offers a draw/);
    expect(flat(offer)).toContain("Ana writes: “The position is dead level, I think.”");

    const declined = await reply(ben, replyAddressOf(offer), "decline\nNot yet: I like my knights.");
    expect(flat(declined)).toContain("Your message went with your answer: “Not yet: I like my knights.”");
    const answer = await mailTo(ana, /^Ben declined your draw offer/);
    expect(flat(answer)).toContain("Ben writes: “Not yet: I like my knights.”");

    // The game page's chat: the messages under the move they followed, saying with what.
    const view = await gameView(game.id, { id: ben.id, timeZone: "UTC" }, new Date());
    if (!view.ok) throw new Error(view.reason);
    const chat = renderToStaticMarkup(createElement(ChatCard, { view: view.view }))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(chat).toMatch(
      /1… e5 Ana offered a draw · \d+ \w+, \d\d:\d\d The position is dead level, I think\. You declined the draw · \d+ \w+, \d\d:\d\d Not yet: I like my knights\./,
    );

    const resigned = await reply(ana, replyAddressOf(toAna), "resign\nWell played, Ben.");
    expect(flat(resigned)).toContain("Your message went with it: “Well played, Ben.”");
    const over = await mailTo(ben, /^Game over/);
    expect(flat(over)).toContain("Ana writes: “Well played, Ben.”");
    const anasOver = await mailTo(ana, /^Game over/);
    expect(flat(anasOver)).not.toContain("Well played, Ben.");

    const expected = [
      { stage: "1… e5", side: "WHITE", went: "offered a draw", body: "The position is dead level, I think." },
      { stage: "1… e5", side: "BLACK", went: "declined the draw", body: "Not yet: I like my knights." },
      { stage: "1… e5", side: "WHITE", went: "resigned", body: "Well played, Ben." },
    ];
    expect(await conversationFor(game.id, ana)).toEqual(expected);
    expect(await conversationFor(game.id, ben)).toEqual(expected);
    // Private, like move messages: a visitor of the finished public game sees none of it.
    const visitor = await gameView(game.id, null, new Date());
    expect(visitor.ok && visitor.view.chat).toBe(null);
  });

  it("a second offer without a message does not repeat the first one's", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["d4", "d5"], () => new Date());
    const toAna = await mailTo(ana, /^Your move.*\(move 2\)$/);
    await reply(ana, replyAddressOf(toAna), "draw\nA quiet game, shall we?");
    const first = await mailTo(ben, /^Ana offers a draw/);
    expect(flat(first)).toContain("Ana writes: “A quiet game, shall we?”");
    await reply(ben, replyAddressOf(first), "decline");
    const declined = await mailTo(ana, /^Ben declined your draw offer/);
    expect(flat(declined)).not.toContain("writes:");
    await reply(ana, replyAddressOf(toAna), "draw");
    const second = await mailTo(ben, /^Ana offers a draw/, first.receivedAt);
    expect(flat(second)).not.toContain("writes:");
  });

  it("an accepted draw's message comes in the other player's game-over email", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["d4"], () => new Date());
    const toBen = await mailTo(ben, /^Your move/);
    expect((await offerDraw(game.id, ana.id, new Date())).ok).toBe(true);
    const agreed = await reply(ben, replyAddressOf(toBen), "Accept, thanks\nGood game!");
    expect(flat(agreed)).toContain("Drawn by agreement");
    const over = await mailTo(ana, /^Game over/);
    expect(flat(over)).toContain("Ben writes: “thanks Good game!”");
    expect(await db().gameMessage.findMany({ where: { gameId: game.id }, select: { action: true } })).toEqual(
      [{ action: "DRAW_ACCEPT" }],
    );
  });

  it("a takeback's answer carries its message, whichever way it goes", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, { takebacks: true }, new Date());
    await playMoves(game, ["e4"], () => new Date());
    const ask = async (after: number) => {
      expect((await requestTakeback(game.id, ana.id, new Date())).ok).toBe(true);
      return mailTo(ben, /^Ana asks to take back 1\. e4:/, after);
    };
    const first = await ask(0);
    await reply(ben, replyAddressOf(first), "decline\nTouch move!");
    const declined = await mailTo(ana, /^Ben declined your takeback/);
    expect(flat(declined)).toContain("Ben writes: “Touch move!”");
    const second = await ask(declined.receivedAt);
    await reply(ben, replyAddressOf(second), "accept\nJust this once.");
    const accepted = await mailTo(ana, /^Ben accepted your takeback/);
    expect(flat(accepted)).toContain("Ben writes: “Just this once.”");
  });

  it("a draw declined on the game page tells the one who offered, with no message", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    expect((await offerDraw(game.id, ana.id, new Date())).ok).toBe(true);
    expect((await answerDraw(game.id, ben.id, false, new Date())).ok).toBe(true);
    const answer = await mailTo(ana, /^Ben declined your draw offer/);
    expect(flat(answer)).toContain("Ben declined your draw offer. The game goes on.");
    expect(flat(answer)).not.toContain("writes:");
  });
});

describe("a long letter under a move", () => {
  it("plays the move; the answer says the letter was shortened, and the opponent reads its beginning", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    const toAna = await mailTo(ana, /^Your move/);
    const letter = Array.from({ length: 30 }, (_, i) => `This is line ${i + 1} of my letter to you.`).join(
      "\n",
    );
    const answer = await reply(ana, replyAddressOf(toAna), `c4\n${letter}`);
    expect(flat(answer)).toContain("Played: 1. c4");
    expect(flat(answer)).toContain(
      "Your message was longer than 500 characters, so Ben gets its beginning, marked as shortened",
    );
    const toBen = await mailTo(ben, /^Your move/);
    expect(flat(toBen)).toContain("Ana writes: “This is line 1 of my letter to you.");
    expect(flat(toBen)).toContain(`${shortenedMark}”`);
    const move = await db().move.findUniqueOrThrow({ where: { gameId_ply: { gameId: game.id, ply: 1 } } });
    expect(move.message?.length).toBeLessThanOrEqual(500);
  });
});
