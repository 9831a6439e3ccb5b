// Joust Chess: the spec's test positions and ambiguity resolutions, as tables
// (rows in joust.cases.ts; rules: docs/rules/joust.md), plus a cross-check of the turn
// search against the plain reference generator in joust.reference.ts.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { joustTurnChoices } from "../../lib/board/joust-choices";
import type { Position, Variant } from "../../lib/engine";
import { Game, getGame, statusText, unwrap } from "../../lib/engine";
import { Board } from "../../lib/engine/board";
import { printPosition } from "../../lib/engine/fen";
import { joustBoardOf } from "../../lib/engine/games/joust";
import {
  KING,
  makeCode,
  orientationOf,
  sideOfCode,
  squareName,
  typeOf,
} from "../../lib/engine/games/joust-pips";
import { inCheck, LandingBuffer, legalLandings, perftCount } from "../../lib/engine/games/joust-turns";
import { pieceCode } from "../../lib/engine/types";
import {
  badPositions,
  bareKingMates,
  illegalCases,
  notationCases,
  nullTurnsAllowed,
  outcomeCases,
  perftCases,
  positionStrings,
  START,
  turnsCases,
} from "./joust.cases";
import { refTurns } from "./joust.reference";

const game = unwrap(getGame("joust"));
const at = (position: string, moves = ""): Position =>
  unwrap(game.playMoves(unwrap(game.parsePosition(position)), moves.split(" ").filter(Boolean)));
const words = (list: string): string[] => list.split(" ").filter(Boolean);
const from = (turns: readonly string[], square: string) => turns.filter((t) => t.slice(1, 3) === square);
/** The turn search's board of a position string. */
const searchBoard = (position: string) => joustBoardOf(game.load(unwrap(game.parsePosition(position))));
/** The position string of a search board (Joust type t is core type t - 1, its orientation the state). */
const positionString = (squares: Int8Array, side: 0 | 1): string => {
  const board = new Board(game.rules);
  for (let sq = 0; sq < 64; sq++) {
    const code = squares[sq];
    if (code !== 0) board.setup(sq, pieceCode(typeOf(code) - 1, sideOfCode(code)), orientationOf(code));
  }
  board.turn = side;
  return printPosition(board);
};

describe("joust: the game", () => {
  it("is registered with its id, name, rules version and §3 start position", () => {
    expect(game.id).toBe("joust");
    expect(game.name).toBe("Joust Chess");
    expect(game.rulesVersion).toBe("joust-1");
    expect(game.start().fen).toBe(START);
  });

  it("A1/A2: Queen on d, King on e, both orthogonal (+); Black mirrors White", () => {
    const view = game.boardView(game.start());
    const token = (square: string) => view.find((p) => p.square === square)?.token;
    expect([token("d1"), token("e1"), token("d8"), token("e8")]).toEqual(["Q[+]", "K[+]", "q[+]", "k[+]"]);
    expect([token("a1"), token("b1"), token("g1"), token("h1")]).toEqual([
      "W[NE]",
      "H[NW]",
      "H[NE]",
      "W[NW]",
    ]);
    expect([token("a8"), token("b8"), token("g8"), token("h8")]).toEqual([
      "w[SE]",
      "h[SW]",
      "h[SE]",
      "w[SW]",
    ]);
  });

  it("A10: checkmate by default; capture-the-king is a flag of the variant, off", () => {
    expect(game.variant.royalty).toBe("check");
  });
});

describe("joust: legal turns (§9, A3–A12)", () => {
  it.each(turnsCases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const position = at(c.position, c.moves);
    const turns = game.legalMoveTexts(position);
    if (c.total !== undefined) expect(turns).toHaveLength(c.total);
    for (const [square, n] of Object.entries(c.perPiece ?? {})) {
      expect(from(turns, square), `turns of ${square}`).toHaveLength(n);
    }
    for (const [square, list] of Object.entries(c.pieceTurns ?? {})) {
      expect(from(turns, square), `turns of ${square}`).toEqual(words(list));
    }
    for (const turn of c.includes ?? []) expect(turns, turn).toContain(turn);
    for (const turn of c.excludes ?? []) expect(turns, turn).not.toContain(turn);
    if (c.inCheck !== undefined) {
      const board = game.load(position);
      expect(board.inCheck(board.turn)).toBe(c.inCheck);
    }
  });

  it("A6 rejected: with null turns the opening would have the spec's 220 (hooks 16, Queen 4, King 4)", () => {
    const board = searchBoard(nullTurnsAllowed.position);
    const buffer = new LandingBuffer();
    legalLandings(board.squares, board.side, buffer, false, { allowNull: true });
    expect(buffer.turnCount()).toBe(nullTurnsAllowed.total);
    const perPiece: Record<string, number> = {};
    for (let i = 0; i < buffer.count; i++) {
      const sq = squareName(buffer.from[i]);
      let n = 0;
      for (let m = buffer.orients[i]; m !== 0; m &= m - 1) n++;
      perPiece[sq] = (perPiece[sq] ?? 0) + n;
    }
    for (const [square, n] of Object.entries(nullTurnsAllowed.perPiece))
      expect(perPiece[square], square).toBe(n);
  });

  it(`T9: White King + Black King, Black to move: exactly ${bareKingMates} checkmates`, () => {
    let mates = 0;
    const buffer = new LandingBuffer();
    for (let white = 0; white < 64; white++) {
      for (let black = 0; black < 64; black++) {
        if (white === black) continue;
        for (const [rw, rb] of [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ]) {
          const squares = new Int8Array(64);
          squares[white] = makeCode(KING, 0, rw);
          squares[black] = makeCode(KING, 1, rb);
          if (inCheck(squares, 0) || !inCheck(squares, 1)) continue;
          legalLandings(squares, 1, buffer, false);
          if (buffer.turnCount() === 0) mates++;
        }
      }
    }
    expect(mates).toBe(bareKingMates);
  });
});

