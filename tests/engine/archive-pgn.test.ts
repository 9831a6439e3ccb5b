import { Chess } from "chess.js";
import { describe, expect, it } from "vitest";
import { fromPgn, type GameRecord, orthodoxStart, toPgn } from "@/lib/archive/pgn";
import { toSan } from "@/lib/archive/san";
import { getGame, unwrap } from "@/lib/engine";
import { catalog, gameIds } from "@/lib/games/catalog";
import { playout } from "../support/playout";

const names = Object.fromEntries(catalog.map((entry) => [entry.id, entry.name]));
const chess = unwrap(getGame("chess"));

function record(gameType: string, seed = 7): { record: GameRecord; final: string } {
  const script = playout(gameType, seed);
  const game = unwrap(getGame(gameType));
  return {
    final: script.final.fen,
    record: {
      id: "g1",
      gameType,
      gameName: names[gameType],
      rulesVersion: game.rulesVersion,
      startPosition: game.start().fen,
      white: 'Ana "the Bold"',
      black: "Bart",
      daysPerMove: 3,
      incrementDays: null,
      startedAt: new Date("2026-11-01T10:00:00Z"),
      finishedAt: new Date("2026-11-20T10:00:00Z"),
      winner: script.winner,
      resultReason: script.reason,
      moves: script.moves.map((notation, i) => ({ notation, message: i === 0 ? "Good {luck}!" : null })),
    },
  };
}

describe("SAN for standard PGN", () => {
  it("agrees with chess.js on every move of 40 random games", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const replayed = new Chess();
      let position = chess.start();
      for (const move of playout("chess", seed).moves) {
        const san = toSan(chess, position, move);
        expect(replayed.move(san).san).toBe(san);
        position = unwrap(chess.playText(position, move));
      }
      expect(replayed.fen()).toBe(position.fen);
    }
  });

  it("disambiguates by file, then rank, and marks check and mate", () => {
    const knights = unwrap(chess.parsePosition("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"));
    expect(toSan(chess, knights, "Nb1-d2")).toBe("Nbd2");
    const rooks = unwrap(chess.parsePosition("4k3/R7/8/8/8/8/R7/4K3 w - - 0 1"));
    expect(toSan(chess, rooks, "Ra2-a5")).toBe("R2a5");
    const mate = unwrap(chess.parsePosition("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
    expect(toSan(chess, mate, "Ra1-a8")).toBe("Ra8#");
    expect(toSan(chess, mate, "Ra1-a7")).toBe("Ra7");
  });
});

describe("PGN export", () => {
  it("orthodox chess is standard PGN that chess.js reads to the same final position", () => {
    const { record: game, final } = record("chess");
    expect(toPgn(game)).toContain('[White "Ana \\"the Bold\\""]');
    const pgn = toPgn({ ...game, white: "Ana" });
    expect(pgn).toContain(`[Result "${game.winner === "w" ? "1-0" : "0-1"}"]`);
    expect(pgn).not.toContain("[Variant");
    expect(pgn).not.toContain("[FEN");
    expect(pgn).toMatch(/\n\n1\. [a-hNBRQK]/);
    expect(pgn.split("\n").every((line) => line.length <= 80)).toBe(true);
    const reader = new Chess();
    reader.loadPgn(pgn);
    expect(reader.fen()).toBe(final);
  });

  it("a name or message stored with a line break, a control or a bidi override cannot forge a tag", () => {
    const { record: game } = record("chess");
    const forged = {
      ...game,
      white: 'Ana"]\n[Result "0-1',
      black: "Bart\u202e\u0000",
      moves: game.moves.map((m, i) => (i === 0 ? { ...m, message: 'gg\n[Result "0-1"]\u0007' } : m)),
    };
    const pgn = toPgn(forged, { withMessages: true });
    expect(pgn).toContain('[White "Ana\\"] [Result \\"0-1"]');
    expect(pgn).toContain('[Black "Bart"]');
    expect(pgn).toContain('{gg [Result "0-1"]}');
    expect(pgn.match(/^\[Result /gm)).toHaveLength(1);
  });

  it.each([
    // days per move, increment days, the tag: PGN's one move per period, or base+increment, in seconds
    [3, null, "1/259200"],
    [1, null, "1/86400"],
    [5, 1, "432000+86400"],
    [10, 2, "864000+172800"],
  ] as const)("%i days with an increment of %s: [TimeControl %j]", (daysPerMove, incrementDays, tag) => {
    const { record: game } = record("chess");
    expect(toPgn({ ...game, daysPerMove, incrementDays })).toContain(`[TimeControl "${tag}"]`);
  });

  it("a rated game carries each player's rating before it (WhiteElo, BlackElo) and its change; a casual one none", () => {
    const { record: game } = record("chess");
    const rated = toPgn({
      ...game,
      white: "Ana", // chess.js reads no escaped quote in a tag
      ratings: { white: { before: 1623.6, after: 1611.2 }, black: { before: 1499.5, after: 1511.9 } },
    });
    // Whole points, the ratings as shown, and the change between the shown ratings.
    expect(rated).toContain(
      '[WhiteElo "1624"]\n[BlackElo "1500"]\n[WhiteRatingDiff "-13"]\n[BlackRatingDiff "+12"]',
    );
    // Right after the Seven Tag Roster, where readers look for them.
    expect(rated.split("\n")[7]).toBe('[WhiteElo "1624"]');
    const reader = new Chess();
    reader.loadPgn(rated);
    expect(reader.getHeaders()).toMatchObject({ WhiteElo: "1624", BlackElo: "1500" });
    expect(toPgn(game)).not.toMatch(/Elo|RatingDiff/);
  });

  it("adds move messages as comments only when asked", () => {
    const { record: game } = record("chess");
    expect(toPgn(game)).not.toContain("Good");
    expect(toPgn(game, { withMessages: true })).toContain("{Good (luck)!}");
  });

  it.each(gameIds.filter((id) => id !== "chess"))(
    "%s: Variant tag, FEN of its start, canonical moves",
    (gameType) => {
      const { record: game } = record(gameType);
      const pgn = toPgn(game);
      expect(pgn).toContain(`[Variant "${names[gameType]}"]`);
      expect(pgn).toContain(`[FEN "${game.startPosition}"]`);
      expect(pgn).toContain(game.moves[0].notation);
      expect(game.startPosition).not.toBe(orthodoxStart);
    },
  );

  it.each(gameIds)("%s: importing the export replays to the same final position", (gameType) => {
    const { record: game, final } = record(gameType, 11);
    const imported = fromPgn(toPgn(game, { withMessages: true }), names);
    if (!imported.ok) throw new Error(imported.reason);
    expect(imported.game.gameType).toBe(gameType);
    expect(imported.game.tags.White).toBe('Ana "the Bold"');
    expect(imported.game.moves).toEqual(game.moves.map((m) => m.notation));
    expect(imported.game.final.fen).toBe(final);
  });

  it("an import with an illegal move names the move and changes nothing", () => {
    const result = fromPgn('[Event "x"]\n\n1. e4 e5 2. Ke3 *\n', names);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^Move 3 \(Ke3\): /);
  });
});
