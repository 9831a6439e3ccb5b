// What a game keeps right through takebacks, aborts, draw offers and refused moves, through the
// services with a fixed clock (issue 26's defects found by playing, one scenario each).
import { beforeEach, describe, expect, it } from "vitest";
import { addLine, clearedByTakeback, myConditionalMoves } from "@/lib/conditional/lines";
import { db } from "@/lib/db/prisma";
import { abortGame } from "@/lib/games/turn/abort";
import { submitMove } from "@/lib/games/turn/play";
import { answerDraw, offerDraw, resign } from "@/lib/games/turn/resolve";
import { answerTakeback, requestTakeback } from "@/lib/games/turn/takeback";
import { gameView } from "@/lib/games/view/game-view";
import { startVacation } from "@/lib/vacation/vacation";
import { hours, t0 } from "../support/clock";
import { type Person, person, playMoves, startGameBetween } from "../support/players";

let white: Person;
let black: Person;
beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
});

const row = (id: string) =>
  db().game.findUniqueOrThrow({ where: { id }, include: { moves: { orderBy: { ply: "asc" } } } });
const notations = async (id: string) => (await row(id)).moves.map((m) => m.notation);

async function takeback(gameId: string, asker: Person, answerer: Person, at: Date) {
  expect((await requestTakeback(gameId, asker.id, at)).ok).toBe(true);
  expect((await answerTakeback(gameId, answerer.id, true, at)).ok).toBe(true);
}

describe("conditional moves and takebacks", () => {
  it("a line of the asker's, set for the move taken back, never answers in the position played instead", async () => {
    const game = await startGameBetween(white, black, { takebacks: true }, t0);
    await playMoves(game, ["e4", "e5", "Nf3"], hours);
    // White keeps "if Nc6, Bc4", takes Nf3 back and plays c3: the line was made for another position.
    expect((await addLine({ gameId: game.id, userId: white.id, ply: 4, moves: ["Nc6", "Bc4"] })).ok).toBe(
      true,
    );
    await takeback(game.id, white, black, hours(4));
    expect((await submitMove({ gameId: game.id, userId: white.id, ply: 3, move: "c3" }, hours(5))).ok).toBe(
      true,
    );
    await submitMove({ gameId: game.id, userId: black.id, ply: 4, move: "Nc6" }, hours(6));
    // Before, Bc4 was played for White here at once.
    expect(await notations(game.id)).toEqual(["Pe2-e4", "Pe7-e5", "Pc2-c3", "Nb8-c6"]);
    const mine = await myConditionalMoves(await row(game.id), white.id);
    expect(mine).toMatchObject({ lines: [], notice: clearedByTakeback });
  });

  it("the other player's lines for the move after the reply taken back are cleared too, with the notice", async () => {
    const game = await startGameBetween(white, black, { takebacks: true }, t0);
    await playMoves(game, ["e4", "e5", "Nf3", "Nc6"], hours);
    expect((await addLine({ gameId: game.id, userId: black.id, ply: 5, moves: ["Bc4", "Nf6"] })).ok).toBe(
      true,
    );
    // White asks on White's own turn: Nc6 and Nf3 go, and Black's lines answered White's move 3.
    await takeback(game.id, white, black, hours(5));
    const theirs = await db().conditionalLine.findUniqueOrThrow({
      where: { gameId_userId: { gameId: game.id, userId: black.id } },
    });
    expect(theirs).toMatchObject({ tree: [], notice: clearedByTakeback });
    expect((await myConditionalMoves(await row(game.id), black.id))?.notice).toBe(clearedByTakeback);
    // A player with no lines gets no notice.
    expect((await myConditionalMoves(await row(game.id), white.id))?.notice).toBeNull();
  });
});

describe("conditional moves on a game that is not running", () => {
  it("an aborted game takes no line, and stores nothing", async () => {
    const game = await startGameBetween(white, black, {}, t0);
    await playMoves(game, ["e4"], hours);
    expect((await abortGame(game.id, black.id, hours(2))).ok).toBe(true);
    // White's lines would answer Black's move 1: refused, as on a finished game.
    expect(await addLine({ gameId: game.id, userId: white.id, ply: 2, moves: ["e5", "Nf3"] })).toEqual({
      ok: false,
      status: 409,
      reason: "This game was aborted.",
    });
    expect(await db().conditionalLine.count({ where: { gameId: game.id } })).toBe(0);
  });
});

