// Ratings against a real PostgreSQL, through the real service functions: a rated game that ends
// (checkmate through submitMove, agreement, time, resignation) changes both players' ratings for that game in the
// transaction that ends it; casual games and games over before both sides moved change nothing;
// the read models (a player's ratings and history, the leaderboard).
import { beforeEach, describe, expect, it } from "vitest";
import { ownGamesPgn } from "@/lib/archive/own-games";
import { toPgn } from "@/lib/archive/pgn";
import { ratedRecordOf, visibleGame } from "@/lib/archive/record";
import { db } from "@/lib/db/prisma";
import { answerDraw, loseOnTime, offerDraw, resign } from "@/lib/games/turn/resolve";
import type { Game } from "@/lib/generated/prisma/client";
import { pgnWithNotes } from "@/lib/notes/pgn";
import { afterGame, type Glicko, newcomer } from "@/lib/ratings/glicko";
import { type LeaderboardLine, leaderboard, playerRatings, ratingsFor } from "@/lib/ratings/read";
import { atOnceBehind } from "../support/barrier";
import { days, hours, t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { finishedRow, type Person, person, playMoves, startGameBetween } from "../support/players";

let white: Person;
let black: Person;

beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
});

const newGame = (options: { rated?: boolean; gameType?: string } = {}) =>
  startGameBetween(white, black, { rated: true, ...options }, t0);

/** A rating row as a player would have it after some games. */
const seat = (who: { id: string }, rating: Glicko, games = 12, gameType = "chess") =>
  db().rating.create({ data: { userId: who.id, gameType, ...rating, games } });

const ratingOf = (who: { id: string }, gameType = "chess") =>
  db().rating.findUnique({ where: { userId_gameType: { userId: who.id, gameType } } });

const strong: Glicko = { rating: 1720, deviation: 70, volatility: 0.06 };
const middling: Glicko = { rating: 1540, deviation: 95, volatility: 0.059 };

describe("a rated game that ends updates both players' ratings in the same transaction", () => {
  // Each way a game ends, through the function that ends it; White's score and the finishing time.
  const endings: [string, (game: Game) => Promise<unknown>, 0 | 0.5 | 1, Date][] = [
    ["checkmate (submitMove)", (game) => playMoves(game, ["f3", "e5", "g4", "Qh4#"], hours), 0, hours(4)],
    [
      "a draw by agreement (answerDraw)",
      async (game) => {
        await playMoves(game, ["e4", "e5"], hours);
        await offerDraw(game.id, white.id, new Date());
        return answerDraw(game.id, black.id, true, hours(3));
      },
      0.5,
      hours(3),
    ],
    [
      "a loss on time (loseOnTime)",
      async (game) => {
        await playMoves(game, ["e4", "e5"], hours);
        return loseOnTime(game.id, 2, days(5));
      },
      0,
      days(5),
    ],
    [
      "a resignation (resign)",
      async (game) => {
        await playMoves(game, ["e4", "e5", "Nf3"], hours);
        return resign(game.id, black.id, hours(4));
      },
      1,
      hours(4),
    ],
  ];

  it.each(endings)("%s", async (_, finish, whiteScore, finishedAt) => {
    await seat(white, strong);
    await seat(black, middling);
    const game = await newGame();
    await finish(game);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("FINISHED");

    const whiteAfter = afterGame(strong, middling, whiteScore);
    const blackAfter = afterGame(middling, strong, (1 - whiteScore) as 0 | 0.5 | 1);
    expect(await ratingOf(white)).toMatchObject({ ...whiteAfter, games: 13 });
    expect(await ratingOf(black)).toMatchObject({ ...blackAfter, games: 13 });
    const changes = await db().ratingChange.findMany({ where: { gameId: game.id } });
    expect(
      changes.map(({ userId, gameType, before, after, deviation, at }) => ({
        userId,
        gameType,
        before,
        after,
        deviation,
        at,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          userId: white.id,
          gameType: "chess",
          before: strong.rating,
          after: whiteAfter.rating,
          deviation: whiteAfter.deviation,
          at: finishedAt,
        },
        {
          userId: black.id,
          gameType: "chess",
          before: middling.rating,
          after: blackAfter.rating,
          deviation: blackAfter.deviation,
          at: finishedAt,
        },
      ]),
    );
    expect(changes).toHaveLength(2);
    // The direction a result should move the stronger player: down for a draw or a loss.
    expect(Math.sign(whiteAfter.rating - strong.rating)).toBe(whiteScore === 1 ? 1 : -1);
  });

  it("players new to the game start from 1500 with the newcomer's deviation", async () => {
    const game = await newGame();
    await playMoves(game, ["f3", "e5", "g4", "Qh4#"], hours);
    expect(await ratingOf(black)).toMatchObject({ ...afterGame(newcomer, newcomer, 1), games: 1 });
    expect(await ratingOf(white)).toMatchObject({ ...afterGame(newcomer, newcomer, 0), games: 1 });
    expect((await ratingOf(black))?.rating).toBeGreaterThan(1600);
  });

  it("a rating belongs to one game: a rated Kings Court game leaves the chess ratings alone", async () => {
    await seat(white, strong);
    const game = await newGame({ gameType: "kings-court" });
    await playMoves(game, ["e4", "e5"], hours);
    await resign(game.id, white.id, hours(3));
    expect(await ratingOf(white)).toMatchObject({ ...strong, games: 12 });
    expect(await ratingOf(white, "kings-court")).toMatchObject({
      ...afterGame(newcomer, newcomer, 0),
      games: 1,
    });
  });
});

