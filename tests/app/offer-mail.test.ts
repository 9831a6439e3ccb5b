// The emails about draw offers, takeback requests and aborted games, end to end: a real worker
// sends them through a real SMTP receiver. Each comes once, only to the other player, only while
// it still stands, and as their mail choice says (digest readers find the offer in the digest).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { abortGame } from "@/lib/games/turn/abort";
import { submitMove } from "@/lib/games/turn/play";
import { offerDraw } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { digestHour, sendDigests } from "@/lib/notify/digest";
import { sendReminder } from "@/lib/notify/game-mail";
import { sendOffer } from "@/lib/notify/offer-mail";
import { jobDone, jobsOf } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";

const stage = mailStage();

const mailTo = (who: Person, subject: RegExp) => (m: Received) =>
  m.envelopeTo.includes(who.email) && subject.test(m.subject ?? "");
const received = (who: Person, subject: RegExp) => stage.smtp.messages.filter(mailTo(who, subject));
const anyTo = (who: Person) => stage.smtp.messages.filter((m) => m.envelopeTo.includes(who.email));

const start = (white: Person, black: Person, options: { takebacks?: boolean } = {}) =>
  startGameBetween(white, black, { daysPerMove: 3, ...options }, new Date());

describe("draw offers", () => {
  it("a draw offered without a move emails the other player once, saying whose move it is and how long is left", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo", { timeZone: "Europe/Paris" });
    const game = await start(ana, bo);
    await playMoves(game, ["e4"], () => new Date());
    // Black offers on Black's own turn: Ana cannot move, so her email must not tell her to.
    const at = new Date();
    expect((await offerDraw(game.id, bo.id, at)).ok).toBe(true);
    const mail = await stage.smtp.waitFor(mailTo(ana, /^Bo offers a draw/));
    expect(mail.subject).toBe(`Bo offers a draw: Chess #${game.number} vs Bo`);
    expect(mail.text).toContain(
      "In your Chess game with Bo (you play White, 3 days per move), Bo offers a draw.",
    );
    expect(mail.text).toContain("It is Bo's move.");
    expect(mail.text).toMatch(/\/play\/[A-Za-z0-9_-]+/);
    await jobDone(`offer:${game.id}:draw:${at.getTime()}`);
    // The job run again (a retry) sends nothing more; Bo, who offered, gets nothing.
    expect(await sendOffer({ gameId: game.id, kind: "draw", ply: 1, to: "WHITE", at }, new Date())).toBe(
      "already-sent",
    );
    expect(received(ana, /offers a draw/)).toHaveLength(1);
    expect(received(bo, /offers a draw/)).toHaveLength(0);
  });

  it("on the receiver's turn it gives their time left; a draw offered with a move rides in the your-move email only", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await start(ana, bo);
    await stage.smtp.waitFor(mailTo(ana, /^Your move/));
    await offerDraw(game.id, bo.id, new Date());
    const mail = await stage.smtp.waitFor(mailTo(ana, /^Bo offers a draw/));
    expect(mail.text).toMatch(/It is your move: you have (2 days 23 hours|3 days), until /);

    const other = await start(ana, bo);
    await submitMove({ gameId: other.id, userId: ana.id, ply: 1, move: "d4", offerDraw: true }, new Date());
    const turn = await stage.smtp.waitFor(
      mailTo(bo, new RegExp(`^Your move: Chess #${other.number} vs Ana \\(move 1\\)`)),
    );
    expect(turn.text).toContain("*Ana offers a draw.*");
    await jobDone(`your-turn:${other.id}:1`);
    expect(received(bo, /offers a draw/)).toHaveLength(0);
  });

  it("is not sent once a move has answered it, nor to someone on the digest or with mail off", async () => {
    const ana = await person("Ana");
    const dee = await person("Dee", { emailMode: "DIGEST" });
    const off = await person("Off", { mailOff: true });
    const answered = await start(ana, dee);
    await offerDraw(answered.id, dee.id, new Date());
    // Ana moves (declining it) before the job has looked: the job finds it gone.
    await submitMove({ gameId: answered.id, userId: ana.id, ply: 1, move: "e4" }, new Date());
    const atMoved = new Date();
    expect(
      await sendOffer({ gameId: answered.id, kind: "draw", ply: 0, to: "WHITE", at: atMoved }, new Date()),
    ).toBe("moved-on");

    const toDigest = await start(ana, dee);
    const at = new Date();
    await offerDraw(toDigest.id, ana.id, at);
    await jobDone(`offer:${toDigest.id}:draw:${at.getTime()}`);
    const toOff = await start(ana, off);
    const at2 = new Date();
    await offerDraw(toOff.id, ana.id, at2);
    await jobDone(`offer:${toOff.id}:draw:${at2.getTime()}`);
    expect(received(dee, /offers a draw/)).toHaveLength(0);
    expect(anyTo(off)).toHaveLength(0);

    // Dee's digest (a morning hour in her zone, UTC) lists the offer, though it is Ana's move.
    const morning = new Date();
    morning.setUTCHours(digestHour + 1, 0, 0, 0);
    if (morning < new Date()) morning.setUTCDate(morning.getUTCDate() + 1);
    await sendDigests(morning);
    const digest = await stage.smtp.waitFor(mailTo(dee, /^Pigeon Post digest/));
    expect(digest.subject).toBe("Pigeon Post digest: 1 game waits for your move, 1 offer to answer");
    expect(digest.text).toContain("Ana offers a draw: answer it on the game page.");
    expect(digest.text).toMatch(/Chess #\d+ vs Ana \S+, Ana to move/);
    expect(digest.text).toContain("One game waits for your move (and an offer to answer)");
  });
});

