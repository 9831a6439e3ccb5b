// A whole game to its result in each of the six games, through the service: every move of an
// engine-scripted game is submitted by the player whose turn it is, as the move page does.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { getGame, replay, unwrap } from "@/lib/engine";
import { gameIds } from "@/lib/games/catalog";
import { submitMove } from "@/lib/games/play";
import { startGame } from "@/lib/games/start";
import { playout } from "../support/playout";

const t0 = new Date("2026-11-21T12:00:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);

async function jobKeys(gameId: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ key: string }[]>`select key from graphile_worker._private_jobs
    where key like ${`%${gameId}%`} order by key`;
  return rows.map((row) => row.key);
}

describe.each(gameIds)("a whole game of %s", (gameType) => {
  it("is played move by move through submitMove to the engine's result, and the record replays to it", async () => {
    const script = playout(gameType);
    const tag = Math.random().toString(36).slice(2);
    const white = await db().user.create({ data: { email: `w-${tag}@example.com` } });
    const black = await db().user.create({ data: { email: `b-${tag}@example.com` } });
    const game = await db().$transaction((tx) =>
      startGame(tx, { gameType, whiteId: white.id, blackId: black.id, daysPerMove: 3, public: true }, t0),
    );

    for (const [index, move] of script.moves.entries()) {
      const player = index % 2 === 0 ? white : black;
      const result = await submitMove(
        {
          gameId: game.id,
          userId: player.id,
          ply: index + 1,
          move,
          message: index === 0 ? "Good luck!" : undefined,
        },
        minutes(index + 1),
      );
      if (!result.ok) throw new Error(`ply ${index + 1} ${move}: ${result.reason}`);
      expect(result.game.status).toBe(index === script.moves.length - 1 ? "FINISHED" : "ONGOING");
    }

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
    const keys = await jobKeys(game.id);
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
    expect(late).toEqual({ ok: false, status: 409, reason: "This game is over." });
  });
});
