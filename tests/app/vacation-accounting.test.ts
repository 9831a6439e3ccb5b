// Vacation rules at their boundaries, with a fixed clock: what a vacation costs (at least a day),
// the shortest and the longest one accepted, both players away at once, the time an increment game
// banks across a pause, and the deadline the game page shows while the clocks stand still.
import { beforeEach, describe, expect, it } from "vitest";
import { startOfDay } from "@/lib/clock/allowance";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { gameView } from "@/lib/games/view/game-view";
import { myGames } from "@/lib/home/my-games";
import { comeBack, startVacation, vacationOf, vacationOver } from "@/lib/vacation/vacation";
import { days, hours, minutes, seconds, t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { type Person, person, playMoves, startGameBetween } from "../support/players";

const day = 86_400;
let ana: Person;
let bo: Person;

/** Sets a player's allowance to `secondsLeft`, counted at t0 (no 1st of a month passes before December). */
const allowance = (who: Person, secondsLeft: number) =>
  db().user.update({ where: { id: who.id }, data: { vacationSeconds: secondsLeft, vacationAccruedAt: t0 } });
const left = async (who: Person, at: Date) => (await vacationOf(who.id, at)).seconds;
const gameRow = (id: string) => db().game.findUniqueOrThrow({ where: { id } });

beforeEach(async () => {
  ana = await person("Ana", { timeZone: "Europe/Paris" });
  bo = await person("Bo");
  await allowance(ana, 10 * day);
  await allowance(bo, 10 * day);
});

describe("what a vacation costs", () => {
  // Started at t0 + 1 h until 28 November begins in Paris (27 Nov 23:00 UTC): 6 d 10 h planned.
  const until = new Date("2026-11-27T23:00:00Z");
  const planned = (until.getTime() - hours(1).getTime()) / 1000;
  let game: { id: string };
  const moveAt = (at: Date) => submitMove({ gameId: game.id, userId: ana.id, ply: 1, move: "e4" }, at);

  it.each([
    ["one minute, by coming back, costs a day", (who: Person) => comeBack(who.id, minutes(61)), day],
    ["an hour, by a move, costs a day", async () => moveAt(hours(2)), day],
    [
      "a day and two hours, by coming back, costs 26 hours",
      (who: Person) => comeBack(who.id, hours(27)),
      26 * 3600,
    ],
    [
      "its whole length, by the end-of-vacation job, costs that length",
      (who: Person) => vacationOver(who.id, until),
      planned,
    ],
  ])("ended after %s", async (_, end, cost) => {
    game = await startGameBetween(ana, bo, { daysPerMove: 3 }, t0);
    expect((await startVacation(ana.id, "2026-11-28", hours(1))).ok).toBe(true);
    expect(await left(ana, hours(1))).toBe(10 * day - planned);
    await end(ana);
    expect((await db().user.findUniqueOrThrow({ where: { id: ana.id } })).vacationUntil).toBeNull();
    // Before, a minute or an hour cost a minute or an hour: short pauses were free.
    expect(await left(ana, days(7))).toBe(10 * day - cost);
  });
});

describe("the shortest and the longest vacation", () => {
  // Bo lives in UTC: 25 November begins at 2026-11-25T00:00Z.
  const begins = startOfDay("2026-11-25", "UTC");
  const oneDayBefore = seconds(-day, begins);

  it.each([
    ["exactly a day", oneDayBefore, true],
    ["a second short of a day", seconds(1, oneDayBefore), false],
  ])("%s long", async (_, now, accepted) => {
    const started = await startVacation(bo.id, "2026-11-25", now);
    expect(started.ok).toBe(accepted);
    if (!started.ok) expect(started.reason).toBe("A vacation lasts at least a day: choose a later day.");
  });

  it.each([
    ["exactly the allowance", 0, true],
    ["a second over the allowance", 1, false],
  ])("%s", async (_, over, accepted) => {
    const now = hours(6);
    const length = (begins.getTime() - now.getTime()) / 1000;
    await allowance(bo, length - over);
    const started = await startVacation(bo.id, "2026-11-25", now);
    expect(started.ok).toBe(accepted);
    if (started.ok) expect(await left(bo, now)).toBe(0);
    else expect(started.reason).toBe("That is 3 days 6 hours of vacation, and you have 3 days 5 hours left.");
  });
});

describe("both players away", () => {
  it("when one returns the game stays paused; it runs again, moved on by the whole pause, when the other does", async () => {
    const game = await startGameBetween(ana, bo, { daysPerMove: 3 }, t0);
    await playMoves(game, ["e4"], hours); // Bo to move, deadline t0 + 1 h + 3 d
    expect((await startVacation(bo.id, "2026-11-26", hours(2))).ok).toBe(true);
    expect((await startVacation(ana.id, "2026-11-28", hours(3))).ok).toBe(true);

    // Bo comes back early; Ana is still away.
    await comeBack(bo.id, hours(30));
    expect(await gameRow(game.id)).toMatchObject({ pausedAt: hours(2), deadline: hours(1 + 72) });
    expect((await jobsOf(game.id)).filter((j) => j.task === "deadline")).toEqual([]);

    // Ana's return runs it: Bo's 71 hours left count from then.
    await comeBack(ana.id, hours(50));
    expect(await gameRow(game.id)).toMatchObject({ pausedAt: null, deadline: hours(50 + 71) });
    expect((await jobsOf(game.id)).find((j) => j.task === "deadline")?.runAt).toEqual(hours(121));
  });
});

describe("an increment game across the opponent's vacation", () => {
  it("the mover banks what was left when the pause began, plus the increment", async () => {
    // 5 days + 1 day per move. Ana (White) thinks for 2 days; Bo goes away; she moves 2 days later.
    const game = await startGameBetween(ana, bo, { daysPerMove: 5, incrementDays: 1 }, t0);
    expect((await startVacation(bo.id, "2026-11-30", days(2))).ok).toBe(true);
    const moved = await submitMove({ gameId: game.id, userId: ana.id, ply: 1, move: "e4" }, days(4));
    expect(moved.ok).toBe(true);
    // 3 days were left when the clocks stopped: 3 + 1 = 4 days banked (counting to the move
    // instead of the pause would bank 1 + 1 = 2).
    expect(await gameRow(game.id)).toMatchObject({ whiteSeconds: 4 * day, blackSeconds: 5 * day });
    // Bo's turn waits for him: his 5 days start at his return.
    await comeBack(bo.id, days(6));
    expect(await gameRow(game.id)).toMatchObject({ pausedAt: null, deadline: days(11) });
  });
});

describe("the game page during a pause", () => {
  it("shows the deadline the turn will have after the return, which does not move as time passes", async () => {
    const game = await startGameBetween(ana, bo, { daysPerMove: 3 }, t0);
    await playMoves(game, ["e4"], hours); // Bo to move, 71 hours left when Ana leaves at t0 + 2 h
    expect((await startVacation(ana.id, "2026-11-28", hours(2))).ok).toBe(true);
    // Ana returns as 28 November begins in Paris (27 Nov 23:00 UTC); Bo's deadline is 71 hours on.
    const after = new Date("2026-11-27T23:00:00Z").getTime() + 71 * 3_600_000;
    const seen = async (at: Date) => {
      const view = await gameView(game.id, { id: bo.id, timeZone: "UTC" }, at);
      if (!view.ok) throw new Error(view.reason);
      return view.view;
    };
    const early = await seen(hours(3));
    const late = await seen(days(4));
    expect(early.deadline).toEqual(new Date(after));
    expect(late.deadline).toEqual(new Date(after));
    expect(early).toMatchObject({
      deadlineLine:
        "Clock paused; after the return on 28 November the deadline is Monday 30 November, 22:00 (UTC).",
      turnLine: "your move — 2 days 23 hours left (clock paused)",
      pauseLine: "Ana is on vacation until 28 November: the clocks are paused.",
    });
    expect(late.turnLine).toBe(early.turnLine);
    // So does Bo's home page: before, it counted the stored deadline down ("time is up" by now).
    const home = await myGames(bo, days(4));
    expect(home.myTurn).toMatchObject([
      { deadline: new Date(after), timeLeft: "2 days 23 hours left (clock paused)" },
    ]);
    // Ana, in Paris, reads it in her own zone.
    const hers = await gameView(game.id, { id: ana.id, timeZone: "Europe/Paris" }, hours(3));
    expect(hers.ok && hers.view.deadlineLine).toBe(
      "Clock paused; after the return on 28 November the deadline is Monday 30 November, 23:00 (Europe/Paris).",
    );
    // Running again, the line is the deadline itself.
    await comeBack(ana.id, days(5));
    expect((await seen(days(5))).deadlineLine).toBe("Deadline: Sunday 29 November, 11:00 (UTC)");
  });
});
