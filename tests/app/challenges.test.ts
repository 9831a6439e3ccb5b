// Open challenges through the service layer, with a real worker and SMTP receiver: posting (and its
// limit), the lobby's filters and keyset paging, accepting (one game however many accept at once,
// both players told), withdrawing, expiry, rating ranges, and the followers' emails.
import { describe, expect, it } from "vitest";
import { acceptChallenge } from "@/lib/challenges/accept";
import { setFollow } from "@/lib/challenges/follow";
import { challengeInput, type LobbyQuery } from "@/lib/challenges/input";
import { challengeView, lobbyPage } from "@/lib/challenges/lobby";
import { sendChallengeDigests } from "@/lib/challenges/notify";
import { expireChallenge, postChallenge, withdrawChallenge } from "@/lib/challenges/post";
import { openPerGame } from "@/lib/challenges/rules";
import { db } from "@/lib/db/prisma";
import { atOnceBehind, rowLock } from "../support/barrier";
import { jobDone, queueSettled } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person, startGameBetween } from "../support/players";

const stage = mailStage();

const form = (fields: Record<string, string> = {}) =>
  challengeInput.parse({ gameType: "kings-court", colour: "white", daysPerMove: "3", ...fields });

async function post(who: Person, fields: Record<string, string> = {}, now = new Date()) {
  const posted = await postChallenge(who.id, form(fields), now);
  if (!posted.ok) throw new Error(posted.reason);
  return posted.challengeId;
}

const lobby = (query: Partial<LobbyQuery> = {}, viewer: string | null = null, now = new Date()) =>
  lobbyPage({ rated: "any", ...query }, viewer, now);

