// What the archive hands out for one game: who may see it, the PGN and JSON records (messages
// only for the players), and the position at any ply, rebuilt from the stored record.
import { describe, expect, it } from "vitest";
import { fromPgn, toPgn } from "@/lib/archive/pgn";
import { boardAtPly, jsonOf, recordOf, visibleGame } from "@/lib/archive/record";
import { catalog } from "@/lib/games/catalog/catalog";
import { hours, t0 } from "../support/clock";
import { person, playMoves, startGameBetween } from "../support/players";
import { playout } from "../support/playout";

const names = Object.fromEntries(catalog.map((entry) => [entry.id, entry.name]));

/** A game of the engine's script, move n an hour after the last, Black's first move with a message. */
async function finishedGame(gameType: string, options: { public: boolean; finish?: boolean }) {
  const white = await person("Wanda");
  const black = await person("Boris");
  const stranger = await person("Sam", { name: null });
  const game = await startGameBetween(white, black, { gameType, daysPerMove: 2, public: options.public }, t0);
  const script = playout(gameType, 3);
  const moves = options.finish === false ? script.moves.slice(0, 4) : script.moves;
  await playMoves(
    game,
    moves.map((move, index) => (index === 1 ? [move, "A private word"] : move)),
    (ply) => hours(ply),
  );
  return { game, white, black, stranger, script, moves };
}

describe("who may see a game in the archive", () => {
  it("a public finished game: everyone; a private one: only its players; a running one: only its players", async () => {
    const open = await finishedGame("chess", { public: true });
    const closed = await finishedGame("chess", { public: false });
    const running = await finishedGame("chess", { public: true, finish: false });
    expect(await visibleGame(open.game.id, null)).toMatchObject({ isPlayer: false });
    expect(await visibleGame(open.game.id, open.stranger.id)).toMatchObject({ isPlayer: false });
    expect(await visibleGame(open.game.id, open.black.id)).toMatchObject({ isPlayer: true });
    expect(await visibleGame(closed.game.id, null)).toBeNull();
    expect(await visibleGame(closed.game.id, closed.stranger.id)).toBeNull();
    expect(await visibleGame(closed.game.id, closed.white.id)).toMatchObject({ isPlayer: true });
    expect(await visibleGame(running.game.id, running.stranger.id)).toBeNull();
    expect(await visibleGame(running.game.id, running.white.id)).toMatchObject({ isPlayer: true });
    expect(await visibleGame("no-such-game", open.white.id)).toBeNull();
  });
});

describe("exports", () => {
  it("PGN: players' copy carries the messages, and importing it reproduces the final position", async () => {
    const { game, white, script } = await finishedGame("kings-court", { public: true });
    const seen = await visibleGame(game.id, white.id);
    if (!seen) throw new Error("not visible");
    const pgn = toPgn(recordOf(seen.game), { withMessages: true });
    expect(pgn).toContain('[White "Wanda"]');
    expect(pgn).toContain('[Variant "Kings Court"]');
    expect(pgn).toContain('[RulesVersion "kings-court-2"]');
    expect(pgn).toContain("{A private word}");
    expect(toPgn(recordOf(seen.game))).not.toContain("private");
    const imported = fromPgn(pgn, names);
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.game.final.fen).toBe(script.final.fen);
  });

  it("JSON: each move with its time, names, result and rules version; messages only for players", async () => {
    const { game, script } = await finishedGame("juxtaposition", { public: true });
    const seen = await visibleGame(game.id, null);
    if (!seen) throw new Error("not visible");
    const publicCopy = jsonOf(seen.game, false);
    expect(publicCopy).toMatchObject({
      game: "juxtaposition",
      rulesVersion: "juxtaposition-1",
      white: "Wanda",
      black: "Boris",
      result: script.winner === "w" ? "white" : "black",
      reason: script.reason,
      finalPosition: script.final.fen,
    });
    expect(publicCopy.moves).toHaveLength(script.moves.length);
    expect(publicCopy.moves[0]).toEqual({
      ply: 1,
      notation: script.moves[0],
      playedAt: hours(1).toISOString(),
    });
    expect(JSON.stringify(publicCopy)).not.toContain("private");
    expect(jsonOf(seen.game, true).moves[1]).toMatchObject({ message: "A private word" });
  });

  it.each([
    // days, increment, PGN's TimeControl in seconds, the JSON fields
    ["5 days + 1 day", 5, 1, "432000+86400", { daysPerMove: 5, incrementDays: 1 }],
    ["3 days per move", 3, undefined, "1/259200", { daysPerMove: 3, incrementDays: null }],
  ])(
    "the time control %s: [TimeControl] and both JSON fields",
    async (_, daysPerMove, incrementDays, tag, json) => {
      // Before, the increment was dropped: "1/432000" and daysPerMove 5 alone for 5 days + 1 day.
      const white = await person("Wanda");
      const black = await person("Boris");
      const game = await startGameBetween(white, black, { daysPerMove, incrementDays }, t0);
      await playMoves(game, ["e4", "e5"], hours);
      const seen = await visibleGame(game.id, white.id);
      if (!seen) throw new Error("not visible to its player");
      expect(toPgn(recordOf(seen.game))).toContain(`[TimeControl "${tag}"]`);
      expect(jsonOf(seen.game, true)).toMatchObject(json);
    },
  );

  it("the position at every ply is the record replayed, and the last move's squares come with it", async () => {
    const { game } = await finishedGame("wild-jokers", { public: true });
    const seen = await visibleGame(game.id, null);
    if (!seen) throw new Error("not visible");
    expect(boardAtPly(seen.game, 0)?.position.fen).toBe(seen.game.startPosition);
    expect(boardAtPly(seen.game, seen.game.moves.length)?.position.fen).toBe(seen.game.position);
    expect(boardAtPly(seen.game, seen.game.moves.length + 1)).toBeNull();
    expect(boardAtPly(seen.game, -1)).toBeNull();
    expect(boardAtPly(seen.game, 0)?.lastMove).toBeUndefined();
    const first = boardAtPly(seen.game, 1)?.lastMove;
    expect(first).toBeDefined();
    expect(seen.game.moves[0].notation).toMatch(new RegExp(`^[A-Z]${first?.from}-${first?.to}$`));
  });
});
