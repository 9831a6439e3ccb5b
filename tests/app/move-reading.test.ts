// submitMove may take its caller's engine reading of the move (the reply path reads a move once:
// lib/inbound/act.ts), but only while the game is in the state the reading was made in: a reading
// made in another state of the game (it has moved since), or for another text, is read again.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { getGame, unwrap } from "@/lib/engine";
import { lockGame } from "@/lib/games/stored/seats";
import { submitMove } from "@/lib/games/turn/play";
import { hours, t0 } from "../support/clock";
import { type Person, person, startGameBetween } from "../support/players";

let white: Person;
let black: Person;
let gameId: string;
beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
  gameId = (await startGameBetween(white, black, {}, t0)).id;
});

/** Ng1-f3 as the engine reads it after 1. e4 e5: the same text, another position after it. */
function readingElsewhere() {
  const chess = unwrap(getGame("chess"));
  let position = chess.start();
  for (const move of ["Pe2-e4", "Pe7-e5"]) position = unwrap(chess.move(position, move)).position;
  return unwrap(chess.move(position, "Ng1-f3"));
}

const startThenNf3 = () => {
  const chess = unwrap(getGame("chess"));
  return unwrap(chess.move(chess.start(), "Ng1-f3")).position.fen;
};

describe("a caller's reading of the move", () => {
  it("is not used when the game is no longer in the state it was read in", async () => {
    const result = await db().$transaction(async (tx) => {
      const locked = await lockGame(tx, gameId);
      if (!locked) throw new Error("no game");
      const after = readingElsewhere();
      // The row as it was after 1. e4 e5, where that reading was made: two plies on.
      const copy = { ...locked, plies: 2 };
      return submitMove(
        { gameId, userId: white.id, ply: 1, move: "Ng1-f3", read: { game: copy, move: after } },
        hours(1),
        tx,
      );
    });
    expect(result.ok).toBe(true);
    const game = await db().game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.position).toBe(startThenNf3());
  });

  it("is not used when its text is not the move submitted", async () => {
    const result = await db().$transaction(async (tx) => {
      const locked = await lockGame(tx, gameId);
      if (!locked) throw new Error("no game");
      const chess = unwrap(getGame("chess"));
      const other = unwrap(chess.move(chess.start(), "Pe2-e4"));
      return submitMove(
        { gameId, userId: white.id, ply: 1, move: "Ng1-f3", read: { game: locked, move: other } },
        hours(1),
        tx,
      );
    });
    expect(result.ok && result.played?.notation).toBe("Ng1-f3");
    const game = await db().game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.position).toBe(startThenNf3());
  });
});
