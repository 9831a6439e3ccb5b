// Tournaments through the service, with a real worker and SMTP receiver: creating (every refusal
// writes nothing), joining at the maximum under a barrier, the start (one set of games however
// often it runs, colours by the Berger tables, one email per player listing their games), playing
// out with the standings recomputed from the games after every result, withdrawal (struck or
// forfeit), the silence rule, stages, the end and its mail.
import { describe, expect, it } from "vitest";
import { setFollow } from "@/lib/challenges/follow";
import { sendChallengeDigests } from "@/lib/challenges/notify";
import { db } from "@/lib/db/prisma";
import { abortGame } from "@/lib/games/turn/abort";
import { submitMove } from "@/lib/games/turn/play";
import { answerDraw, offerDraw, resign } from "@/lib/games/turn/resolve";
import { createTournament } from "@/lib/tournaments/create";
import { cancelTournament, joinTournament, leaveTournament } from "@/lib/tournaments/entries";
import { type CreateInput, createInput } from "@/lib/tournaments/input";
import { tournamentProgress } from "@/lib/tournaments/progress";
import { startTournament } from "@/lib/tournaments/start";
import { groupTables } from "@/lib/tournaments/table";
import { tournamentView } from "@/lib/tournaments/view";
import { withdrawFromTournament } from "@/lib/tournaments/withdraw";
import { comeBack, startVacation } from "@/lib/vacation/vacation";
import { atOnceBehind, rowLock } from "../support/barrier";
import { queueSettled, until } from "../support/jobs";
import { mailStage } from "../support/mail-stage";
import { type Person, person } from "../support/players";

const stage = mailStage();

const form = (fields: Record<string, string> = {}, now = new Date()): CreateInput =>
  createInput(now).parse({
    name: "Winter Round Robin",
    gameType: "kings-court",
    form: "single",
    daysPerMove: "3",
    maxPlayers: "4",
    start: "when-full",
    entry: "open",
    play: "on",
    ...fields,
  });

async function create(who: Person, fields: Record<string, string> = {}) {
  const made = await createTournament(who.id, form(fields), new Date());
  if (!made.ok) throw new Error(made.reason);
  return made.tournamentId;
}

async function players(count: number, prefix: string): Promise<Person[]> {
  const made: Person[] = [];
  for (let i = 1; i <= count; i++) made.push(await person(`${prefix}${i}`));
  return made;
}

async function join(tournamentId: string, who: Person) {
  const joined = await joinTournament(tournamentId, who.id, null, new Date());
  if (!joined.ok) throw new Error(joined.reason);
  return joined;
}

const statusOf = async (id: string) => (await db().tournament.findUniqueOrThrow({ where: { id } })).status;

/** A tournament of `count` new players (the first creates it, the rest join): once it has started. */
async function running(count: number, prefix: string, fields: Record<string, string>) {
  const field = await players(count, prefix);
  const id = await create(field[0], { maxPlayers: String(count), ...fields });
  for (const p of field.slice(1)) await join(id, p);
  await until(async () => (await statusOf(id)) === "RUNNING", "the start");
  return { id, field };
}

const gamesOf = (tournamentId: string) =>
  db().game.findMany({
    where: { tournamentId },
    orderBy: [{ tournamentStage: "asc" }, { tournamentRound: "asc" }],
  });

/** Points from the games alone, as a reader of the crosstable would add them up: the reference. */
async function pointsFromGames(tournamentId: string, stageNumber: number): Promise<Map<string, number>> {
  const seats = await db().tournamentSeat.findMany({ where: { tournamentId, stage: stageNumber } });
  const struck = new Set(seats.filter((s) => s.struck).map((s) => s.userId));
  const points = new Map(seats.filter((s) => !s.struck).map((s) => [s.userId, 0]));
  const games = await db().game.findMany({
    where: { tournamentId, tournamentStage: stageNumber, status: "FINISHED" },
  });
  for (const game of games) {
    if (struck.has(game.whiteId) || struck.has(game.blackId)) continue;
    const white = game.winner === "w" ? 1 : game.winner === "draw" ? 0.5 : 0;
    points.set(game.whiteId, (points.get(game.whiteId) ?? 0) + white);
    points.set(game.blackId, (points.get(game.blackId) ?? 0) + 1 - white);
  }
  return points;
}

