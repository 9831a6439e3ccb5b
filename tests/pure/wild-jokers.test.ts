// Wild Jokers Chess: the tables of wild-jokers.cases.ts (spec §9 test positions, §8 A1–A12).
import { describe, expect, it } from "vitest";
import type { Position } from "../../lib/engine";
import { getGame, statusText, unwrap } from "../../lib/engine";
import {
  choiceCases,
  moveCases,
  notationCases,
  perftCases,
  playCases,
  positionCases,
  START,
  START_PERFT_4,
} from "./wild-jokers.cases";

const game = unwrap(getGame("wild-jokers"));

const setUp = (position: string | undefined, moves: readonly string[] = []): Position =>
  unwrap(game.playMoves(unwrap(game.parsePosition(position ?? START)), moves));

/** Legal moves as [origin square, canonical text]. */
const legal = (position: Position): [string, string][] =>
  game.legalMoves(position).map((m) => [game.rules.name(m.from), game.printMove(position, m)]);

const sorted = (list: readonly string[]) => [...list].sort();

describe("wild-jokers: the game", () => {
  it("is registered with its board, pits and rules version", () => {
    expect(game.name).toBe("Wild Jokers Chess");
    expect(game.rulesVersion).toBe("wild-jokers-1");
    expect([game.files, game.ranks]).toEqual([7, 7]);
    expect(sorted(game.holes)).toEqual(["b2", "b4", "b6", "d2", "d6", "f2", "f4", "f6"]);
    expect(game.squares).toHaveLength(41); // §0: a 41-square variant
    expect(game.start().fen).toBe(START);
  });
});

describe("wild-jokers: legal moves (§9, §8)", () => {
  it.each(moveCases.map((c) => [`${c.id}: ${c.what}`, c] as const))("%s", (_, c) => {
    const position = setUp(c.position, c.moves);
    const moves = legal(position);
    const texts = moves.map(([, text]) => text);
    if (c.count !== undefined) expect(texts, texts.join(" ")).toHaveLength(c.count);
    for (const [square, expected] of Object.entries(c.from ?? {})) {
      const got = moves.filter(([from]) => from === square).map(([, text]) => text);
      expect(sorted(got), `moves from ${square}`).toEqual(sorted(expected));
    }
    for (const text of c.includes ?? []) expect(texts).toContain(text);
    for (const text of c.excludes ?? []) expect(texts).not.toContain(text);
  });
});

describe("wild-jokers: perft", () => {
  for (const c of perftCases) {
    it(`${c.id}: ${c.nodes.join(", ")}`, () => {
      const position = setUp(c.position, c.moves);
      expect(c.nodes.map((_, i) => game.perft(position, i + 1))).toEqual(c.nodes);
    });
  }

  it(`start, depth 4: ${START_PERFT_4}`, () => {
    expect(game.perft(game.start(), 4)).toBe(START_PERFT_4);
  });
});

describe("wild-jokers: playing moves, outcomes (§5.2–§5.6)", () => {
  it.each(playCases.map((c) => [c.id, c] as const))("%s", (_, c) => {
    const position = setUp(c.position, c.moves);
    expect(position.fen).toBe(c.fen);
    const outcome = game.outcome(position);
    expect(statusText(outcome)).toBe(c.status);
    // Once the game is over the side to move has no moves and perft counts nothing below.
    if (outcome.status === "over") {
      expect(game.legalMoveTexts(position)).toEqual([]);
      expect(game.perft(position, 2)).toBe(0);
      expect(game.playText(position, "Kd1-c1").ok).toBe(false);
    }
  });

  it("the fifty-move rule counts plies without a capture or a Pikeman move", () => {
    const rook = unwrap(game.parsePosition("6k/1*1*1*1/7/1*3*1/7/1*1*1*1/1R4K w - 0 1"));
    expect(setUp(rook.fen, ["Rb1-a1"]).fen.endsWith(" 1 1")).toBe(true);
    // A capture of a Mercenary resets the clock like any capture.
    const capture = setUp("3k3/1*1*m*1/7/1*B2*1/7/P*P*1*1/3K2R w - 40 9", ["Bc4xe6/M@e2"]);
    expect(capture.fen).toBe("3k3/1*1*B*1/7/1*3*1/7/P*P*M*1/3K2R b - 0 9");
  });
});

describe("wild-jokers: reading moves (§10.1)", () => {
  it.each(notationCases.map((c) => [`${c.input.trim() || "(blank)"} in ${c.position}`, c] as const))(
    "%s",
    (_, c) => {
      const position = setUp(c.position);
      const parsed = game.parseMove(position, c.input);
      if (c.canonical !== undefined) {
        expect(parsed.ok, parsed.ok ? "" : parsed.error.reason).toBe(true);
        if (parsed.ok) expect(game.printMove(position, parsed.value)).toBe(c.canonical);
      } else {
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) {
          expect(parsed.error.reason).toContain(c.input.trim());
          expect(parsed.error.reason.toLowerCase()).toContain(String(c.error).toLowerCase());
        }
      }
    },
  );
});

describe("wild-jokers: position strings (§10.2)", () => {
  it.each(positionCases.map((c) => [c.text, c] as const))("%s", (_, c) => {
    const parsed = game.parsePosition(c.text);
    if (c.error === undefined) {
      expect(parsed.ok, parsed.ok ? "" : parsed.error.reason).toBe(true);
      if (parsed.ok) expect(parsed.value.fen).toBe(c.text);
    } else {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.reason).toContain(c.error);
    }
  });
});

describe("wild-jokers: the moves between two squares, for the board's chooser (§5.2)", () => {
  it.each(choiceCases.map((c) => [`${c.from}-${c.to} in ${c.position}`, c] as const))("%s", (_, c) => {
    const position = setUp(c.position);
    expect(game.movesBetween(position, c.from, c.to).map((m) => m.text)).toEqual(sorted(c.moves));
  });

  it("the squares a piece can reach, for highlighting: the Joker of WJ2", () => {
    expect(game.destinations(setUp("6r/1*1*1*1/kj5/1*3*1/2p4/1*1*p*1/3KJ2 w - 0 1"), "e1")).toEqual([
      "c3",
      "c7",
      "e2",
      "e5",
      "f1",
      "g3",
    ]);
  });

  it("every placement choice plays to its own position", () => {
    const position = setUp("3k3/1*1*m*1/7/1*B2*1/7/P*P*1*1/3K2R w - 0 1");
    const after = game.movesBetween(position, "c4", "e6").map((c) => game.play(position, c.move).fen);
    expect(new Set(after).size).toBe(7);
    expect(after.every((fen) => fen.startsWith("3k3/1*1*B*1/"))).toBe(true);
  });
});
