// The emails of a turn played again after a takeback, and the other notices whose keys and texts
// a takeback, a vacation or an answer changes: a real worker and a real SMTP receiver.
//
// A takeback rewrites the record from some ply on, so the same ply comes again with another move.
// Every email about a turn (your move, its reminders, a conditional answer played) is sent once per
// key: a key naming only the game, the ply and the person was spent by the move taken back, and
// the move played in its place sent nothing.
import { describe, expect, it } from "vitest";
import { addLine } from "@/lib/conditional/lines";
import { db } from "@/lib/db/prisma";
import { formatDayMonth, formatDeadline } from "@/lib/games/stored/deadline";
import { submitMove } from "@/lib/games/turn/play";
import { answerDraw, offerDraw } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { sendDigestTo } from "@/lib/notify/digest";
import { sendReminder } from "@/lib/notify/game-mail";
import { withLastMove } from "@/lib/notify/game-record";
import { comeBack, startVacation } from "@/lib/vacation/vacation";
import { jobsOf, until } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import type { Received } from "../support/smtp";

const stage = mailStage();

const mailTo = (who: Person, subject: RegExp) => (m: Received) =>
  m.envelopeTo.includes(who.email) && subject.test(m.subject ?? "");
const received = (who: Person, subject: RegExp) => stage.smtp.messages.filter(mailTo(who, subject));
/** The "your move" email for full move `n`, showing `move` as the opponent's last. */
const yourMove = (who: Person, n: number, move: string) => (m: Received) =>
  mailTo(who, new RegExp(`^Your move: .*\\(move ${n}\\)$`))(m) &&
  (m.text ?? "").includes(`played *${move}*.`);

/** Waits until the game's jobs of these tasks have all run (their emails sent or skipped). */
const queueDrained = (gameId: string, ...tasks: string[]) =>
  until(
    async () => (await jobsOf(gameId)).every((job) => !tasks.includes(job.task)),
    `the ${tasks.join(", ")} jobs of ${gameId}`,
  );

async function takeback(gameId: string, asker: Person, answerer: Person) {
  expect((await requestTakeback(gameId, asker.id, new Date())).ok).toBe(true);
  expect((await answerTakeback(gameId, answerer.id, true, new Date())).ok).toBe(true);
}

