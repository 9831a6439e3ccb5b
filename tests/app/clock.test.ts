// Clocks in whole UTC seconds, with a fixed clock: days per move and base + increment (with its
// cap), the reminders at 24 hours left and at 80 % used, and the time control chosen on the forms
// reaching the game.
import { beforeEach, describe, expect, it } from "vitest";
import { acceptChallenge } from "@/lib/challenges/accept";
import { challengeInput } from "@/lib/challenges/input";
import { postChallenge } from "@/lib/challenges/post";
import { bankAfterMove, reminderMarks, secondsLeft, timeControlPhrase } from "@/lib/clock/clock";
import { db } from "@/lib/db/prisma";
import { formatDeadline } from "@/lib/games/stored/deadline";
import { submitMove } from "@/lib/games/turn/play";
import { gameView } from "@/lib/games/view/game-view";
import { acceptInvitation } from "@/lib/invitations/answer";
import { createInvitation } from "@/lib/invitations/create";
import { invitationInput } from "@/lib/invitations/input";
import { days, hours, t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { type Person, person, startGameBetween } from "../support/players";

const day = 86_400;
const hour = 3_600;

describe("clock arithmetic (seconds)", () => {
  it.each([
    // control, seconds left when moving, the mover's bank after
    [{ daysPerMove: 3, incrementDays: null }, 10, 3 * day],
    [{ daysPerMove: 3, incrementDays: null }, 3 * day, 3 * day],
    [{ daysPerMove: 10, incrementDays: 2 }, 9 * day, 10 * day], // 11 days capped at the 10-day base
    [{ daysPerMove: 10, incrementDays: 2 }, 7 * day, 9 * day],
    [{ daysPerMove: 10, incrementDays: 2 }, 1, 2 * day + 1],
    [{ daysPerMove: 10, incrementDays: 2 }, 8 * day + 1, 10 * day], // one second over the cap
  ] as const)("%o with %i s left keeps %i s", (control, left, bank) => {
    expect(bankAfterMove(control, left)).toBe(bank);
  });

  it("counts whole seconds, never below zero", () => {
    expect(secondsLeft(hours(1), t0)).toBe(hour);
    expect(secondsLeft(new Date(t0.getTime() + 1999), t0)).toBe(1);
    expect(secondsLeft(t0, hours(1))).toBe(0);
  });

  it.each([
    [{ daysPerMove: 3, incrementDays: null }, "3 days per move"],
    [{ daysPerMove: 1, incrementDays: null }, "1 day per move"],
    [{ daysPerMove: 10, incrementDays: 2 }, "10 days + 2 days per move"],
    [{ daysPerMove: 5, incrementDays: 1 }, "5 days + 1 day per move"],
  ] as const)("%o reads %s", (control, words) => {
    expect(timeControlPhrase(control)).toBe(words);
  });

  it.each([
    // bank, then each mark with its hours before the deadline, earliest first
    [
      3 * day,
      [
        ["day-left", 24],
        ["most-used", 14.4],
      ],
    ],
    [1 * day, [["most-used", 4.8]]], // 24 h before a one-day deadline is its start
    [5 * day, [["day-left", 24]]], // the 80 % mark is the 24-hour one: one email
    [
      10 * day,
      [
        ["most-used", 48],
        ["day-left", 24],
      ],
    ],
  ] as const)("a turn of %i s is reminded at %o", (bank, marks) => {
    const deadline = days(10);
    const got = reminderMarks(deadline, bank).map((r) => [
      r.mark,
      (deadline.getTime() - r.at.getTime()) / 3_600_000,
    ]);
    expect(got).toEqual(marks);
  });

  it("a deadline across a daylight-saving change is the same number of seconds; only its local reading moves", () => {
    // Europe/Paris left summer time on 25 October 2026 at 01:00 UTC.
    const start = new Date("2026-10-24T12:00:00Z");
    const deadline = new Date(start.getTime() + 3 * day * 1000);
    expect(secondsLeft(deadline, start)).toBe(3 * day);
    expect(formatDeadline(start, "Europe/Paris")).toContain("14:00");
    expect(formatDeadline(deadline, "Europe/Paris")).toContain("13:00");
  });
});

let white: Person;
let black: Person;
beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
});

const move = (gameId: string, who: Person, ply: number, text: string, at: Date) =>
  submitMove({ gameId, userId: who.id, ply, move: text }, at).then((r) => {
    if (!r.ok) throw new Error(r.reason);
    return r.game;
  });

