// Juxtaposition Chess: the spec's test positions and ambiguity resolutions as tables
// (juxtaposition.cases.ts), plus notation, position strings and outcomes.

import { describe, expect, it } from "vitest";
import type { Position } from "../../lib/engine";
import { Game, getGame, sortPlain, statusText, unwrap } from "../../lib/engine";
import { makeJuxtaposition } from "../../lib/engine/games/juxtaposition";
import {
  adjacentCases,
  type MovesCase,
  movesCases,
  parseCases,
  perftCases,
  positionStrings,
  rejectCases,
  START,
} from "./juxtaposition.cases";

const game = unwrap(getGame("juxtaposition"));

const setUp = (g: Game, position: string | undefined, moves: readonly string[] = []): Position =>
  unwrap(g.playMoves(unwrap(g.parsePosition(position ?? START)), moves));

describe("juxtaposition: the game", () => {
  it("is registered with its start position and rules version", () => {
    expect(game.name).toBe("Juxtaposition Chess");
    expect(game.rulesVersion).toBe("juxtaposition-1");
    expect(game.start().fen).toBe(START);
    expect(game.pieces.map((p) => p.letter)).toEqual(["P", "N", "B", "R", "Q", "K", "F", "S"]);
  });
});

describe("juxtaposition: legal moves and outcomes (§9, A1–A13)", () => {
  it.each(movesCases.map((c) => [`${c.name} [${c.spec}]`, c] as [string, MovesCase]))("%s", (_, c) => {
    const position = setUp(game, c.position, c.moves);
    const moves = game.legalMoveTexts(position);
    if (c.after !== undefined) expect(position.fen).toBe(c.after);
    if (c.exact !== undefined) expect(moves).toEqual(sortPlain([...c.exact]));
    if (c.count !== undefined) expect(moves).toHaveLength(c.count);
    for (const m of c.includes ?? []) expect(moves).toContain(m);
    for (const m of c.excludes ?? []) expect(moves).not.toContain(m);
    if (c.status !== undefined) expect(statusText(game.outcome(position))).toBe(c.status);
  });

  it.each(adjacentCases)("A1 option: $name", (c) => {
    const adjacent = new Game(makeJuxtaposition({ adjacentOnly: true }));
    const moves = adjacent.legalMoveTexts(unwrap(adjacent.parsePosition(c.position)));
    expect(moves).toHaveLength(c.count);
    expect(moves).toEqual(sortPlain([...c.exact]));
  });

  it("A1 option: a distant swap is refused with the reason", () => {
    const adjacent = new Game(makeJuxtaposition({ adjacentOnly: true }));
    const parsed = adjacent.parseMove(adjacent.start(), "Ke1<>h1");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason).toMatch(/neighbouring/);
  });
});

describe("juxtaposition: perft", () => {
  for (const { name, position, nodes } of perftCases) {
    it.each(nodes.map((n, i) => [i + 1, n]))(`${name} depth %i = %i`, (depth, n) => {
      expect(game.perft(unwrap(game.parsePosition(position)), depth)).toBe(n);
    });
  }
});

describe("juxtaposition: notation (§10.1)", () => {
  it.each(parseCases)("$input reads as $canonical", (c) => {
    const position = setUp(game, c.position, c.moves);
    const move = game.parseMove(position, c.input);
    expect(move.ok, move.ok ? "" : move.error.reason).toBe(true);
    if (move.ok) expect(game.printMove(position, move.value)).toBe(c.canonical);
  });

  it.each(rejectCases)("$input is refused ($reason)", (c) => {
    const position = setUp(game, c.position, c.moves);
    const move = game.parseMove(position, c.input);
    expect(move.ok).toBe(false);
    if (!move.ok) {
      expect(move.error.reason).toMatch(c.reason);
      expect(move.error.reason).toContain(c.input.trim());
    }
  });

  it("prints swaps, promoting swaps, Flag/Stone promotions and castling canonically", () => {
    const texts = (fen: string) => game.legalMoveTexts(unwrap(game.parsePosition(fen)));
    expect(texts(START)).toContain("Pe2<>a2");
    expect(texts(START)).toContain("Ke1<>h1");
    expect(texts("2S5/2P4s/8/7k/8/8/8/f3K2F w - - 0 1 -")).toContain("Pc7<>c8=Q");
    expect(texts("k6f/s1P5/8/8/8/8/S7/4K2F w - - 0 1 -")).toContain("Pc7-c8=F");
    expect(texts("k2f4/s1P5/8/8/8/8/S7/4K2F w - - 0 1 -")).toContain("Pc7xd8=S");
    expect(texts("4k2f/s7/8/8/8/8/S7/R3K2F w Q - 0 1 -")).toContain("O-O-O");
  });
});

describe("juxtaposition: position strings (§10.2)", () => {
  it.each(positionStrings.roundTrip)("%s round-trips", (fen) => {
    expect(unwrap(game.parsePosition(fen)).fen).toBe(fen);
  });

  it.each(positionStrings.rejected)("%s is refused with a reason", (fen) => {
    const parsed = game.parsePosition(fen);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason).toMatch(/position .*: .{10,}/);
  });

  it("a finished game that left the winner's King attacked is still a valid position (A4)", () => {
    const after = unwrap(
      game.playMoves(unwrap(game.parsePosition("k3r3/8/8/8/8/2N5/s7/4K2F w - - 0 1 -")), ["Nc3xa2"]),
    );
    expect(unwrap(game.parsePosition(after.fen)).fen).toBe(after.fen);
    expect(game.legalMoves(after)).toEqual([]);
    expect(game.perft(after, 2)).toBe(0);
  });

  it("an attacked King on the side not to move is refused while the game goes on", () => {
    const parsed = game.parsePosition("k3r2f/s7/8/8/8/8/SP6/3QK2F b - - 0 1 -");
    expect(parsed.ok).toBe(false);
  });
});
