// Kings Court table tests: every row of tests/pure/kings-court.cases.ts, through the public Game
// API (and the move generator itself for KC2, which §6.3 A6 makes a finished game).

import { describe, expect, it } from "vitest";
import type { Position } from "../../lib/engine";
import { getGame, sortPlain, statusText, unwrap } from "../../lib/engine";
import { legalMovesOf } from "../../lib/engine/movegen";
import { printMove } from "../../lib/engine/notation";
import {
  badPositions,
  movesCases,
  notationCases,
  notationErrorCases,
  perftCases,
  playCases,
  roundTrips,
  START,
} from "./kings-court.cases";

const game = unwrap(getGame("kings-court"));

const positionOf = (c: { readonly position?: string; readonly moves?: readonly string[] }): Position => {
  const base = c.position === undefined ? game.start() : unwrap(game.parsePosition(c.position));
  return c.moves === undefined ? base : unwrap(game.playMoves(base, c.moves));
};

/** What the move generator yields, by origin square, whether or not the game is already over. */
function generated(position: Position): { all: string[]; from: (square: string) => string[] } {
  const board = game.load(position);
  const moves = legalMovesOf(board).map((move) => ({ move, text: printMove(board, move) }));
  return {
    all: sortPlain(moves.map((m) => m.text)),
    from: (square) =>
      sortPlain(moves.filter((m) => m.move.from === game.rules.squareOf(square)).map((m) => m.text)),
  };
}

describe("kings-court: the game record", () => {
  it("has the spec's start position and a rules version", () => {
    expect(game.start().fen).toBe(START);
    expect(game.rulesVersion).toBe("kings-court-2");
    expect([game.files, game.ranks]).toEqual([12, 8]);
  });
});

describe("kings-court: legal moves (§9, A1–A9)", () => {
  it.each(movesCases)("$name ($spec)", (c) => {
    const position = positionOf(c);
    const moves = generated(position);
    expect(moves.all).toEqual(sortPlain([...c.legal]));
    for (const [square, expected] of Object.entries(c.from ?? {})) {
      expect(moves.from(square), `moves from ${square}`).toEqual(sortPlain([...expected]));
    }
    for (const missing of c.absent ?? []) expect(moves.all).not.toContain(missing);
    if (c.over === undefined) {
      expect(statusText(game.outcome(position))).toBe("ongoing");
      expect(game.legalMoveTexts(position)).toEqual(moves.all);
    } else {
      // A finished game: the side to move has no legal moves (README, command-line contract).
      expect(statusText(game.outcome(position))).toBe(c.over);
      expect(game.legalMoveTexts(position)).toEqual([]);
    }
  });
});

describe("kings-court: perft", () => {
  for (const c of perftCases) {
    c.nodes.forEach((nodes, i) => {
      it(`${c.name} depth ${i + 1} = ${nodes} (${c.spec})`, () => {
        expect(game.perft(unwrap(game.parsePosition(c.position)), i + 1)).toBe(nodes);
      });
    });
  }
});

describe("kings-court: playing moves (§5, §6, §10.2)", () => {
  it.each(playCases)("$name ($spec)", (c) => {
    const position = positionOf(c);
    expect(position.fen).toBe(c.after);
    expect(statusText(game.outcome(position))).toBe(c.status);
  });

  it("replaying a game gives the same position value, history included", () => {
    const moves = ["Nd1-c3", "Nd8-c6", "Nc3-d1", "Nc6-d8", "Jb1-d3"];
    const replayed = unwrap(game.playMoves(game.start(), moves));
    // The same game played move by move as Move values, not texts.
    const stepped = moves.reduce((p, text) => game.play(p, unwrap(game.parseMove(p, text))), game.start());
    expect(replayed).toEqual(stepped);
    // No move was irreversible, so every earlier position is kept: the start's key first (no clocks).
    expect(replayed.history).toHaveLength(5);
    expect(replayed.history[0]).toBe(
      "rjcnbqkbncjr/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/RJCNBQKBNCJR w KQkq - JbJkjbjk",
    );
  });
});

describe("kings-court: notation (§10.1)", () => {
  it.each(notationCases)("$name: $input → $canonical", (c) => {
    const position = positionOf(c);
    const parsed = game.parseMove(position, c.input);
    expect(parsed.ok, parsed.ok ? "" : parsed.error.reason).toBe(true);
    if (parsed.ok) expect(game.printMove(position, parsed.value)).toBe(c.canonical);
  });

  it.each(notationErrorCases)("refuses $input: $name", (c) => {
    const parsed = game.parseMove(positionOf(c), c.input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      for (const word of c.reason) expect(parsed.error.reason.toLowerCase()).toContain(word.toLowerCase());
    }
  });
});

describe("kings-court: position strings (§10.2)", () => {
  it.each(roundTrips)("round-trips %s", (text) => {
    expect(unwrap(game.parsePosition(text)).fen).toBe(text);
  });

  it.each(badPositions)("refuses $text", (c) => {
    const parsed = game.parsePosition(c.text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      for (const word of c.reason) expect(parsed.error.reason.toLowerCase()).toContain(word.toLowerCase());
    }
  });
});