describe("posting and the lobby", () => {
  it("lists open challenges newest first, with who is asking and how they play", async () => {
    const ana = await person("Ana");
    const bo = await person("Bo");
    // Ana's record: two finished games, one of them lost on time.
    const lost = await startGameBetween(ana, bo, {}, new Date());
    await db().game.update({
      where: { id: lost.id },
      data: { status: "FINISHED", winner: "b", resultReason: "time", finishedAt: new Date() },
    });
    const won = await startGameBetween(bo, ana, {}, new Date());
    await db().game.update({
      where: { id: won.id },
      data: { status: "FINISHED", winner: "b", resultReason: "checkmate", finishedAt: new Date() },
    });
    await db().rating.create({
      data: { userId: ana.id, gameType: "juxtaposition", rating: 1624.4, deviation: 80, volatility: 0.06 },
    });
    const t0 = Date.now() + 1_000_000; // in the future, so this test's rows come first
    const first = await post(
      ana,
      { gameType: "juxtaposition", rated: "on", note: "A long game, please." },
      new Date(t0),
    );
    const second = await post(ana, { gameType: "kings-court", colour: "random" }, new Date(t0 + 1000));
    const page = await lobby({}, bo.id, new Date(t0 + 2000));
    expect(page.rows.slice(0, 2).map((r) => r.id)).toEqual([second, first]);
    expect(page.rows[1]).toMatchObject({
      gameName: "Juxtaposition Chess",
      rated: true,
      colour: "white",
      note: "A long game, please.",
      own: false,
      challenger: { name: "Ana", rating: "1624", finished: 2, timeouts: 1 },
    });
    // No rated Chess game yet: a newcomer, shown as one counts (not "new", which read as part of the name).
    expect(page.rows[0].challenger).toMatchObject({ rating: "1500?", provisional: true });
    expect((await lobby({}, ana.id, new Date(t0 + 2000))).rows[0].own).toBe(true);
  });

  it("filters by game, time control and rated or casual, and pages by keyset without gaps", async () => {
    const cy = await person("Cy");
    const others = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => person(`P${n}`)));
    const base = Date.now() + 5_000_000;
    const ids: string[] = [];
    // 21 Diagonal challenges one second apart (three each from seven people), alternately rated.
    for (let i = 0; i < 21; i++) {
      const who = others[i % 7];
      ids.push(
        await post(
          who,
          { gameType: "diagonal", daysPerMove: i % 3 === 0 ? "7" : "2", rated: i % 2 ? "on" : "" },
          new Date(base + i * 1000),
        ),
      );
    }
    await post(cy, { gameType: "chess" }, new Date(base + 30_000));
    const now = new Date(base + 60_000);
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await lobby({ game: "diagonal", after }, null, now);
      expect(page.rows.every((r) => r.gameType === "diagonal")).toBe(true);
      seen.push(...page.rows.map((r) => r.id));
      if (!page.next) break;
      after = page.next;
    }
    expect(seen.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    const weekly = await lobby({ game: "diagonal", days: 7 }, null, now);
    expect(weekly.rows.map((r) => r.id)).toEqual(ids.filter((_, i) => i % 3 === 0).reverse());
    const rated = await lobby({ game: "diagonal", rated: "rated" }, null, now);
    expect(rated.rows.every((r) => r.rated)).toBe(true);
    expect(rated.rows).toHaveLength(10);
  });

  it(`allows ${openPerGame} open challenges per game, and more after one is withdrawn`, async () => {
    const dee = await person("Dee");
    for (let i = 0; i < openPerGame; i++) await post(dee, { gameType: "joust" });
    const refused = await postChallenge(dee.id, form({ gameType: "joust" }), new Date());
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(await db().challenge.count({ where: { challengerId: dee.id } })).toBe(openPerGame);
    await post(dee, { gameType: "chess" }); // another game is fine
    const mine = await db().challenge.findFirstOrThrow({
      where: { challengerId: dee.id, gameType: "joust" },
    });
    expect(await withdrawChallenge(mine.id, dee.id, new Date())).toEqual({ ok: true });
    expect(await withdrawChallenge(mine.id, dee.id, new Date())).toMatchObject({ ok: false, status: 410 });
    await post(dee, { gameType: "joust" });
  });

  it(`six posts at once for one game open ${openPerGame}; the rest are told the limit`, async () => {
    const eli = await person("Eli");
    await queueSettled();
    const answers = await atOnceBehind(
      rowLock("User", eli.id),
      Array.from(
        { length: 6 },
        () => () => postChallenge(eli.id, form({ gameType: "diagonal" }), new Date()),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(openPerGame);
    for (const refused of answers.filter((a) => !a.ok))
      expect(refused).toMatchObject({ status: 429, reason: expect.stringMatching(/already have 3 open/) });
    expect(await db().challenge.count({ where: { challengerId: eli.id } })).toBe(openPerGame);
  });

  it("nobody withdraws another player's challenge: it stays open in the lobby", async () => {
    const fay = await person("Fay");
    const gil = await person("Gil");
    const id = await post(fay);
    expect(await withdrawChallenge(id, gil.id, new Date())).toEqual({
      ok: false,
      status: 404,
      reason: "There is no such challenge of yours.",
    });
    expect((await db().challenge.findUniqueOrThrow({ where: { id } })).status).toBe("OPEN");
    expect((await lobby({ game: "kings-court" })).rows.map((r) => r.id)).toContain(id);
  });

  it("tells a reader outside a challenge's range why it is not open to them, in place of accepting", async () => {
    const poster = await person("Ola");
    const low = await person("Low"); // provisional, far below
    const high = await person("High"); // settled, above
    const fresh = await person("Fresh"); // no Kings Court rating: counts as 1500
    await db().rating.createMany({
      data: [
        {
          userId: low.id,
          gameType: "kings-court",
          rating: 926.4,
          deviation: 180,
          volatility: 0.06,
          games: 4,
        },
        {
          userId: high.id,
          gameType: "kings-court",
          rating: 1810,
          deviation: 60,
          volatility: 0.06,
          games: 30,
        },
        // A rating in another game is no rating here.
        { userId: fresh.id, gameType: "chess", rating: 1000, deviation: 60, volatility: 0.06, games: 30 },
      ],
    });
    const t0 = Date.now() + 20_000_000; // newest of all, so it is on the first page
    const ranged = await post(poster, { minRating: "1400", maxRating: "1700" }, new Date(t0));
    const open = await post(poster, { gameType: "chess" }, new Date(t0 + 1000));
    const rowFor = async (viewer: string | null, id: string) =>
      (await lobby({}, viewer, new Date(t0 + 2000))).rows.find((row) => row.id === id);
    expect((await rowFor(low.id, ranged))?.closed).toEqual({
      reason: "Not open to you: for players rated 1400–1700; you are 926?",
      provisional: true,
    });
    expect((await rowFor(high.id, ranged))?.closed).toEqual({
      reason: "Not open to you: for players rated 1400–1700; you are 1810",
      provisional: false,
    });
    // Inside the range (a newcomer counts as 1500), a visitor, the poster, a challenge for anyone.
    expect((await rowFor(fresh.id, ranged))?.closed).toBeNull();
    expect((await rowFor(null, ranged))?.closed).toBeNull();
    expect((await rowFor(poster.id, ranged))?.closed).toBeNull();
    expect((await rowFor(low.id, open))?.closed).toBeNull();
    // The challenge's own page reads the same, and accepting says the same.
    expect((await challengeView(ranged, low.id, new Date(t0 + 2000)))?.row.closed?.reason).toBe(
      "Not open to you: for players rated 1400–1700; you are 926?",
    );
    expect(await acceptChallenge(ranged, low.id, new Date(t0 + 2000))).toMatchObject({
      ok: false,
      status: 403,
      reason: "Not open to you: for players rated 1400–1700; you are 926?",
    });
  });

  it("a row says when it was posted and when it expires, and who posted it", async () => {
    const rae = await person("Rae");
    const t0 = Date.now() + 30_000_000;
    const id = await post(rae, { expiresInDays: "7" }, new Date(t0));
    const row = (await lobby({}, null, new Date(t0 + 3 * 3_600_000))).rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      createdAt: new Date(t0),
      expiresAt: new Date(t0 + 7 * 86_400_000),
      challenger: { id: rae.id, name: "Rae", rating: "1500?", provisional: true },
    });
  });

  it("checks the form: a rating range upside down, an unknown game, a note too long", () => {
    expect(
      challengeInput.safeParse({ ...form(), minRating: "1800", maxRating: "1600" }).error?.issues[0].message,
    ).toBe("The lowest rating must not be above the highest.");
    expect(challengeInput.safeParse({ ...form(), gameType: "checkers" }).success).toBe(false);
    expect(challengeInput.safeParse({ ...form(), note: "x".repeat(301) }).error?.issues[0].message).toMatch(
      /at most 300/,
    );
  });
});