describe("base + increment games", () => {
  it("10 days + 2 per move: each move adds 2 days to what was left, never above 10; the next deadline is the other's bank", async () => {
    const game = await startGameBetween(white, black, { daysPerMove: 10, incrementDays: 2 }, t0);
    expect(game).toMatchObject({ whiteSeconds: 10 * day, blackSeconds: 10 * day, deadline: days(10) });
    // White uses 1 day: 9 + 2 = 11, capped at 10. Black's deadline: 10 days from the move.
    let row = await move(game.id, white, 1, "e4", days(1));
    expect(row).toMatchObject({ whiteSeconds: 10 * day, blackSeconds: 10 * day, deadline: days(11) });
    // Black uses 3 days: 7 + 2 = 9.
    row = await move(game.id, black, 2, "e5", days(4));
    expect(row).toMatchObject({ whiteSeconds: 10 * day, blackSeconds: 9 * day, deadline: days(14) });
    // White uses 4 days 6 hours: 5 d 18 h + 2 d = 7 d 18 h. Black's turn: 9 days.
    row = await move(game.id, white, 3, "Nf3", hours(8 * 24 + 6));
    expect(row).toMatchObject({ whiteSeconds: 7 * day + 18 * hour, blackSeconds: 9 * day });
    expect(row.deadline).toEqual(hours(8 * 24 + 6 + 9 * 24));
    const jobs = await jobsOf(game.id);
    expect(jobs.find((j) => j.key === `deadline:${game.id}`)?.runAt).toEqual(row.deadline);
    // 24 h before, and at 80 % of Black's 9 days (1.8 days = 43.2 h before the deadline).
    expect(jobs.find((j) => j.key === `reminder:${game.id}`)?.runAt).toEqual(hours(8 * 24 + 6 + 9 * 24 - 24));
    expect(jobs.find((j) => j.key === `reminder-80:${game.id}`)?.runAt).toEqual(
      hours(8 * 24 + 6 + 9 * 24 - 43.2),
    );
    // The page: the time control and Black's time left in words.
    const view = await gameView(game.id, { id: black.id, timeZone: "UTC" }, hours(8 * 24 + 6 + 2 * 24 + 4));
    expect(view.ok && view.view.timeControl).toBe("10 days + 2 days per move");
    expect(view.ok && view.view.turnLine).toBe("your move — 6 days 20 hours left");
    // Each side's time: Black's runs, White's is the 7 d 18 h bank it moved with.
    expect(view.ok && view.view.banks).toEqual({ WHITE: "7 days 18 hours", BLACK: "6 days 20 hours" });
  });

  it("days per move refills the bank after every move, as before", async () => {
    const game = await startGameBetween(white, black, { daysPerMove: 3 }, t0);
    const row = await move(game.id, white, 1, "e4", days(2));
    expect(row).toMatchObject({ whiteSeconds: 3 * day, blackSeconds: 3 * day, deadline: days(5) });
  });
});

describe("choosing the time control", () => {
  const invitationForm = (fields: Record<string, string>) => ({
    gameType: "chess",
    opponentEmail: `bart-${Math.random().toString(36).slice(2)}@example.com`,
    colour: "white",
    daysPerMove: "10",
    ...fields,
  });

  it("the forms read an increment and the takeback choice, and refuse what makes no sense", () => {
    expect(invitationInput.parse(invitationForm({ incrementDays: "2" }))).toMatchObject({
      daysPerMove: 10,
      incrementDays: 2,
      takebacks: "casual-only",
    });
    expect(invitationInput.parse(invitationForm({ incrementDays: "" })).incrementDays).toBeNull();
    expect(invitationInput.safeParse(invitationForm({ incrementDays: "9" })).error?.issues[0].message).toBe(
      "The days added per move are 1, 2, 3, or none.",
    );
    expect(
      invitationInput.safeParse(invitationForm({ daysPerMove: "1", incrementDays: "1" })).error?.issues[0]
        .message,
    ).toBe("With days added per move, start with at least 3 days.");
    expect(
      challengeInput.parse({
        gameType: "chess",
        colour: "white",
        daysPerMove: "5",
        incrementDays: "1",
        takebacks: "",
      }),
    ).toMatchObject({ daysPerMove: 5, incrementDays: 1, takebacks: "casual-only" });
  });

  it("an accepted invitation starts the game with its clock; takebacks default to casual games only", async () => {
    const created = await createInvitation(
      invitationForm({ incrementDays: "2", rated: "on", opponentEmail: black.email }),
      { id: white.id, email: white.email },
      t0,
    );
    if (!created.ok) throw new Error(created.reason);
    const accepted = await acceptInvitation(
      { invitationId: created.invitationId, user: { id: black.id, email: black.email } },
      hours(1),
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    const invitation = await db().invitation.findUniqueOrThrow({ where: { id: created.invitationId } });
    const game = await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } });
    expect(invitation).toMatchObject({ incrementDays: 2, takebacks: false });
    expect(game).toMatchObject({
      daysPerMove: 10,
      incrementDays: 2,
      takebacks: false,
      whiteSeconds: 10 * day,
    });
  });

  it("a challenge carries its clock and takeback choice into the game", async () => {
    const posted = await postChallenge(
      white.id,
      challengeInput.parse({ gameType: "chess", colour: "white", daysPerMove: "7", incrementDays: "1" }),
      t0,
    );
    if (!posted.ok) throw new Error(posted.reason);
    const accepted = await acceptChallenge(posted.challengeId, black.id, hours(1));
    if (!accepted.ok) throw new Error(accepted.reason);
    const game = await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } });
    expect(game).toMatchObject({
      daysPerMove: 7,
      incrementDays: 1,
      takebacks: true,
      deadline: hours(1 + 7 * 24),
    });
  });
});
