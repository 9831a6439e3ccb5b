// The tournament forms as the server actions run them (the session lookup and redirect aside):
// creating says each problem at its field and keeps what was typed, writing nothing; the service's
// own refusal names its field too; the start date is read in the player's time zone; withdrawing
// takes a confirmation, and a press without one only asks.
import { describe, expect, it } from "vitest";
import { createTournamentForm, withdrawTournamentForm, zonedStart } from "@/app/_forms/tournament";
import { db } from "@/lib/db/prisma";
import { joinTournament } from "@/lib/tournaments/entries";
import { startTournament } from "@/lib/tournaments/start";
import { formData } from "../support/forms";
import { person } from "../support/players";

const now = new Date("2026-11-29T08:00:00Z");
const good = {
  name: "Winter Joust",
  gameType: "joust",
  form: "single",
  daysPerMove: "3",
  maxPlayers: "3",
  groupSize: "16",
  qualifiers: "2",
  start: "when-full",
  entry: "open",
  play: "on",
};

const created = (userId: string) => db().tournament.count({ where: { creatorId: userId } });

describe("creating a tournament", () => {
  it.each([
    // the fields sent, the field the problem is said at, and what it says
    [{ name: "ab" }, "name", "Give the tournament a name of at least 3 characters."],
    [{ maxPlayers: "70" }, "maxPlayers", "The number of players is at most 64."],
    [{ maxPlayers: "six" }, "maxPlayers", "The number of players is a number in digits."],
    [{ gameType: "checkers" }, "gameType", expect.stringMatching(/^Choose one of the six/)],
    [{ form: "swiss" }, "form", "Choose single or double round robin."],
    [
      { minRating: "1700", maxRating: "1500" },
      "minRating",
      "The lowest rating must not be above the highest.",
    ],
    [{ start: "date" }, "startsAt", "Give the date it starts, or choose to start as soon as it is full."],
    [
      { start: "date", startsAt: "2026-11-01T10:00" },
      "startsAt",
      "The start date has passed: choose a later one.",
    ],
    [{ start: "date", startsAt: "2027-03-01T10:00" }, "startsAt", "A tournament starts within 60 days."],
    [
      { maxPlayers: "20", groupSize: "4", qualifiers: "4" },
      "qualifiers",
      expect.stringMatching(/^Fewer players/),
    ],
  ])("%j: said at %s, nothing written", async (fields, field, message) => {
    const ana = await person("Ana");
    const answer = await createTournamentForm(
      { id: ana.id, timeZone: "UTC" },
      formData({ ...good, ...fields }),
      now,
    );
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.state.fieldErrors).toEqual({ [field]: message });
    expect(answer.state.error).toBeUndefined();
    // What was typed comes back, and nothing was created.
    expect(answer.state.values).toMatchObject({ ...good, ...fields });
    expect(await created(ana.id)).toBe(0);
  });

  it("the service's refusal names its field: the creator outside their own range", async () => {
    const ben = await person("Ben"); // no Joust rating: counts as 1500
    const answer = await createTournamentForm(
      { id: ben.id, timeZone: "UTC" },
      formData({ ...good, minRating: "1600", maxRating: "1800" }),
      now,
    );
    expect(answer).toMatchObject({
      ok: false,
      state: { fieldErrors: { minRating: expect.stringMatching(/rated 1600–1800; you have no rating/) } },
    });
    expect(await created(ben.id)).toBe(0);
  });

  it.each([
    // typed in the form, the player's zone, the moment it names
    ["2026-12-10T18:00", "Europe/Berlin", "2026-12-10T17:00:00.000Z"],
    ["2026-12-10T18:00", "UTC", "2026-12-10T18:00:00.000Z"],
    ["2026-12-10T18:00", "America/New_York", "2026-12-10T23:00:00.000Z"],
    ["2027-07-01T09:30", "America/New_York", "2027-07-01T13:30:00.000Z"],
    ["2026-12-10T18:00", "Not/AZone", "2026-12-10T18:00:00.000Z"],
    ["next tuesday", "Europe/Berlin", "next tuesday"],
  ])("the start %s in %s is %s", (typed, zone, moment) => {
    expect(zonedStart(typed, zone)).toBe(moment);
  });

  it("stores a good form, its start date read in the creator's zone", async () => {
    const cleo = await person("Cleo");
    const answer = await createTournamentForm(
      { id: cleo.id, timeZone: "Europe/Berlin" },
      formData({ ...good, start: "date", startsAt: "2026-12-10T18:00", entry: "invitation" }),
      now,
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer.state));
    expect(await db().tournament.findUniqueOrThrow({ where: { id: answer.tournamentId } })).toMatchObject({
      name: "Winter Joust",
      gameType: "joust",
      startsAt: new Date("2026-12-10T17:00:00Z"),
      inviteKey: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
    });
  });
});

describe("withdrawing", () => {
  it("asks first: a press without the confirmation changes nothing; with it, the player withdraws", async () => {
    const [dan, eve, fay] = [await person("Dan"), await person("Eve"), await person("Fay")];
    const answer = await createTournamentForm({ id: dan.id, timeZone: "UTC" }, formData(good), now);
    if (!answer.ok) throw new Error(JSON.stringify(answer.state));
    const id = answer.tournamentId;
    for (const player of [eve, fay]) expect((await joinTournament(id, player.id, null, now)).ok).toBe(true);
    expect(await startTournament(id, now)).toBe("started");
    const entry = () =>
      db().tournamentEntry.findUniqueOrThrow({
        where: { tournamentId_userId: { tournamentId: id, userId: eve.id } },
      });
    for (const confirmed of [undefined, "no"])
      expect(
        await withdrawTournamentForm(
          eve.id,
          id,
          formData({ tournamentId: id, ...(confirmed ? { confirmed } : {}) }),
          now,
        ),
      ).toEqual({ ok: false, state: { confirm: true } });
    expect((await entry()).withdrawnAt).toBeNull();
    expect(
      await withdrawTournamentForm(eve.id, id, formData({ tournamentId: id, confirmed: "yes" }), now),
    ).toEqual({
      ok: true,
    });
    expect((await entry()).withdrawnAt).toEqual(now);
    // Twice is refused in words, and changes nothing more.
    expect(
      await withdrawTournamentForm(eve.id, id, formData({ tournamentId: id, confirmed: "yes" }), now),
    ).toEqual({
      ok: false,
      state: { error: "You have withdrawn from this tournament already." },
    });
  });
});