async function expectTableMatchesGames(tournamentId: string, stageNumber: number) {
  const expected = await pointsFromGames(tournamentId, stageNumber);
  const tables = await groupTables(tournamentId, stageNumber);
  const shown = new Map(tables.flatMap((t) => t.standings.map((s) => [s.playerId, s.points] as const)));
  expect(shown).toEqual(expected);
}

const mailTo = (who: Person, subject: RegExp) =>
  stage.smtp.messages.filter((m) => m.envelopeTo.includes(who.email) && subject.test(m.subject ?? ""));

describe("creating a tournament", () => {
  it("refuses bad fields at their field and writes nothing", async () => {
    const now = new Date();
    const bad: [Record<string, string>, string, RegExp][] = [
      [{ name: "ab" }, "name", /at least 3/],
      [{ name: "Cup\u0000" }, "name", /control characters/],
      [{ gameType: "checkers" }, "gameType", /Choose one of/],
      [{ form: "swiss" }, "form", /single or double/],
      [{ maxPlayers: "2" }, "maxPlayers", /at least 3/],
      [{ maxPlayers: "65" }, "maxPlayers", /at most 64/],
      [{ maxPlayers: "0x10" }, "maxPlayers", /number in digits/],
      [{ groupSize: "17" }, "groupSize", /at most 16/],
      [{ minRating: "1800", maxRating: "1600" }, "minRating", /not be above/],
      [{ start: "date" }, "startsAt", /Give the date/],
      [{ start: "date", startsAt: new Date(now.getTime() - 60_000).toISOString() }, "startsAt", /passed/],
      [
        { start: "date", startsAt: new Date(now.getTime() + 90 * 86_400_000).toISOString() },
        "startsAt",
        /within 60 days/,
      ],
      [{ maxPlayers: "32", groupSize: "8", qualifiers: "8" }, "qualifiers", /Fewer players must go on/],
    ];
    for (const [fields, field, message] of bad) {
      const parsed = createInput(now).safeParse({
        name: "Winter Round Robin",
        gameType: "kings-court",
        form: "single",
        daysPerMove: "3",
        maxPlayers: "4",
        start: "when-full",
        entry: "open",
        ...fields,
      });
      expect(parsed.success, JSON.stringify(fields)).toBe(false);
      const issue = parsed.error?.issues[0];
      expect(issue?.path[0], JSON.stringify(fields)).toBe(field);
      expect(issue?.message).toMatch(message);
    }
  });

  it("refuses a creator who plays outside their own rating range, and writes nothing", async () => {
    const ana = await person("Ana");
    const before = await db().tournament.count();
    const refused = await createTournament(
      ana.id,
      form({ minRating: "1600", maxRating: "1900" }),
      new Date(),
    );
    expect(refused).toMatchObject({ ok: false, status: 400, field: "minRating" });
    expect(!refused.ok && refused.reason).toMatch(/no rating for this game yet, which counts as 1500/);
    expect(await db().tournament.count()).toBe(before);
    // Not playing in it, the same range is fine.
    expect(
      await createTournament(ana.id, form({ minRating: "1600", maxRating: "1900", play: "" }), new Date()),
    ).toMatchObject({ ok: true });
  });
});

describe("followers", () => {
  it("hear of a new open tournament for their game once, within its range; not of an invitation-only one", async () => {
    const [ana, fan, strong, digest] = await players(4, "Fol");
    await setFollow(fan.id, "diagonal", "instant");
    await setFollow(strong.id, "diagonal", "instant");
    await setFollow(digest.id, "diagonal", "digest");
    await setFollow(ana.id, "diagonal", "instant");
    await db().rating.create({
      data: { userId: strong.id, gameType: "diagonal", rating: 2100, deviation: 60, volatility: 0.06 },
    });
    await create(ana, { gameType: "diagonal", name: "Diagonal Open", maxRating: "1800" });
    await create(ana, { gameType: "diagonal", name: "Diagonal Friends", entry: "invitation" });
    await stage.smtp.waitFor(
      (m) => m.envelopeTo.includes(fan.email) && m.subject === "New Diagonal Chess tournament: Diagonal Open",
    );
    await queueSettled();
    expect(stage.smtp.messages.filter((m) => m.envelopeTo.includes(fan.email))).toHaveLength(1);
    // The digest follower reads it in the day's digest, beside the day's challenges.
    await sendChallengeDigests(new Date(Date.now() + 60_000));
    const daily = await stage.smtp.waitFor((m) => m.envelopeTo.includes(digest.email));
    expect(daily.subject).toMatch(/new tournament/);
    expect(daily.text).toContain("Diagonal Open");
    expect(daily.text).not.toContain("Diagonal Friends");
    for (const other of [ana, strong])
      expect(
        stage.smtp.messages.filter(
          (m) => m.envelopeTo.includes(other.email) && /tournament/.test(m.subject ?? ""),
        ),
      ).toHaveLength(0);
  });
});