describe("accepting", () => {
  it("starts the game at once, the colours as asked, and tells the challenger", async () => {
    const eva = await person("Eva");
    const finn = await person("Finn");
    const id = await post(eva, { colour: "black", rated: "on" });
    const accepted = await acceptChallenge(id, finn.id, new Date());
    if (!accepted.ok) throw new Error(accepted.reason);
    const game = await db().game.findUniqueOrThrow({ where: { id: accepted.gameId } });
    expect(game).toMatchObject({
      whiteId: finn.id,
      blackId: eva.id,
      gameType: "kings-court",
      rated: true,
      daysPerMove: 3,
    });
    expect(await db().challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "ACCEPTED",
      gameId: game.id,
    });
    // Eva, who was waiting, hears once; Finn, on the game's page, only if he leaves it unmoved
    // (tests/app/new-game-mail.test.ts).
    const toBlack = await stage.smtp.waitFor((m) => m.envelopeTo.includes(eva.email));
    expect(toBlack.subject).toBe(
      `Finn accepted your challenge: Kings Court #${game.number} vs Finn has started`,
    );
    expect(toBlack.text).toContain(
      "Finn accepted your challenge to a rated game of Kings Court, 3 days per move. You play Black; Finn plays White and moves first.",
    );
    expect((await lobby()).rows.map((r) => r.id)).not.toContain(id);
  });

  it("two people accepting at the same moment make one game; the other is told kindly", async () => {
    const gus = await person("Gus");
    const rivals = await Promise.all(["Hal", "Ivy", "Jo"].map((n) => person(n)));
    const id = await post(gus, { colour: "random" });
    await queueSettled(); // the file's worker leaves the challenge alone while they race
    const answers = await atOnceBehind(
      rowLock("Challenge", id),
      rivals.map((r) => () => acceptChallenge(id, r.id, new Date())),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.ok))
      expect(refused).toMatchObject({
        status: 409,
        reason: expect.stringMatching(/^Someone else accepted this challenge/),
      });
    expect(await db().game.count({ where: { OR: [{ whiteId: gus.id }, { blackId: gus.id }] } })).toBe(1);
    // The winner clicking again is sent to the game.
    const winner = rivals[answers.findIndex((a) => a.ok)];
    expect(await acceptChallenge(id, winner.id, new Date())).toMatchObject({
      status: 409,
      gameId: expect.any(String),
    });
  });

  it("refuses one's own, a withdrawn and an expired challenge, and a rating out of range", async () => {
    const kim = await person("Kim");
    const lee = await person("Lee");
    const own = await post(kim);
    expect(await acceptChallenge(own, kim.id, new Date())).toMatchObject({ ok: false, status: 403 });
    await withdrawChallenge(own, kim.id, new Date());
    expect(await acceptChallenge(own, lee.id, new Date())).toMatchObject({
      ok: false,
      status: 410,
      reason: expect.stringMatching(/withdrawn/),
    });

    const old = await post(kim, { expiresInDays: "3" }, new Date(Date.now() - 4 * 86_400_000));
    expect(await acceptChallenge(old, lee.id, new Date())).toMatchObject({
      ok: false,
      status: 410,
      reason: "This challenge has expired.",
    });
    // Its expiry job (due already) marks it; doing it again changes nothing.
    await jobDone(`challenge-expiry:${old}`);
    expect((await db().challenge.findUniqueOrThrow({ where: { id: old } })).status).toBe("EXPIRED");
    expect(await expireChallenge(old, new Date())).toBe(false);

    const ranged = await post(kim, { minRating: "1400", maxRating: "1700" });
    await db().rating.create({
      data: { userId: lee.id, gameType: "kings-court", rating: 1810, deviation: 60, volatility: 0.06 },
    });
    expect(await acceptChallenge(ranged, lee.id, new Date())).toMatchObject({
      ok: false,
      status: 403,
      reason: "Not open to you: for players rated 1400–1700; you are 1810",
    });
    const newcomer = await person("Max");
    expect(await acceptChallenge(ranged, newcomer.id, new Date())).toMatchObject({ ok: true });
  });

  // The range's ends belong to it, and a rating counts as it is shown: in whole points.
  it.each([
    [1400, true],
    [1700, true],
    [1399.5, true],
    [1700.49, true],
    [1399, false],
    [1701, false],
    [1399.49, false],
    [1700.5, false],
  ])("a challenge for 1400 to 1700, a player rated %d: accepted %s", async (rating, accepted) => {
    const poster = await person("Pia");
    const taker = await person("Tom");
    const id = await post(poster, { minRating: "1400", maxRating: "1700" });
    await db().rating.create({
      data: { userId: taker.id, gameType: "kings-court", rating, deviation: 60, volatility: 0.06 },
    });
    const answer = await acceptChallenge(id, taker.id, new Date());
    expect(answer).toMatchObject(
      accepted
        ? { ok: true }
        : {
            ok: false,
            status: 403,
            reason: `Not open to you: for players rated 1400–1700; you are ${Math.round(rating)}`,
          },
    );
    expect((await db().challenge.findUniqueOrThrow({ where: { id } })).status).toBe(
      accepted ? "ACCEPTED" : "OPEN",
    );
  });
});

