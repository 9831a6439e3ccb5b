// "Play the computer" refuses what it cannot start with a reason a person understands, and writes
// nothing: no game, no computer account, no job.
import { describe, expect, it } from "vitest";
import { computerId } from "@/lib/accounts/computer";
import { acceptsDraw } from "@/lib/bot/draw";
import { levelForRating, levelLabel } from "@/lib/bot/levels";
import { startComputerGame } from "@/lib/bot/start";
import { readConfig } from "@/lib/config";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { resign } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { invitePlayer } from "@/lib/invitations/create";
import { offerRematch } from "@/lib/invitations/rematch";
import { atOnceBehind, rowLock } from "../support/barrier";
import { person } from "../support/players";

const good = { gameType: "kings-court", level: "4", colour: "random", daysPerMove: "3", incrementDays: "" };

const everything = async () => ({
  games: await db().game.count(),
  computers: await db().user.count({ where: { email: { endsWith: "@computer.invalid" } } }),
  jobs: (await db().$queryRaw<{ n: number }[]>`select count(*)::int as n from graphile_worker.jobs`)[0].n,
});

describe("the form's bad input", () => {
  it.each([
    [{ level: "9" }, "Choose the computer's level, from 1 (weakest) to 8 (strongest)."],
    [{ level: "0x3" }, "Choose the computer's level, from 1 (weakest) to 8 (strongest)."],
    [{ level: undefined }, "Choose the computer's level, from 1 (weakest) to 8 (strongest)."],
    [{ gameType: "checkers" }, expect.stringMatching(/^Choose one of the six games \(chess, /)],
    [{ colour: "purple" }, "Choose your colour: white, black or random."],
    [{ daysPerMove: "4" }, "The time per move is 1, 2, 3, 5, 7, 10, 14 days."],
    [{ daysPerMove: "1", incrementDays: "1" }, "With days added per move, start with at least 3 days."],
  ])("%j: 400, %s", async (fields, reason) => {
    const eve = await person("Eve");
    const before = await everything();
    const answer = await startComputerGame(eve.id, { ...good, ...fields }, new Date());
    expect(answer).toEqual({ ok: false, status: 400, reason });
    expect(await everything()).toEqual(before);
  });

  it("good input starts the game at once, casual, with takebacks", async () => {
    const fay = await person("Fay");
    const answer = await startComputerGame(fay.id, good, new Date(), () => 1);
    if (!answer.ok) throw new Error(answer.reason);
    const game = await db().game.findUniqueOrThrow({ where: { id: answer.gameId } });
    expect(game).toMatchObject({
      gameType: "kings-court",
      whiteId: "computer-4",
      blackId: fay.id,
      rated: false,
      takebacks: true,
      status: "ONGOING",
    });
  });
});

describe("levels in words, and the level for a rating", () => {
  it.each([
    [3, "Level 3 — a club beginner"],
    [8, "Level 8 — the strongest it plays"],
  ])("level %i reads %s", (level, label) => {
    expect(levelLabel(level)).toBe(label);
  });

  it.each([
    [400, 1],
    [1000, 2],
    [1300, 3],
    [1500, 4],
    [1700, 5],
    [2100, 7],
    [2700, 8],
  ])("a player rated %i meets level %i", (rating, level) => {
    expect(levelForRating(rating)).toBe(level);
  });
});

describe("BOT_THREADS, checked at start like every variable", () => {
  it.each([
    [undefined, { ok: true, config: { botThreads: 1 } }],
    ["3", { ok: true, config: { botThreads: 3 } }],
    ["0", { ok: false, problems: ['BOT_THREADS: expected a whole number of threads, 1 to 16 (got "0")'] }],
    [
      "2.5",
      { ok: false, problems: ['BOT_THREADS: expected a whole number of threads, 1 to 16 (got "2.5")'] },
    ],
    [
      "many",
      { ok: false, problems: ['BOT_THREADS: expected a whole number of threads, 1 to 16 (got "many")'] },
    ],
  ])("BOT_THREADS=%s", (value, expected) => {
    expect(readConfig({ NODE_ENV: "development", BOT_THREADS: value })).toMatchObject(expected);
  });
});

describe("the computer answers no invitation", () => {
  it("a challenge to its account by name is refused, and nothing is written", async () => {
    const gus = await person("Gus");
    await startComputerGame(gus.id, good, new Date()); // the level-4 account exists
    const before = await db().invitation.count();
    const answer = await invitePlayer(
      { gameType: "chess", colour: "white", daysPerMove: "3", playerId: computerId(4) },
      gus,
      new Date(),
    );
    expect(answer).toEqual({
      ok: false,
      status: 400,
      reason: "The computer answers no invitation: start a game with it from Play the computer.",
    });
    expect(await db().invitation.count()).toBe(before);
  });

  it("a rematch of a finished computer game is refused, and nothing is written", async () => {
    const hal = await person("Hal");
    const started = await startComputerGame(hal.id, good, new Date());
    if (!started.ok) throw new Error(started.reason);
    expect((await resign(started.gameId, hal.id, new Date())).ok).toBe(true);
    const before = await db().invitation.count();
    expect(await offerRematch(started.gameId, hal, new Date())).toEqual({
      ok: false,
      status: 409,
      reason: "The computer answers no invitation: start another game with it from Play the computer.",
    });
    expect(await db().invitation.count()).toBe(before);
  });
});

describe("when the computer agrees to a draw", () => {
  it.each([
    [{ cp: -300 }, 10, true],
    [{ cp: -299 }, 10, false],
    [{ mate: -2 }, 10, true],
    [{ mate: 4 }, 100, false],
    [{ cp: 10 }, 59, false],
    [{ cp: 10 }, 60, true],
    [{ cp: -15 }, 80, true],
    [{ cp: 16 }, 80, false],
  ] as const)("score %j at ply %i: %s", (score, plies, accepts) => {
    expect(acceptsDraw(score, plies)).toBe(accepts);
  });
});

describe("the computer's account", () => {
  it("two first games at one level at once: both start (the account is made once)", async () => {
    const ivy = await person("Ivy");
    const jon = await person("Jon");
    // The test inserts the level-6 account in a transaction of its own and holds it: both games'
    // inserts of the same row wait behind it, then go on when it commits.
    const [first, second] = await atOnceBehind(
      {
        sql: `insert into "User" (id, name, email, "emailMode", "mailOff", "updatedAt") values ($1, 'Pigeon', 'level-6@computer.invalid', 'NONE', true, now()) returning id`,
        values: [computerId(6)],
      },
      [
        () => startComputerGame(ivy.id, { ...good, level: "6" }, new Date()),
        () => startComputerGame(jon.id, { ...good, level: "6" }, new Date()),
      ],
    );
    expect(first.ok && second.ok).toBe(true);
    expect(await db().user.count({ where: { id: computerId(6) } })).toBe(1);
  });
});

describe("a person's games against the computer in progress are limited", () => {
  const limit = 20; // COMPUTER_GAMES_LIMIT's default
  const startMany = async (who: { id: string }, count: number) => {
    for (let i = 0; i < count; i++) {
      const started = await startComputerGame(who.id, { ...good, colour: "white" }, new Date());
      if (!started.ok) throw new Error(started.reason);
    }
  };
  const playing = (who: { id: string }) =>
    db().game.count({ where: { status: "ONGOING", OR: [{ whiteId: who.id }, { blackId: who.id }] } });

  it("at the limit: 409 with a reason, nothing written; a finished game makes room", async () => {
    const gus = await person("Gus");
    await startMany(gus, limit);
    const before = await everything();
    const refused = await startComputerGame(gus.id, good, new Date());
    expect(refused).toEqual({
      ok: false,
      status: 409,
      reason: `You already have ${limit} games against the computer in progress, the most at once is ${limit}. Finish or resign one of them, then start another.`,
    });
    expect(await everything()).toEqual(before);
    // Another person is not held by Gus's games, and a game Gus ends makes room for one more.
    const hal = await person("Hal");
    expect((await startComputerGame(hal.id, good, new Date())).ok).toBe(true);
    const one = await db().game.findFirstOrThrow({ where: { whiteId: gus.id, status: "ONGOING" } });
    expect((await resign(one.id, gus.id, new Date())).ok).toBe(true);
    expect((await startComputerGame(gus.id, good, new Date())).ok).toBe(true);
  });

  it("three starts at once with one place left: exactly one starts", async () => {
    const ida = await person("Ida");
    await startMany(ida, limit - 1);
    const answers = await atOnceBehind(rowLock("User", ida.id), [
      () => startComputerGame(ida.id, good, new Date()),
      () => startComputerGame(ida.id, good, new Date()),
      () => startComputerGame(ida.id, good, new Date()),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.status)).toEqual([409, 409]);
    expect(await playing(ida)).toBe(limit);
  });
});

describe("takebacks against the computer are limited per hour", () => {
  const perHour = 30; // COMPUTER_TAKEBACKS_PER_HOUR's default

  it(`the ${perHour + 1}st in an hour is refused with a reason and writes nothing; an hour later it goes`, async () => {
    const jo = await person("Jo", { timeZone: "Europe/Paris" });
    const started = await startComputerGame(
      jo.id,
      { ...good, gameType: "chess", colour: "white" },
      new Date(),
    );
    if (!started.ok) throw new Error(started.reason);
    const { gameId } = started;
    const t0 = new Date("2026-11-28T10:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    // Move, take it back (the computer accepts), again and again: each loop would cost a search.
    for (let i = 0; i < perHour; i++) {
      expect((await submitMove({ gameId, userId: jo.id, ply: 1, move: "e4" }, at(i))).ok).toBe(true);
      const asked = await requestTakeback(gameId, jo.id, at(i));
      if (!asked.ok) throw new Error(asked.reason);
      expect((await answerTakeback(gameId, computerId(4), true, at(i))).ok).toBe(true);
    }
    expect((await submitMove({ gameId, userId: jo.id, ply: 1, move: "e4" }, at(40))).ok).toBe(true);
    const before = {
      ...(await everything()),
      game: await db().game.findUniqueOrThrow({ where: { id: gameId } }),
      jo: await db().user.findUniqueOrThrow({ where: { id: jo.id } }),
    };
    const refused = await requestTakeback(gameId, jo.id, at(40));
    expect(refused).toEqual({
      ok: false,
      status: 409,
      reason: `You have taken back ${perHour} moves against the computer this hour, the most it allows: each one costs it a search that other players wait for. Play on, or take back again from Saturday 28 November, 12:00 (Europe/Paris).`,
    });
    expect({
      ...(await everything()),
      game: await db().game.findUniqueOrThrow({ where: { id: gameId } }),
      jo: await db().user.findUniqueOrThrow({ where: { id: jo.id } }),
    }).toEqual(before);
    // An hour after the first, a new hour begins.
    expect((await requestTakeback(gameId, jo.id, at(60))).ok).toBe(true);
  }, 120_000);
});