describe("joust: notation (§10.1)", () => {
  it.each(notationCases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const position = at(c.position, c.moves);
    const move = game.parseMove(position, c.input);
    expect(move.ok, move.ok ? "" : move.error.reason).toBe(true);
    if (move.ok) expect(game.printMove(position, move.value)).toBe(c.canonical);
  });

  it.each(illegalCases.map((c) => [c.name, c] as const))("rejects: %s", (_, c) => {
    const move = game.parseMove(at(c.position, c.moves), c.input);
    expect(move.ok).toBe(false);
    if (!move.ok) {
      expect(move.error.reason).toContain(c.reason);
      if (c.input.trim() !== "") expect(move.error.reason.startsWith(`${c.input.trim()}: `)).toBe(true);
    }
  });

  it("T1b: the record of a non-canonical spelling is the canonical turn", () => {
    const a = unwrap(game.playText(game.start(), "Hb1^d3^b1@N"));
    const b = unwrap(game.playText(game.start(), "Hb1@N"));
    expect(a).toEqual(b);
  });
});

describe("joust: outcomes (§5, §6)", () => {
  it.each(outcomeCases.map((c) => [c.name, c] as const))("%s", (_, c) => {
    const position = at(c.position, c.moves);
    expect(statusText(game.outcome(position))).toBe(c.status);
    if (c.status !== "ongoing") expect(game.legalMoves(position)).toEqual([]);
  });

  it("§5.4 capture-the-king, when the flag is on: no check rule, taking the King wins", () => {
    const variant: Variant = { ...game.variant, id: "joust-capture-king", royalty: "capture" };
    const captureGame = new Game(variant);
    // T9 is mate by default; here Black may turn, and White then takes the King.
    const t9 = unwrap(captureGame.parsePosition("8/8/8/8/8/8/K[+]7/k[x]7 b"));
    expect(captureGame.legalMoveTexts(t9)).toContain("Ka1@+");
    const over = unwrap(captureGame.playMoves(t9, ["Ka1@+", "Ka2xa1"]));
    expect(statusText(captureGame.outcome(over))).toBe("white king-captured");
  });
});

describe("joust: position strings (§10.2)", () => {
  it.each(positionStrings.map((p) => [p] as const))("round-trips %s", (text) => {
    expect(unwrap(game.parsePosition(text)).fen).toBe(text);
  });

  it.each(badPositions.map((c) => [c.text, c] as const))("rejects %s", (_, c) => {
    const parsed = game.parsePosition(c.text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason.toLowerCase()).toContain(c.reason.toLowerCase());
  });
});

describe("joust: perft (distinct turns, §4.9)", () => {
  // The core's perft runs here up to `quick`; deeper counts are checked below by the turn
  // search alone (same numbers, much faster) and timed through the core by `npm run bench:engine`.
  for (const c of perftCases) {
    c.depths.slice(0, c.quick).forEach((nodes, i) => {
      const depth = i + 1;
      it(`${c.name} depth ${depth} = ${nodes}`, () => {
        expect(game.perft(unwrap(game.parsePosition(c.position)), depth)).toBe(nodes);
      });
    });
    it(`${c.name}: the bare turn search agrees (depth ${Math.min(3, c.depths.length)})`, () => {
      const board = searchBoard(c.position);
      const depth = Math.min(3, c.depths.length);
      expect(perftCount(board.squares, board.side, depth)).toBe(c.depths[depth - 1]);
    });
  }
});

