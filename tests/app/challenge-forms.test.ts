// The challenge forms as the server actions run them (the session lookup and redirect aside):
// posting says each problem at its field and keeps what was typed, changing nothing; withdrawing
// takes a confirmation, and a press without one only asks.
import { describe, expect, it } from "vitest";
import { postChallengeForm, withdrawForm } from "@/app/_forms/challenge";
import { db } from "@/lib/db/prisma";
import { formData } from "../support/forms";
import { person } from "../support/players";

const good = {
  gameType: "diagonal",
  colour: "black",
  daysPerMove: "7",
  takebacks: "casual-only",
  expiresInDays: "14",
  note: "Slow and friendly.",
};

describe("posting a challenge", () => {
  it.each([
    // the fields sent, the field each problem is said at, and what it says
    [
      { minRating: "1700", maxRating: "1500" },
      "minRating",
      "The lowest rating must not be above the highest.",
    ],
    [{ minRating: "0x5dc" }, "minRating", "The lowest rating is a rating in digits, e.g. 1400."],
    [{ maxRating: "9000" }, "maxRating", "The highest rating is at most 3500."],
    [{ note: "x".repeat(301) }, "note", "The note is too long: at most 300 characters."],
    [{ gameType: "checkers" }, "gameType", expect.stringMatching(/^Choose one of the six/)],
    [{ expiresInDays: "5" }, "expiresInDays", expect.stringMatching(/stays open 3, 7, 14, 30 days/)],
  ])("%j: said at %s", async (fields, field, message) => {
    const cleo = await person("Cleo");
    const answer = await postChallengeForm(cleo.id, formData({ ...good, ...fields }), new Date());
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.state.fieldErrors).toEqual({ [field]: message });
    expect(answer.state.error).toBeUndefined();
    // What was typed comes back, and nothing was posted.
    expect(answer.state.values).toMatchObject({ ...good, ...fields });
    expect(await db().challenge.count({ where: { challengerId: cleo.id } })).toBe(0);
  });

  // As a tournament's creator who plays in it: a poster outside their own range could never
  // play the game they offer, and would not know why nobody in the lobby answers.
  it.each([
    // the poster's Diagonal rating (null: none yet), the range, what the range field says
    [
      null,
      { minRating: "1600", maxRating: "1900" },
      "This challenge would be for players rated 1600–1900; you have no Diagonal Chess rating yet, which counts as 1500, so it leaves out players like you. Widen the range to take you in.",
    ],
    [
      { rating: 1712.4, deviation: 60 },
      { maxRating: "1700" },
      "This challenge would be for players rated 1700 or less; you are 1712, so it leaves out players like you. Widen the range to take you in.",
    ],
  ])(
    "a poster rated %j outside their own range %j is refused at the range",
    async (rating, fields, message) => {
      const gus = await person("Gus");
      if (rating)
        await db().rating.create({
          data: { userId: gus.id, gameType: "diagonal", ...rating, volatility: 0.06, games: 20 },
        });
      const answer = await postChallengeForm(gus.id, formData({ ...good, ...fields }), new Date());
      expect(answer).toMatchObject({
        ok: false,
        state: { fieldErrors: { minRating: message }, values: fields },
      });
      expect(answer.ok ? null : answer.state.error).toBeUndefined();
      expect(await db().challenge.count({ where: { challengerId: gus.id } })).toBe(0);
    },
  );

  it("a newcomer's range that holds 1500 is posted", async () => {
    const hal = await person("Hal");
    const answer = await postChallengeForm(
      hal.id,
      formData({ ...good, minRating: "1400", maxRating: "1900" }),
      new Date(),
    );
    expect(answer.ok).toBe(true);
  });

  it("a form with two problems says each at its own field", async () => {
    const dan = await person("Dan");
    const answer = await postChallengeForm(
      dan.id,
      formData({ ...good, maxRating: "abc", note: "x".repeat(400) }),
      new Date(),
    );
    expect(answer.ok ? null : Object.keys(answer.state.fieldErrors ?? {}).sort()).toEqual([
      "maxRating",
      "note",
    ]);
  });

  it("posts a good form; a refusal of the whole form (the limit) is the form's, not a field's", async () => {
    const eve = await person("Eve");
    for (let i = 0; i < 3; i++)
      expect((await postChallengeForm(eve.id, formData(good), new Date())).ok).toBe(true);
    const fourth = await postChallengeForm(eve.id, formData(good), new Date());
    expect(fourth).toMatchObject({
      ok: false,
      state: { error: expect.stringMatching(/already have 3 open/), values: good },
    });
    expect(fourth.ok ? null : fourth.state.fieldErrors).toBeUndefined();
  });
});

describe("withdrawing a challenge", () => {
  it("asks first: a press without the confirmation changes nothing; with it, the challenge is withdrawn", async () => {
    const fay = await person("Fay");
    const posted = await postChallengeForm(fay.id, formData(good), new Date());
    if (!posted.ok) throw new Error(JSON.stringify(posted.state));
    const id = posted.challengeId;
    expect(await withdrawForm(fay.id, id, formData({ challengeId: id }), new Date())).toEqual({
      ok: false,
      state: { confirm: true },
    });
    expect(
      await withdrawForm(fay.id, id, formData({ challengeId: id, confirmed: "no" }), new Date()),
    ).toEqual({
      ok: false,
      state: { confirm: true },
    });
    expect((await db().challenge.findUniqueOrThrow({ where: { id } })).status).toBe("OPEN");
    expect(
      await withdrawForm(fay.id, id, formData({ challengeId: id, confirmed: "yes" }), new Date()),
    ).toEqual({
      ok: true,
    });
    expect((await db().challenge.findUniqueOrThrow({ where: { id } })).status).toBe("WITHDRAWN");
  });
});
