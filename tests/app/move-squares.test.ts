import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { gameIds, getGame, unwrap } from "@/lib/engine";
import { moveShown } from "@/lib/games/catalog/catalog";
import { fillMoveSquares } from "@/lib/games/stored/move-squares";
import { loadStoredGame } from "@/lib/games/stored/stored-game";
import { gameView } from "@/lib/games/view/game-view";
import { lastMoveOf } from "@/lib/notify/game-record";
import { hours, t0 } from "../support/clock";
import { type Person, person, playMoves, startGameBetween } from "../support/players";
import { seeded } from "../support/playout";

let white: Person;
let black: Person;

beforeEach(async () => {
  white = await person("Wendy");
  black = await person("Bart");
});

const rowsOf = (gameId: string) =>
  db().move.findMany({
    where: { gameId },
    orderBy: { ply: "asc" },
    select: { ply: true, notation: true, san: true, fromSquare: true, toSquare: true },
  });

async function chessGame(moves: string[]) {
  const game = await startGameBetween(white, black, {}, t0);
  await playMoves(game, moves, hours);
  return game;
}

/** `plies` random legal moves of `gameId` (seeded), in canonical notation: short, and every rule in play. */
function randomOpening(gameId: string, plies: number, seed: number): string[] {
  const game = unwrap(getGame(gameId));
  const random = seeded(seed);
  let position = game.start();
  const moves: string[] = [];
  for (let i = 0; i < plies && game.outcome(position).status === "ongoing"; i++) {
    const legal = game.legalMoves(position);
    const pick = legal[Math.floor(random() * legal.length)];
    moves.push(game.printMove(position, pick));
    position = game.play(position, pick);
  }
  return moves;
}

describe("a move's row keeps its squares and short notation", () => {
  it("castling is the king's move, e1 to g1, written O-O", async () => {
    const game = await chessGame(["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]);
    const last = (await rowsOf(game.id)).at(-1);
    expect(last).toMatchObject({ san: "O-O", fromSquare: "e1", toSquare: "g1" });
  });

  it("en passant ends on the empty square behind the pawn; mate carries #", async () => {
    const passant = await chessGame(["e4", "a6", "e5", "d5", "exd6"]);
    expect((await rowsOf(passant.id)).at(-1)).toMatchObject({
      san: "exd6",
      fromSquare: "e5",
      toSquare: "d6",
    });
    const mate = await chessGame(["f3", "e5", "g4", "Qh4#"]);
    const rows = await rowsOf(mate.id);
    expect(rows.map((r) => r.san)).toEqual(["f3", "e5", "g4", "Qh4#"]);
    expect(rows.at(-1)).toMatchObject({ fromSquare: "d8", toSquare: "h4" });
  });

  it("a check is marked +, and the canonical notation stays the record", async () => {
    const game = await chessGame(["e4", "f5", "Qh5+"]);
    const last = (await rowsOf(game.id)).at(-1);
    expect(last?.san).toBe("Qh5+");
    expect(last?.notation).not.toBe(last?.san); // the record keeps its long form
  });
});

describe("filling the rows of moves played before the squares were kept", () => {
  it("gives every game's old rows exactly what playing them stores, and a second run changes nothing", async () => {
    const played = new Map<string, Awaited<ReturnType<typeof rowsOf>>>();
    for (const [index, gameType] of gameIds().entries()) {
      const game = await startGameBetween(white, black, { gameType }, t0);
      await playMoves(game, randomOpening(gameType, 10, index + 3), hours);
      played.set(game.id, await rowsOf(game.id));
    }
    const ids = [...played.keys()];
    // As the migration left them: the columns there, empty.
    await db().move.updateMany({
      where: { gameId: { in: ids } },
      data: { san: null, fromSquare: null, toSquare: null },
    });
    const filled = await fillMoveSquares(db(), { batch: 4 }); // more than one batch
    expect(filled.moves).toBeGreaterThanOrEqual(60);
    for (const [id, rows] of played) {
      expect(rows.every((r) => r.fromSquare && r.toSquare && r.san)).toBe(true);
      expect(await rowsOf(id)).toEqual(rows);
    }
    expect(await fillMoveSquares(db())).toEqual({ games: 0, moves: 0 });
  });

  it("passes over a record that no longer replays, keeping the moves before it", async () => {
    const game = await chessGame(["e4", "e5", "Nf3"]);
    await db().move.updateMany({ where: { gameId: game.id }, data: { fromSquare: null, toSquare: null } });
    await db().move.update({
      where: { gameId_ply: { gameId: game.id, ply: 2 } },
      data: { notation: "Ke1-e3" }, // not a legal move there: rules changed since, say
    });
    await fillMoveSquares(db());
    const rows = await rowsOf(game.id);
    expect(rows.map((r) => [r.fromSquare, r.toSquare])).toEqual([
      ["e2", "e4"],
      [null, null],
      [null, null],
    ]);
    expect(await fillMoveSquares(db())).toEqual({ games: 1, moves: 0 }); // visited, nothing to write, ends
  });
});

describe("the last-move highlight reads the row", () => {
  it("the game page and the emails take the stored squares, not a replay", async () => {
    const game = await chessGame(["e4", "e5", "Nf3"]);
    // Squares no replay would give prove where the highlight comes from.
    await db().move.update({
      where: { gameId_ply: { gameId: game.id, ply: 3 } },
      data: { fromSquare: "a1", toSquare: "h8" },
    });
    const view = await gameView(game.id, { id: black.id, timeZone: "UTC" }, hours(4));
    expect(view.ok && view.view.lastMove).toEqual({ from: "a1", to: "h8" });
    const stored = await loadStoredGame(game.id);
    expect(stored && lastMoveOf(stored)).toEqual({ from: "a1", to: "h8" });
  });

  it("a row older than the squares still gets its highlight, by replaying the record", async () => {
    const game = await chessGame(["e4", "e5", "Nf3"]);
    await db().move.updateMany({ where: { gameId: game.id }, data: { fromSquare: null, toSquare: null } });
    const view = await gameView(game.id, { id: black.id, timeZone: "UTC" }, hours(4));
    expect(view.ok && view.view.lastMove).toEqual({ from: "g1", to: "f3" });
    const stored = await loadStoredGame(game.id);
    expect(stored && lastMoveOf(stored)).toEqual({ from: "g1", to: "f3" });
  });
});

describe("how moves read on the game page", () => {
  it("chess reads SAN with its mate mark, the long form kept as the record", async () => {
    const game = await chessGame(["f3", "e5", "g4", "Qh4#"]);
    const view = await gameView(game.id, { id: white.id, timeZone: "UTC" }, hours(5));
    if (!view.ok) throw new Error(view.reason);
    expect(view.view.moves.map((m) => m.shown)).toEqual(["f3", "e5", "g4", "Qh4#"]);
    expect(view.view.moves.map((m) => m.notation)).toEqual(["Pf2-f3", "Pe7-e5", "Pg2-g4", "Qd8-h4"]);
  });

  it("a variant keeps its own notation, with a check mark where the game has check; an old row reads as stored", () => {
    expect(moveShown("kings-court", { notation: "Cg2-i4", san: "Ci4+" })).toBe("Cg2-i4+");
    expect(moveShown("juxtaposition", { notation: "Ke1<>h1", san: "Ke1<>h1" })).toBe("Ke1<>h1");
    expect(moveShown("chess", { notation: "Ng1-f3", san: null })).toBe("Ng1-f3");
  });
});