describe("joust: the board UI's turn builder", () => {
  it("groups the hook's 15 opening turns by where they end, with actions and previews", () => {
    const start = game.start();
    const landings = joustTurnChoices(game, start, "b1");
    expect(landings.map((l) => [l.to, l.turns.length])).toEqual([
      ["b1", 7],
      ["d3", 8],
    ]);
    const jump = landings[1].turns.find((t) => t.text === "Hb1^d3@N");
    expect(jump?.actions.map((a) => [a.kind, a.from, a.to, a.pip, a.token])).toEqual([
      ["jump", "b1", "d3", "SW", "^d3"],
      ["rotate", "d3", "d3", null, "@N"],
    ]);
    expect(jump?.heading).toBe("N");
    expect(jump?.position).toEqual(unwrap(game.playText(start, "Hb1^d3@N")));
  });

  it("lists captures and the pips they spend (T3's long-range capture)", () => {
    const position = at("7k[+]/8/8/1p[N]6/8/8/8/W[NE]6K[+] w");
    const b5 = joustTurnChoices(game, position, "a1").find((l) => l.to === "b5");
    expect(b5?.turns.map((t) => t.text)).toEqual(
      words(
        "Wa1-a5xb5 Wa1-a5xb5@E Wa1-a5xb5@N Wa1-a5xb5@NW Wa1-a5xb5@S Wa1-a5xb5@SE Wa1-a5xb5@SW Wa1-a5xb5@W",
      ),
    );
    const first = b5?.turns[0];
    expect(first?.captures).toEqual(["b5"]);
    expect(first?.actions.map((a) => `${a.kind}:${a.pip}`)).toEqual(["move:N", "capture:E"]);
    expect(first?.heading).toBe("NE");
  });

  it("is empty for an empty square, an enemy piece, or a finished game", () => {
    expect(joustTurnChoices(game, game.start(), "e4")).toEqual([]);
    expect(joustTurnChoices(game, game.start(), "e7")).toEqual([]);
    expect(joustTurnChoices(game, at("8/8/8/8/8/8/K[+]7/k[x]7 b"), "a1")).toEqual([]);
  });
});

describe("joust: the engine agrees with the plain reference generator (§7)", () => {
  // Same resulting positions (joust §4.9), each spelt the same (§10.1: fewest actions, then plain string order).
  const sameTurns = (position: Position) => {
    const ours = game
      .legalMoves(position)
      .map((m) => `${game.play(position, m).fen} ${game.printMove(position, m)}`);
    const theirs = [...refTurns(position.fen)].map(([fen, text]) => `${fen} ${text}`);
    expect(new Set(ours).size, "one move per resulting position").toBe(ours.length);
    expect(ours.sort()).toEqual(theirs.sort());
  };

  it.each(turnsCases.map((c) => [c.name, c] as const))("%s", (_, c) => sameTurns(at(c.position, c.moves)));

  it("on random playouts from the start", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 4, maxLength: 40 }), (picks) => {
        let position = game.start();
        for (const pick of picks) {
          const legal = game.legalMoves(position);
          if (legal.length === 0) break;
          position = game.play(position, legal[pick % legal.length]);
        }
        sameTurns(position);
      }),
      { numRuns: 12, seed: 20261121 },
    );
  });

  it("on random crowded positions (multi-captures, jumps, checks)", () => {
    const pieceArb = fc.record({
      square: fc.integer({ min: 0, max: 63 }),
      type: fc.integer({ min: 1, max: 4 }),
      side: fc.constantFrom(0 as const, 1 as const),
      orientation: fc.integer({ min: 0, max: 7 }),
    });
    const setup = fc.record({
      kings: fc.tuple(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 0, max: 63 }), fc.nat(3)),
      pieces: fc.array(pieceArb, { minLength: 4, maxLength: 14 }),
      side: fc.constantFrom(0 as const, 1 as const),
    });
    let checked = 0;
    fc.assert(
      fc.property(setup, ({ kings, pieces, side }) => {
        const squares = new Int8Array(64);
        for (const p of pieces) {
          const count = [0, 4, 8, 8, 2][p.type];
          squares[p.square] = makeCode(p.type, p.side, p.orientation % count);
        }
        if (kings[0] === kings[1]) return;
        squares[kings[0]] = makeCode(KING, 0, kings[2] & 1);
        squares[kings[1]] = makeCode(KING, 1, kings[2] >> 1);
        // Whoever is in check must be the side to move; skip boards where both are.
        let parsed = game.parsePosition(positionString(squares, side));
        if (!parsed.ok) parsed = game.parsePosition(positionString(squares, side === 0 ? 1 : 0));
        if (!parsed.ok) return;
        checked++;
        sameTurns(parsed.value);
      }),
      { numRuns: 80, seed: 20261122 },
    );
    expect(checked).toBeGreaterThan(40);
  });
});
