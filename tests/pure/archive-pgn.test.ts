import { Chess } from "chess.js";
import type { Position as ChessopsPosition } from "chessops/chess";
import { type ChildNode, type PgnNodeData, parsePgn, startingPosition } from "chessops/pgn";
import { parseSan } from "chessops/san";
import { describe, expect, it } from "vitest";
import { fromPgn, type GameRecord, orthodoxStart, type PgnMove, toPgn } from "@/lib/archive/pgn";
import { toSan } from "@/lib/archive/san";
import { getGame, unwrap } from "@/lib/engine";
import { catalog, gameIds } from "@/lib/games/catalog/catalog";
import { movetext } from "../support/pgn";
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

/** A chess game record of `moves` (SAN or canonical) for the PGN writer, with no messages. */
function chessRecord(moves: string[]): GameRecord {
  let position = chess.start();
  const notation = moves.map((move) => {
    const played = unwrap(chess.move(position, move));
    position = played.position;
    return played.text;
  });
  return {
    ...record("chess").record,
    winner: null,
    resultReason: null,
    finishedAt: null,
    moves: notation.map((n) => ({ notation: n })),
  };
}

/**
 * chessops (an independent PGN reader) reads every move of every variation as legal SAN from the
 * position its place in the tree implies: a variation in the wrong place would not read.
 */
function readsWithVariations(pgn: string): string[] {
  const [game] = parsePgn(pgn);
  const lines: string[] = [];
  const walk = (position: ChessopsPosition, children: ChildNode<PgnNodeData>[], line: string[]) => {
    for (const child of children) {
      const move = parseSan(position, child.data.san);
      if (!move) throw new Error(`${child.data.san} does not read after ${line.join(" ")}`);
      const next = position.clone();
      next.play(move);
      const here = [...line, child.data.san];
      if (child.children.length === 0) lines.push(here.join(" "));
      walk(next, child.children, here);
    }
  };
  walk(startingPosition(game.headers).unwrap(), game.moves.children, []);
  return lines;
}

describe("PGN with a player's saved lines", () => {
  const game = chessRecord(["e4", "e5", "Nf3", "Nc6", "Bb5"]);
  const notes = (lines: { fromPly: number; moves: string[] }[]) => ({ text: "", lines });
  const canonical = (fromPly: number, moves: string[]) => {
    let position = unwrap(
      chess.playMoves(
        chess.start(),
        game.moves.slice(0, fromPly).map((m) => m.notation),
      ),
    );
    return moves.map((move) => {
      const played = unwrap(chess.move(position, move));
      position = played.position;
      return played.text;
    });
  };

  it("a line that begins with the game's own moves is a variation where it leaves them, not repeating them", () => {
    // Saved at 2. Nf3 while the game was there; the game went on 2... Nc6 3. Bb5.
    const line = { fromPly: 2, moves: canonical(2, ["Nf3", "Nc6", "Bc4", "Nf6"]) };
    const pgn = toPgn(game, { notes: notes([line]) });
    expect(movetext(pgn)).toBe("1. e4 e5 2. Nf3 Nc6 3. Bb5 (3. Bc4 Nf6) *");
    expect(readsWithVariations(pgn)).toEqual(["e4 e5 Nf3 Nc6 Bb5", "e4 e5 Nf3 Nc6 Bc4 Nf6"]);
  });

  it("lines leaving at the same move share their common moves; a line that is all the game's adds nothing", () => {
    const lines = [
      { fromPly: 1, moves: canonical(1, ["c5", "Nf3", "d6"]) },
      { fromPly: 1, moves: canonical(1, ["c5", "Nf3", "Nc6"]) },
      { fromPly: 0, moves: canonical(0, ["e4", "e5", "Nf3"]) },
      { fromPly: 3, moves: canonical(3, ["d6"]) },
    ];
    const pgn = toPgn(game, { notes: notes(lines) });
    expect(movetext(pgn)).toBe("1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6)) 2. Nf3 Nc6 (2... d6) 3. Bb5 *");
    expect(readsWithVariations(pgn)).toEqual([
      "e4 e5 Nf3 Nc6 Bb5",
      "e4 e5 Nf3 d6",
      "e4 c5 Nf3 d6",
      "e4 c5 Nf3 Nc6",
    ]);
  });

  it("a line that follows the game to its last move and goes on is a comment after the last move", () => {
    const line = { fromPly: 4, moves: canonical(4, ["Bb5", "a6", "Ba4"]) };
    expect(movetext(toPgn(game, { notes: notes([line]) }))).toBe(
      "1. e4 e5 2. Nf3 Nc6 3. Bb5 {My line from here: 3... a6 4. Ba4} *",
    );
  });

  it("writes a whole move tree as RAV with its comments, each variation in the place of the move it replaces", () => {
    const move = (text: string, next: PgnMove[] = [], comments?: string[]): PgnMove => ({
      text,
      next,
      comments,
    });
    // 1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 {Main} with the comment in a variation too.
    const tree = [
      move("Pe2-e4", [
        move("Pe7-e5", [move("Ng1-f3", [], ["Main"])]),
        move("Pc7-c5", [move("Ng1-f3", [move("Pd7-d6")]), move("Pc2-c3", [], ["Alapin {sharp}"])]),
      ]),
      move("Pd2-d4"),
    ];
    const pgn = toPgn(chessRecord(["e4", "e5", "Nf3"]), { moves: tree });
    expect(movetext(pgn)).toBe(
      "1. e4 (1. d4) 1... e5 (1... c5 2. Nf3 (2. c3 {Alapin (sharp)}) 2... d6) 2. Nf3 {Main} *",
    );
    expect(readsWithVariations(pgn)).toEqual(["e4 e5 Nf3", "e4 c5 Nf3 d6", "e4 c5 c3", "d4"]);
    expect(fromPgn(pgn, names)).toMatchObject({ ok: true, game: { moves: ["Pe2-e4", "Pe7-e5", "Ng1-f3"] } });
  });
});
