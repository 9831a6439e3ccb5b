// A whole game to its result in each of the six games, through the service: every move of an
// engine-scripted game is submitted by the player whose turn it is, as the move page does.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { getGame, replay, unwrap } from "@/lib/engine";
import { gameIds } from "@/lib/games/catalog/catalog";
import { submitMove } from "@/lib/games/turn/play";
import { minutes, t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { person, playMoves, startGameBetween } from "../support/players";
import { playout } from "../support/playout";

describe.each(gameIds)("a whole game of %s", (gameType) => {
  it("is played move by move through submitMove to the engine's result, and the record replays to it", async () => {
    const script = playout(gameType);
    const white = await person("White", { name: null });
    const black = await person("Black", { name: null });
    const game = await startGameBetween(white, black, { gameType }, t0);

    const [first, ...rest] = script.moves;
    const after = await playMoves(game, [[first, "Good luck!"], ...rest], minutes);
    // Only the last move ends the game.
    expect(after.map((row) => row.status)).toEqual(
      script.moves.map((_, index) => (index === script.moves.length - 1 ? "FINISHED" : "ONGOING")),
    );

    const finished = await db().game.findUniqueOrThrow({ where: { id: game.id } });
    expect(finished).toMatchObject({
      status: "FINISHED",
      winner: script.winner,
      resultReason: script.reason,
      plies: script.moves.length,
      position: script.final.fen,
      deadline: null,
      finishedAt: minutes(script.moves.length),
    });
    const moves = await db().move.findMany({ where: { gameId: game.id }, orderBy: { ply: "asc" } });
    expect(moves.map((m) => m.notation)).toEqual(script.moves);
    expect(moves[0].message).toBe("Good luck!");

    // The stored record (start position + notation) is enough to rebuild the final position.
    const rebuilt = unwrap(
      replay(
        gameType,
        moves.map((m) => m.notation),
        finished.startPosition,
      ),
    );
    expect(rebuilt.fen).toBe(finished.position);
    expect(unwrap(getGame(gameType)).outcome(rebuilt)).toMatchObject({
      status: "over",
      winner: script.winner,
    });

    // The deadline and reminder are gone; the game-over emails are queued; nothing more is accepted.
    const keys = (await jobsOf(game.id)).map((job) => job.key);
    expect(keys).toContain(`game-over:${game.id}`);
    expect(keys.filter((k) => k.startsWith("deadline:") || k.startsWith("reminder:"))).toEqual([]);
    const late = await submitMove(
      {
        gameId: game.id,
        userId: script.moves.length % 2 === 0 ? white.id : black.id,
        ply: script.moves.length + 1,
        move: "e4",
      },
      minutes(script.moves.length + 2),
    );
    expect(late).toEqual({ ok: false, status: 409, reason: "This game is over.", movedOn: true });
  });
});
