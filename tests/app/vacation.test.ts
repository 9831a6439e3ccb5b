// Vacation with a fixed clock: the allowance (monthly shares, the cap, what a vacation takes and
// gives back), the refusals and their reasons, and what it does to the clocks and jobs of every
// game of the player: paused for both sides, moved on by the pause at the end or at their move.
import { beforeEach, describe, expect, it } from "vitest";
import { accrued, allowanceCap, monthlyShare, startOfDay } from "@/lib/clock/allowance";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { loseOnTime } from "@/lib/games/turn/resolve";
import { gameView } from "@/lib/games/view/game-view";
import { comeBack, startVacation, vacationOf, vacationOver } from "@/lib/vacation/vacation";
import { days, hours, t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { type Person, person, playMoves, startGameBetween } from "../support/players";

const day = 86_400;

describe("allowance", () => {
  it.each([
    // accrued at, now, seconds before, seconds after
    ["2026-11-21T12:00:00Z", "2026-11-30T23:59:59Z", 0, 0], // no 1st passed
    ["2026-11-21T12:00:00Z", "2026-12-01T00:00:00Z", 0, monthlyShare],
    ["2026-11-21T12:00:00Z", "2027-02-15T00:00:00Z", day, day + 3 * monthlyShare],
    ["2025-01-01T00:00:00Z", "2026-11-21T00:00:00Z", 0, allowanceCap], // capped at 30 days
  ] as const)("counted at %s, read at %s: %i s become %i s", (at, now, before, after) => {
    expect(accrued({ seconds: before, accruedAt: new Date(at) }, new Date(now)).seconds).toBe(after);
  });

  it.each([
    ["2026-12-03", "Europe/Paris", "2026-12-02T23:00:00.000Z"],
    ["2026-12-03", "America/New_York", "2026-12-03T05:00:00.000Z"],
    ["2027-03-28", "Europe/Paris", "2027-03-27T23:00:00.000Z"], // the night summer time begins
    ["2027-03-29", "Europe/Paris", "2027-03-28T22:00:00.000Z"],
    ["2026-12-03", "UTC", "2026-12-03T00:00:00.000Z"],
  ])("the day %s begins in %s at %s", (dayText, zone, iso) => {
    expect(startOfDay(dayText, zone).toISOString()).toBe(iso);
  });
});

let ana: Person;
let bo: Person;
beforeEach(async () => {
  ana = await person("Ana", { timeZone: "Europe/Paris" });
  bo = await person("Bo");
  // A known allowance: 10 days, counted at t0 (no 1st passes before 1 December).
  await db().user.update({
    where: { id: ana.id },
    data: { vacationSeconds: 10 * day, vacationAccruedAt: t0 },
  });
});

const job = async (gameId: string, prefix: string) =>
  (await jobsOf(gameId)).find((j) => j.key === `${prefix}:${gameId}`);

describe("a vacation", () => {
  it("pauses every game of the player, for both sides, and moves deadlines and jobs by the pause when it ends", async () => {
    // Ana to move in one game (deadline t0 + 3 d), Bo to move in the other (his deadline t0 + 1 h + 3 d).
    const anaToMove = await startGameBetween(ana, bo, { daysPerMove: 3 }, t0);
    const boToMove = await startGameBetween(ana, bo, { daysPerMove: 3 }, t0);
    await playMoves(boToMove, ["e4"], () => hours(1));

    // From t0 + 2 h until 25 November begins in Paris (24 Nov 23:00 UTC): 3 d 7 h... charged.
    const started = await startVacation(ana.id, "2026-11-25", hours(2));
    expect(started).toMatchObject({ ok: true, pausedGames: 2, until: new Date("2026-11-24T23:00:00Z") });
    const length = (new Date("2026-11-24T23:00:00Z").getTime() - hours(2).getTime()) / 1000;
    expect((await vacationOf(ana.id, hours(3))).seconds).toBe(10 * day - length);
    for (const game of [anaToMove, boToMove]) {
      expect(await job(game.id, "deadline")).toBeUndefined();
      expect(await job(game.id, "reminder")).toBeUndefined();
      expect(await job(game.id, "reminder-80")).toBeUndefined();
    }
    expect((await jobsOf(ana.id)).map((j) => j.key)).toEqual([`vacation-end:${ana.id}`]);
    // Bo's deadline passes in the pause: the deadline job (had it run) loses nothing.
    expect(await loseOnTime(boToMove.id, 1, days(4))).toBeNull();
    // Bo sees why.
    const seen = await gameView(boToMove.id, { id: bo.id, timeZone: "UTC" }, days(2));
    expect(seen.ok && seen.view.pauseLine).toBe(
      "Ana is on vacation until 25 November: the clocks are paused.",
    );

    // The end-of-vacation job: each deadline moves on by the pause (from t0 + 2 h to its end).
    const end = new Date("2026-11-24T23:00:00Z");
    expect(await vacationOver(ana.id, end)).toBe(true);
    const pause = end.getTime() - hours(2).getTime();
    const after = await db().game.findUniqueOrThrow({ where: { id: anaToMove.id } });
    expect(after).toMatchObject({ pausedAt: null, deadline: new Date(days(3).getTime() + pause) });
    expect((await job(anaToMove.id, "deadline"))?.runAt).toEqual(after.deadline);
    const boAfter = await db().game.findUniqueOrThrow({ where: { id: boToMove.id } });
    expect(boAfter.deadline).toEqual(new Date(hours(1 + 72).getTime() + pause));
    expect(await db().user.findUniqueOrThrow({ where: { id: ana.id } })).toMatchObject({
      vacationUntil: null,
      vacationSeconds: 10 * day - length,
    });
  });

  it("ends at the player's next move, and the unused days go back to the allowance", async () => {
    const game = await startGameBetween(ana, bo, { daysPerMove: 3 }, t0);
    await startVacation(ana.id, "2026-11-28", hours(1));
    // Ana moves 10 hours later: her clock had run 1 hour of 72, so 71 hours were left; Bo's turn gets 3 days.
    const moved = await submitMove({ gameId: game.id, userId: ana.id, ply: 1, move: "e4" }, hours(11));
    expect(moved.ok).toBe(true);
    const row = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(row).toMatchObject({ pausedAt: null, deadline: hours(11 + 72) });
    expect((await job(game.id, "deadline"))?.runAt).toEqual(hours(83));
    // 10 hours were used, and a vacation costs at least a day.
    expect((await vacationOf(ana.id, hours(12))).seconds).toBe(10 * day - day);
    expect((await vacationOf(ana.id, hours(12))).until).toBeNull();
  });

  it("the opponent may move during it; their move starts a paused turn that runs when the vacation ends", async () => {
    const game = await startGameBetween(bo, ana, { daysPerMove: 3 }, t0);
    await startVacation(ana.id, "2026-11-28", hours(1));
    const moved = await submitMove({ gameId: game.id, userId: bo.id, ply: 1, move: "e4" }, hours(5));
    expect(moved.ok).toBe(true);
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      pausedAt: hours(5),
      deadline: hours(5 + 72),
    });
    expect(await job(game.id, "deadline")).toBeUndefined();
    await comeBack(ana.id, hours(29));
    // Ana's 3 days start when she comes back.
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      pausedAt: null,
      deadline: hours(29 + 72),
    });
  });

  it.each([
    ["shorter than a day", "2026-11-22", hours(12), "A vacation lasts at least a day: choose a later day."],
    [
      "longer than the allowance",
      "2026-12-10",
      hours(1),
      /^That is 18 days 10 hours of vacation, and you have 10 days left\.$/,
    ],
  ])("is refused when %s", async (_, until, now, reason) => {
    const result = await startVacation(ana.id, until, now);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it("is refused while one of the player's own moves is due within a day, and twice over", async () => {
    const game = await startGameBetween(ana, bo, { daysPerMove: 1 }, t0);
    expect(await startVacation(ana.id, "2026-11-25", hours(6))).toEqual({
      ok: false,
      status: 409,
      reason: "Your move in Chess against Bo is due in 18 hours: make it first, then start your vacation.",
    });
    await submitMove({ gameId: game.id, userId: ana.id, ply: 1, move: "e4" }, hours(7));
    // Bo's deadline being near does not stop it.
    expect((await startVacation(ana.id, "2026-11-25", hours(8))).ok).toBe(true);
    expect(await startVacation(ana.id, "2026-11-26", hours(9))).toMatchObject({
      ok: false,
      reason: "You are on vacation already: come back first to choose another day.",
    });
  });

  it("a return past a reminder's mark sets no reminder that is already due", async () => {
    // Ana to move with 10 days (deadline t0 + 240 h); she leaves at 204 h, past the 80 % mark
    // (192 h: that reminder was hers before she left) but 36 h before the deadline.
    const game = await startGameBetween(ana, bo, { daysPerMove: 10 }, t0);
    expect((await startVacation(ana.id, "2026-12-02", hours(204))).ok).toBe(true);
    // Back 30 h later: the deadline moves to 270 h; the 80 % mark (222 h) is behind her, the
    // day-left mark (246 h) still ahead.
    await comeBack(ana.id, hours(234));
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).deadline).toEqual(hours(270));
    expect(await job(game.id, "reminder-80")).toBeUndefined();
    expect((await job(game.id, "reminder"))?.runAt).toEqual(hours(246));
    expect((await job(game.id, "deadline"))?.runAt).toEqual(hours(270));
  });

  it("a game started while a player is away starts paused, and runs from their return", async () => {
    await startVacation(ana.id, "2026-11-28", hours(1));
    const game = await startGameBetween(bo, ana, { daysPerMove: 2 }, hours(2));
    expect(game.pausedAt).toEqual(hours(2));
    expect(await job(game.id, "deadline")).toBeUndefined();
    expect(await job(game.id, "reminder-80")).toBeUndefined();
    await comeBack(ana.id, hours(10));
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      pausedAt: null,
      deadline: hours(10 + 48),
    });
    expect((await job(game.id, "deadline"))?.runAt).toEqual(hours(58));
  });
});
