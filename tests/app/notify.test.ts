// Game mail end to end: a real worker (graphile-worker) against the test PostgreSQL, sending
// through a real SMTP receiver.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { formatDeadline } from "@/lib/games/stored/deadline";
import { resolveGameLink } from "@/lib/games/stored/links";
import { submitMove } from "@/lib/games/turn/play";
import { resign } from "@/lib/games/turn/resolve";
import { addJob, tasks } from "@/lib/jobs/queue";
import { unsubscribeKeyOwner } from "@/lib/mail/unsubscribe";
import { sendYourTurn } from "@/lib/notify/game-mail";
import { threadRootId } from "@/lib/notify/thread";
import { jobDone, jobFailed, runNow } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import { readPng } from "../support/png";
import type { Received } from "../support/smtp";

const stage = mailStage();

const hourMs = 3_600_000;
function newGame(
  white: Person,
  black: Person,
  options: { gameType?: string; days?: number; startedAgoMs?: number; rated?: boolean } = {},
) {
  const startedAt = new Date(Date.now() - (options.startedAgoMs ?? 0));
  return startGameBetween(
    white,
    black,
    { gameType: options.gameType, daysPerMove: options.days, rated: options.rated },
    startedAt,
  );
}

const mailTo = (who: Person, subject: RegExp | string) => (m: Received) =>
  m.envelopeTo.includes(who.email) &&
  (typeof subject === "string" ? m.subject === subject : subject.test(m.subject ?? ""));
const received = (who: Person, subject: RegExp | string) => stage.smtp.messages.filter(mailTo(who, subject));

const header = (mail: Received, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, "");

