// The engine's public API for the app, as tables a reader can check by eye: the board's squares,
// the check square, the one-pass `game.move` (fields for each kind of move), error codes, and the
// piece data. The properties (support/properties.ts) check `game.move` against the separate calls
// on random games of every variant.

import { describe, expect, it } from "vitest";
import { ERROR_CODES, type ErrorCode, games, getGame, replay, unwrap, validateMove } from "@/lib/engine";

const game = (id: string) => unwrap(getGame(id));
const at = (id: string, fen: string | null) =>
  fen === null ? game(id).start() : unwrap(game(id).parsePosition(fen));

describe("squares", () => {
  it.each([
    // id, files × ranks, first, last, pits
    ["chess", 64, "a1", "h8", []],
    ["kings-court", 96, "a1", "l8", []],
    ["wild-jokers", 49, "a1", "g7", ["b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"]],
  ])("%s: %i squares from %s to %s, pits %j", (id, count, first, last, pits) => {
    const { grid, squares, files } = game(id);
    expect(grid).toHaveLength(count);
    expect(grid[0]).toEqual({ name: first, file: 0, rank: 0, pit: pits.includes(first) });
    expect(grid.at(-1)?.name).toBe(last);
    expect(grid.filter((s) => s.pit).map((s) => s.name)).toEqual(pits);
    // a1 first, rank by rank: index = rank * files + file.
    expect(grid.map((s) => [s.file, s.rank])).toEqual(grid.map((_, i) => [i % files, Math.floor(i / files)]));
    expect(squares).toEqual(grid.filter((s) => !s.pit).map((s) => s.name));
  });

  it.each([
    ["chess", "e4", 4, 3],
    ["kings-court", "k8", 10, 7],
    ["wild-jokers", "d4", 3, 3],
  ])("%s: %s is file %i, rank %i", (id, name, file, rank) => {
    expect(game(id).grid.find((s) => s.name === name)).toMatchObject({ file, rank, pit: false });
  });
});