describe("entries", () => {
  it("takes exactly the maximum when more join at once than there are places", async () => {
    const [ana, ...rivals] = await players(7, "Max");
    const id = await create(ana, { maxPlayers: "4" });
    await queueSettled();
    const answers = await atOnceBehind(
      rowLock("Tournament", id),
      rivals.map((r) => () => joinTournament(id, r.id, null, new Date())),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    for (const refused of answers.filter((a) => !a.ok))
      expect(refused).toMatchObject({ status: 409, reason: expect.stringMatching(/full|started/) });
    expect(await db().tournamentEntry.count({ where: { tournamentId: id } })).toBe(4);
    // Exactly one of them filled it; the start job ran once: one set of games.
    expect(answers.filter((a) => a.ok && a.full)).toHaveLength(1);
    await until(async () => (await statusOf(id)) === "RUNNING", "the start");
    expect(await db().game.count({ where: { tournamentId: id } })).toBe(6);
  });

  it("refuses a second entry, an out-of-range player, an invitation-only one without its key, and a leave after the start", async () => {
    const [ana, bo, cy, dee] = await players(4, "Ent");
    await db().rating.create({
      data: { userId: dee.id, gameType: "kings-court", rating: 1900, deviation: 60, volatility: 0.06 },
    });
    const open = await create(ana, { maxRating: "1700" });
    expect(await joinTournament(open, ana.id, null, new Date())).toMatchObject({
      ok: false,
      status: 409,
      reason: "You have joined this tournament already.",
    });
    expect(await joinTournament(open, dee.id, null, new Date())).toMatchObject({
      ok: false,
      status: 403,
      reason: expect.stringMatching(/rated 1700 or less; you are 1900/),
    });
    const closed = await create(ana, { entry: "invitation" });
    const key = (await db().tournament.findUniqueOrThrow({ where: { id: closed } })).inviteKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await joinTournament(closed, bo.id, null, new Date())).toMatchObject({ ok: false, status: 403 });
    expect(await joinTournament(closed, bo.id, "x".repeat(24), new Date())).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await tournamentView(closed, bo.id, null)).toBeNull();
    expect(await joinTournament(closed, bo.id, key, new Date())).toMatchObject({ ok: true });
    // Leaving before the start is free; joining again is allowed.
    expect(await leaveTournament(closed, bo.id)).toEqual({ ok: true });
    expect(await leaveTournament(closed, bo.id)).toMatchObject({ ok: false, status: 409 });
    await joinTournament(closed, bo.id, key, new Date());
    await joinTournament(closed, cy.id, key, new Date());
    await joinTournament(closed, dee.id, key, new Date());
    await until(async () => (await statusOf(closed)) === "RUNNING", "the start");
    expect(await leaveTournament(closed, cy.id)).toMatchObject({
      ok: false,
      status: 409,
      reason: expect.stringMatching(/Withdraw/),
    });
  });

  it("is cancelled only by its creator, before the start, each entrant told", async () => {
    const [ana, bo, cy] = await players(3, "Cx");
    const id = await create(ana, { maxPlayers: "5" });
    await join(id, bo);
    expect(await cancelTournament(id, bo.id)).toMatchObject({ ok: false, status: 403 });
    expect(await statusOf(id)).toBe("OPEN");
    expect(await cancelTournament(id, ana.id)).toEqual({ ok: true });
    expect(await statusOf(id)).toBe("CANCELLED");
    expect(await cancelTournament(id, ana.id)).toMatchObject({ ok: false, status: 409 });
    expect(await joinTournament(id, cy.id, null, new Date())).toMatchObject({ ok: false, status: 409 });
    await stage.smtp.waitFor((m) => m.envelopeTo.includes(bo.email) && /was cancelled/.test(m.subject ?? ""));
  });

  it("is cancelled with too few players by its date, each entrant told once", async () => {
    const [ana, bo] = await players(2, "Few");
    const now = new Date();
    const made = await createTournament(
      ana.id,
      form({ start: "date", startsAt: new Date(now.getTime() + 3_600_000).toISOString() }, now),
      now,
    );
    if (!made.ok) throw new Error(made.reason);
    await join(made.tournamentId, bo);
    // Not yet due: nothing happens.
    expect(await startTournament(made.tournamentId, now)).toBe("not-due");
    expect(await startTournament(made.tournamentId, new Date(now.getTime() + 3_700_000))).toBe("cancelled");
    expect(await startTournament(made.tournamentId, new Date(now.getTime() + 3_700_000))).toBe("already");
    await stage.smtp.waitFor((m) => m.envelopeTo.includes(bo.email) && /was cancelled/.test(m.subject ?? ""));
    await queueSettled();
    expect(mailTo(ana, /was cancelled/)).toHaveLength(1);
    expect(mailTo(bo, /was cancelled/)).toHaveLength(1);
    expect(await db().game.count({ where: { tournamentId: made.tournamentId } })).toBe(0);
  });
});