function gameLinkIn(text: string | undefined): string {
  const match = /http:\/\/127\.0\.0\.1:3999\/play\/([A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!match) throw new Error(`no game link in: ${text}`);
  return match[1];
}

describe("your-turn email", () => {
  it("brings the opponent's move, message, board picture, deadline in their zone and a link that signs them in", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo", { timeZone: "America/New_York" });
    const game = await newGame(ana, bo, { gameType: "kings-court", days: 2 });
    const moved = await submitMove(
      { gameId: game.id, userId: ana.id, ply: 1, move: "Pe2-e4", message: "Your move, Bo!" },
      new Date(),
    );
    expect(moved.ok).toBe(true);
    const deadline = moved.ok ? (moved.game.deadline as Date) : new Date();

    const mail = await stage.smtp.waitFor(mailTo(bo, /^Your move/));
    expect(mail.subject).toBe(`Your move: Kings Court #${game.number} vs Ana (move 1)`);
    expect(mail.html).toContain("1. Pe2-e4");
    expect(mail.html).toContain("Your move, Bo!");
    expect(mail.text).toContain(formatDeadline(deadline, "America/New_York"));
    expect(mail.text).toMatch(/1 day 23 hours left|2 days left/);
    expect(mail.text).toContain("Recent moves");
    expect(mail.text).toContain("1. Pe2-e4");

    // The board: a PNG inline attachment that the HTML shows by its Content-ID.
    const picture = mail.attachments.find((a) => a.contentType === "image/png");
    expect(picture).toBeDefined();
    expect(picture?.content.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(picture?.content.length).toBeGreaterThan(2000);
    expect(picture?.contentDisposition).toBe("inline");
    expect(picture?.cid).toBe("board@pigeon-post");
    // mailparser resolves cid: references in the HTML into data: URLs of the attachment.
    expect(mail.html).toContain(`data:image/png;base64,${picture?.content.toString("base64").slice(0, 64)}`);
    // The picture carries its true size (Kings Court's board is wider than tall) for clients that
    // lay out by the attributes; the others shrink it to the screen with the CSS beside them.
    const png = readPng(picture?.content ?? Buffer.alloc(0));
    expect([png.width, png.height]).toEqual([360, 240]);
    const img = /<img[^>]*>/.exec(String(mail.html))?.[0] ?? "";
    expect(img).toContain(`width="${png.width}"`);
    expect(img).toContain(`height="${png.height}"`);
    expect(img).toMatch(/style="[^"]*max-width:100%;[^"]*height:auto/);

    // One link, in both parts, that opens this game as Bo.
    const token = gameLinkIn(mail.text);
    expect(mail.html).toContain(`/play/${token}`);
    expect(await resolveGameLink(token, new Date())).toEqual({ userId: bo.id, gameId: game.id });

    // Threads with every other email of this game to Bo; carries the unsubscribe headers.
    const root = threadRootId(game.id, bo.id);
    expect(header(mail, "In-Reply-To")).toBe(root);
    expect(header(mail, "References")).toBe(root);
    const oneClick = /^<http:\/\/127\.0\.0\.1:3999\/api\/unsubscribe\/([A-Za-z0-9_-]{22})>$/.exec(
      header(mail, "List-Unsubscribe") ?? "",
    );
    expect(oneClick).not.toBeNull();
    const key = oneClick?.[1] ?? "";
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain(`http://127.0.0.1:3999/unsubscribe/${key}`);
    // The footer's way out reads as a link (underlined, in the link colour), not as grey small print.
    const footerLink = new RegExp(
      `<a href="http://127\\.0\\.0\\.1:3999/unsubscribe/${key}"[^>]*style="([^"]*)"[^>]*>Change which emails you get</a>`,
    );
    expect(footerLink.exec(String(mail.html))?.[1]).toMatch(/color:#1f3a5f;.*text-decoration:underline/);
    // The key is Bo's, and the database holds only its hash.
    expect(await unsubscribeKeyOwner(key, "203.0.113.9", new Date())).toMatchObject({
      ok: true,
      person: { id: bo.id },
    });
    expect(await db().unsubscribeKey.count({ where: { keyHash: key } })).toBe(0);
  });

  it("at the start tells White the game has started and to make the first move; the thread root differs per person", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await newGame(ana, bo);
    const mail = await stage.smtp.waitFor(mailTo(ana, /^Your move/));
    expect(mail.subject).toBe(`Your move: Chess #${game.number} vs Bo (move 1)`);
    expect(mail.text).toContain(
      "Your Chess game with Bo has started. You play White, so you make the first move.",
    );
    expect(mail.text).not.toContain("played");
    expect(mail.attachments.some((a) => a.contentType === "image/png")).toBe(true);
    expect(header(mail, "In-Reply-To")).toBe(threadRootId(game.id, ana.id));
    expect(threadRootId(game.id, ana.id)).not.toBe(threadRootId(game.id, bo.id));
  });

  it("mentions a pending draw offer", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await newGame(ana, bo);
    await submitMove({ gameId: game.id, userId: ana.id, ply: 1, move: "d4", offerDraw: true }, new Date());
    const mail = await stage.smtp.waitFor(mailTo(bo, /^Your move/));
    expect(mail.text).toContain("Ana offers a draw");
  });

  it("is sent once when its job runs twice", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await newGame(ana, bo);
    await stage.smtp.waitFor(mailTo(ana, /^Your move/));
    await jobDone(`your-turn:${game.id}:0`);
    await db().$transaction((tx) =>
      addJob(tx, tasks.yourTurn, { gameId: game.id, ply: 0 }, { jobKey: `your-turn:${game.id}:0` }),
    );
    await jobDone(`your-turn:${game.id}:0`);
    expect(received(ana, /^Your move/)).toHaveLength(1);
    expect(await db().sentEmail.count({ where: { eventKey: `your-turn:${game.id}:0:${ana.id}` } })).toBe(1);
  });

  it("does nothing when the game has moved on", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await newGame(ana, bo);
    await submitMove({ gameId: game.id, userId: ana.id, ply: 1, move: "e4" }, new Date());
    expect(await sendYourTurn(game.id, 0, new Date())).toBe("moved-on");
    await resign(game.id, bo.id, new Date());
    expect(await sendYourTurn(game.id, 1, new Date())).toBe("moved-on");
  });

  it("arrives once, after a retry, when SMTP was down", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await newGame(ana, bo);
    await stage.smtp.waitFor(mailTo(ana, /^Your move/));
    stage.smtp.setDown(true);
    try {
      await submitMove({ gameId: game.id, userId: ana.id, ply: 1, move: "e4" }, new Date());
      await jobFailed(`your-turn:${game.id}:1`, 1);
      expect(received(bo, /^Your move/)).toHaveLength(0);
      expect(await db().sentEmail.count({ where: { eventKey: `your-turn:${game.id}:1:${bo.id}` } })).toBe(0);
    } finally {
      stage.smtp.setDown(false);
    }
    // graphile-worker's backoff would wait seconds; bring the retry forward.
    await runNow(`your-turn:${game.id}:1`);
    await stage.smtp.waitFor(mailTo(bo, /^Your move/));
    await jobDone(`your-turn:${game.id}:1`);
    expect(received(bo, /^Your move/)).toHaveLength(1);
    expect(stage.log.some((line) => line.includes(`your-turn-email`) && /421|unavailable/i.test(line))).toBe(
      true,
    );
  });
});