describe("a turn played again after a takeback", () => {
  it("one ply taken back: the move played in its place brings its own your-move email", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, { takebacks: true }, new Date());
    // Each turn is mailed before the next move: a turn answered first is not mailed at all.
    await playMoves(game, ["e4", "e5"], () => new Date());
    await stage.smtp.waitFor(yourMove(wendy, 2, "1... e5"));
    await submitMove({ gameId: game.id, userId: wendy.id, ply: 3, move: "Nf3" }, new Date());
    await stage.smtp.waitFor(yourMove(bart, 2, "2. Nf3"));

    // Wendy asks right after Nf3; Bart accepts: only Nf3 goes, and it is Wendy's move again.
    await takeback(game.id, wendy, bart);
    const accepted = await stage.smtp.waitFor(mailTo(wendy, /^Bart accepted your takeback/));
    expect(accepted.text).toContain("It is your move");
    await submitMove({ gameId: game.id, userId: wendy.id, ply: 3, move: "d4" }, new Date());

    // Bart hears of d4 as he heard of Nf3: the same move number, another move.
    const replayed = await stage.smtp.waitFor(yourMove(bart, 2, "2. d4"));
    expect(replayed.text).not.toContain("Nf3");
    await queueDrained(game.id, "your-turn-email", "offer-email");
    expect(received(bart, /^Your move: .*\(move 2\)$/)).toHaveLength(2);
    // The asker heard of her turn by the takeback email only, not by a second "your move" too.
    expect(received(wendy, /^Your move: .*\(move 2\)$/)).toHaveLength(1);
  });

  it("two plies taken back (the asker's move and the reply): each move played again is emailed", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, { takebacks: true }, new Date());
    // Each turn is mailed before the next move: a turn answered first is not mailed at all.
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    await stage.smtp.waitFor(yourMove(bart, 2, "2. Nf3"));
    await submitMove({ gameId: game.id, userId: bart.id, ply: 4, move: "Nc6" }, new Date());
    await stage.smtp.waitFor(yourMove(wendy, 3, "2... Nc6"));

    // Wendy asks on her own turn: Bart's Nc6 and her Nf3 both go.
    await takeback(game.id, wendy, bart);
    await stage.smtp.waitFor(mailTo(wendy, /^Bart accepted your takeback/));
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(2);
    await submitMove({ gameId: game.id, userId: wendy.id, ply: 3, move: "d4" }, new Date());
    await stage.smtp.waitFor(yourMove(bart, 2, "2. d4"));
    await submitMove({ gameId: game.id, userId: bart.id, ply: 4, move: "d5" }, new Date());
    await stage.smtp.waitFor(yourMove(wendy, 3, "2... d5"));

    // A second takeback in the same game: its replayed turn is new again.
    await takeback(game.id, bart, wendy);
    await submitMove({ gameId: game.id, userId: bart.id, ply: 4, move: "exd4" }, new Date());
    await stage.smtp.waitFor(yourMove(wendy, 3, "2... exd4"));
    await queueDrained(game.id, "your-turn-email", "offer-email");
    expect(received(wendy, /^Your move: .*\(move 3\)$/)).toHaveLength(3);
    expect(received(bart, /^Your move: .*\(move 2\)$/)).toHaveLength(2);
  });

  it("a reminder already sent for a ply is sent again for the move played there after a takeback", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, { takebacks: true }, new Date());
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    expect(await sendReminder(game.id, 3, new Date(), "day-left")).toBe("sent");
    expect(await sendReminder(game.id, 3, new Date(), "day-left")).toBe("already-sent");

    await takeback(game.id, wendy, bart);
    await submitMove({ gameId: game.id, userId: wendy.id, ply: 3, move: "d4" }, new Date());
    expect(await sendReminder(game.id, 3, new Date(), "day-left")).toBe("sent");
    expect(await sendReminder(game.id, 3, new Date(), "most-used")).toBe("sent");
    expect(await sendReminder(game.id, 3, new Date(), "day-left")).toBe("already-sent");
    expect(received(bart, /left for your move/)).toHaveLength(3);
  });

  it("a conditional answer played again after a takeback is reported again", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, { takebacks: true }, new Date());
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    // Wendy keeps "if Nc6, then Bb5"; Bart plays Nc6 and Bb5 is played for her.
    await addLine({ gameId: game.id, userId: wendy.id, ply: 4, moves: ["Nc6", "Bb5"] });
    await submitMove({ gameId: game.id, userId: bart.id, ply: 4, move: "Nc6" }, new Date());
    await stage.smtp.waitFor(mailTo(wendy, /^Played for you: 3\. Bb5/));

    // Bart takes Nc6 back (with the answer played to it), then plays it again into the same line.
    await takeback(game.id, bart, wendy);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).plies).toBe(3);
    await addLine({ gameId: game.id, userId: wendy.id, ply: 4, moves: ["Nc6", "Bb5"] });
    await submitMove({ gameId: game.id, userId: bart.id, ply: 4, move: "Nc6" }, new Date());
    await until(async () => received(wendy, /^Played for you: 3\. Bb5/).length === 2, "the second report");
    await queueDrained(game.id, "conditional-move-email");
    expect(received(wendy, /^Played for you/)).toHaveLength(2);
  });
});

describe("conditional moves a takeback makes stale", () => {
  it("are cleared, and the asker's takeback email and game page say so", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, { takebacks: true }, new Date());
    await playMoves(game, ["e4", "e5", "Nf3"], () => new Date());
    await addLine({ gameId: game.id, userId: wendy.id, ply: 4, moves: ["Nc6", "Bc4"] });
    await takeback(game.id, wendy, bart);
    const accepted = await stage.smtp.waitFor(mailTo(wendy, /^Bart accepted your takeback/));
    expect(accepted.text).toContain("your conditional moves, set for a position that is gone, were cleared");
  });
});

