// Diagonal Chess: the spec's test positions and ambiguity resolutions, as tables
// (rows in diagonal.cases.ts; rules: docs/rules/diagonal.md).

import { describe, expect, it } from "vitest";
import type { Position } from "../../lib/engine";
import { getGame, statusText, unwrap } from "../../lib/engine";
import {
  badPositions,
  movesCases,
  notationCases,
  outcomeCases,
  perftCases,
  promotionRows,
  roundTripPositions,
  START,
} from "./diagonal.cases";
import { quickCounts } from "./support/perft";

const game = unwrap(getGame("diagonal"));
const at = (position: string, moves = ""): Position =>
  unwrap(game.playMoves(unwrap(game.parsePosition(position)), moves.split(" ").filter(Boolean)));
const words = (list: string): string[] => list.split(" ").filter(Boolean);

describe("diagonal: the game", () => {
  it("is registered with its id, name, rules version and §3 start position", () => {
    expect(game.id).toBe("diagonal");
    expect(game.name).toBe("Diagonal Chess");
    expect(game.rulesVersion).toBe("diagonal-1");
    expect(game.start().fen).toBe(START);
  });

  it("starts with 15 men a side, 7 of them pawns (A4)", () => {
    const men = game.boardView(game.start());
    for (const color of ["w", "b"] as const) {
      const own = men.filter((m) => m.color === color);
      expect(own).toHaveLength(15);
      expect(own.filter((m) => m.letter === "P")).toHaveLength(7);
    }
  });
});

describe("diagonal: legal moves (§9, A1–A9)", () => {
  it.each(movesCases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const moves = game.legalMoveTexts(at(c.position, c.moves));
    expect(moves).toEqual(words(c.legal));
    for (const [square, expected] of Object.entries(c.from ?? {})) {
      expect(
        moves.filter((m) => m.slice(1, 3) === square),
        `moves from ${square}`,
      ).toEqual(words(expected));
    }
  });
});

describe("diagonal: promotion table, one row per zone square (§4.1, §4.2, A5, A6)", () => {
  it.each(promotionRows.map((r) => [`${r.side} ${r.from}→${r.square}`, r] as const))("%s", (_, r) => {
    const moves = game.legalMoveTexts(at(r.position));
    expect(moves.filter((m) => m.slice(1, 3) === r.from && m.slice(4, 6) === r.square)).toEqual(
      words(r.moves),
    );
    // A5: no unpromoted arrival on a zone square other than the win square.
    const win = r.side === "white" ? "h8" : "a1";
    if (r.square !== win) expect(moves.filter((m) => m.slice(4) === r.square)).toEqual([]);
  });
});

describe("diagonal: perft", () => {
  it.each(perftCases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const position = at(c.position, c.moves);
    const quick = quickCounts(c.nodes); // deeper rows: tests/pure/perft.slow.ts
    expect(quick.map((_, i) => game.perft(position, i + 1))).toEqual(quick);
  });
});

describe("diagonal: outcomes (§4.4, §5)", () => {
  it.each(outcomeCases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const position = at(c.position, c.moves);
    expect(position.fen).toBe(c.after);
    expect(statusText(game.outcome(position))).toBe(c.status);
    if (c.status !== "ongoing") {
      // README: a finished game has no legal moves and perft counts nothing below it.
      expect(game.legalMoveTexts(position)).toEqual([]);
      expect(game.perft(position, 1)).toBe(0);
    }
  });

  it("no move may be played after the pawn win", () => {
    const won = at("7k/8/8/8/8/1p6/1p6/7K b - - 0 1", "Pb2-a1");
    const next = game.parseMove(won, "Kh1-g1");
    expect(next.ok).toBe(false);
    if (!next.ok) expect(next.error.reason).toMatch(/game is over.*Black won by pawn reached a1/);
  });

  it("D3: K+N v K is not an automatic draw, so the Camel keeps its four moves (§5.1 vs §9 D3)", () => {
    expect(game.outcome(at("7k/5N2/8/8/8/8/8/K7 w - - 0 1"))).toEqual({ status: "ongoing" });
  });
});

describe("diagonal: notation (§10)", () => {
  it.each(notationCases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const position = at(c.position);
    const parsed = game.parseMove(position, c.input);
    if (c.canonical !== undefined) {
      expect(parsed.ok, parsed.ok ? "" : parsed.error.reason).toBe(true);
      if (parsed.ok) expect(game.printMove(position, parsed.value)).toBe(c.canonical);
    } else {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.reason).toMatch(c.error as RegExp);
    }
  });

  it("prints every move of the spec's examples in the canonical form", () => {
    expect(game.legalMoveTexts(at("7k/8/8/8/8/3n4/3Pb3/K7 w - - 0 1"))).toContain("Pd2xd3");
    expect(game.legalMoveTexts(at("b1r5/P1P1P3/7k/8/8/6P1/8/K7 w - - 0 1"))).toEqual(
      expect.arrayContaining(["Pc7-d8=N", "Pa7xa8=Q"]),
    );
  });
});

describe("diagonal: position strings (§10)", () => {
  it.each(roundTripPositions.map((p) => [p]))("round-trips %s", (text) => {
    const position = unwrap(game.parsePosition(text));
    expect(position.fen).toBe(text);
    expect(unwrap(game.parsePosition(position.fen)).fen).toBe(text);
  });

  it.each(badPositions.map((b) => [b.position, b] as const))("refuses %s", (_, b) => {
    const parsed = game.parsePosition(b.position);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason).toMatch(b.error);
  });
});
