// After a move: which game waits next for this player's move, and how many wait (lib/home/next-game.ts).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { nextGameFor } from "@/lib/home/next-game";
import { finishedRow, person, playMoves, startGameBetween } from "../support/players";

const day = 24 * 60 * 60 * 1000;

describe("the next game after a move", () => {
  it("counts the other games waiting for the player's move and names the soonest deadline first", async () => {
    const ana = await person("Ana");
    const [ben, cy, dee, eli] = await Promise.all(["Ben", "Cy", "Dee", "Eli"].map((name) => person(name)));
    const now = new Date();
    const current = await startGameBetween(ana, ben, {}, now);
    // Ana's move in two: as White with 5 days, and as Black after Dee's first move with 2 days.
    await startGameBetween(ana, cy, { daysPerMove: 5, gameType: "joust" }, now);
    const soonest = await startGameBetween(dee, ana, { daysPerMove: 2, gameType: "kings-court" }, now);
    await playMoves(soonest, ["Pe2-e4"], () => now);
    // Not hers to play: Eli's move, and a finished game.
    await startGameBetween(eli, ana, {}, now);
    await finishedRow(ana, eli, { finishedAt: now });

    const next = await nextGameFor(ana.id, current.id, new Date(now.getTime() + day));
    expect(next).toEqual({
      waiting: 2,
      next: {
        href: `/games/${soonest.id}`,
        gameName: "Kings Court",
        opponentName: "Dee",
        timeLeft: "1 day left",
      },
    });
    // The game just played is never the next one, even when it waits for her again: after the
    // Kings Court move, the next is Ben's game (3 days), then Cy's (5 days).
    expect(await nextGameFor(ana.id, soonest.id, now)).toMatchObject({
      waiting: 2,
      next: { opponentName: "Ben" },
    });
  });

  it("says none when no other game waits", async () => {
    const ana = await person("Ana");
    const ben = await person("Ben");
    const game = await startGameBetween(ana, ben, {}, new Date());
    await db().game.update({ where: { id: game.id }, data: { plies: 1 } });
    expect(await nextGameFor(ana.id, game.id, new Date())).toEqual({ waiting: 0, next: null });
  });
});
