import { describe, expect, it } from "vitest";
import { pieceLegend } from "@/lib/board/legend";
import { games } from "@/lib/engine";
import { withoutSpecReferences } from "@/lib/rules-text";

describe("texts for players carry no rules-document references", () => {
  it.each([
    ["a wedge has two pips at a right angle (joust §2.1)", "a wedge has two pips at a right angle"],
    [
      "a king has four pips like the queen but moves only one square (joust §2.1, §4.2)",
      "a king has four pips like the queen but moves only one square",
    ],
    [
      "you swapped on your previous turn, so this turn must be a normal move (§3d)",
      "you swapped on your previous turn, so this turn must be a normal move",
    ],
    ["the pawn must promote: add =F, =S (§5.3, A7)", "the pawn must promote: add =F, =S"],
    [
      "W[x]: a wedge's heading is one of a, b (its axis, joust §2.3)",
      "W[x]: a wedge's heading is one of a, b (its axis)",
    ],
    [
      'Diagonal Chess has no en passant (diagonal A7), write "-"',
      'Diagonal Chess has no en passant, write "-"',
    ],
    ["only men on neighbouring squares may swap (A1)", "only men on neighbouring squares may swap"],
  ])("%s", (engine, player) => {
    expect(withoutSpecReferences(engine)).toBe(player);
  });

  it("leaves ordinary parentheses and notation alone", () => {
    for (const text of [
      "Castle (king to g1, rook to f1)",
      "e8=Q (promotion)",
      "Ke1<>h1 (a swap)",
      "move 12 (A-file)",
    ])
      expect(withoutSpecReferences(text)).toBe(text);
  });

  it("no piece description of any game keeps a reference", () => {
    for (const game of games())
      for (const piece of game.pieces)
        expect(withoutSpecReferences(piece.describe)).not.toMatch(/§|\bA\d+\b/);
  });
});

describe("the pieces legend beside every board", () => {
  it("describes each game's pieces without rules-document references", () => {
    for (const game of games()) {
      const legend = pieceLegend(game.id);
      if (!legend.ok) throw new Error(legend.error.reason);
      for (const entry of legend.value)
        expect(entry.moves, `${game.id} ${entry.name}`).not.toMatch(/§|\bA\d+\b/);
    }
  });
});