describe("a refused move and the mover's vacation", () => {
  it("an illegal, mistyped or stale move leaves the vacation and the pause as they were; a move played ends it", async () => {
    await db().user.update({
      where: { id: white.id },
      data: { vacationSeconds: 10 * 86_400, vacationAccruedAt: t0 },
    });
    const game = await startGameBetween(white, black, { daysPerMove: 3 }, t0);
    const started = await startVacation(white.id, "2026-11-28", hours(1));
    expect(started.ok).toBe(true);
    const away = await db().user.findUniqueOrThrow({ where: { id: white.id } });

    for (const [move, ply] of [
      ["Ke2", 1], // illegal
      ["e9", 1], // mistyped
      ["e4", 3], // a page ahead of the game
    ] as const) {
      const refused = await submitMove({ gameId: game.id, userId: white.id, ply, move }, hours(2));
      expect(refused.ok).toBe(false);
      expect(await db().user.findUniqueOrThrow({ where: { id: white.id } })).toMatchObject({
        vacationFrom: away.vacationFrom,
        vacationUntil: away.vacationUntil,
        vacationSeconds: away.vacationSeconds,
      });
      expect((await row(game.id)).pausedAt).toEqual(hours(1));
    }
    // An offer made with a move while the opponent's waits is refused too, before anything else.
    await db().game.update({ where: { id: game.id }, data: { drawOfferedBy: "BLACK" } });
    const offered = await submitMove(
      { gameId: game.id, userId: white.id, ply: 1, move: "e4", offerDraw: true },
      hours(2),
    );
    expect(offered.ok).toBe(false);
    expect((await db().user.findUniqueOrThrow({ where: { id: white.id } })).vacationUntil).toEqual(
      away.vacationUntil,
    );

    expect((await submitMove({ gameId: game.id, userId: white.id, ply: 1, move: "e4" }, hours(3))).ok).toBe(
      true,
    );
    expect((await db().user.findUniqueOrThrow({ where: { id: white.id } })).vacationUntil).toBeNull();
    expect((await row(game.id)).pausedAt).toBeNull();
  });
});

describe("draw offers never overwrite each other", () => {
  it("a move offering a draw while the opponent's offer waits is refused, and their offer stands", async () => {
    const game = await startGameBetween(white, black, {}, t0);
    await playMoves(game, ["e4"], hours);
    expect((await offerDraw(game.id, white.id, hours(2))).ok).toBe(true);
    const refused = await submitMove(
      { gameId: game.id, userId: black.id, ply: 2, move: "e5", offerDraw: true },
      hours(3),
    );
    expect(refused).toEqual({
      ok: false,
      status: 409,
      reason:
        "Your opponent has offered you a draw: accept it, or send your move without offering one (the move declines their offer).",
    });
    // With the refusal removed, Black's offer took the place of White's: each then waited for the other.
    expect(await row(game.id)).toMatchObject({ plies: 1, drawOfferedBy: "WHITE", status: "ONGOING" });
    // Black can still accept it; or move without an offer, which declines it.
    expect((await answerDraw(game.id, black.id, true, hours(4))).ok).toBe(true);
    expect(await row(game.id)).toMatchObject({
      status: "FINISHED",
      winner: "draw",
      resultReason: "agreement",
    });
  });

  it("an offer made on its own while the opponent's waits (a page from before it) agrees the draw", async () => {
    const game = await startGameBetween(white, black, {}, t0);
    await playMoves(game, ["e4", "e5"], hours);
    expect((await offerDraw(game.id, black.id, hours(3))).ok).toBe(true);
    const agreed = await offerDraw(game.id, white.id, hours(4));
    expect(agreed.ok && agreed.game).toMatchObject({
      status: "FINISHED",
      winner: "draw",
      resultReason: "agreement",
      drawOfferedBy: null,
    });
    // Offering twice oneself is still refused, as before.
    const other = await startGameBetween(white, black, {}, t0);
    await offerDraw(other.id, white.id, hours(1));
    expect(await offerDraw(other.id, white.id, hours(2))).toMatchObject({
      ok: false,
      reason: "You have already offered a draw.",
    });
  });
});

describe("abort after a takeback", () => {
  it.each([
    ["one ply (Black's reply) taken back, back to 1 ply", "black", 1],
    ["two plies (Black's move and White's reply) taken back, back to 1 ply", "black-after-reply", 1],
    ["two plies (White's move and Black's reply) taken back, back to the start", "white", 0],
  ] as const)("a rated game with %s cannot be aborted, and rates when it ends", async (_, how, plies) => {
    const game = await startGameBetween(white, black, { takebacks: true, rated: true }, t0);
    if (how === "white") {
      await playMoves(game, ["e4", "e5"], hours);
      await takeback(game.id, white, black, hours(3));
    } else if (how === "black") {
      await playMoves(game, ["e4", "e5"], hours);
      await takeback(game.id, black, white, hours(3));
    } else {
      await playMoves(game, ["e4", "e5", "Nf3"], hours);
      await takeback(game.id, black, white, hours(4));
    }
    expect((await row(game.id)).plies).toBe(plies);
    expect(await abortGame(game.id, white.id, hours(5))).toMatchObject({
      ok: false,
      reason: "Both sides have moved, so this game can no longer be aborted: resign or offer a draw instead.",
    });
    const seen = await gameView(game.id, { id: white.id, timeZone: "UTC" }, hours(5));
    expect(seen.ok && seen.view.canAbort).toBe(false);
    // Not a game of no result either: resigning it now changes both ratings.
    expect((await resign(game.id, white.id, hours(6))).ok).toBe(true);
    expect(await db().ratingChange.count({ where: { gameId: game.id } })).toBe(2);
  });

  it("a game where only White had moved stays abortable after White's move is taken back", async () => {
    const game = await startGameBetween(white, black, { takebacks: true, rated: true }, t0);
    await playMoves(game, ["e4"], hours);
    await takeback(game.id, white, black, hours(2));
    expect((await abortGame(game.id, black.id, hours(3))).ok).toBe(true);
  });
});
