import { describe, expect, it } from "vitest";
import { boardModel, checkSquare, hasDrawing, pipsOf, startModel } from "@/lib/board";
import { gameIds, getGame, unwrap } from "@/lib/engine";

const start = (id: string) => unwrap(startModel(id));
const pieceOn = (id: string, square: string) => start(id).pieces.find((p) => p.square === square);

describe("board model: squares and pits", () => {
  it.each([
    ["chess", 8, 8, []],
    ["diagonal", 8, 8, []],
    ["joust", 8, 8, []],
    ["juxtaposition", 8, 8, []],
    ["kings-court", 12, 8, []],
    ["wild-jokers", 7, 7, ["b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"]],
  ])("%s is %i x %i with pits %j", (id, files, ranks, pits) => {
    const model = start(id as string);
    expect([model.files, model.ranks]).toEqual([files, ranks]);
    expect(model.squares).toHaveLength((files as number) * (ranks as number));
    expect(new Set(model.squares.map((s) => s.name)).size).toBe(model.squares.length);
    // a1 first, rank by rank: the spec lists the pits in that order too (wild-jokers §1.2)
    expect(model.squares.filter((s) => s.pit).map((s) => s.name)).toEqual(pits);
    expect(model.pieces.some((p) => model.squares.find((s) => s.name === p.square)?.pit)).toBe(false);
  });

  it("shades a1 dark and b1, a2 light; the 12-file board ends on l8", () => {
    const model = start("kings-court");
    const shade = (name: string) => model.squares.find((s) => s.name === name)?.shade;
    expect([shade("a1"), shade("b1"), shade("a2"), shade("l8"), shade("l1")]).toEqual([
      "dark",
      "light",
      "light",
      "dark",
      "light",
    ]);
  });
});

describe("board model: start positions", () => {
  it.each([
    ["chess", "e1", "king", "w"],
    ["chess", "d8", "queen", "b"],
    ["kings-court", "c1", "chancellor", "w"],
    ["kings-court", "k8", "jester", "b"],
    ["kings-court", "g1", "king", "w"],
    ["wild-jokers", "a1", "joker", "w"],
    ["wild-jokers", "b1", "mercenary", "w"],
    ["wild-jokers", "e1", "paladin", "w"],
    ["wild-jokers", "g7", "joker", "b"],
    ["wild-jokers", "c6", "pikeman", "b"],
    ["juxtaposition", "h1", "flag", "w"],
    ["juxtaposition", "a7", "stone", "b"],
    ["diagonal", "a1", "king", "w"],
    ["diagonal", "h8", "king", "b"],
    ["joust", "b1", "hook", "w"],
  ])("%s: %s holds the %s of %s", (id, square, name, side) => {
    expect(pieceOn(id, square)).toMatchObject({ name, side });
  });

  it.each(gameIds().map((id) => [id]))("%s: every piece type has a drawing of its own", (id) => {
    for (const piece of unwrap(getGame(id)).pieces) expect(hasDrawing(id, piece.name), piece.name).toBe(true);
  });

  it("refuses an unknown game and a broken position string, with a reason", () => {
    const unknown = boardModel("checkers", "8/8/8/8/8/8/8/8 w - - 0 1");
    expect(unknown.ok || unknown.error.reason).toMatch(/unknown game/);
    expect(boardModel("chess", "rnbqkbnr/pppppppp w").ok).toBe(false);
  });
});

describe("Joust pips follow the heading (joust §2.3)", () => {
  it.each([
    ["pawn", "N", ["N", "S"]],
    ["pawn", "E", ["E", "W"]],
    ["pawn", "SE", ["SE", "NW"]],
    ["wedge", "NE", ["N", "E"]],
    ["wedge", "N", ["NW", "NE"]],
    ["wedge", "SW", ["S", "W"]],
    ["hook", "NW", ["SW", "NW", "NE"]],
    ["hook", "SE", ["NE", "SE", "SW"]],
    ["queen", "+", ["N", "E", "S", "W"]],
    ["king", "x", ["NE", "SE", "SW", "NW"]],
    ["pawn", "S", []],
    ["wedge", "+", []],
  ])("%s[%s] points %j", (name, heading, pips) => {
    // A set of directions: compare without order.
    expect([...pipsOf(name, heading)].sort()).toEqual([...pips].sort());
  });

  it("reads the start position's headings: a1 wedge N+E, h8 wedge S+W, g1 hook NE", () => {
    const pips = (square: string) => [...(pieceOn("joust", square)?.pips ?? [])].sort();
    expect(pips("a1")).toEqual(["E", "N"]);
    expect(pips("h8")).toEqual(["S", "W"]);
    expect(pips("g1")).toEqual(["NE", "NW", "SE"]);
  });

  it("a rotated pawn points its new way", () => {
    const joust = unwrap(getGame("joust"));
    const after = unwrap(joust.playText(joust.start(), "Pa2@E"));
    const model = unwrap(boardModel("joust", after));
    expect(model.pieces.find((p) => p.square === "a2")?.pips).toEqual(["E", "W"]);
    expect(model.turn).toBe("b");
  });
});

describe("check square", () => {
  it("marks the checked king, and nothing otherwise", () => {
    const chess = unwrap(getGame("chess"));
    const mate = unwrap(chess.playMoves(chess.start(), ["f3", "e5", "g4", "Qh4"]));
    expect(checkSquare("chess", mate)).toBe("e1");
    expect(checkSquare("chess", chess.start())).toBeUndefined();
  });
});