describe("reminder and time-out", () => {
  it("reminds the player to move 24 hours before the deadline, once per move", async () => {
    const ana = await person("Ana", { timeZone: "Asia/Tokyo" });
    const bo = await person("Bo");
    // A two-day turn that started a day ago: its reminder is due now.
    const game = await newGame(ana, bo, { days: 2, startedAgoMs: 24 * hourMs + 60_000 });
    const mail = await stage.smtp.waitFor(mailTo(ana, /left for your move/));
    expect(mail.subject).toBe(`24 hours left for your move in Chess #${game.number} vs Bo`);
    expect(mail.text).toContain(formatDeadline(game.deadline as Date, "Asia/Tokyo"));
    expect(mail.text).toContain("lost on time");
    expect(header(mail, "In-Reply-To")).toBe(threadRootId(game.id, ana.id));
    expect(await resolveGameLink(gameLinkIn(mail.text), new Date())).toEqual({
      userId: ana.id,
      gameId: game.id,
    });
    await db().$transaction((tx) =>
      addJob(tx, tasks.reminder, { gameId: game.id, ply: 0 }, { jobKey: `reminder:${game.id}` }),
    );
    await jobDone(`reminder:${game.id}`);
    expect(received(ana, /left for your move/)).toHaveLength(1);
  });

  it("a passed deadline loses the game on time and both players get the game-over email", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await newGame(ana, bo, { days: 1, startedAgoMs: 25 * hourMs });
    const toAna = await stage.smtp.waitFor(mailTo(ana, /^Game over/));
    const toBo = await stage.smtp.waitFor(mailTo(bo, /^Game over/));
    expect(toAna.subject).toBe(`Game over: Chess #${game.number} vs Bo: Bo won on time`);
    expect(toBo.subject).toBe(`Game over: Chess #${game.number} vs Ana: You won on time`);
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "FINISHED",
      winner: "b",
      resultReason: "time",
    });
    for (const [mail, who] of [
      [toAna, ana],
      [toBo, bo],
    ] as const) {
      expect(mail.attachments.some((a) => a.contentType === "image/png")).toBe(true);
      expect(header(mail, "In-Reply-To")).toBe(threadRootId(game.id, who.id));
      // The link still opens the finished game.
      expect(await resolveGameLink(gameLinkIn(mail.text), new Date())).toEqual({
        userId: who.id,
        gameId: game.id,
      });
    }
    // The turn's time was up before any "your move" email went out: none was sent.
    expect(received(ana, /^Your move/)).toHaveLength(0);
  });

  it("says how the game ended: checkmate to both sides", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const game = await newGame(ana, bo);
    await playMoves(game, ["f3", "e5", "g4", "Qh4#"], () => new Date());
    const toAna = await stage.smtp.waitFor(mailTo(ana, /^Game over/));
    expect(toAna.subject).toBe(`Game over: Chess #${game.number} vs Bo: Bo won by checkmate`);
    // Chess moves read as SAN, with the mate mark, as on the game page.
    expect(toAna.text).toContain("2. g4 Qh4#");
    expect((await stage.smtp.waitFor(mailTo(bo, /^Game over/))).subject).toBe(
      `Game over: Chess #${game.number} vs Ana: You won by checkmate`,
    );
  });
});

