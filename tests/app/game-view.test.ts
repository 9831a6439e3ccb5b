import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { offerDraw, resign } from "@/lib/games/turn/resolve";
import { gameView, type Viewer } from "@/lib/games/view/game-view";
import { afterGame, newcomer } from "@/lib/ratings/glicko";
import { hours, t0 } from "../support/clock";
import { person, playMoves, startGameBetween } from "../support/players";

let white: Viewer;
let black: Viewer;
let stranger: Viewer;

function newGame(
  options: { gameType?: string; daysPerMove?: number; public?: boolean; rated?: boolean } = {},
) {
  return startGameBetween(white, black, options, t0);
}

async function viewOf(gameId: string, viewer: Viewer | null, now = hours(21), flip = false) {
  const result = await gameView(gameId, viewer, now, { flip });
  if (!result.ok) throw new Error(result.reason);
  return result.view;
}

beforeEach(async () => {
  white = await person("Ana", { timeZone: "Europe/Paris" });
  black = await person("Bart", { name: null, timeZone: "Asia/Tokyo" });
  stranger = await person("Sam", { timeZone: "UTC" });
});

describe("the turn and its deadline, in each viewer's words and time zone", () => {
  it("tells the player to move 'your move' and the other whose move it is, each in their own zone", async () => {
    const game = await newGame({ daysPerMove: 3 });
    await playMoves(game, ["e4"], hours); // at hours(1): Black's deadline is hours(73) = Tue 24 Nov 13:00 UTC
    const forBlack = await viewOf(game.id, black, hours(20));
    const forWhite = await viewOf(game.id, white, hours(20));
    expect(forBlack).toMatchObject({
      yourTurn: true,
      toMove: "BLACK",
      nextPly: 2,
      turnLine: "your move — 2 days 5 hours left",
      deadlineText: "Tuesday 24 November, 22:00 (Asia/Tokyo)",
    });
    // Black has no display name yet: the address's local part stands in.
    expect(forWhite.black.name).toMatch(/^bart-/);
    expect(forWhite).toMatchObject({
      yourTurn: false,
      turnLine: `${forWhite.black.name}'s move — 2 days 5 hours left`,
      deadlineText: "Tuesday 24 November, 14:00 (Europe/Paris)",
    });
  });

  it("says time is up once the deadline has passed and the deadline job has not run yet", async () => {
    const game = await newGame({ daysPerMove: 1 });
    expect((await viewOf(game.id, white, hours(25))).turnLine).toBe("your move — time is up");
  });
});

describe("the board", () => {
  it.each([
    ["White", "w", false, "w"],
    ["White", "w", true, "b"],
    ["Black", "b", false, "b"],
    ["Black", "b", true, "w"],
  ] as const)(
    "%s sees it from %s's side unless flipped (flip=%s → %s at the bottom)",
    async (who, _, flip, bottom) => {
      const game = await newGame();
      const view = await viewOf(game.id, who === "White" ? white : black, hours(1), flip);
      expect(view.orientation).toBe(bottom);
    },
  );

  it("marks the last move, read back from the record, and the king in check", async () => {
    const game = await newGame();
    await playMoves(game, ["e4", "e5", "Nf3"], hours);
    const view = await viewOf(game.id, black);
    expect(view.lastMove).toEqual({ from: "g1", to: "f3" });
    expect(view.check).toBeUndefined();

    const mate = await newGame();
    await playMoves(mate, ["f3", "e5", "g4", "Qh4#"], hours);
    const over = await viewOf(mate.id, white);
    expect(over.lastMove).toEqual({ from: "d8", to: "h4" });
    expect(over.check).toBe("e1");
    expect(over).toMatchObject({ finished: true, turnLine: null, deadlineText: null, yourTurn: false });
    expect(over.resultLine).toBe(`${over.black.name} (Black) won by checkmate`);
  });

  it("reads a 12×8 Kings Court record back the same way", async () => {
    const game = await newGame({ gameType: "kings-court" });
    await playMoves(game, ["e4", "e5"], hours);
    const view = await viewOf(game.id, white);
    expect(view).toMatchObject({ gameName: "Kings Court", rulesHref: "/rules/kings-court", nextPly: 3 });
    expect(view.lastMove).toEqual({ from: "e7", to: "e5" });
  });
});