describe("a reminder for a turn whose deadline a vacation moved", () => {
  it("comes again, once, for the new deadline", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, {}, new Date());
    await playMoves(game, ["e4"], () => new Date());
    expect(await sendReminder(game.id, 1, new Date(), "day-left")).toBe("sent");

    // Wendy (not to move) goes away for two hours: Bart's deadline moves on by the pause.
    const before = (await db().game.findUniqueOrThrow({ where: { id: game.id } })).deadline as Date;
    await db().user.update({ where: { id: wendy.id }, data: { vacationSeconds: 10 * 86_400 } });
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const away = new Date();
    expect((await startVacation(wendy.id, day, away)).ok).toBe(true);
    await comeBack(wendy.id, new Date(away.getTime() + 2 * 3_600_000));
    const after = (await db().game.findUniqueOrThrow({ where: { id: game.id } })).deadline as Date;
    expect(after.getTime() - before.getTime()).toBe(2 * 3_600_000);

    // A player expects the reminder for the deadline that counts now; once.
    expect(await sendReminder(game.id, 1, new Date(), "day-left")).toBe("sent");
    expect(await sendReminder(game.id, 1, new Date(), "day-left")).toBe("already-sent");
    const reminders = received(bart, /left for your move/);
    expect(reminders).toHaveLength(2);
    expect(reminders[1].text).not.toBe(reminders[0].text);
  });
});

describe("the vacationer's your-move email", () => {
  it("says the clock is paused, and gives the deadline the move will have after the return", async () => {
    const bo = await person("Bo");
    const ana = await person("Ana", { timeZone: "Europe/Paris" });
    await db().user.update({ where: { id: ana.id }, data: { vacationSeconds: 10 * 86_400 } });
    const game = await startGameBetween(bo, ana, {}, new Date());
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const away = await startVacation(ana.id, day, new Date());
    if (!away.ok) throw new Error(away.reason);
    // Bo moves while Ana is away: her turn begins paused, with its 3 days counted from her return.
    const moved = await submitMove({ gameId: game.id, userId: bo.id, ply: 1, move: "e4" }, new Date());
    expect(moved.ok && moved.game.pausedAt).toBeTruthy();
    const mail = await stage.smtp.waitFor(mailTo(ana, /^Your move: .*\(move 1\)$/));
    const deadline = formatDeadline(new Date(away.until.getTime() + 3 * 86_400_000), "Europe/Paris");
    const returns = formatDayMonth(away.until, "Europe/Paris");
    // Before, it read "Make your move by <a deadline that moved on every minute of the pause>".
    expect(mail.text).toContain(
      `The clock is paused until your return from vacation on ${returns}; after it, the deadline is ${deadline}.`,
    );
    expect(mail.text).not.toContain("Make your move by");
  });
});

describe("the vacationer's digest", () => {
  it("lists a paused game with the time it keeps and the deadline after the return", async () => {
    const bo = await person("Bo");
    const ana = await person("Ana", { emailMode: "DIGEST" });
    await db().user.update({ where: { id: ana.id }, data: { vacationSeconds: 10 * 86_400 } });
    const game = await startGameBetween(bo, ana, {}, new Date());
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const away = await startVacation(ana.id, day, new Date());
    if (!away.ok) throw new Error(away.reason);
    await submitMove({ gameId: game.id, userId: bo.id, ply: 1, move: "e4" }, new Date());
    const games = await db().game.findMany({ where: { id: game.id }, include: withLastMove });
    // Read two days into the pause: the deadline shown has not moved with it.
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await sendDigestTo(ana, games, "2099-01-01", later)).toBe("sent");
    const digest = await stage.smtp.waitFor(mailTo(ana, /^Pigeon Post digest/));
    const deadline = formatDeadline(new Date(away.until.getTime() + 3 * 86_400_000), "UTC");
    expect(digest.text).toContain(`3 days left (clock paused): by ${deadline}`);
  });
});

describe("a declined draw offer", () => {
  it("is reported to the player who offered it", async () => {
    const wendy = await person("Wendy");
    const bart = await person("Bart");
    const game = await startGameBetween(wendy, bart, {}, new Date());
    await playMoves(game, ["e4", "e5"], () => new Date());
    expect((await offerDraw(game.id, bart.id, new Date())).ok).toBe(true);
    expect((await answerDraw(game.id, wendy.id, false, new Date())).ok).toBe(true);
    const declined = await stage.smtp.waitFor(mailTo(bart, /^Wendy declined your draw offer/));
    expect(declined.subject).toBe(`Wendy declined your draw offer: Chess #${game.number} vs Wendy`);
    expect(declined.text).toContain("Wendy declined your draw offer. The game goes on.");
    expect(declined.text).toContain("It is Wendy's move.");
    await queueDrained(game.id, "offer-email");
    expect(received(bart, /declined your draw offer/)).toHaveLength(1);
    expect(received(wendy, /declined/)).toHaveLength(0);
  });
});