describe("takeback mail", () => {
  it("the request and its answer each email the other player once", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await start(ana, bo, { takebacks: true });
    await playMoves(game, ["e4", "e5"], () => new Date());
    await requestTakeback(game.id, bo.id, new Date());
    const ask = await stage.smtp.waitFor(mailTo(ana, /^Bo asks to take back 1\.\.\. e5:/));
    expect(ask.text).toContain("Bo asks to take back their last move, 1... e5.");
    expect(ask.text).toContain("It is your move: you have");
    await answerTakeback(game.id, ana.id, true, new Date());
    const yes = await stage.smtp.waitFor(mailTo(bo, /^Ana accepted your takeback/));
    expect(yes.text).toContain("It is your move");
    await requestTakeback(game.id, ana.id, new Date());
    await stage.smtp.waitFor(mailTo(bo, /^Ana asks to take back 1\. e4:/));
    await answerTakeback(game.id, bo.id, false, new Date());
    await stage.smtp.waitFor(mailTo(ana, /^Bo declined your takeback/));
    expect(received(ana, /asks to take back/)).toHaveLength(1);
    expect(received(bo, /accepted your takeback/)).toHaveLength(1);
  });
});

describe("abort mail", () => {
  it("tells the other player, once; the one who aborted gets nothing", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await start(ana, bo);
    await abortGame(game.id, bo.id, new Date());
    const mail = await stage.smtp.waitFor(mailTo(ana, /^Game aborted/));
    expect(mail.subject).toBe(`Game aborted: Chess #${game.number} vs Bo`);
    expect(mail.text).toContain("Bo called off your Chess game before both of you had moved.");
    await jobDone(`game-aborted:${game.id}`);
    expect(received(bo, /aborted/)).toHaveLength(0);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("ABORTED");
  });
});

describe("reminders", () => {
  it("24 hours left comes when due; the 80 % one later, saying the time left and the time control", async () => {
    const hour = 3_600_000;
    const ana = await person("Ana");
    const bo = await person("Bo");
    // Started 50 hours ago, 3 days per move: the 24-hour mark (48 h) has passed, the 80 % one
    // (57.6 h) is 7.6 hours away.
    const startedAt = new Date(Date.now() - 50 * hour);
    const game = await startGameBetween(ana, bo, { daysPerMove: 3 }, startedAt);
    const dayLeft = await stage.smtp.waitFor(mailTo(ana, /left for your move/));
    expect(dayLeft.subject).toBe(`22 hours left for your move in Chess #${game.number} vs Bo`);
    // Real seconds pass between the start and the send: 22 hours, or a minute less.
    expect(dayLeft.text).toMatch(
      /\(you play White, 3 days per move\)\. You have (22 hours|21 hours 59 minutes):/,
    );
    await jobDone(`reminder:${game.id}`);
    const pending = (await jobsOf(game.id)).find((j) => j.key === `reminder-80:${game.id}`);
    expect(pending?.runAt).toEqual(new Date(startedAt.getTime() + 57.6 * hour));

    // What it sends when it runs (its moment passed to it): once, apart from the 24-hour one.
    const at = new Date(startedAt.getTime() + 57.6 * hour);
    expect(await sendReminder(game.id, 0, at, "most-used")).toBe("sent");
    expect(await sendReminder(game.id, 0, at, "most-used")).toBe("already-sent");
    const mostUsed = await stage.smtp.waitFor(mailTo(ana, /^14 hours left/));
    expect(mostUsed.text).toContain("You have 14 hours 24 minutes");
    expect(received(ana, /left for your move/)).toHaveLength(2);
  });
});