describe("ratings in game mail", () => {
  it("names the opponent with their rating for the game: settled, provisional or new", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    await db().rating.create({
      data: { userId: ana.id, gameType: "chess", rating: 1623.6, deviation: 60, volatility: 0.06, games: 30 },
    });
    await db().rating.create({
      data: { userId: bo.id, gameType: "joust", rating: 1700, deviation: 50, volatility: 0.06, games: 30 },
    });
    const game = await newGame(ana, bo, { rated: true });
    const started = await stage.smtp.waitFor(mailTo(ana, /^Your move/));
    // Bo's Joust rating is not his chess rating: he is new to chess, and named without a rating
    // ("(new)" after a name in an email reads as part of it).
    expect(started.text).toContain("Your Chess game with Bo has started.");
    await playMoves(game, ["e4"], () => new Date());
    const toBo = await stage.smtp.waitFor(mailTo(bo, /^Your move/));
    expect(toBo.text).toContain("Ana (1624) played *1. e4*.");
    // The subject stays the thread's: a rating that moves must not break the thread.
    expect(toBo.subject).toBe(`Your move: Chess #${game.number} vs Ana (move 1)`);
  });

  it("the game-over email of a rated game tells each player their new rating; a casual one does not", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    const rated = await newGame(ana, bo, { rated: true });
    await playMoves(rated, ["e4", "e5"], () => new Date());
    await resign(rated.id, ana.id, new Date());
    const [toAna, toBo] = [
      await stage.smtp.waitFor(mailTo(ana, /^Game over/)),
      await stage.smtp.waitFor(mailTo(bo, /^Game over/)),
    ];
    const [anaNow, boNow] = await Promise.all(
      [ana, bo].map((who) =>
        db().rating.findUniqueOrThrow({ where: { userId_gameType: { userId: who.id, gameType: "chess" } } }),
      ),
    );
    const points = Math.round(boNow.rating - 1500);
    expect(points).toBeGreaterThan(100);
    expect(toBo.text).toContain(`Your Chess game with Ana (${Math.round(anaNow.rating)}?) has ended`);
    expect(toBo.text).toContain(
      `Rated game: your Chess rating is now ${Math.round(boNow.rating)}? (+${points}).`,
    );
    expect(toAna.text).toContain(
      `Rated game: your Chess rating is now ${Math.round(anaNow.rating)}? (−${points}).`,
    );

    const casual = await newGame(ana, bo);
    await playMoves(casual, ["e4", "e5"], () => new Date());
    await resign(casual.id, bo.id, new Date());
    // Bo resigns this one: its subject tells it apart from the rated game's.
    const casualOver = await stage.smtp.waitFor(
      mailTo(ana, `Game over: Chess #${casual.number} vs Bo: You won by resignation`),
    );
    expect(casualOver.text).toContain("Your Chess game with Bo (");
    expect(casualOver.text).not.toContain("rating");
  });
});

describe("preferences", () => {
  it("DIGEST: no email per move; NONE: no email per move but the reminder; mailOff: nothing, not even the result", async () => {
    const ana = await person("Ana");
    const dee = await person("Dee", { emailMode: "DIGEST" });
    const nan = await person("Nan", { emailMode: "NONE" });
    const off = await person("Off", { mailOff: true });
    const withDee = await newGame(dee, ana);
    const withNan = await newGame(nan, ana, { days: 2, startedAgoMs: 24 * hourMs + 60_000 });
    const withOff = await newGame(off, ana, { days: 2, startedAgoMs: 24 * hourMs + 60_000 });
    for (const game of [withDee, withNan, withOff]) await jobDone(`your-turn:${game.id}:0`);
    await jobDone(`reminder:${withNan.id}`);
    await jobDone(`reminder:${withOff.id}`);
    expect(received(dee, /^Your move/)).toHaveLength(0);
    expect(received(nan, /^Your move/)).toHaveLength(0);
    expect(received(nan, /left for your move/)).toHaveLength(1);

    await resign(withOff.id, ana.id, new Date());
    await stage.smtp.waitFor(
      mailTo(ana, `Game over: Chess #${withOff.number} vs Off: Off won by resignation`),
    );
    await jobDone(`game-over:${withOff.id}`);
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(off.email))).toHaveLength(0);
  });
});