describe("check square", () => {
  it.each([
    ["chess start", "chess", null, undefined],
    ["chess, Black's queen checks", "chess", "4k3/8/8/8/8/8/8/q3K3 w - - 0 1", "e1"],
    ["chess, White's rook mates", "chess", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", "g8"],
    ["kings-court, a chancellor checks", "kings-court", "6k5/12/12/12/12/12/6c5/6K5 w - - 0 1 -", "g1"],
    ["juxtaposition, not in check", "juxtaposition", null, undefined],
    // No check in Wild Jokers: the king is captured instead, so an attacked king is no check.
    ["wild-jokers, king attacked", "wild-jokers", "3k3/1*1*1*1/7/r*3*1/7/1*1*1*1/K6 w - 0 1", undefined],
  ])("%s", (_, id, fen, square) => {
    const position = at(id, fen);
    expect(game(id).checkSquare(position)).toBe(square);
    expect(game(id).inCheck(position)).toBe(square !== undefined);
  });
});

describe("game.move: one call, one reading of the position", () => {
  const WJ_CAPTURE = "3k3/1*1*1*1/7/1*2m*1/7/1*1*1*1/3KR2 w - 0 1";
  it.each([
    // name, game, position (null: start), input, text, san, from, to, placed, check, status
    ["a normal move", "chess", null, "e4", "Pe2-e4", "e4", "e2", "e4", undefined, undefined, "ongoing"],
    [
      "a capture",
      "chess",
      "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
      "exd5",
      "Pe4xd5",
      "exd5",
      "e4",
      "d5",
      undefined,
      undefined,
      "ongoing",
    ],
    [
      "en passant",
      "chess",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
      "Pe5xf6",
      "Pe5xf6",
      "exf6",
      "e5",
      "f6",
      undefined,
      undefined,
      "ongoing",
    ],
    [
      "a promotion with check",
      "chess",
      "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1",
      "e8=Q",
      "Pe7-e8=Q",
      "e8=Q+",
      "e7",
      "e8",
      undefined,
      "c8",
      "ongoing",
    ],
    [
      "castling (the king's squares)",
      "chess",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
      "0-0",
      "O-O",
      "O-O",
      "e1",
      "g1",
      undefined,
      undefined,
      "ongoing",
    ],
    [
      "a disambiguated knight",
      "chess",
      "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
      "Nb1-d2",
      "Nb1-d2",
      "Nbd2",
      "b1",
      "d2",
      undefined,
      undefined,
      "ongoing",
    ],
    [
      "a mate",
      "chess",
      "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
      "Qxf7",
      "Qf3xf7",
      "Qxf7#",
      "f3",
      "f7",
      undefined,
      "e8",
      "over",
    ],
    [
      "a Joust turn",
      "joust",
      null,
      "pa2-a4",
      "Pa2-a4",
      "Pa2-a4",
      "a2",
      "a4",
      undefined,
      undefined,
      "ongoing",
    ],
    [
      "a Wild Jokers capture of a Mercenary, placed on a1",
      "wild-jokers",
      WJ_CAPTURE,
      "Rxe4/M@a1",
      "Re1xe4/M@a1",
      "Rxe4/M@a1",
      "e1",
      "e4",
      "a1",
      undefined,
      "ongoing",
    ],
    [
      "a Juxtaposition swap",
      "juxtaposition",
      null,
      "Pe2<>a2",
      "Pe2<>a2",
      "Pe2<>a2",
      "e2",
      "a2",
      undefined,
      undefined,
      "ongoing",
    ],
    [
      "a Kings Court jester",
      "kings-court",
      null,
      "Jd3",
      "Jb1-d3",
      "Jd3",
      "b1",
      "d3",
      undefined,
      undefined,
      "ongoing",
    ],
  ])("%s", (_, id, fen, input, text, san, from, to, placed, check, status) => {
    const g = game(id);
    const before = at(id, fen);
    const played = unwrap(g.move(before, input));
    expect(played).toMatchObject({ text, san, from, to, outcome: { status } });
    expect(played.placed).toBe(placed);
    expect(played.check).toBe(check);
    // The same as the separate calls, each of which reads the position again.
    const move = unwrap(g.parseMove(before, input));
    expect(played.move).toEqual(move);
    expect(played.position).toEqual(g.play(before, move));
    expect(played.outcome).toEqual(g.outcome(played.position));
  });

  it("the Mercenary's placement must be said when there is a choice", () => {
    const wj = game("wild-jokers");
    const result = wj.move(at("wild-jokers", WJ_CAPTURE), "Rxe4");
    expect(result).toMatchObject({ ok: false, error: { code: "ambiguous" } });
  });

  it("the history of the new position is what play gives (threefold repetition needs it)", () => {
    const chess = game("chess");
    let position = chess.start();
    for (const text of ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"])
      position = unwrap(chess.move(position, text)).position;
    const last = unwrap(chess.move(position, "Ng8"));
    expect(last.position.history).toHaveLength(8);
    expect(last.outcome).toEqual({ status: "over", winner: "draw", reason: "repetition" });
  });
});

describe("errors carry a code", () => {
  const chess = game("chess");
  it.each<[string, () => { ok: boolean; error?: { code: ErrorCode; reason: string } }, ErrorCode, RegExp]>([
    ["an illegal move", () => chess.move(chess.start(), "Pe2-e5"), "illegal-move", /Pe2-e5: a pawn moves/],
    [
      "a move into check",
      () => chess.move(at("chess", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"), "Kf2"),
      "illegal-move",
      /check/,
    ],
    ["not notation", () => chess.move(chess.start(), "Zz9"), "syntax", /not a move in this game's notation/],
    ["an unknown piece letter", () => chess.move(chess.start(), "Xe4"), "syntax", /not a piece of this game/],
    ["empty", () => chess.move(chess.start(), " "), "syntax", /empty move/],
    [
      "two knights",
      () => chess.move(at("chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"), "Nd2"),
      "ambiguous",
      /2 knights can go to d2/,
    ],
    [
      "no promotion piece",
      () => chess.move(at("chess", "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"), "e8"),
      "ambiguous",
      /promotes/,
    ],
    [
      "after mate",
      () => chess.move(at("chess", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1"), "Kh8"),
      "game-over",
      /the game is over/,
    ],
    [
      "a Joust turn that cannot be read",
      () => game("joust").move(game("joust").start(), "Pa2!a4"),
      "syntax",
      /cannot read/,
    ],
    [
      "an illegal Joust turn",
      () => game("joust").move(game("joust").start(), "Pa2-b3"),
      "illegal-move",
      /cannot move NE/,
    ],
    [
      "a bad position string",
      () => chess.parsePosition("8/8 w - - 0 1"),
      "bad-position",
      /the board has 2 ranks, expected 8/,
    ],
    [
      "a bad stored position",
      () => validateMove("chess", "nonsense", "e4"),
      "bad-position",
      /position "nonsense"/,
    ],
    ["an unknown game", () => getGame("checkers"), "unknown-game", /unknown game "checkers"/],
    ["a replay with an illegal move", () => replay("chess", ["e4", "e4"]), "illegal-move", /^move 2, e4/],
  ])("%s", (_, run, code, reason) => {
    const result = run();
    expect(result.ok).toBe(false);
    expect(ERROR_CODES).toContain(result.error?.code);
    expect(result.error?.code).toBe(code);
    expect(result.error?.reason).toMatch(reason);
  });
});

describe("pieces as plain data", () => {
  it.each(games().map((g) => [g.id]))("%s: a letter, a name, how it moves, and which one is royal", (id) => {
    const pieces = game(id).pieces;
    expect(new Set(pieces.map((p) => p.letter)).size).toBe(pieces.length);
    for (const p of pieces) {
      expect(p.letter).toMatch(/^[A-Z]$/);
      expect(p.describe.length).toBeGreaterThan(10);
    }
    expect(pieces.filter((p) => p.royal).map((p) => p.letter)).toEqual(["K"]);
    // Plain data: it survives a trip through JSON, as it must to reach the browser.
    expect(JSON.parse(JSON.stringify(pieces))).toEqual(pieces);
  });
});