describe("the move list", () => {
  it("numbers the moves, keeps canonical notation and each move's message with it", async () => {
    const game = await newGame({ daysPerMove: 2 });
    await playMoves(game, [["e4", "Good luck!"], "e5", ["Nf3", "Your move, Bart."]], hours);
    const view = await viewOf(game.id, white);
    expect(view.moves.map((m) => [m.label, m.notation, m.message])).toEqual([
      ["1.", "Pe2-e4", "Good luck!"],
      ["1…", "Pe7-e5", null],
      ["2.", "Ng1-f3", "Your move, Bart."],
    ]);
    expect(view.moves.map((m) => [m.ply, m.number, m.side])).toEqual([
      [1, 1, "WHITE"],
      [2, 1, "BLACK"],
      [3, 2, "WHITE"],
    ]);
    expect(view).toMatchObject({
      timeControl: "2 days per move",
      white: { name: "Ana", side: "WHITE" },
      status: expect.stringContaining("to move"),
    });
  });

  it("shows the messages to the two players only: they are private correspondence", async () => {
    const game = await newGame({ public: true });
    await playMoves(game, [["e4", "Good luck!"], ["e5", "And to you."], "Nf3"], hours);
    await resign(game.id, black.id, hours(4));
    const messages = async (viewer: Viewer | null) =>
      (await viewOf(game.id, viewer)).moves.map((m) => m.message);
    expect(await messages(white)).toEqual(["Good luck!", "And to you.", null]);
    expect(await messages(black)).toEqual(["Good luck!", "And to you.", null]);
    // A visitor of the public finished game sees the moves, not what the players wrote.
    expect(await messages(stranger)).toEqual([null, null, null]);
    expect(await messages(null)).toEqual([null, null, null]);
    expect((await viewOf(game.id, null)).moves.map((m) => m.notation)).toEqual([
      "Pe2-e4",
      "Pe7-e5",
      "Ng1-f3",
    ]);
  });

  it("shows a draw offer to each player from their side", async () => {
    const game = await newGame();
    await offerDraw(game.id, white.id, new Date());
    expect((await viewOf(game.id, white)).drawOffer).toBe("by-you");
    expect((await viewOf(game.id, black)).drawOffer).toBe("by-opponent");
  });
});

describe("who may see a game", () => {
  it("hides a running game from everyone but its players, exactly like a missing game", async () => {
    const game = await newGame({ public: true });
    const missing = await gameView("no-such-game", white, hours(1));
    expect(missing.ok).toBe(false);
    expect(await gameView(game.id, stranger, hours(1))).toEqual(missing);
    expect(await gameView(game.id, null, hours(1))).toEqual(missing);
    expect((await gameView(game.id, white, hours(1))).ok).toBe(true);
  });

  it("shows a public finished game read-only to anyone, and keeps a private one hidden", async () => {
    const open = await newGame({ public: true });
    const closed = await newGame({ public: false });
    await resign(open.id, black.id, hours(2));
    await resign(closed.id, black.id, hours(2));

    for (const visitor of [stranger, null]) {
      const view = await viewOf(open.id, visitor);
      expect(view).toMatchObject({ viewerSide: null, yourTurn: false, orientation: "w", finished: true });
      expect(view.resultLine).toBe("Ana (White) won by resignation");
      expect((await gameView(closed.id, visitor, hours(3))).ok).toBe(false);
    }
    expect((await viewOf(closed.id, black)).viewerSide).toBe("BLACK");
  });
});

describe("ratings beside the names", () => {
  it("a running game shows each player's rating for its game, and whether it is rated", async () => {
    await db().rating.create({
      data: {
        userId: white.id,
        gameType: "chess",
        rating: 1623.6,
        deviation: 60,
        volatility: 0.06,
        games: 30,
      },
    });
    await db().rating.create({
      data: { userId: black.id, gameType: "joust", rating: 1800, deviation: 60, volatility: 0.06, games: 30 },
    });
    const rated = await viewOf((await newGame({ rated: true })).id, white);
    expect(rated.rated).toBe(true);
    expect(rated.white).toMatchObject({ rating: "1624", ratingChange: null });
    // Bart's Joust rating is no chess rating: new to chess, he counts (and reads) as a newcomer.
    expect(rated.black).toMatchObject({ rating: "1500?", ratingChange: null });
    expect((await viewOf((await newGame()).id, white)).rated).toBe(false);
  });

  it("a finished rated game shows the rating it left each player with and the change; a casual one no change", async () => {
    const rated = await newGame({ rated: true });
    await playMoves(rated, ["e4", "e5"], hours);
    await resign(rated.id, black.id, hours(3));
    const view = await viewOf(rated.id, stranger, hours(4));
    const [won, lost] = [afterGame(newcomer, newcomer, 1), afterGame(newcomer, newcomer, 0)];
    const points = Math.round(won.rating - 1500);
    expect(view.white).toMatchObject({ rating: `${Math.round(won.rating)}?`, ratingChange: `+${points}` });
    expect(view.black).toMatchObject({ rating: `${Math.round(lost.rating)}?`, ratingChange: `−${points}` });

    // A later casual game between them shows their ratings as they stand now, and no change.
    const casual = await newGame();
    await playMoves(casual, ["e4", "e5"], hours);
    await resign(casual.id, white.id, hours(3));
    const after = await viewOf(casual.id, stranger, hours(4));
    expect(after.rated).toBe(false);
    expect(after.white).toMatchObject({ rating: `${Math.round(won.rating)}?`, ratingChange: null });
  });
});
