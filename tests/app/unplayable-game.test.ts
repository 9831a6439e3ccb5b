// A stored game the engine cannot continue: a Kings Court game that reached, under the rules
// before A9, a position the current rules refuse (Black's Chancellor check let White's King fly
// onto Black's King). The page says so plainly, a move is refused with a 4xx and writes nothing,
// and the error is logged once with the game's id.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/prisma";
import { submitMove } from "@/lib/games/turn/play";
import { gameView } from "@/lib/games/view/game-view";
import { t0 } from "../support/clock";
import { jobsOf } from "../support/jobs";
import { type Person, person, startGameBetween } from "../support/players";

// White's c-pawn steps to c5 (KC11 arises), then Black's Cg2-i4, legal before A9.
const start = "12/5k6/12/7K4/p1P9/6P2P2/6c5/11C w - - 0 1 -";
const afterIllegalCheck = "12/5k6/12/2P4K4/p7c3/6P2P2/12/11C w - - 1 2 -";

let white: Person;
let black: Person;
let errors: string[];

beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
  });
});
afterEach(() => vi.restoreAllMocks());

async function stuckGame() {
  const game = await startGameBetween(white, black, { gameType: "kings-court" }, t0);
  await db().move.createMany({
    data: [
      { gameId: game.id, ply: 1, notation: "Pc4-c5", playedAt: t0 },
      { gameId: game.id, ply: 2, notation: "Cg2-i4", playedAt: t0 },
    ],
  });
  return db().game.update({
    where: { id: game.id },
    data: {
      startPosition: start,
      position: afterIllegalCheck,
      history: [],
      plies: 2,
      rulesVersion: "kings-court-1",
    },
  });
}

describe("a game the rules engine cannot continue", () => {
  it("reads plainly on its page, refuses moves with a 4xx, writes nothing, and logs once", async () => {
    const game = await stuckGame();
    const jobsBefore = await jobsOf(game.id);
    const now = new Date();

    const found = await gameView(game.id, white, now);
    if (!found.ok) throw new Error(found.reason);
    expect(found.view.yourTurn).toBe(true);
    expect(found.view.unplayable).toMatch(/^This game cannot continue: .*current Kings Court rules/);
    expect(found.view.unplayable).toContain("King's flight");
    expect(found.view.check).toBeUndefined();

    for (const move of ["Kh5xf7", "Kh5-h6"]) {
      const refused = await submitMove({ gameId: game.id, userId: white.id, ply: 3, move }, now);
      expect(refused).toEqual({ ok: false, status: 409, reason: found.view.unplayable });
    }
    expect(await db().move.count({ where: { gameId: game.id } })).toBe(2);
    expect(await db().game.findUniqueOrThrow({ where: { id: game.id } })).toEqual(game);
    expect(await jobsOf(game.id)).toEqual(jobsBefore);

    const lines = errors.filter((line) => line.includes(game.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("could fly onto Black's king");
  });

  it("a game in a position the engine accepts is untouched by the guard", async () => {
    const game = await startGameBetween(white, black, { gameType: "kings-court" }, new Date());
    const found = await gameView(game.id, white, new Date());
    expect(found.ok && found.view.unplayable).toBeNull();
    const played = await submitMove(
      { gameId: game.id, userId: white.id, ply: 1, move: "Pe2-e4" },
      new Date(),
    );
    expect(played.ok).toBe(true);
    expect(errors).toEqual([]);
  });
});