describe("following a game", () => {
  it("an instant follower hears of a new challenge once; its poster and a follower who stopped all mail do not", async () => {
    const nia = await person("Nia");
    const oz = await person("Oz");
    const quiet = await person("Quiet", { mailOff: true });
    await setFollow(oz.id, "juxtaposition", "instant");
    await setFollow(nia.id, "juxtaposition", "instant");
    await setFollow(quiet.id, "juxtaposition", "instant");
    const id = await post(nia, { gameType: "juxtaposition", note: "Swaps welcome." });
    const mail = await stage.smtp.waitFor((m) => m.envelopeTo.includes(oz.email));
    expect(mail.subject).toBe("New Juxtaposition Chess challenge from Nia");
    expect(mail.text).toContain(`/challenges/${id}`);
    expect(mail.text).toContain("Swaps welcome.");
    expect(mail.headerLines.some((h) => h.key === "list-unsubscribe")).toBe(true);
    await jobDone(`challenge-posted:${id}`);
    expect(
      stage.smtp.messages.filter(
        (m) => m.envelopeTo.includes(nia.email) || m.envelopeTo.includes(quiet.email),
      ),
    ).toEqual([]);
  });

  it("followers outside a challenge's rating range do not hear of it; those inside, and newcomers within it, do", async () => {
    const poster = await person("Uma");
    const inside = await person("Vic");
    const below = await person("Wes");
    const above = await person("Xia");
    const newcomer = await person("Yan"); // no Joust rating: 1500, inside
    await db().rating.createMany({
      data: [
        { userId: inside.id, gameType: "joust", rating: 1650, deviation: 60, volatility: 0.06, games: 20 },
        { userId: below.id, gameType: "joust", rating: 926, deviation: 180, volatility: 0.06, games: 3 },
        { userId: above.id, gameType: "joust", rating: 1702, deviation: 60, volatility: 0.06, games: 20 },
      ],
    });
    for (const who of [inside, below, above, newcomer]) await setFollow(who.id, "joust", "instant");
    const id = await post(poster, { gameType: "joust", minRating: "1400", maxRating: "1700" });
    await jobDone(`challenge-posted:${id}`);
    await queueSettled();
    const told = (who: Person) =>
      stage.smtp.messages.filter(
        (m) => m.envelopeTo.includes(who.email) && m.text?.includes(`/challenges/${id}`),
      );
    expect(told(inside)).toHaveLength(1);
    expect(told(newcomer)).toHaveLength(1);
    expect(told(below)).toEqual([]);
    expect(told(above)).toEqual([]);
  });

  it("a digest leaves out the day's challenges outside the follower's range, and is not sent when none is left", async () => {
    const poster = await person("Zed");
    const reader = await person("Abe");
    const nobody = await person("Bea");
    await db().rating.createMany({
      data: [
        { userId: reader.id, gameType: "diagonal", rating: 1300, deviation: 60, volatility: 0.06, games: 20 },
        { userId: nobody.id, gameType: "diagonal", rating: 2100, deviation: 60, volatility: 0.06, games: 20 },
      ],
    });
    await setFollow(reader.id, "diagonal", "digest");
    await setFollow(nobody.id, "diagonal", "digest");
    const now = new Date(Date.now() + 20 * 86_400_000);
    const hourBefore = new Date(now.getTime() - 3_600_000);
    // The poster, new to Diagonal, counts as 1500: each range holds them (a range may not leave them out).
    const forReader = await post(poster, { gameType: "diagonal", maxRating: "1500" }, hourBefore);
    const tooHigh = await post(
      poster,
      { gameType: "diagonal", minRating: "1500", maxRating: "1900" },
      hourBefore,
    );
    await sendChallengeDigests(now);
    const digest = await stage.smtp.waitFor((m) => m.envelopeTo.includes(reader.email));
    expect(digest.text).toContain(`/challenges/${forReader}`);
    expect(digest.text).not.toContain(`/challenges/${tooHigh}`);
    await queueSettled();
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(nobody.email))).toEqual([]);
  });

  it("a digest follower gets the day's new challenges in one email, and none on a day without", async () => {
    const pam = await person("Pam");
    const poster = await person("Rex");
    await setFollow(pam.id, "diagonal", "digest");
    await setFollow(pam.id, "joust", "digest");
    const now = new Date(Date.now() + 10 * 86_400_000);
    const a = await post(poster, { gameType: "diagonal" }, new Date(now.getTime() - 3_600_000));
    const b = await post(poster, { gameType: "joust" }, new Date(now.getTime() - 7_200_000));
    const c = await post(poster, { gameType: "chess" }, new Date(now.getTime() - 3_600_000)); // not followed
    await sendChallengeDigests(now);
    const digest = await stage.smtp.waitFor((m) => m.envelopeTo.includes(pam.email));
    expect(digest.subject).toMatch(/^\d+ new open challenges$/);
    expect(digest.text).toContain(`/challenges/${a}`);
    expect(digest.text).toContain(`/challenges/${b}`);
    expect(digest.text).not.toContain(`/challenges/${c}`);
    await sendChallengeDigests(now); // the same day again: nothing more
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(pam.email))).toHaveLength(1);
  });
});