describe("games that change no rating", () => {
  it("a casual game, played to checkmate", async () => {
    await seat(white, strong);
    const game = await newGame({ rated: false });
    await playMoves(game, ["f3", "e5", "g4", "Qh4#"], hours);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).winner).toBe("b");
    expect(await ratingOf(white)).toMatchObject({ ...strong, games: 12 });
    expect(await ratingOf(black)).toBeNull();
    expect(await db().ratingChange.count({ where: { gameId: game.id } })).toBe(0);
  });

  it.each([
    [0, "White resigns before any move"],
    [1, "Black resigns after White's first move"],
  ])("a rated game resigned at ply %d (%s)", async (plies, _) => {
    await seat(white, strong);
    const game = await newGame();
    await playMoves(game, ["e4"].slice(0, plies), hours);
    const resigner = plies === 0 ? white : black;
    expect((await resign(game.id, resigner.id, hours(2))).ok).toBe(true);
    expect((await db().game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("FINISHED");
    expect(await ratingOf(white)).toMatchObject({ ...strong, games: 12 });
    expect(await ratingOf(black)).toBeNull();
    expect(await db().ratingChange.count({ where: { gameId: game.id } })).toBe(0);
  });
});

describe("one transaction", () => {
  it("an error while rating the second player rolls back the first player's rating, the result and its email", async () => {
    await seat(white, strong);
    await seat(black, middling);
    const game = await newGame();
    await playMoves(game, ["e4", "e5"], hours);
    // A real fault: Black already has a change recorded for this game, so writing Black's change
    // breaks the (gameId, userId) key after White's rating, White's change and Black's rating.
    await db().ratingChange.create({
      data: {
        userId: black.id,
        gameId: game.id,
        gameType: "chess",
        before: 1,
        after: 2,
        deviation: 3,
        at: t0,
      },
    });
    await expect(resign(game.id, white.id, hours(3))).rejects.toThrow(/Unique constraint|unique/i);
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({
      status: "ONGOING",
      winner: null,
    });
    expect(await ratingOf(white)).toMatchObject({ ...strong, games: 12 });
    expect(await ratingOf(black)).toMatchObject({ ...middling, games: 12 });
    expect(await db().ratingChange.count({ where: { gameId: game.id, userId: white.id } })).toBe(0);
    expect((await jobsOf(game.id)).map((job) => job.task)).not.toContain("game-over-email");
  });

  it("six of one player's rated games resigned at once rate one after another: six different starting points", async () => {
    await seat(white, strong);
    const games: Game[] = [];
    for (const name of ["Ada", "Bea", "Cal", "Dan", "Eli", "Flo"]) {
      const game = await startGameBetween(white, await person(name), { rated: true }, t0);
      await playMoves(game, ["e4", "e5"], hours);
      games.push(game);
    }
    const results = await atOnceBehind(
      {
        sql: `select 1 from "Rating" where "userId" = $1 and "gameType" = 'chess' for update`,
        values: [white.id],
      },
      games.map((game) => () => resign(game.id, game.blackId, hours(3))),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const changes = await db().ratingChange.findMany({ where: { userId: white.id } });
    expect(changes).toHaveLength(6);
    expect(new Set(changes.map((c) => c.before)).size).toBe(6);
    // One chain: each game starts where another left off, from her rating before all six.
    const next = new Map(changes.map((c) => [c.before, c]));
    let rating = strong.rating;
    for (let i = 0; i < 6; i++) rating = next.get(rating)?.after ?? Number.NaN;
    expect(await ratingOf(white)).toMatchObject({ rating, games: 18 });
  });
});

describe("reading ratings", () => {
  it("ratingsFor: the players' current ratings for one game; nobody before their first rated game", async () => {
    await seat(white, strong);
    await seat(black, middling, 3, "joust");
    const ratings = await ratingsFor([white.id, black.id], "chess");
    expect(ratings.get(white.id)).toEqual(strong);
    expect(ratings.has(black.id)).toBe(false);
  });

  it("playerRatings: each game's rating with its deviation and its history, oldest first, from 1500", async () => {
    const carla = await person("Carla", { name: "Carla" });
    const first = await newGame();
    await playMoves(first, ["e4", "e5"], hours);
    await resign(first.id, black.id, hours(3));
    const second = await startGameBetween(white, carla, { rated: true, public: false }, hours(4));
    await playMoves(second, ["e4", "e5"], (ply) => hours(4 + ply));
    await resign(second.id, white.id, hours(8));
    const [chess] = await playerRatings(white.id);
    const now = await ratingOf(white);
    const won = afterGame(newcomer, newcomer, 1);
    expect(chess).toMatchObject({
      gameType: "chess",
      games: 2,
      rating: now?.rating,
      deviation: now?.deviation,
      provisional: true,
      start: 1500,
    });
    expect(chess.label).toBe(`${Math.round(now?.rating ?? 0)}?`);
    expect(chess.withDeviation).toBe(`${Math.round(now?.rating ?? 0)}? ± ${Math.round(now?.deviation ?? 0)}`);
    // Each game at the moment it ended; the public one names its game, opponent and result.
    expect(chess.history).toEqual([
      {
        at: hours(3),
        rating: won.rating,
        change: `+${Math.round(won.rating - 1500)}`,
        game: { id: first.id, opponent: "Bart", result: "won" },
      },
      { at: hours(8), rating: now?.rating, change: expect.stringMatching(/^−\d+$/), game: null },
    ]);
  });

  it("the leaderboard: settled ratings of players with a rated game in the last year, best first", async () => {
    const now = days(400);
    const [ana, ben, cy, dot, eve] = await Promise.all(
      ["Ana", "Ben", "Cy", "Dot", "Eve"].map((n) => person(n)),
    );
    const rows: [Person, number, number, Date, string][] = [
      [ana, 1650, 60, days(390), "chess"], // settled, recent
      [ben, 1820, 80, days(100), "chess"], // settled, 300 days before `now`
      [cy, 1900, 140, days(395), "chess"], // provisional: not listed
      [dot, 2000, 50, days(20), "chess"], // last rated game 380 days before `now`: not listed
      [eve, 2100, 50, days(399), "joust"], // another game
    ];
    for (const [who, rating, deviation, at, gameType] of rows) {
      await db().rating.create({
        data: { userId: who.id, gameType, rating, deviation, volatility: 0.06, games: 20 },
      });
      const game = await finishedRow(who, white, { finishedAt: at, gameType });
      await db().ratingChange.create({
        data: {
          userId: who.id,
          gameId: game.id,
          gameType,
          before: rating - 10,
          after: rating,
          deviation,
          at,
        },
      });
    }
    const lines = await leaderboard("chess", now);
    const mine = lines.filter((line) => [ana, ben, cy, dot].some((p) => p.id === line.userId));
    expect(mine.map(({ name, label, deviation, games }) => [name, label, deviation, games])).toEqual([
      ["Ben", "1820", 80, 20],
      ["Ana", "1650", 60, 20],
    ]);
    expect(lines.map((line) => line.place)).toEqual(lines.map((_, index) => index + 1));
    expect((await leaderboard("joust", now)).map((line) => line.name)).toContain("Eve");
    // The provisional ones are listed apart, marked: Cy (recent), not Dot (long ago), nor the settled.
    const provisional = await leaderboard("chess", now, { provisional: true });
    const theirs = provisional.filter((line) => [ana, ben, cy, dot].some((p) => p.id === line.userId));
    expect(theirs.map(({ name, label, deviation }) => [name, label, deviation])).toEqual([
      ["Cy", "1900?", 140],
    ]);
  });

  it("after rated games between newcomers only, the leaderboard has nobody and the provisional list has both", async () => {
    const game = await startGameBetween(white, black, { rated: true, gameType: "kings-court" }, t0);
    await playMoves(game, ["e4", "e5"], hours);
    await resign(game.id, black.id, hours(3));
    const ours = (lines: LeaderboardLine[]) =>
      lines.filter((line) => line.userId === white.id || line.userId === black.id);
    expect(ours(await leaderboard("kings-court", hours(4)))).toEqual([]);
    const listed = ours(await leaderboard("kings-court", hours(4), { provisional: true }));
    expect(listed.map((line) => line.userId)).toEqual([white.id, black.id]);
    expect(listed.map((line) => line.label)).toEqual(listed.map((line) => `${Math.round(line.rating)}?`));
  });
});

describe("PGN of rated games", () => {
  it("carries each player's rating before the game, in every export: the game's, the account's, the notes'", async () => {
    await seat(white, strong);
    await seat(black, middling);
    const rated = await newGame();
    await playMoves(rated, ["f3", "e5", "g4", "Qh4#"], hours);
    const casual = await startGameBetween(white, black, { rated: false }, t0);
    await playMoves(casual, ["f3", "e5", "g4", "Qh4#"], hours);
    const blackAfter = afterGame(middling, strong, 1);
    const tags = [
      '[WhiteElo "1720"]',
      '[BlackElo "1540"]',
      `[WhiteRatingDiff "-${Math.round(strong.rating) - Math.round(afterGame(strong, middling, 0).rating)}"]`,
      `[BlackRatingDiff "+${Math.round(blackAfter.rating) - Math.round(middling.rating)}"]`,
    ].join("\n");

    const loaded = await visibleGame(rated.id, null);
    if (!loaded) throw new Error("the rated game is public and finished");
    expect(toPgn(await ratedRecordOf(loaded.game))).toContain(tags);
    expect(await pgnWithNotes(rated.id, white.id)).toContain(tags);
    // The account's file: the rated game with its tags, the casual one without.
    const games = (await ownGamesPgn(white.id)).split(/\n(?=\[Event )/);
    expect(games).toHaveLength(2);
    const byId = (id: string) => games.find((pgn) => pgn.includes(`/games/${id}"]`)) ?? "";
    expect(byId(rated.id)).toContain(tags);
    expect(byId(casual.id)).not.toMatch(/Elo|RatingDiff/);
  });
});