describe("the start", () => {
  it("makes one set of games however many starts run at once, colours balanced, one email per player", async () => {
    const field = await players(6, "Dbl");
    const id = await create(field[0], {
      maxPlayers: "6",
      form: "double",
      start: "date",
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    for (const p of field.slice(1, 5)) await join(id, p);
    // The sixth join fills it and queues the start job; three more starts race it behind the row
    // lock. The worker's job may take the lock first (a newcomer can overtake waiters once a row
    // lock is released), and then all three racers find it begun: either way, exactly one start.
    await queueSettled();
    const later = new Date(Date.now() + 3_700_000);
    const outcomes = await atOnceBehind(
      rowLock("Tournament", id),
      [
        () => joinTournament(id, field[5].id, null, new Date()).then((r) => (r.ok ? "joined" : r.reason)),
        () => startTournament(id, later),
        () => startTournament(id, later),
        () => startTournament(id, later),
      ],
      { inTurn: true },
    );
    expect(outcomes[0]).toBe("joined");
    const racers = outcomes.slice(1).sort();
    expect([
      ["already", "already", "already"],
      ["already", "already", "started"],
    ]).toContainEqual(racers);
    await until(async () => (await statusOf(id)) === "RUNNING", "the start");
    const games = await gamesOf(id);
    expect(games).toHaveLength(30); // 6 × 5, both colours
    for (const p of field) {
      const white = games.filter((g) => g.whiteId === p.id).length;
      const black = games.filter((g) => g.blackId === p.id).length;
      expect([white, black]).toEqual([5, 5]);
    }
    // Every pair twice, once with each colour.
    const pairs = new Set(games.map((g) => `${g.whiteId}>${g.blackId}`));
    expect(pairs.size).toBe(30);
    expect(games.every((g) => !g.takebacks && g.tournamentStage === 1 && g.tournamentGroup === 0)).toBe(true);
    await queueSettled();
    for (const p of field) {
      const started = await stage.smtp.waitFor(
        (m) => m.envelopeTo.includes(p.email) && /has started: your 10 games/.test(m.subject ?? ""),
      );
      // Its ten games, each with a link; no separate "your move" for White's first moves.
      expect((started.text ?? "").match(/\/play\//g)?.length).toBe(10);
    }
    for (const p of field) {
      expect(mailTo(p, /has started/)).toHaveLength(1);
      expect(
        stage.smtp.messages.filter(
          (m) => m.envelopeTo.includes(p.email) && /your move/i.test(m.subject ?? ""),
        ),
      ).toHaveLength(0);
    }
  });
});

describe("playing it out", () => {
  it("keeps the table what the games say after every result, applies withdrawals, and ends once with its mail", async () => {
    const { id, field } = await running(5, "Rr", { gameType: "chess" });
    const games = await gamesOf(id);
    expect(games).toHaveLength(10);
    // A tournament game cannot be aborted.
    expect(await abortGame(games[0].id, games[0].whiteId, new Date())).toMatchObject({
      ok: false,
      status: 409,
      reason: expect.stringMatching(/tournament/),
    });
    const [a, , c] = field;
    // c withdraws at once: no game finished, so their results are struck; their 4 games are lost.
    const withdrawn = await withdrawFromTournament(id, c.id, new Date());
    expect(withdrawn).toMatchObject({ ok: true, rule: "struck", forfeited: 4 });
    expect(await withdrawFromTournament(id, c.id, new Date())).toMatchObject({ ok: false, status: 409 });
    await expectTableMatchesGames(id, 1);
    const tables = await groupTables(id, 1);
    expect(tables[0].standings.map((s) => s.playerId)).not.toContain(c.id);
    // The rest: White wins the odd ones, the even ones drawn, checking the table after each.
    const left = (await gamesOf(id)).filter((g) => g.status === "ONGOING");
    expect(left).toHaveLength(6);
    for (const [i, game] of left.entries()) {
      if (i % 2 === 0) expect(await resign(game.id, game.blackId, new Date())).toMatchObject({ ok: true });
      else {
        expect(await offerDraw(game.id, game.whiteId, new Date())).toMatchObject({ ok: true });
        expect(await answerDraw(game.id, game.blackId, true, new Date())).toMatchObject({ ok: true });
      }
      await expectTableMatchesGames(id, 1);
    }
    await until(async () => (await statusOf(id)) === "FINISHED", "the end");
    // Running the progress again changes nothing.
    expect(await tournamentProgress(id, new Date())).toBe("none");
    const entries = await db().tournamentEntry.findMany({ where: { tournamentId: id } });
    const final = (await groupTables(id, 1))[0].standings;
    for (const standing of final)
      expect(entries.find((e) => e.userId === standing.playerId)?.place).toBe(standing.place);
    expect(entries.find((e) => e.userId === c.id)).toMatchObject({ place: null, withdrawnFor: "withdrew" });
    await queueSettled();
    for (const p of field) {
      const mail = await stage.smtp.waitFor(
        (m) => m.envelopeTo.includes(p.email) && /is over: the final table/.test(m.subject ?? ""),
      );
      expect(mail.text).toContain(a.name ?? "");
      expect(mailTo(p, /is over/)).toHaveLength(1);
    }
  });

  it("counts the remaining games as losses for a player who withdraws with half their games finished", async () => {
    const { id, field } = await running(4, "Ff", { gameType: "chess" });
    const quitter = field[3];
    const theirs = (await gamesOf(id)).filter((g) => g.whiteId === quitter.id || g.blackId === quitter.id);
    // Two of three finished: the quitter wins one, loses one.
    await resign(
      theirs[0].id,
      theirs[0].whiteId === quitter.id ? theirs[0].blackId : theirs[0].whiteId,
      new Date(),
    );
    await resign(theirs[1].id, quitter.id, new Date());
    expect(await withdrawFromTournament(id, quitter.id, new Date())).toMatchObject({
      ok: true,
      rule: "forfeit",
      forfeited: 1,
    });
    await expectTableMatchesGames(id, 1);
    const standing = (await groupTables(id, 1))[0].standings.find((s) => s.playerId === quitter.id);
    expect(standing).toMatchObject({ points: 1, played: 3 });
  });

  it("withdraws a player who lost on time in two games, and says so", async () => {
    const { id, field } = await running(4, "Tt", { gameType: "chess" });
    const silent = field[2];
    const theirs = (await gamesOf(id)).filter((g) => g.whiteId === silent.id || g.blackId === silent.id);
    for (const game of theirs.slice(0, 2))
      await db().game.update({
        where: { id: game.id },
        data: {
          status: "FINISHED",
          winner: game.whiteId === silent.id ? "b" : "w",
          resultReason: "time",
          finishedAt: new Date(),
        },
      });
    await tournamentProgress(id, new Date());
    const entry = await db().tournamentEntry.findUniqueOrThrow({
      where: { tournamentId_userId: { tournamentId: id, userId: silent.id } },
    });
    expect(entry.withdrawnFor).toBe("time");
    expect(
      await db().game.count({ where: { id: theirs[2].id, status: "FINISHED", resultReason: "withdrawal" } }),
    ).toBe(1);
    const told = await stage.smtp.waitFor(
      (m) => m.envelopeTo.includes(silent.email) && /you were withdrawn/.test(m.subject ?? ""),
    );
    // Two of three finished: their results stand, said to them in the second person.
    expect(told.text).toContain(
      "Your finished results stand, and each game you had not finished counts as a win",
    );
  });
});

describe("a tournament's games", () => {
  it("are ordinary games whose emails name the tournament, with no takebacks", async () => {
    const { id, field } = await running(3, "Og", {
      gameType: "chess",
      name: "Autumn Triangle",
    });
    const [game] = await gamesOf(id);
    expect(game.takebacks).toBe(false);
    expect(
      await submitMove({ gameId: game.id, userId: game.whiteId, ply: 1, move: "e4" }, new Date()),
    ).toMatchObject({ ok: true });
    const black = field.find((p) => p.id === game.blackId);
    const mail = await stage.smtp.waitFor(
      (m) => m.envelopeTo.includes(black?.email ?? "") && /^Your move: /.test(m.subject ?? ""),
    );
    expect(mail.subject).toMatch(/^Your move: Chess #\d+ vs \S+ \(Autumn Triangle\) \(move 1\)$/);
  });

  it("are all paused at once by a player's vacation, and run again when they come back", async () => {
    const { id, field } = await running(4, "Vac", { gameType: "chess" });
    const away = field[1];
    const now = new Date();
    const day = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await startVacation(away.id, day, now)).toMatchObject({ ok: true });
    const theirs = (await gamesOf(id)).filter((g) => g.whiteId === away.id || g.blackId === away.id);
    expect(theirs).toHaveLength(3);
    expect(theirs.every((g) => g.pausedAt !== null)).toBe(true);
    // The games without them run on.
    expect(
      (await gamesOf(id)).filter((g) => !theirs.some((t) => t.id === g.id)).every((g) => g.pausedAt === null),
    ).toBe(true);
    await comeBack(away.id, new Date(now.getTime() + 86_400_000));
    expect((await gamesOf(id)).every((g) => g.pausedAt === null)).toBe(true);
  });
});

describe("stages", () => {
  it("splits a large field into seeded groups and sends the best of each on", async () => {
    const field = await players(6, "St");
    // Ratings 2000, 1900, … so the snake order is known.
    for (const [i, p] of field.entries())
      await db().rating.create({
        data: { userId: p.id, gameType: "chess", rating: 2000 - i * 100, deviation: 60, volatility: 0.06 },
      });
    const id = await create(field[0], {
      maxPlayers: "6",
      groupSize: "3",
      qualifiers: "1",
      gameType: "chess",
    });
    for (const p of field.slice(1)) await join(id, p);
    await until(async () => (await statusOf(id)) === "RUNNING", "the start");
    const seats = await db().tournamentSeat.findMany({ where: { tournamentId: id, stage: 1 } });
    const groupOf = (p: Person) => seats.find((s) => s.userId === p.id)?.group;
    // Snake: A gets seeds 1, 4, 5; B gets 2, 3, 6.
    expect(field.map(groupOf)).toEqual([0, 1, 1, 0, 0, 1]);
    // Every game decided by the higher seed winning: group winners are seeds 1 and 2.
    for (const game of await gamesOf(id)) {
      const rank = (userId: string) => field.findIndex((p) => p.id === userId);
      const loser = rank(game.whiteId) > rank(game.blackId) ? game.whiteId : game.blackId;
      await resign(game.id, loser, new Date());
    }
    // Two groups, one each would be a stage of two: two from each group go on (a round robin of 4).
    await until(
      async () => (await db().tournament.findUniqueOrThrow({ where: { id } })).stage === 2,
      "stage 2",
    );
    const second = await db().tournamentSeat.findMany({ where: { tournamentId: id, stage: 2 } });
    expect(new Set(second.map((s) => s.userId))).toEqual(
      new Set([field[0].id, field[1].id, field[2].id, field[3].id]),
    );
    expect(await db().game.count({ where: { tournamentId: id, tournamentStage: 2 } })).toBe(6);
    await stage.smtp.waitFor(
      (m) => m.envelopeTo.includes(field[3].email) && /stage 2, your 3 games/.test(m.subject ?? ""),
    );
    expect(mailTo(field[4], /stage 2/)).toHaveLength(0);
    for (const game of await db().game.findMany({ where: { tournamentId: id, tournamentStage: 2 } })) {
      const rank = (userId: string) => field.findIndex((p) => p.id === userId);
      await resign(
        game.id,
        rank(game.whiteId) > rank(game.blackId) ? game.whiteId : game.blackId,
        new Date(),
      );
    }
    await until(async () => (await statusOf(id)) === "FINISHED", "the end");
    const places = await db().tournamentEntry.findMany({ where: { tournamentId: id } });
    expect(field.map((p) => places.find((e) => e.userId === p.id)?.place)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("races", () => {
  it("the end happens once however many progress runs meet at it", async () => {
    const { id, field } = await running(4, "End", { gameType: "chess" });
    await queueSettled();
    // Every game ended behind the service's back (no progress job queued): three runs race to it.
    await db().game.updateMany({
      where: { tournamentId: id },
      data: { status: "FINISHED", winner: "draw", resultReason: "agreement", finishedAt: new Date() },
    });
    const outcomes = await atOnceBehind(rowLock("Tournament", id), [
      () => tournamentProgress(id, new Date()),
      () => tournamentProgress(id, new Date()),
      () => tournamentProgress(id, new Date()),
    ]);
    expect(outcomes.sort()).toEqual(["finished", "none", "none"]);
    // All drawn: four players share first place.
    expect(
      (await db().tournamentEntry.findMany({ where: { tournamentId: id } })).map((e) => e.place),
    ).toEqual([1, 1, 1, 1]);
    for (const p of field)
      await stage.smtp.waitFor((m) => m.envelopeTo.includes(p.email) && /is over/.test(m.subject ?? ""));
    await queueSettled();
    for (const p of field) expect(mailTo(p, /is over/)).toHaveLength(1);
  });

  it("a leave and the start at once: the leaver is in no game, the others' games are made", async () => {
    const field = await players(4, "Lv");
    const id = await create(field[0], {
      maxPlayers: "6",
      start: "date",
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    for (const p of field.slice(1)) await join(id, p);
    await queueSettled();
    const later = new Date(Date.now() + 3_700_000);
    const [left, started] = await atOnceBehind(
      rowLock("Tournament", id),
      [
        () => leaveTournament(id, field[3].id).then((r) => (r.ok ? "left" : r.reason)),
        () => startTournament(id, later),
      ],
      { inTurn: true },
    );
    expect([left, started]).toEqual(["left", "started"]);
    const games = await gamesOf(id);
    expect(games).toHaveLength(3);
    expect(games.some((g) => g.whiteId === field[3].id || g.blackId === field[3].id)).toBe(false);
    // The other order: a leave after the start is refused, and says to withdraw.
    expect(await leaveTournament(id, field[2].id)).toMatchObject({ ok: false, status: 409 });
  });

  it("a result and a withdrawal at once: each game ends once, and the table is what the games say", async () => {
    const { id, field } = await running(4, "Rw", { gameType: "chess" });
    await queueSettled();
    const quitter = field[1];
    const game = (await gamesOf(id)).find((g) => g.whiteId === quitter.id || g.blackId === quitter.id);
    if (!game) throw new Error("no game");
    const other = game.whiteId === quitter.id ? game.blackId : game.whiteId;
    // The other player resigns that game while the quitter withdraws; both wait on the game's row.
    const [resigned, withdrew] = await atOnceBehind<{ ok: boolean }>(
      rowLock("Game", game.id),
      [() => resign(game.id, other, new Date()), () => withdrawFromTournament(id, quitter.id, new Date())],
      { inTurn: true },
    );
    expect(resigned).toMatchObject({ ok: true });
    // The resignation came first: that game is the quitter's win, not a forfeit; their other two
    // are, and with one game of three finished their results are struck.
    expect(withdrew).toMatchObject({ ok: true, rule: "struck", forfeited: 2 });
    const after = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(after).toMatchObject({
      resultReason: "resignation",
      winner: game.whiteId === quitter.id ? "w" : "b",
    });
    await expectTableMatchesGames(id, 1);
  });
});
